import type { AttachmentRef } from '@madoguchi/shared/api';
import { uploadAttachment } from './api/attachments';
import { useRef } from 'react';

/**
 * Uploads files for one message. A file already uploaded by an earlier, failed attempt is not sent
 * again, so retrying a failed send costs nothing and leaves no duplicate objects behind.
 */
export function useUploads() {
  const done = useRef(new Map<File, AttachmentRef>());
  return async (tenantId: string, inquiryId: string, uid: string, files: File[]): Promise<AttachmentRef[]> => {
    const refs: AttachmentRef[] = [];
    for (const file of files) {
      let ref = done.current.get(file);
      if (!ref) {
        ref = await uploadAttachment(tenantId, inquiryId, uid, file);
        done.current.set(file, ref);
      }
      refs.push(ref);
    }
    return refs;
  };
}
