import { FieldPath, type DocumentData, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { checkedBulkWriter } from '../platform/checkedBulkWriter';
import type { DocumentWriter } from '../tenants/records';
import { inquirySearch, userSearch, type SearchKind } from './searchKinds';

// Search entries written in bulk, not by the triggers: the seeds write each with its source document,
// and rebuildListSearch writes a tenant's whole index from its documents (once after the first deploy
// of the index, or to repair it).

/** Queues the entry of a source document being written (or read) as `data`. */
export function writeSearchEntry<Fields>(
  writer: DocumentWriter,
  db: Firestore,
  tenantId: string,
  kind: SearchKind<Fields>,
  sourceId: string,
  data: DocumentData,
): string {
  const fields = kind.fieldsOf(data);
  const key = kind.keyOf(sourceId, fields);
  writer.set(db.doc(`tenants/${tenantId}/${kind.entries}/${key}`), kind.entryOf(sourceId, fields));
  return key;
}

/** Source documents read at a time. */
const PAGE = 300;

async function forEachSource(db: Firestore, path: string, visit: (doc: QueryDocumentSnapshot) => void): Promise<number> {
  let count = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = db.collection(path).orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    page.docs.forEach(visit);
    count += page.size;
    last = page.docs.at(-1);
    if (page.size < PAGE) return count;
  }
}

/**
 * Writes the entry of each of the tenant's documents of `kind`, and deletes the entries of documents
 * that are gone or hold another key now. An entry a trigger wrote meanwhile for a document created during
 * the run is left alone: its source is read before it is deleted.
 */
async function rebuildKind<Fields>(db: Firestore, tenantId: string, kind: SearchKind<Fields>) {
  const writer = checkedBulkWriter(db);
  const keys = new Set<string>();
  const sources = await forEachSource(db, `tenants/${tenantId}/${kind.source}`, (doc) => {
    keys.add(writeSearchEntry(writer, db, tenantId, kind, doc.id, doc.data()));
  });
  let removed = 0;
  for (const ref of await db.collection(`tenants/${tenantId}/${kind.entries}`).listDocuments()) {
    if (keys.has(ref.id)) continue;
    const sourceId: unknown = (await ref.get()).get(kind.sourceIdField);
    const source = typeof sourceId === 'string' && sourceId ? await db.doc(`tenants/${tenantId}/${kind.source}/${sourceId}`).get() : null;
    const current = source?.exists ? kind.keyOf(source.id, kind.fieldsOf(source.data()!)) : null;
    if (current === ref.id) continue;
    writer.delete(ref);
    removed += 1;
  }
  await writer.close();
  return { sources, removed };
}

export interface RebuildSummary {
  inquiries: number;
  users: number;
  /** Entries deleted: of documents that are gone, or under a key they no longer have. */
  removed: number;
}

/** Rebuilds the inquiries' and users' search entries of a tenant from its documents. */
export async function rebuildListSearch(db: Firestore, tenantId: string): Promise<RebuildSummary> {
  const inquiries = await rebuildKind(db, tenantId, inquirySearch);
  const users = await rebuildKind(db, tenantId, userSearch);
  return { inquiries: inquiries.sources, users: users.sources, removed: inquiries.removed + users.removed };
}
