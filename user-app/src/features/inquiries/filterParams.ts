import { INQUIRY_STATUSES, type InquiryFilter } from '@madoguchi/shared/data';

// The list's filter lives in the address (?status=&category=&requester=&idle=&q=), so a filtered list can
// be bookmarked or linked to and the browser's back button restores it.

/** Idle periods the filter offers, in days. */
export const IDLE_DAY_CHOICES = [3, 7, 14, 30] as const;

function idleDaysOf(value: string | null): number | null {
  const days = Number(value);
  return value && Number.isInteger(days) && days > 0 && days <= 365 ? days : null;
}

export function filterFromParams(params: URLSearchParams): InquiryFilter {
  const status = params.get('status');
  return {
    status: INQUIRY_STATUSES.find((candidate) => candidate === status) ?? null,
    categoryId: params.get('category') || null,
    requesterUid: params.get('requester') || null,
    idleDays: idleDaysOf(params.get('idle')),
    text: params.get('q') ?? '',
  };
}

export function paramsWithFilter(params: URLSearchParams, filter: InquiryFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('status', filter.status);
  set('category', filter.categoryId);
  set('requester', filter.requesterUid);
  set('idle', filter.idleDays === null ? null : String(filter.idleDays));
  set('q', filter.text.trim() || null);
  return next;
}
