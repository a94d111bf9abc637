import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { CANNED_REPLY_LIMITS } from '../contracts/callables';
import { containsAllWords } from '../search/normalize';
import { cannedReplyDocument } from '../contracts/documents/cannedReply';
import { decodeDocument } from '../contracts/documents/storedFields';

// The tenant's canned replies (定型文), for the admin page that keeps them and the reply box's picker.
// A tenant has at most CANNED_REPLY_LIMITS.perTenant (saveCannedReply refuses more), so both read the
// whole list at once and filter it in the browser. Tenant admins only (rules).

export interface CannedReply {
  id: string;
  title: string;
  /** With placeholders ({{requesterName}}), filled when inserted. */
  body: string;
  /** The user category whose inquiries it suits; null: any inquiry. */
  categoryId: string | null;
  updatedAt: Date | null;
  /** Who saved it last, as named then. */
  updatedByName: string;
}

function cannedReplyOf(doc: DocumentSnapshot<DocumentData>): CannedReply {
  const { title, body, categoryId, updatedAt, updatedByName } = decodeDocument(cannedReplyDocument, doc.data());
  return { id: doc.id, title, body, categoryId, updatedAt, updatedByName };
}

/** Every canned reply of the tenant, by title (in Firestore's order: code points). */
export async function fetchCannedReplies(tenantId: string): Promise<CannedReply[]> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'tenants', tenantId, 'cannedReplies'), sdk.orderBy('title', 'asc'), sdk.limit(CANNED_REPLY_LIMITS.perTenant));
  return (await sdk.getDocs(query)).docs.map(cannedReplyOf);
}

/** One canned reply as stored now; null when there is none with that id. */
export async function fetchCannedReply(tenantId: string, cannedReplyId: string): Promise<CannedReply | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'tenants', tenantId, 'cannedReplies', cannedReplyId));
  return snapshot.exists() ? cannedReplyOf(snapshot) : null;
}

/** Whether every word typed occurs in the title or body, with the FAQ search's Japanese normalisation. */
export function matchesCannedReply(reply: CannedReply, text: string): boolean {
  return containsAllWords(text, [reply.title, reply.body]);
}
