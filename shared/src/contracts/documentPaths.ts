// Where stored documents live, spelt once for both sides: as path segments (the client SDK's doc() and
// the early page's REST reads take them), and as the one string the Admin SDK takes (documentPath).

/** An inquiry: tenants/{tenantId}/inquiries/{inquiryId}. */
export const inquiryPath = (tenantId: string, inquiryId: string): [string, ...string[]] => ['tenants', tenantId, 'inquiries', inquiryId];

/** A document's path as the Admin SDK spells it. */
export const documentPath = (segments: readonly string[]): string => segments.join('/');
