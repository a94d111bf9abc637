import type { AttachmentRef } from './legacyCallables';

// The client's copy of the server's attachment limits (functions/src/inquiries/attachments.ts), so a
// form refuses a file before uploading it; test/unit/attachmentLimits.test.ts keeps the two equal.
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
export const ALLOWED_ATTACHMENT_TYPES: readonly AttachmentRef['contentType'][] = [
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
];

/** Why a file cannot be attached, in Japanese; null when it can. */
export function attachmentProblem(file: { name: string; size: number; type: string }): string | null {
  if (!(ALLOWED_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
    return `「${file.name}」はこの種類のファイルのため添付できません。画像、PDF、テキスト、Office 文書、ZIP を添付できます。`;
  }
  if (file.size > MAX_ATTACHMENT_BYTES) return `「${file.name}」は 10 MB を超えているため添付できません。`;
  return null;
}
