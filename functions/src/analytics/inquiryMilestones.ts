import type { Timestamp, DocumentData } from 'firebase-admin/firestore';
import type { InquiryStatus } from '../inquiries/inquiryStatus';
import { forgetResolution, inquiryDuration, type AnalyticsWrite } from './analyticsWrites';
import { businessMinutesBetween, calendarMinutesBetween } from './businessHours';
import { tokyoDay } from '@madoguchi/shared/contracts';

// The two moments an inquiry's figures are made of: its first public answer from the support side, and
// its resolution. Both are measured from filing in business minutes, with calendar minutes beside them.
// The inquiry remembers them (firstResponseAt, resolvedOn), so a second answer is not a first one and a
// re-resolution replaces the earlier one instead of counting the inquiry twice.

export interface MilestoneFacts {
  id: string;
  categoryId: string | null;
  createdAt: Timestamp;
  status: InquiryStatus;
  firstResponseAt: Timestamp | null;
  resolvedOn: string | null;
}

/** The facts from an inquiry's document (or a record about to be written). */
export function milestoneFactsOf(id: string, data: DocumentData): MilestoneFacts {
  return {
    id,
    categoryId: typeof data['categoryId'] === 'string' ? data['categoryId'] : null,
    createdAt: data['createdAt'] as Timestamp,
    status: data['status'] as InquiryStatus,
    firstResponseAt: (data['firstResponseAt'] as Timestamp | undefined) ?? null,
    resolvedOn: typeof data['resolvedOn'] === 'string' ? data['resolvedOn'] : null,
  };
}

export interface Milestones {
  /** Fields to add to the inquiry's update. */
  fields: { firstResponseAt?: Timestamp; resolvedOn?: string };
  writes: AnalyticsWrite[];
}

/**
 * What one change adds: `answered` when the support side replied publicly (web or Slack), `next` the
 * status it leaves.
 */
export function milestonesOf(inquiry: MilestoneFacts, change: { answered: boolean; next: InquiryStatus }, now: Timestamp): Milestones {
  const fields: Milestones['fields'] = {};
  const writes: AnalyticsWrite[] = [];
  const filed = inquiry.createdAt.toDate();
  const elapsed = { minutes: businessMinutesBetween(filed, now.toDate()), calendarMinutes: calendarMinutesBetween(filed, now.toDate()) };
  if (change.answered && !inquiry.firstResponseAt) {
    fields.firstResponseAt = now;
    writes.push(inquiryDuration('firstResponse', inquiry, elapsed, now.toDate()));
  }
  if (change.next === 'resolved' && inquiry.status !== 'resolved') {
    if (inquiry.resolvedOn) writes.push(forgetResolution(inquiry.id, inquiry.resolvedOn));
    fields.resolvedOn = tokyoDay(now.toDate());
    writes.push(inquiryDuration('resolution', inquiry, elapsed, now.toDate()));
  }
  return { fields, writes };
}
