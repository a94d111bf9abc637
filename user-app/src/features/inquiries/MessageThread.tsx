import { Avatar, Badge, Body1, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { InquiryMessage } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { AttachmentLinks } from './AttachmentLinks';

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
  internal: { backgroundColor: tokens.colorPaletteYellowBackground1, border: `1px dashed ${tokens.colorPaletteYellowBorder2}` },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  time: { color: tokens.colorNeutralForeground3 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: `${tokens.spacingVerticalXS} 0` },
});

/** The thread, oldest first. Internal notes only ever arrive for tenant admins; they look different. */
export function MessageThread({ messages, requesterUid }: { messages: InquiryMessage[]; requesterUid: string }) {
  const styles = useStyles();
  return (
    <ol className={styles.thread} aria-label="やり取り">
      {messages.map((message) => (
        <li key={message.id} className={mergeClasses(styles.message, message.internal && styles.internal)} aria-label={message.internal ? '社内メモ' : `${message.authorName} のメッセージ`}>
          <Avatar name={message.authorName} color="colorful" size={32} />
          <div>
            <div className={styles.head}>
              <Body1>
                <strong>{message.authorName}</strong>
              </Body1>
              {message.authorUid === requesterUid ? <Badge appearance="outline">依頼者</Badge> : !message.internal && <Badge appearance="outline" color="brand">担当</Badge>}
              {message.internal && (
                <Badge appearance="filled" color="warning">
                  社内メモ(依頼者には表示されません)
                </Badge>
              )}
              {message.source === 'slack' && <Badge appearance="tint">Slack</Badge>}
              <Caption1 className={styles.time}>{message.createdAt ? formatDateTime(message.createdAt) : '送信中…'}</Caption1>
            </div>
            <p className={styles.body}>{message.body}</p>
            <AttachmentLinks files={message.attachments} />
          </div>
        </li>
      ))}
    </ol>
  );
}
