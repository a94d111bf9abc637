// The inquiry status machine (docs/product.md#inquiry-statuses), decided in one place for every callable and the
// scheduled close. 'closed' is final: a requester with more to say files a new inquiry.

export const INQUIRY_STATUSES = ['new', 'in_progress', 'waiting', 'resolved', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Resolved inquiries close on their own after this long without a reply. */
export const AUTO_CLOSE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export type StatusRefusal = { ok: false; reason: string };
export type StatusDecision = { ok: true; status: InquiryStatus } | StatusRefusal;

const CLOSED = 'クローズ済みの問い合わせは変更できません。続きは新しい問い合わせでお送りください。';

/** The status after a message: a requester's reply reopens, an admin's public reply awaits the requester. */
export function statusAfterMessage(
  current: InquiryStatus,
  by: 'requester' | 'admin',
  internal: boolean,
  requested?: InquiryStatus,
): StatusDecision {
  if (current === 'closed') return { ok: false, reason: CLOSED };
  if (by === 'requester') {
    return { ok: true, status: current === 'waiting' || current === 'resolved' ? 'new' : current };
  }
  if (requested) return changeStatus(current, requested, 'admin');
  if (internal) return { ok: true, status: current };
  return { ok: true, status: current === 'new' || current === 'in_progress' ? 'waiting' : current };
}

/** An explicit change: requesters may only mark their inquiry resolved; admins may set any status. */
export function changeStatus(current: InquiryStatus, next: InquiryStatus, by: 'requester' | 'admin'): StatusDecision {
  if (current === 'closed') return { ok: false, reason: CLOSED };
  if (by === 'requester' && next !== 'resolved') {
    return { ok: false, reason: '問い合わせた方が変更できるのは「解決済み」にすることだけです。' };
  }
  return { ok: true, status: next };
}

/** Whether a resolved inquiry is due to close at `now`. */
export function isDueToClose(status: InquiryStatus, resolvedAt: Date | null, now: Date): boolean {
  return status === 'resolved' && resolvedAt !== null && now.getTime() - resolvedAt.getTime() >= AUTO_CLOSE_AFTER_MS;
}
