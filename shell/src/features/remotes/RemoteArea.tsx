import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { REMOTE_LABELS, usePageTitle, type RemoteAreaModule, type RemoteName } from '@madoguchi/shared';
import { Suspense, use, useLayoutEffect, useState } from 'react';
import { ErrorBoundary } from '../../lib/ErrorBoundary';
import { RemoteUnavailableError } from './areaLoads';
import { loadArea } from './remoteRegistry';

const useStyles = makeStyles({
  fallback: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  loading: { padding: tokens.spacingVerticalXXXL },
});

/** Marked when an area has first rendered, for the area-switch benchmark (scripts/bench/web). */
export const AREA_RENDERED_MARK = 'madoguchi:area-rendered';

function LoadedArea({ remote, module }: { remote: RemoteName; module: Promise<RemoteAreaModule> }) {
  const { default: Area } = use(module);
  useLayoutEffect(() => {
    performance.mark(AREA_RENDERED_MARK, { detail: { remote } });
  }, [remote]);
  return <Area />;
}

/** An area that failed to load or to run: what happened, and a retry; the other areas keep working. */
function AreaFailed({ remote, error, onRetry }: { remote: RemoteName; error: Error; onRetry: () => void }) {
  const styles = useStyles();
  usePageTitle(`${REMOTE_LABELS[remote]}を表示できません`);
  return (
    <div className={styles.fallback} data-testid="remote-fallback">
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>
            {error instanceof RemoteUnavailableError ? error.message : `${REMOTE_LABELS[remote]}でエラーが発生しました。`}
          </MessageBarTitle>
          {error instanceof RemoteUnavailableError && error.incompatible
            ? '画面の更新が配信中の可能性があります。しばらくしてから再読み込みし、解決しない場合はシステム管理者にご連絡ください。ほかの画面はそのままご利用いただけます。'
            : 'ネットワークの状態を確認してから、もう一度お試しください。ほかの画面はそのままご利用いただけます。'}
        </MessageBarBody>
      </MessageBar>
      <div>
        <Button appearance="primary" onClick={onRetry}>
          再読み込み
        </Button>
      </div>
    </div>
  );
}

/** One area of the app, loaded from its remote on first visit, with a retry when that fails. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const styles = useStyles();
  const [attempt, setAttempt] = useState(() => ({ count: 0, module: loadArea(remote) }));
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, module: loadArea(remote, { retry: true }) }));

  return (
    <ErrorBoundary
      name="remote area"
      key={attempt.count}
      fallback={(error) => <AreaFailed remote={remote} error={error} onRetry={retry} />}
    >
      <Suspense fallback={<Spinner className={styles.loading} label="読み込み中…" />}>
        <LoadedArea remote={remote} module={attempt.module} />
      </Suspense>
    </ErrorBoundary>
  );
}
