// '@madoguchi/shared/contracts': what the server and the browser agree on, free of browser APIs so the
// functions bundle it too.
export * from './callables';
export * from './attachments';
export * from './cannedReplyPlaceholders';
export * from './fields';
export * from './nameReading';
// The server normalises with the same functions as the forms.
export { normalizeEmail, toHalfWidth } from '../validation/halfWidth';
export { fieldProblems } from './problems';
export { normalizedPerson, personProblems, tenantNameProblem } from './formChecks';
export type { PersonFields, PersonProblems } from './formChecks';
export { defineCallable } from './callable';
export type { Access, CallableContract, InputOf, RequestOf, ResultOf } from './callable';
export * from './htmlPolicy';
export type { FaqReading, IndexedFaqEntry } from './faqIndex';
export { LIST_SEARCH_COLLECTIONS, categoryField, inquirySearchKey, tokenField, userSearchKey } from './listSearch';
export type { InquirySearchEntry, UserSearchEntry } from './listSearch';
export type { FieldFilterShape, FilterShape, OrderShape, QueryShape, RecordedQuery } from './queryShapes';
export * from './personalData';
export * from './notificationSettings';
export * from './links';
export {
  DIGEST_MAX_JSON_BYTES,
  PATCH_NOTE_DIGEST_PATH,
  PATCH_NOTE_DIGEST_SIZE,
  categoriesOfDigest,
  categoryDigestEntry,
  categoryDigestOf,
  categoryDigestPath,
} from './digests';
export type { CategoryDigestEntry } from './digests';
export * from './tokyoCalendar';
export { documentPath, inquiryPath } from './documentPaths';
export * from './patchNotes';
export * from './documents';
