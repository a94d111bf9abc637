// What a page uses before the app's JavaScript has arrived (the shell's first script, shell/src/early,
// inlined into index.html): plain modules with no library and no Firebase SDK, so it stays a few KB.
export { authRestUrl, sendSignInLinkByRest } from './authRest';
export type { SendLinkResult } from './authRest';
export { emailAddressProblem } from '../contracts/emailAddress';
export { normalizeEmail } from '../validation/halfWidth';
export { PERSISTED_KEYS } from '../auth/persistence';
export { inlineConfigText } from '../config/inlineConfig';
export { storedSession } from './storedSession';
export type { StoredSession } from './storedSession';
export { getDocument, runQuery, structuredQuery, decodeFields, RestReadError } from './firestoreRest';
export type { RestDocument } from './firestoreRest';
export { offerEarlyRead, earlyReadKeys } from './earlyReads';
export { registerEarlyPage, FIRST_PAINT_CACHE_KEY } from './earlyPage';
export { inquiryMessagesPlan } from '../data/inquiryPlans';
export { inquiryPath } from '../contracts/documentPaths';
export { restSnapshot, toInquiry, toMessage } from '../data/inquiryRecords';
export type { Inquiry, InquiryMessage } from '../data/inquiryRecords';
export { INQUIRY_STATUS_LABELS } from '../contracts/inquiryStatus';
export { formatDateTime } from '../format/dateTime';
export {
  TENANT_USERS_PAGE_SIZE,
  TENANT_USER_ROLE_LABELS,
  TENANT_USER_STATUS_LABELS,
  firstTenantUsersPlan,
  toTenantUser,
} from '../data/tenantUserRecords';
export type { TenantUser } from '../data/tenantUserRecords';
export { categoriesPlan, categoryNames, categoryOf } from '../data/categoryRecords';
export { categoriesOfDigest, categoryDigestPath } from '../contracts/digests';
export type { Category } from '../data/categoryRecords';
