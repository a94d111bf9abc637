import { loadStorage } from '@madoguchi/shared';
import { attachmentProblem, type AttachmentRef } from '@madoguchi/shared/contracts';

/** A file name as a single path segment (a slash would make another folder). */
function safeFileName(name: string): string {
  return name.replace(/[/\\]/g, '_').trim().slice(0, 200) || 'file';
}

/**
 * Uploads a file under the inquiry's folder with its uploader recorded, as storage.rules demand, and
 * returns the reference a message carries. The server checks the stored object again before use.
 */
export async function uploadAttachment(tenantId: string, inquiryId: string, uid: string, file: File): Promise<AttachmentRef> {
  const problem = attachmentProblem(file);
  if (problem) throw new Error(problem);
  const { storage, sdk } = await loadStorage();
  const name = safeFileName(file.name);
  const path = `tenants/${tenantId}/inquiries/${inquiryId}/attachments/${crypto.randomUUID()}/${name}`;
  await sdk.uploadBytes(sdk.ref(storage, path), file, { contentType: file.type, customMetadata: { uploadedBy: uid } });
  return { path, name, size: file.size, contentType: file.type as AttachmentRef['contentType'] };
}

/** A short-lived link to download an attachment (rules: tenant admins, the requester, the uploader). */
export async function attachmentUrl(path: string): Promise<string> {
  const { storage, sdk } = await loadStorage();
  return sdk.getDownloadURL(sdk.ref(storage, path));
}
