import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { InputOf } from '@madoguchi/shared/contracts';
import * as contracts from '@madoguchi/shared/contracts';
import { faqCounted, writeAnalytics, type FaqCounter } from '../analytics/analyticsWrites';
import { refuse } from '../platform/errors';
import type { WrittenUpdate } from '../platform/storedDocuments';
import { readIndexShards, setIndexedHelpfulCount } from './faqIndex';
import { analyticsFaqOf, isVisibleTo, storedFaq } from './faqRecord';

// Readers' feedback on FAQ entries, from the FAQ page (rateFaq) and from Slack (「これで解決」).

type FaqVote = InputOf<typeof contracts.rateFaq>['vote'];

const NOT_FOUND = '指定されたFAQが見つかりません。';

const counterOf = { helpful: 'helpfulCount', notHelpful: 'notHelpfulCount', solved: 'solvedCount' } as const;

/**
 * A reader's feedback on an entry they can see: one helpful/not-helpful vote per person (changing it
 * moves the count, and the index readers list from follows) and one "solved it" per person. The vote
 * is kept under the entry (votes/{uid}), which the reader may read to see how they answered.
 */
export async function rateFaqAs(store: Firestore, tenantId: string, faqId: string, uid: string, vote: FaqVote): Promise<void> {
  const ref = store.doc(`tenants/${tenantId}/faqs/${faqId}`);
  const voteRef = ref.collection('votes').doc(uid);
  const userRef = store.doc(`tenants/${tenantId}/users/${uid}`);
  await store.runTransaction(async (tx) => {
    const [faq, givenVote, user] = await Promise.all([tx.get(ref), tx.get(voteRef), tx.get(userRef)]);
    const given = contracts.decodeDocument(contracts.faqVoteDocument, givenVote.data());
    if (!isVisibleTo(faq, user)) throw refuse('not-found', NOT_FOUND);
    const counted = (deltas: Partial<Record<FaqCounter, number>>) =>
      writeAnalytics(store, tenantId, tx, [faqCounted(analyticsFaqOf(faq), deltas, new Date())]);
    if (vote === 'solved') {
      if (given.solved === true) return;
      tx.update(ref, { solvedCount: FieldValue.increment(1) } satisfies WrittenUpdate<typeof contracts.faqDocument>);
      tx.set(voteRef, { solved: true } satisfies WrittenUpdate<typeof contracts.faqVoteDocument>, { merge: true });
      counted({ solved: 1 });
      return;
    }
    const previous = given.vote;
    if (previous === vote) return;
    const helpfulDelta = (vote === 'helpful' ? 1 : 0) - (previous === 'helpful' ? 1 : 0);
    const stored = storedFaq(faq);
    const shards = helpfulDelta ? await readIndexShards(tx, store, tenantId, stored.audiences) : [];
    tx.update(ref, {
      [counterOf[vote]]: FieldValue.increment(1),
      ...(previous && { [counterOf[previous]]: FieldValue.increment(-1) }),
    });
    tx.set(voteRef, { vote } satisfies WrittenUpdate<typeof contracts.faqVoteDocument>, { merge: true });
    counted({ [vote]: 1, ...(previous && { [previous]: -1 }) });
    if (helpfulDelta) setIndexedHelpfulCount(tx, shards, faqId, Math.max(0, stored.helpfulCount + helpfulDelta));
  });
}
