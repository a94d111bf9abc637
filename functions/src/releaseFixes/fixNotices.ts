import { inquiryLink, type InquiryRef } from '../inquiries/inquiryNotices';
import type { Notice } from '../notifications/notify';
import { appPath } from '../platform/appUrl';

// The wording around an inquiry a release note fixed: the system message in its thread and the notice
// to its requester, shared by the callables, publishing and the demo seed.

/** One system message per note in an inquiry's thread: its id says which note, so it is written once. */
export const fixMessageId = (patchNoteId: string) => `releaseNote-${patchNoteId}`;

/** The note as its readers open it. */
export const patchNoteLink = (tenantId: string, patchNoteId: string) => appPath('tenants', tenantId, 'patch-note', patchNoteId);

export const fixMessageBody = (noteTitle: string) => `この件はリリースノート『${noteTitle}』で修正されました。`;

/**
 * For the requester. It tells how their inquiry is being handled, so it follows their choice for
 * status changes (問い合わせのステータス変更) rather than adding a row to the settings grid.
 */
export function fixNotice(inquiry: InquiryRef, noteTitle: string): Notice {
  return {
    event: 'inquiryStatus',
    title: `問い合わせ #${inquiry.number} はリリースノート「${noteTitle}」で修正されました`,
    body: `お問い合わせの件は、リリースノート「${noteTitle}」で修正されました。詳しくは問い合わせのページでご確認ください。`,
    link: inquiryLink(inquiry.tenantId, inquiry.inquiryId),
  };
}
