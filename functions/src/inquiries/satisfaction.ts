import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { satisfactionGiven, writeAnalytics } from '../analytics/analyticsWrites';
import { implement } from '../platform/callable';
import { refuse } from '../platform/errors';
import { changeWhenUnchanged } from '../platform/optimistic';
import { onceForRequest } from '../platform/requestOnce';
import type { WrittenUpdate } from '../platform/storedDocuments';

const db = () => getFirestore(adminApp());

/**
 * The requester answers 「解決しましたか？」 on their resolved (or since closed) inquiry, once: the answer is
 * kept on the inquiry, where both sides see it, and counted in the tenant's figures of the day.
 */
export const rateInquiry = implement(contracts.rateInquiry, async (input, caller) =>
  onceForRequest(db(), caller.uid, input.requestId, 'rateInquiry', async () => {
    const store = db();
    const ref = store.doc(`tenants/${input.tenantId}/inquiries/${input.inquiryId}`);
    return changeWhenUnchanged(store, ref, (snapshot) => {
      if (!snapshot.exists) throw refuse('not-found', '指定された問い合わせが見つかりません。');
      const { requesterUid, status, satisfaction, categoryId } = contracts.decodeDocument(contracts.inquiryDocument, snapshot.data());
      if (requesterUid !== caller.uid) throw refuse('permission-denied', '満足度は問い合わせた本人だけが回答できます。');
      if (status !== 'resolved' && status !== 'closed') throw refuse('failed-precondition', '満足度は解決済みの問い合わせにだけ回答できます。');
      if (satisfaction) throw refuse('failed-precondition', 'この問い合わせの満足度はすでに回答済みです。');
      const now = Timestamp.now();
      return {
        data: { satisfaction: { rating: input.rating, comment: input.comment || null, at: now } } satisfies WrittenUpdate<typeof contracts.inquiryDocument>,
        also: (batch) => writeAnalytics(store, input.tenantId, batch, [satisfactionGiven(categoryId, input.rating, now.toDate())]),
        result: { inquiryId: input.inquiryId, rating: input.rating },
      };
    });
  }),
);
