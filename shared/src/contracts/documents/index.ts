// The stored documents' contracts: one schema each, for the server's writers and the browser's reads.
export { decodeDocument } from './storedFields';
// The field types, for the contracts of documents only the server reads and writes (functions/src).
export * as storedField from './storedFields';
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
