import { Avatar, Body1, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatDateTime } from '@madoguchi/shared/format';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  thread: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyle: 'none' },
  message: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  reply: { backgroundColor: tokens.colorBrandBackground2 },
  internal: { backgroundColor: tokens.colorPaletteYellowBackground1, border: `1px dashed ${tokens.colorPaletteYellowBorder2}` },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  time: { color: tokens.colorNeutralForeground3 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: `${tokens.spacingVerticalXS} 0` },
});

interface Props {
  /** Names the message for screen readers (and tests), e.g. 「山田 のメッセージ」. */
  label: string;
  author: string;
  /** null while the message is still on its way to the server. */
  at: Date | null;
  body: string;
  /** reply: the other side's answer; internal: a note the requester never sees. */
  tone?: 'plain' | 'reply' | 'internal';
  /** The author's avatar in the brand colour (the vendor, staff). */
  brandAvatar?: boolean;
  /** Badges after the name (依頼者, 運営元, Slack…). */
  badges?: ReactNode;
  /** Below the text, e.g. its attachments. */
  children?: ReactNode;
}

/** One message of a conversation, as an item of its list (an <ol> of the thread, oldest first). */
export function ThreadMessage({ label, author, at, body, tone = 'plain', brandAvatar = false, badges, children }: Props) {
  const styles = useStyles();
  return (
    <li className={mergeClasses(styles.message, tone !== 'plain' && styles[tone])} aria-label={label}>
      <Avatar name={author} color={brandAvatar ? 'brand' : 'colorful'} size={32} />
      <div>
        <div className={styles.head}>
          <Body1>
            <strong>{author}</strong>
          </Body1>
          {badges}
          <Caption1 className={styles.time}>{at ? formatDateTime(at) : '送信中…'}</Caption1>
        </div>
        <p className={styles.body}>{body}</p>
        {children}
      </div>
    </li>
  );
}

/** A conversation: its messages (ThreadMessage), oldest first. */
export function Thread({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <ol className={styles.thread} aria-label={label}>
      {children}
    </ol>
  );
}
