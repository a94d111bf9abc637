// Reading and watching Firestore for the areas' screens. A separate entry: the login page needs none.
export { errorMessage } from './errors';
export { useLiveData } from './useLiveData';
export type { LiveData, Subscribe } from './useLiveData';
export { useFetched } from './useFetched';
export { fetchPage, scanPage } from './paging';
export type { PageCursor, PageOf } from './paging';
export { usePagedList } from './usePagedList';
export type { PagedList } from './usePagedList';
export { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '../contracts/inquiryStatus';
export {
  OPEN_INQUIRY_STATUSES,
  NO_FILTER,
  idleSince,
  fetchInquiries,
  watchOpenInquiries,
  watchInquiry,
  watchInquiryMessages,
  fetchInquiry,
  fetchInquiryByNumber,
  newInquiryId,
  inquiryNumberIn,
  inquiryKeywords,
  matchesText,
} from './inquiries';
export type { Inquiry, InquiryMessage, InquiryFilter, InquirySatisfaction, Viewer } from './inquiries';
export { watchCategories, fetchActiveAdmins, fetchPerson, findPersonByEmail, searchPeople } from './directory';
export type { Person } from './directory';
export { categoryNames, categoryOf } from './categoryRecords';
export type { Category } from './categoryRecords';
export { attachmentProblem, MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES, ALLOWED_ATTACHMENT_TYPES } from '../contracts/attachments';
export { useFaqIndex, watchFaqIndex, watchFaq, watchMyFaqVote, fetchFaqPage } from './faq';
export type { FaqDocument, FaqReader, FaqVote } from './faq';
export { createFaqIndex } from '../search/faqIndex';
export type { FaqIndexEntry, FaqNearMiss } from '../search/faqIndex';
export type { FaqFinder } from './faqSearch/engine';
export type { ExplainOptions } from '../search/faqIndex';
export { markFaqQuery, markFaqResultsAfterPaint } from './faqSearch/marks';
export { ownUserDoc } from './profile';
export { NOTIFICATION_LIMITS } from '../contracts/bell';
export {
  NOTIFICATION_EVENTS,
  NOTIFICATION_CHANNELS,
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationEventsFor,
} from '../contracts/notificationSettings';
export type { NotificationEvent, NotificationChannel, NotificationSettings, Channels } from '../contracts/notificationSettings';
export {
  fetchPatchNotes,
  fetchPublishedPatchNote,
  useLatestPatchNotes,
  usePatchNotesUnread,
  markPatchNotesSeen,
  isUnreadPatchNote,
  UNREAD_PATCH_NOTES_MAX,
} from './patchNotes';
export type { PatchNote } from './patchNotes';
export { PATCH_NOTE_LABELS } from '../contracts/patchNotes';
export type { PatchNoteLabel } from '../contracts/patchNotes';
export { fetchTenantUsers, searchesUsers, watchTenantUser } from './tenantUsers';
export {
  ALL_TENANT_USERS,
  TENANT_USERS_PAGE_SIZE,
  TENANT_USER_ROLE_LABELS,
  TENANT_USER_SORT_LABELS,
  TENANT_USER_STATUS_LABELS,
} from './tenantUserRecords';
export type { TenantUser, TenantUserFilter, TenantUserRole, TenantUserRow, TenantUserSort } from './tenantUserRecords';
export { SEARCH_MISS_DAYS } from '../contracts/callables';
export { fetchCannedReplies, fetchCannedReply, matchesCannedReply } from './cannedReplies';
export type { CannedReply } from './cannedReplies';
export { SUPPORT_REQUEST_STATUSES, SUPPORT_REQUEST_STATUS_LABELS, toSupportRequest, toInboxRequest } from './supportRequestRecords';
export type { InboxRequest, LinkedInquiry, SupportRequest, SupportRequestStatus } from './supportRequestRecords';
// Also in the core entry, for the login page; the areas' forms take it from here with the rest.
export { normalizeEmail, toHalfWidth } from '../validation/halfWidth';
