import type { InquiryStatus } from './callables/inquiries';

/** docs/product.md#words-on-screen: the statuses' words, the same in every area. */
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: '未対応',
  in_progress: '対応中',
  waiting: '回答待ち',
  resolved: '解決済み',
  closed: 'クローズ',
};
export const INQUIRY_STATUSES = Object.keys(INQUIRY_STATUS_LABELS) as InquiryStatus[];

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === 'string' && value in INQUIRY_STATUS_LABELS;
}
