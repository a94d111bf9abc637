import { getStorage } from 'firebase-admin/storage';
import { z } from 'zod';
import { adminApp } from '../admin';
import { refuse } from '../platform/errors';
import { singleLine } from '../platform/input';

// Attachments are uploaded by the browser straight to Storage (storage.rules checks tenant, size and
// type); a message only refers to them, and the server checks each object before it does.

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;

/** The same allow-list as storage.rules: nothing a browser would run as a page. */
export const ALLOWED_CONTENT_TYPES = [
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

const attachment = z.strictObject({
  /** tenants/{tenantId}/inquiries/{inquiryId}/attachments/{fileId}/{fileName} */
  path: z.string().min(1).max(512),
  name: singleLine(200),
  size: z.number().int().min(0).max(MAX_ATTACHMENT_BYTES),
  contentType: z.enum(ALLOWED_CONTENT_TYPES, { message: 'この種類のファイルは添付できません。' }),
});
export type Attachment = z.infer<typeof attachment>;

export const attachmentList = z.array(attachment).max(MAX_ATTACHMENTS);

const UNVERIFIABLE = '添付ファイルを確認できませんでした。アップロードし直してください。';
export const UPLOADS_UNAVAILABLE = 'ファイルの添付は現在利用できません。添付せずに送信してください。';

/**
 * Who besides the tenant's admins and the uploader may read a file (storage.rules reads it from the
 * object's metadata): the requester, once the file is attached to a public message. A file uploaded
 * for an internal note, or not yet attached, stays closed to them. A file once shared stays shared.
 */
export function attachmentVisibility(internal: boolean, current: unknown): 'public' | 'internal' {
  return current === 'public' || !internal ? 'public' : 'internal';
}

/** Records on each stored object whether the message it is attached to is internal. */
export async function recordAttachmentVisibility(attachments: Attachment[], internal: boolean): Promise<void> {
  const bucket = getStorage(adminApp()).bucket();
  await Promise.all(
    attachments.map(async (file) => {
      const object = bucket.file(file.path);
      const [metadata] = await object.getMetadata();
      const visibility = attachmentVisibility(internal, metadata.metadata?.['visibility']);
      if (metadata.metadata?.['visibility'] !== visibility) await object.setMetadata({ metadata: { visibility } });
    }),
  );
}

/** The local stack may run without the Storage emulator; the SDK would then reach for the real service. */
const storageMissingLocally = () =>
  process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST;

/**
 * Each attachment must sit under this inquiry's folder, have been uploaded by the caller, and match
 * the stored object's size and type: a message cannot point at someone else's file.
 */
export async function verifyAttachments(
  tenantId: string,
  inquiryId: string,
  uploaderUid: string,
  attachments: Attachment[],
): Promise<Attachment[]> {
  const prefix = `tenants/${tenantId}/inquiries/${inquiryId}/attachments/`;
  for (const file of attachments) {
    const rest = file.path.startsWith(prefix) ? file.path.slice(prefix.length).split('/') : [];
    if (rest.length !== 2 || rest.some((segment) => !segment || segment === '..')) {
      throw refuse('invalid-argument', `添付ファイルの場所が正しくありません: ${file.name}`);
    }
  }
  if (attachments.length && storageMissingLocally()) throw refuse('failed-precondition', UPLOADS_UNAVAILABLE);
  await Promise.all(
    attachments.map(async (file) => {
      const [metadata] = await getStorage(adminApp())
        .bucket()
        .file(file.path)
        .getMetadata()
        .catch(() => {
          throw refuse('failed-precondition', `${UNVERIFIABLE} (${file.name})`);
        });
      const matches =
        Number(metadata.size) === file.size &&
        metadata.contentType === file.contentType &&
        metadata.metadata?.['uploadedBy'] === uploaderUid;
      if (!matches) throw refuse('failed-precondition', `${UNVERIFIABLE} (${file.name})`);
    }),
  );
  return attachments;
}
