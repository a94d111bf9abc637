import { fetchInquiries, usePagedList, type InquiryFilter, type Viewer } from '@madoguchi/shared/data';

export const PAGE_SIZE = 20;

/** The inquiries list, a page at a time; changing viewer or filter starts over. */
export function useInquiryList(viewer: Viewer, filter: InquiryFilter) {
  return usePagedList(JSON.stringify([viewer, filter]), (after) => fetchInquiries(viewer, filter, PAGE_SIZE, after));
}
