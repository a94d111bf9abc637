import type { Firestore } from 'firebase-admin/firestore';
import { decodeDocument, faqIndexShardDocument, synonymsDocument, type FaqIndexShardDocument } from '@madoguchi/shared/contracts';
import { createFaqIndex, type FaqIndex, type FaqIndexEntry } from '@madoguchi/shared/search';
import { EVERYONE } from './faqIndex';

// The FAQ search the FAQ page runs in the browser, run on the server over the same index documents:
// for Slack (suggestions before an inquiry, /madoguchi) and for reviewing the searches that found
// nothing. A reader gets the shards of what they may read: everyone's and their categories'.

/** Whose search: `null` categories for every published entry (admins, the miss review). */
export interface FaqReader {
  categoryIds: string[] | null;
}

const asEntry = (entry: FaqIndexShardDocument['entries'][number]): FaqIndexEntry => ({ ...entry, updatedAt: null });

/** The tenant's FAQ search as `reader` may run it, with the tenant's synonyms. */
export async function loadFaqSearch(db: Firestore, tenantId: string, reader: FaqReader): Promise<FaqIndex> {
  const base = `tenants/${tenantId}`;
  const shards = db.collection(`${base}/faqIndex`);
  const audiences = reader.categoryIds === null ? null : [EVERYONE, ...reader.categoryIds];
  const [snapshots, synonyms] = await Promise.all([
    audiences === null ? shards.get().then((all) => [all]) : Promise.all(audiences.map((audience) => shards.where('audience', '==', audience).get())),
    db.collection(`${base}/synonyms`).get(),
  ]);
  const entries = snapshots.flatMap((snapshot) => snapshot.docs.flatMap((shard) => decodeDocument(faqIndexShardDocument, shard.data()).entries.map(asEntry)));
  return createFaqIndex(entries, synonyms.docs.map((doc) => decodeDocument(synonymsDocument, doc.data()).words));
}
