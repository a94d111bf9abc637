import { getFirestore } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { refuse } from '../platform/errors';
import { buildReport, documentIdsFor, periodDays } from './analyticsReport';

const db = () => getFirestore(adminApp());

const isRealDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/**
 * The tenant admins' report: the month documents of the period (two a month, at most eight for 90
 * days), read at once, whatever the number of inquiries behind them.
 */
export const fetchAnalytics = implement(contracts.fetchAnalytics, async (input) => {
  const today = contracts.tokyoDay(new Date());
  const until = input.until ?? today;
  if (!isRealDay(until)) throw refuse('invalid-argument', '終了日が正しい日付ではありません。');
  if (until > today) throw refuse('invalid-argument', '終了日に未来の日付は指定できません。');
  const days = periodDays(until, input.days);
  const store = db();
  const ids = documentIdsFor(days);
  const snapshots = await store.getAll(...ids.map((id) => store.doc(`tenants/${input.tenantId}/analytics/${id}`)));
  const docs = new Map(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, snapshot.data()!]));
  return { ...buildReport(docs, days, input.categoryId), documentsRead: ids.length };
});
