import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Avatar,
  Badge,
  Body1,
  Caption1,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { SupportStatusBadge } from '@madoguchi/shared/ui';
import type { SupportRequest } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';

const useStyles = makeStyles({
  list: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow4 },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  subject: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  thread: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: `0 0 ${tokens.spacingVerticalL}`, listStyle: 'none' },
  message: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  reply: { backgroundColor: tokens.colorBrandBackground2 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: `${tokens.spacingVerticalXS} 0 0` },
});

const when = (date: Date | null) => (date ? formatDateTime(date) : '送信中…');

function Message({ author, at, body, fromVendor }: { author: string; at: Date | null; body: string; fromVendor: boolean }) {
  const styles = useStyles();
  return (
    <li className={mergeClasses(styles.message, fromVendor && styles.reply)} aria-label={fromVendor ? `運営元の回答（${author}）` : 'お問い合わせ内容'}>
      <Avatar name={author} color={fromVendor ? 'brand' : 'colorful'} size={32} />
      <div>
        <div className={styles.head}>
          <Body1>
            <strong>{author}</strong>
          </Body1>
          {fromVendor && (
            <Badge appearance="outline" color="brand">
              運営元
            </Badge>
          )}
          <Caption1 className={styles.muted}>{when(at)}</Caption1>
        </div>
        <p className={styles.body}>{body}</p>
      </div>
    </li>
  );
}

/** The tenant's requests, newest first; each opens to its text and the vendor's replies, oldest first. */
export function SupportRequestList({ requests }: { requests: SupportRequest[] }) {
  const styles = useStyles();
  return (
    <Accordion className={styles.list} multiple collapsible>
      {requests.map((request) => (
        <AccordionItem key={request.id} value={request.id} className={styles.item}>
          <AccordionHeader>
            <span className={styles.summary}>
              <SupportStatusBadge status={request.status} />
              <span className={styles.subject}>{request.subject}</span>
              <Caption1 className={styles.muted}>
                {when(request.createdAt)}・{request.fromName}
                {request.replies.length > 0 && `・回答 ${request.replies.length}件`}
              </Caption1>
            </span>
          </AccordionHeader>
          <AccordionPanel>
            <ol className={styles.thread} aria-label={`「${request.subject}」のやり取り`}>
              <Message author={request.fromName} at={request.createdAt} body={request.body} fromVendor={false} />
              {request.replies.map((reply, index) => (
                <Message key={index} author={reply.fromName} at={reply.createdAt} body={reply.body} fromVendor />
              ))}
            </ol>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
