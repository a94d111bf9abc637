import { getStorage } from 'firebase-admin/storage';
import type { AttachmentRef } from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { refuse } from '../platform/errors';

// Attachments are uploaded by the browser straight to Storage (storage.rules checks tenant, size and
// type); a message only refers to them (the contract's attachmentRef checks the reference's shape,
// limits and type), and the server checks each object here before it does.

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
export async function recordAttachmentVisibility(attachments: AttachmentRef[], internal: boolean): Promise<void> {
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
  attachments: AttachmentRef[],
): Promise<AttachmentRef[]> {
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
