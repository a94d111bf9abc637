import type { Firestore } from 'firebase-admin/firestore';

/** Removes a tenant's FAQ entries without the callable: the docs, and their rows in every index shard. */
export async function removeFaqEntries(db: Firestore, tenantId: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) await db.recursiveDelete(db.doc(`tenants/${tenantId}/faqs/${id}`));
  const shards = await db.collection(`tenants/${tenantId}/faqIndex`).get();
  for (const shard of shards.docs) {
    const entries = (shard.get('entries') as Array<{ id: string }>) ?? [];
    const kept = entries.filter((entry) => !ids.includes(entry.id));
    if (kept.length !== entries.length) await shard.ref.update({ entries: kept });
  }
}
