import type { Notice } from '../notifications/notify';
import { appPath } from '../platform/appUrl';
import type { InquiryStatus } from './inquiryStatus';

// The wording of inquiry notifications (bell and mail), shared by the callables and the demo seed.

export const statusLabels: Record<InquiryStatus, string> = {
  new: '未対応',
  in_progress: '対応中',
  waiting: '回答待ち',
  resolved: '解決済み',
  closed: 'クローズ',
};

export const inquiryLink = (tenantId: string, inquiryId: string) => appPath('tenants', tenantId, 'inquiries', inquiryId);

export interface InquiryRef {
  tenantId: string;
  inquiryId: string;
  number: number;
}

/** For the tenant admins: a requester filed an inquiry. */
export function newInquiryNotice(inquiry: InquiryRef, title: string, requesterName: string): Notice {
  return {
    event: 'newInquiry',
    title: `新しい問い合わせ #${inquiry.number}: ${title}`,
    body: `${requesterName} さんから新しい問い合わせが届きました。`,
    link: inquiryLink(inquiry.tenantId, inquiry.inquiryId),
  };
}

/**
 * A public reply: the requester's goes to the tenant admins, an admin's to the requester. Mails about
 * one inquiry are digested per person, so a burst of replies is not a burst of mail.
 */
export function replyNotice(inquiry: InquiryRef, by: 'requester' | 'admin', authorName: string): Notice {
  const link = inquiryLink(inquiry.tenantId, inquiry.inquiryId);
  const digestKey = `${inquiry.tenantId}~${inquiry.inquiryId}`;
  return by === 'requester'
    ? { event: 'newInquiry', title: `問い合わせ #${inquiry.number} に返信がありました`, body: `${authorName} さんが返信しました。`, link, digestKey }
    : { event: 'inquiryReply', title: `問い合わせ #${inquiry.number} に回答がありました`, body: `${authorName} さんが回答しました。`, link, digestKey };
}

/** For the requester: the status changed from `from` to `to`. */
export function statusNotice(inquiry: InquiryRef, from: InquiryStatus, to: InquiryStatus): Notice {
  return {
    event: 'inquiryStatus',
    title: `問い合わせ #${inquiry.number} のステータスが「${statusLabels[to]}」になりました`,
    body: `ステータスが「${statusLabels[from]}」から「${statusLabels[to]}」に変わりました。`,
    link: inquiryLink(inquiry.tenantId, inquiry.inquiryId),
  };
}
