import { Body1, Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { centredStack } from './surfaces';

const useStyles = makeStyles({
  empty: { ...centredStack, color: tokens.colorNeutralForeground2 },
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
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <Subtitle2>{title}</Subtitle2>
      {children && <Body1>{children}</Body1>}
      {action}
    </div>
  );
}

/**
 * The record an address names cannot be shown: deleted, a wrong address, or (said in `title`) not the
 * reader's. Named in its own words (「問い合わせが見つかりません。」), with the way back to its list.
 */
export function MissingState({
  title,
  children = '削除されたか、URLが正しくない可能性があります。',
  back,
}: {
  title: string;
  children?: ReactNode;
  back: ReactNode;
}) {
  return (
    <EmptyState title={title} action={back}>
      {children}
    </EmptyState>
  );
}

/**
 * No rows in a filtered list read a page at a time. A list that scans (a filter applied to each page
 * after it is read) can match nothing on a page while older ones are still unread (`more`): that is
 * said apart (`unread`) from nothing matching at all, and from a list that has nothing yet. A list
 * whose pages are full unless they are the last gives neither.
 */
export function FilteredEmptyState({
  more,
  filtered,
  unread,
  unmatched,
  none,
}: {
  more?: boolean;
  filtered: boolean;
  /** Said while older pages are unread: the title and the hint to search on. */
  unread?: [title: string, hint: string];
  /** The title when nothing matches. */
  unmatched: string;
  /** Said when there is nothing yet: the title and the way to add the first. */
  none: [title: string, hint: string];
}) {
  const [title, hint] = more && unread ? unread : filtered ? [unmatched, '条件を変えてお試しください。'] : none;
  return <EmptyState title={title}>{hint}</EmptyState>;
}
