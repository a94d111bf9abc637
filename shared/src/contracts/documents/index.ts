// The stored documents' contracts: one schema each, for the server's writers and the browser's reads.
export { decodeDocument } from './storedFields';
export type { Stored } from './storedFields';
export * from './supportRequest';
export * from './cannedReply';
export * from './notification';
export * from './systemUser';
export * from './tenant';
export * from './patchNote';
export * from './slackIntegration';
export * from './faq';
export * from './inquiry';
export * from './category';
export * from './tenantUser';
export * from './membership';
