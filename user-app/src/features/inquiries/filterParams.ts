import { INQUIRY_STATUSES, type InquiryFilter } from '@madoguchi/shared/data';

// The list's filter lives in the address (?status=&category=&requester=&q=), so a filtered list can
// be bookmarked or linked to and the browser's back button restores it.

export function filterFromParams(params: URLSearchParams): InquiryFilter {
  const status = params.get('status');
  return {
    status: INQUIRY_STATUSES.find((candidate) => candidate === status) ?? null,
    categoryId: params.get('category') || null,
    requesterUid: params.get('requester') || null,
    text: params.get('q') ?? '',
  };
}

export function paramsWithFilter(params: URLSearchParams, filter: InquiryFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('status', filter.status);
  set('category', filter.categoryId);
  set('requester', filter.requesterUid);
  set('q', filter.text.trim() || null);
  return next;
}
