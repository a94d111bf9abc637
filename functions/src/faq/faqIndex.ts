import { Timestamp, type Firestore, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { decodeDocument, faqDocument, faqIndexShardDocument, type IndexedFaqEntry } from '@madoguchi/shared/contracts';
import type { Written } from '../platform/storedDocuments';

// What the FAQ page reads: a few index documents per audience ('everyone' or a category id) holding
// every published entry for that audience, so reads per page view do not grow with the number of
// entries. Search runs in the browser over these (the shared search module normalises both sides).

export const EVERYONE = 'everyone';
/** Answers are cut for the index; the full answer is read when an entry is opened. */
export const INDEXED_ANSWER_CHARS = 1000;
/** Well under Firestore's 1 MiB document limit. */
const SHARD_BYTES = 800 * 1024;

export type IndexedFaq = IndexedFaqEntry<Timestamp>;

/** The audiences an entry is for: its categories, or everyone when it has none. */
export function audiencesOf(categoryIds: string[]): string[] {
  return categoryIds.length ? categoryIds : [EVERYONE];
}

/** What an entry's index record is made of: the stored FAQ's fields (faqRecord.ts), the answer whole. */
export type IndexedFaqSource<Time> = Omit<IndexedFaqEntry<Time>, 'id'>;

/**
 * An entry as the index holds it: the answer cut, the readings copied as the save computed them (an
 * entry saved before readings has none; Firestore refuses an undefined field, so it is left out), and
 * its other phrasings when it has some.
 */
export function indexedFaqEntry<Time>(id: string, faq: IndexedFaqSource<Time>): IndexedFaqEntry<Time> {
  const { question, answerText, tags, categoryIds, helpfulCount, updatedAt, reading, aliases } = faq;
  return {
    id,
    question,
    answerText: answerText.slice(0, INDEXED_ANSWER_CHARS),
    tags,
    categoryIds,
    helpfulCount,
    updatedAt,
    ...(reading && { reading: { question: reading.question, tags: reading.tags } }),
    ...(aliases && aliases.length > 0 ? { aliases: [...aliases] } : {}),
  };
}

/** A decoded time as the Admin SDK writes it; `otherwise` (now) for one not written yet. */
const stamp = (time: Date | null, otherwise = Timestamp.now()): Timestamp => (time ? Timestamp.fromDate(time) : otherwise);

/** Splits entries into shards that each stay under the size limit. */
export function shardEntries(entries: IndexedFaq[]): IndexedFaq[][] {
  const shards: IndexedFaq[][] = [[]];
  let bytes = 0;
  for (const entry of entries) {
    const size = Buffer.byteLength(JSON.stringify(entry), 'utf8');
    if (bytes + size > SHARD_BYTES && (shards.at(-1)?.length ?? 0) > 0) {
      shards.push([]);
      bytes = 0;
    }
    shards.at(-1)?.push(entry);
    bytes += size;
  }
  return shards;
}

/**
 * Rewrites the index documents of the given audiences from the published entries. `now` is fixed by
 * the demo seed, so that seeding twice leaves the same documents.
 */
export async function rebuildFaqIndex(
  db: Firestore,
  tenantId: string,
  audiences: Iterable<string>,
  now = Timestamp.now(),
): Promise<void> {
  const base = `tenants/${tenantId}`;
  for (const audience of new Set(audiences)) {
    const [published, existing] = await Promise.all([
      db.collection(`${base}/faqs`).where('audiences', 'array-contains', audience).where('status', '==', 'published').get(),
      db.collection(`${base}/faqIndex`).where('audience', '==', audience).get(),
    ]);
    const entries = published.docs
      .map((doc) => {
        const { question, answerText, tags, categoryIds, helpfulCount, updatedAt, reading, aliases } = decodeDocument(faqDocument, doc.data());
        return indexedFaqEntry(doc.id, { question, answerText, tags, categoryIds, helpfulCount, updatedAt: stamp(updatedAt, now), reading, aliases });
      })
      .sort((a, b) => b.helpfulCount - a.helpfulCount || b.updatedAt.toMillis() - a.updatedAt.toMillis());
    // An audience with nothing published (a deleted category, say) keeps no shard at all.
    const shards = entries.length ? shardEntries(entries) : [];
    const batch = db.batch();
    shards.forEach((shard, index) => {
      batch.set(db.doc(`${base}/faqIndex/${audience}~${index}`), { audience, shard: index, entries: shard, updatedAt: now } satisfies Written<typeof faqIndexShardDocument>);
    });
    for (const doc of existing.docs) {
      if (decodeDocument(faqIndexShardDocument, doc.data()).shard >= shards.length) batch.delete(doc.ref);
    }
    await batch.commit();
  }
}

/** The index documents of an entry's audiences, read in a transaction that changes its helpful count. */
export async function readIndexShards(
  tx: Transaction,
  db: Firestore,
  tenantId: string,
  audiences: Iterable<string>,
): Promise<QueryDocumentSnapshot[]> {
  const reads = [...new Set(audiences)].map((audience) => tx.get(db.collection(`tenants/${tenantId}/faqIndex`).where('audience', '==', audience)));
  return (await Promise.all(reads)).flatMap((snapshot) => snapshot.docs);
}

/**
 * Sets an entry's helpful count in the index documents that hold it, in the transaction that counted
 * the vote, so the list readers load shows the count just written. The order within a shard may lag
 * until the next rebuild; readers sort the entries themselves.
 */
export function setIndexedHelpfulCount(tx: Transaction, shards: QueryDocumentSnapshot[], faqId: string, helpfulCount: number): void {
  for (const shard of shards) {
    const { entries, updatedAt } = decodeDocument(faqIndexShardDocument, shard.data());
    if (!entries.some((entry) => entry.id === faqId)) continue;
    const rewritten = entries.map((entry) => indexedFaqEntry(entry.id, { ...entry, updatedAt: stamp(entry.updatedAt, stamp(updatedAt)), ...(entry.id === faqId && { helpfulCount }) }));
    tx.update(shard.ref, { entries: rewritten } satisfies Partial<Written<typeof faqIndexShardDocument>>);
  }
}
