import { Badge } from '@fluentui/react-components';
import type { InquiryMessage } from '@madoguchi/shared/data';
import { Thread, ThreadMessage } from '@madoguchi/shared/ui';
import { AttachmentLinks } from './AttachmentLinks';
import { FaqLinkCards } from './FaqLinkCards';
import { SystemMessage } from './fixes/SystemMessage';

/**
 * The thread, oldest first. Internal notes only ever arrive for tenant admins; they look different. A
 * system message (a release note fixed the inquiry) is a notice of its own (fixes/SystemMessage).
 */
export function MessageThread({ tenantId, messages, requesterUid }: { tenantId: string; messages: InquiryMessage[]; requesterUid: string }) {
  return (
    <Thread label="やり取り">
      {messages.map((message) => message.source === 'system' ? <SystemMessage key={message.id} message={message} /> : (
        <ThreadMessage
          key={message.id}
          label={message.internal ? '社内メモ' : `${message.authorName} のメッセージ`}
          author={message.authorName}
          at={message.createdAt}
          body={message.body}
          tone={message.internal ? 'internal' : 'plain'}
          badges={
            <>
              {message.authorUid === requesterUid ? <Badge appearance="outline">依頼者</Badge> : !message.internal && <Badge appearance="outline" color="brand">担当</Badge>}
              {message.internal && (
                <Badge appearance="filled" color="warning">
                  社内メモ(依頼者には表示されません)
                </Badge>
              )}
              {message.source === 'slack' && <Badge appearance="tint">Slack</Badge>}
            </>
          }
        >
          <FaqLinkCards tenantId={tenantId} links={message.faqLinks} />
          <AttachmentLinks files={message.attachments} />
        </ThreadMessage>
      ))}
    </Thread>
  );
}
