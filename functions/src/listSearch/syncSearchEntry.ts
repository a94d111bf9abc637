import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { SearchKind } from './searchKinds';

// Keeping one source document's search entry in line with it, whatever order its write events come
// in, without locking the source: inquiries are busy documents that are changed without transactions
// (platform/optimistic.ts), and a transaction reading one would make their writers queue. Each attempt
// reads the source as it is now, writes its entry (and removes the entries of earlier keys), then reads
// the source again: if it changed meanwhile, another event's run may have finished before this write
// landed, so this run writes again. The last write is therefore always of the latest version.

/** More attempts than a document changes in a row in practice; each change also has its own event. */
const MOST_ATTEMPTS = 10;

const sameVersion = (a: DocumentSnapshot, b: DocumentSnapshot) =>
  a.exists === b.exists && (!a.exists || (a.updateTime !== undefined && b.updateTime !== undefined && a.updateTime.isEqual(b.updateTime)));

/**
 * Writes the entry of tenants/{tenantId}/{source}/{sourceId} as the document stands (none when it is
 * gone), and deletes the entries under `staleKeys` (the key before the change) unless still its key.
 */
export async function syncSearchEntry<Fields>(
  db: Firestore,
  kind: SearchKind<Fields>,
  tenantId: string,
  sourceId: string,
  staleKeys: readonly string[],
): Promise<void> {
  const sourceRef = db.doc(`tenants/${tenantId}/${kind.source}/${sourceId}`);
  const entries = db.collection(`tenants/${tenantId}/${kind.entries}`);
  const written = new Set<string>();
  for (let attempt = 0; attempt < MOST_ATTEMPTS; attempt += 1) {
    const source = await sourceRef.get();
    const data = source.data();
    const fields = data === undefined ? null : kind.fieldsOf(data);
    const key = fields === null ? null : kind.keyOf(sourceId, fields);
    const batch = db.batch();
    for (const stale of new Set([...staleKeys, ...written])) {
      if (stale !== key) batch.delete(entries.doc(stale));
    }
    if (fields !== null && key !== null) {
      batch.set(entries.doc(key), kind.entryOf(sourceId, fields));
      written.add(key);
    }
    await batch.commit();
    if (sameVersion(source, await sourceRef.get())) return;
  }
  throw new Error(`${sourceRef.path} changed on every one of ${MOST_ATTEMPTS} attempts; its next change brings its search entry up to date`);
}
