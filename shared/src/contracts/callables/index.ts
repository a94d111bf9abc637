// Every callable function, described once (name, access, request schema, result type). The functions
// implement these, the browser calls them through '@madoguchi/shared/api', and the forms check their
// fields with the same schemas.
export * from './analytics';
export * from './cannedReplies';
export * from './categories';
export * from './faq';
export * from './inquiries';
export * from './notifications';
export * from './patchNotes';
export * from './releaseFixes';
export * from './slack';
export * from './support';
export * from './systemUsers';
export * from './tenants';
export * from './tenantUsers';
