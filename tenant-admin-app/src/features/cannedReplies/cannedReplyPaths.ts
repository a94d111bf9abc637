// The routes of the canned reply screens (tenant-admin-app/src/Area.tsx), beside the other admin pages.
export const cannedReplyListPath = (tenantId: string) => `/tenants/${encodeURIComponent(tenantId)}/admin/canned-replies`;
export const newCannedReplyPath = (tenantId: string) => `${cannedReplyListPath(tenantId)}/new`;
export const cannedReplyEditorPath = (tenantId: string, cannedReplyId: string) =>
  `${cannedReplyListPath(tenantId)}/${encodeURIComponent(cannedReplyId)}`;
