import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { faqCounted, searchesCounted, writeAnalytics } from '../analytics/analyticsWrites';
import { implement } from '../platform/callable';
import { refuse } from '../platform/errors';
import { consumeRateLimit, RATE_LIMITS } from '../platform/rateLimit';
import { onceForRequest } from '../platform/requestOnce';
import type { Written, WrittenUpdate } from '../platform/storedDocuments';
import { audiencesOf } from './faqIndex';
import { analyticsFaqOf, faqContent, isVisibleTo, noFeedback, storedFaq, uniqueAliases } from './faqRecord';
import { linkInquiryToFaq, readSourceInquiry, refuseUnlessPublishable, sourceFields, sourceInquiryIdsOf, storedEntry } from './faqFromInquiry';
import { afterFaqChange } from './missReview';
import { rateFaqAs } from './faqVotes';
import { foldQuery, searchMissId } from './searchMisses';

/**
 * tenants/{t}/users/{uid}/faqViews/{day}: the entries a person viewed that day, each counted once
 * (server only, so its contract lives here; removed after two days by the TTL on expireAt).
 */
const faqViewsDocument = z.object({ faqIds: contracts.storedField.listOf(z.string()), expireAt: contracts.storedField.moment });

const db = () => getFirestore(adminApp());
const faqPath = (tenantId: string, faqId: string) => `tenants/${tenantId}/faqs/${faqId}`;
const NOT_FOUND = '指定されたFAQが見つかりません。';

/**
 * Tenant admins create and edit FAQ entries; the answer is sanitized, the readings analysed and the
 * index follows. The morphological dictionary needs about 300 MB beside the runtime's own (readings.ts).
 */
export const saveFaq = implement(contracts.saveFaq, async (input, caller) => {
  const content = await faqContent(input, caller.uid);
  if (!content.answerText) throw refuse('invalid-argument', '入力内容に誤りがあります。answerHtml: 回答を入力してください。');
  return onceForRequest(db(), caller.uid, input.requestId, 'saveFaq', async () => {
    const store = db();
    const ref = input.faqId ? store.doc(faqPath(input.tenantId, input.faqId)) : store.collection(`tenants/${input.tenantId}/faqs`).doc();
    const previousAudiences = await store.runTransaction(async (tx) => {
      const [existing, ...categories] = await Promise.all([
        tx.get(ref),
        ...input.categoryIds.map((id) => tx.get(store.doc(`tenants/${input.tenantId}/categories/${id}`))),
      ]);
      const source = input.sourceInquiryId ? await readSourceInquiry(tx, store, input.tenantId, input.sourceInquiryId) : null;
      if (input.faqId && !existing.exists) throw refuse('not-found', NOT_FOUND);
      const missing = input.categoryIds.filter((_, i) => !categories[i]?.exists);
      if (missing.length) throw refuse('invalid-argument', `存在しないユーザーカテゴリです: ${missing.join(', ')}`);
      await refuseUnlessPublishable(tx, store, input.tenantId, { ...content, sourceInquiryIds: sourceInquiryIdsOf(existing, input.sourceInquiryId) });
      const now = Timestamp.now();
      if (existing.exists) tx.update(ref, { ...content, ...(source && sourceFields(source)), updatedAt: now } satisfies WrittenUpdate<typeof contracts.faqDocument>);
      else tx.create(ref, { ...content, ...(source && { sourceInquiryIds: [source.id] }), updatedAt: now, ...noFeedback, createdAt: now } satisfies Written<typeof contracts.faqDocument>);
      if (source) linkInquiryToFaq(tx, source, ref, content.question);
      return storedFaq(existing).audiences;
    });
    await afterFaqChange(store, input.tenantId, [...previousAudiences, ...audiencesOf(input.categoryIds)]);
    return { faqId: ref.id };
  });
}, { memory: '1GiB' });

/** Tenant admins delete an entry; it leaves the index at once. */
export const deleteFaq = implement(contracts.deleteFaq, async (input) => {
  const ref = db().doc(faqPath(input.tenantId, input.faqId));
  const snapshot = await ref.get();
  if (!snapshot.exists) throw refuse('not-found', NOT_FOUND);
  await db().recursiveDelete(ref);
  await afterFaqChange(db(), input.tenantId, storedFaq(snapshot).audiences);
  return { faqId: input.faqId };
});

/**
 * Tenant admins attach a phrasing to an entry (from a search that found nothing); an entry has it once
 * (width and case folded) and at most FAQ_LIMITS.aliases of them. Published, it is searchable at once.
 */
export const addFaqAlias = implement(contracts.addFaqAlias, async (input, caller) =>
  onceForRequest(db(), caller.uid, input.requestId, 'addFaqAlias', async () => {
    const store = db();
    const ref = store.doc(faqPath(input.tenantId, input.faqId));
    const { aliases, audiences, added } = await store.runTransaction(async (tx) => {
      const faq = await tx.get(ref);
      if (!faq.exists) throw refuse('not-found', NOT_FOUND);
      const stored = storedFaq(faq);
      const before = stored.aliases;
      const after = uniqueAliases([...before, input.alias]);
      if (after.length > contracts.FAQ_LIMITS.aliases) {
        throw refuse('failed-precondition', `別の言い方は${contracts.FAQ_LIMITS.aliases}個まで登録できます。不要なものをFAQの編集画面で削除してから追加してください。`);
      }
      const added = after.length > before.length;
      if (added) {
        await refuseUnlessPublishable(tx, store, input.tenantId, { ...storedEntry(faq), aliases: after });
        tx.update(ref, { aliases: after, updatedAt: Timestamp.now() } satisfies WrittenUpdate<typeof contracts.faqDocument>);
      }
      return { aliases: after, audiences: stored.audiences, added };
    });
    if (added) await afterFaqChange(store, input.tenantId, audiences);
    return { faqId: input.faqId, aliases };
  }),
);

/** A reader's feedback on an entry they can see (faqVotes.ts). */
export const rateFaq = implement(contracts.rateFaq, async (input, caller) => {
  await rateFaqAs(db(), input.tenantId, input.faqId, caller.uid, input.vote);
  return { faqId: input.faqId, vote: input.vote };
});

/**
 * Zero-hit searches, grouped by the query as typed (width and case folded), for the tenant admins:
 * the total, the last time, and under `days` the count of each date in Japan.
 */
export const logFaqSearchMiss = implement(contracts.logFaqSearchMiss, async (input, caller) => {
  await consumeRateLimit(db(), { uid: caller.uid, tenantId: input.tenantId }, RATE_LIMITS.faqMiss);
  const query = foldQuery(input.query);
  const now = Timestamp.now();
  const store = db();
  const batch = store.batch();
  batch.set(
    store.doc(`tenants/${input.tenantId}/searchMisses/${searchMissId(query)}`),
    // Missed again: open again, even if a change had answered it (this reader may not see that entry).
    { query, count: FieldValue.increment(1), lastAt: now, days: { [contracts.tokyoDay(now.toDate())]: FieldValue.increment(1) }, answeredBy: null },
    { merge: true },
  );
  writeAnalytics(store, input.tenantId, batch, [searchesCounted({ zeroHit: 1 }, now.toDate())]);
  await batch.commit();
  return { logged: true };
});

/**
 * A reader opened an entry: counted once a day per person and entry (a reload or a second look is not
 * a second view). The FAQ is for the tenant's users: its admins opening an entry they keep is not a
 * view. The day's list of entries a person viewed is removed after two days (TTL on expireAt).
 */
export const recordFaqView = implement(contracts.recordFaqView, async (input, caller, { isTenantAdmin }) => {
  const store = db();
  const now = new Date();
  const day = contracts.tokyoDay(now);
  const ref = store.doc(faqPath(input.tenantId, input.faqId));
  const seenRef = store.doc(`tenants/${input.tenantId}/users/${caller.uid}/faqViews/${day}`);
  const userRef = store.doc(`tenants/${input.tenantId}/users/${caller.uid}`);
  const counted = await store.runTransaction(async (tx) => {
    const [faq, seen, user] = await Promise.all([tx.get(ref), tx.get(seenRef), tx.get(userRef)]);
    // Admins see every entry (drafts too, which count nothing); readers only theirs.
    if (!faq.exists || (!isTenantAdmin && !isVisibleTo(faq, user))) throw refuse('not-found', NOT_FOUND);
    if (storedFaq(faq).status !== 'published' || isTenantAdmin) return false;
    if (contracts.decodeDocument(faqViewsDocument, seen.data()).faqIds.includes(input.faqId)) return false;
    const views = { faqIds: FieldValue.arrayUnion(input.faqId), expireAt: Timestamp.fromMillis(now.getTime() + 2 * 86_400_000) };
    tx.set(seenRef, views satisfies WrittenUpdate<typeof faqViewsDocument>, { merge: true });
    writeAnalytics(store, input.tenantId, tx, [faqCounted(analyticsFaqOf(faq), { views: 1 }, now)]);
    return true;
  });
  return { counted };
});
