import { Body1, Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
});

/** While a screen's data loads. */
export function LoadingState({ label = '読み込み中…' }: { label?: string }) {
  return <Spinner label={label} style={{ padding: 32 }} />;
}

/** A failed read or call, with what to do next. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button onClick={onRetry}>再読み込み</Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}

/** Nothing to show yet, said plainly, with the next step when there is one. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <Subtitle2>{title}</Subtitle2>
      {children && <Body1>{children}</Body1>}
    </div>
  );
}
