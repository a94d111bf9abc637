// Addresses in the app that the server writes into notifications and Slack, and the pages link to.

/** One FAQ entry, opened on the FAQ page. */
export const faqEntryPath = (tenantId: string, faqId: string) => `/tenants/${encodeURIComponent(tenantId)}/faq?id=${encodeURIComponent(faqId)}`;
