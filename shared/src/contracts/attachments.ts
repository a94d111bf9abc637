// Attachments' limits, described once (free of zod: the data entry imports them): the form refuses a
// file before uploading it, the server validates a message's references with the same limits
// (attachmentRef in ./callables/inquiries.ts; functions/src/inquiries/attachments.ts then checks the
// stored objects), and storage.rules holds the same (test/unit/clientServerConstants.test.ts).

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
/** Nothing a browser would run as a page. */
export const ALLOWED_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

/** Why a file cannot be attached, in Japanese; null when it can. */
export function attachmentProblem(file: { name: string; size: number; type: string }): string | null {
  if (!(ALLOWED_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
    return `「${file.name}」はこの種類のファイルのため添付できません。画像、PDF、テキスト、Office 文書、ZIP を添付できます。`;
  }
  if (file.size > MAX_ATTACHMENT_BYTES) return `「${file.name}」は 10 MB を超えているため添付できません。`;
  return null;
}
