import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { decodeDocument, inquiryDocument, type InquiryDocument } from '@madoguchi/shared/contracts';

/** An inquiry as stored, read through its contract (shared/src/contracts/documents/inquiry.ts); empty fields when there is none. */
export const storedInquiry = (snapshot: DocumentSnapshot): InquiryDocument => decodeDocument(inquiryDocument, snapshot.data());
