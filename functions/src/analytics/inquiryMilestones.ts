import type { Timestamp } from 'firebase-admin/firestore';
import type { InquiryStatus } from '../inquiries/inquiryStatus';
import { forgetResolution, inquiryDuration, type AnalyticsWrite } from './analyticsWrites';
import { businessMinutesBetween, calendarMinutesBetween } from './businessHours';
import { decodeDocument, inquiryDocument, tokyoDay } from '@madoguchi/shared/contracts';

// The two moments an inquiry's figures are made of: its first public answer from the support side, and
// its resolution. Both are measured from filing in business minutes, with calendar minutes beside them.
// The inquiry remembers them (firstResponseAt, resolvedOn), so a second answer is not a first one and a
// re-resolution replaces the earlier one instead of counting the inquiry twice.

export interface MilestoneFacts {
  id: string;
  categoryId: string | null;
  createdAt: Date | null;
  status: InquiryStatus;
  firstResponseAt: Date | null;
  resolvedOn: string | null;
}

/** The facts from an inquiry's document (or a record about to be written), through its contract. */
export function milestoneFactsOf(id: string, data: unknown): MilestoneFacts {
  const { categoryId, createdAt, status, firstResponseAt, resolvedOn } = decodeDocument(inquiryDocument, data);
  return { id, categoryId, createdAt, status, firstResponseAt: firstResponseAt ?? null, resolvedOn: resolvedOn ?? null };
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
  // An inquiry always has its filing time; were it missing, the change itself stands in (no time elapsed).
  const filed = inquiry.createdAt ?? now.toDate();
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
