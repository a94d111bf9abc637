// Typed clients of the callable functions. A separate entry: the login page needs none of them.
export * as systemAdminApi from './systemAdmin';
export * as tenantAdminApi from './tenantAdmin';
export * as inquiriesApi from './inquiries';
export * as faqApi from './faq';
export * as slackApi from './slack';
export * as notificationsApi from './notifications';
export type * from '../contracts/callables';
