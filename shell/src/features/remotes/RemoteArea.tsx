import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { REMOTE_LABELS, handOverEarlyPage, usePageTitle, type RemoteAreaModule, type RemoteName } from '@madoguchi/shared';
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
  // An area loaded ahead renders at once: its load carries its outcome as use() reads it (areaLoads).
  const { default: Area } = use(module);
  useLayoutEffect(() => {
    performance.mark(AREA_RENDERED_MARK, { detail: { remote } });
  }, [remote]);
  return <Area />;
}

const STILL_USABLE = 'ほかの画面はそのままご利用いただけます。';

/**
 * What to do about an area that failed. A failed load says the screen could not be loaded: the network
 * is named only when the browser is offline, since a remote that is down or in the middle of a deploy
 * fails the same way on a good connection.
 */
function fallbackAdvice(error: Error): string {
  if (!(error instanceof RemoteUnavailableError)) {
    return `「再読み込み」を押すと、この画面を表示し直します。解決しない場合はシステム管理者にご連絡ください。${STILL_USABLE}`;
  }
  if (error.incompatible) {
    return `画面の更新が配信中の可能性があります。しばらくしてから再読み込みし、解決しない場合はシステム管理者にご連絡ください。${STILL_USABLE}`;
  }
  if (!navigator.onLine) return `インターネットに接続されていません。接続を確認してから「再読み込み」を押してください。${STILL_USABLE}`;
  return `「再読み込み」を押すと、この画面を読み込み直します。解決しない場合は、しばらくしてからもう一度お試しください。${STILL_USABLE}`;
}

/** An area that failed to load or to run: what happened, and a retry; the other areas keep working. */
function AreaFailed({ remote, error, onRetry }: { remote: RemoteName; error: Error; onRetry: () => void }) {
  const styles = useStyles();
  usePageTitle(`${REMOTE_LABELS[remote]}を表示できません`);
  useLayoutEffect(handOverEarlyPage, []);
  return (
    <div className={styles.fallback} data-testid="remote-fallback">
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>
            {error instanceof RemoteUnavailableError ? error.message : `${REMOTE_LABELS[remote]}でエラーが発生しました。`}
          </MessageBarTitle>
          {fallbackAdvice(error)}
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
