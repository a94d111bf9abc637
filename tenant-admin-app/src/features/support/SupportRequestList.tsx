import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Caption1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { InquiryRefList, SupportStatusBadge, Thread, ThreadMessage } from '@madoguchi/shared/ui';
import type { SupportRequest } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';

const useStyles = makeStyles({
  list: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow4 },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  subject: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function Message({ author, at, body, fromVendor }: { author: string; at: Date | null; body: string; fromVendor: boolean }) {
  return (
    <ThreadMessage
      label={fromVendor ? `運営元の回答（${author}）` : 'お問い合わせ内容'}
      author={author}
      at={at}
      body={body}
      tone={fromVendor ? 'reply' : 'plain'}
      brandAvatar={fromVendor}
      badges={
        fromVendor && (
          <Badge appearance="outline" color="brand">
            運営元
          </Badge>
        )
      }
    />
  );
}

/**
 * The tenant's requests, newest first; each opens to the inquiries it is about (links to them) and its
 * text with the vendor's replies, oldest first.
 */
export function SupportRequestList({ tenantId, requests }: { tenantId: string; requests: SupportRequest[] }) {
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
                {request.createdAt ? formatDateTime(request.createdAt) : '送信中…'}・{request.fromName}
                {request.replies.length > 0 && `・回答 ${request.replies.length}件`}
              </Caption1>
            </span>
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            {request.inquiries.length > 0 && (
              <InquiryRefList
                label="関連する問い合わせ"
                items={request.inquiries.map((inquiry) => ({
                  key: inquiry.inquiryId,
                  number: inquiry.number,
                  title: inquiry.title,
                  href: `/tenants/${encodeURIComponent(tenantId)}/inquiries/${encodeURIComponent(inquiry.inquiryId)}`,
                }))}
              />
            )}
            <Thread label={`「${request.subject}」のやり取り`}>
              <Message author={request.fromName} at={request.createdAt} body={request.body} fromVendor={false} />
              {request.replies.map((reply, index) => (
                <Message key={index} author={reply.fromName} at={reply.createdAt} body={reply.body} fromVendor />
              ))}
            </Thread>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
