import { Button, Caption1, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

const useStyles = makeStyles({
  slow: { color: tokens.colorNeutralForeground2 },
});

/** Above a form that opened with a kept draft (useKeptDraft): says so, and lets it be thrown away. */
export function RestoredDraftNotice({ onDiscard, onDismiss }: { onDiscard: () => void; onDismiss: () => void }) {
  return (
    <MessageBar intent="info">
      <MessageBarBody>前回の入力内容を復元しました。</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onDiscard}>
          破棄する
        </Button>
        <Button size="small" appearance="transparent" onClick={onDismiss}>
          閉じる
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** Whether `busy` has lasted `after` ms; false again as soon as it ends. */
export function useTakingLong(busy: boolean, after: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setLong(true), after);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [busy, after]);
  return busy && long;
}

/**
 * Under a form's buttons: `message` once a call has run longer than `after` ms, so a slow answer (a
 * cold server) does not look like a hang. The live region is always there, so readers announce it.
 */
export function SlowCallNotice({ busy, message, after = 1500 }: { busy: boolean; message: string; after?: number }) {
  const styles = useStyles();
  const slow = useTakingLong(busy, after);
  return (
    <Caption1 className={styles.slow} role="status" aria-live="polite">
      {slow ? message : null}
    </Caption1>
  );
}
