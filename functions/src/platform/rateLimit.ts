import { AggregateField, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { refuse } from './errors';

export interface RateLimit {
  /** What is limited, e.g. 'invite'. */
  action: string;
  max: number;
  windowMs: number;
  /** What the caller is told when the limit is reached (Japanese). */
  message: string;
}

const AGAIN_LATER = 'しばらくしてから再度お試しください。';

/** Limits of each action, per user: generous for real work, a stop for a script or a loop. */
export const RATE_LIMITS = {
  invite: { action: 'invite', max: 60, windowMs: 10 * 60_000, message: `短時間に多くの招待が行われました。${AGAIN_LATER}` },
  inviteImport: { action: 'invite-import', max: 1000, windowMs: 60 * 60_000, message: `1時間に招待できる人数の上限に達しました。${AGAIN_LATER}` },
  inquiry: { action: 'inquiry', max: 10, windowMs: 60 * 60_000, message: `1時間に送信できる問い合わせの上限（10件）に達しました。${AGAIN_LATER}` },
  message: { action: 'message', max: 30, windowMs: 10 * 60_000, message: `10分間に送信できるメッセージの上限（30件）に達しました。${AGAIN_LATER}` },
  supportRequest: { action: 'support-request', max: 5, windowMs: 60 * 60_000, message: `1時間に送信できるサポート依頼の上限（5件）に達しました。${AGAIN_LATER}` },
  faqMiss: { action: 'faq-miss', max: 60, windowMs: 10 * 60_000, message: `短時間に多くの検索が記録されました。${AGAIN_LATER}` },
} as const satisfies Record<string, RateLimit>;

/** Where one user's use of one action is recorded: a document per use, removed by a TTL policy. */
export const rateLimitHits = (db: Firestore, uid: string, action: string) => db.collection(`rateLimits/${uid}_${action}/hits`);

/**
 * Counts `cost` against the caller's sliding window; refuses with resource-exhausted past `max`.
 * Each use is its own document, written first and then summed with every use in the window, so
 * concurrent calls never wait on one counter (a transaction over a shared counter serialised them).
 * A use is kept only when the sum, its own included, is within the limit: of concurrent uses, each
 * kept one saw every use kept before it, so no more than `max` are ever kept.
 */
export async function consumeRateLimit(db: Firestore, uid: string, limit: RateLimit, cost = 1): Promise<void> {
  const hits = rateLimitHits(db, uid, limit.action);
  const now = Date.now();
  const hit = hits.doc();
  await hit.create({ at: Timestamp.fromMillis(now), cost, expireAt: Timestamp.fromMillis(now + limit.windowMs) });
  const window = await hits
    .where('at', '>', Timestamp.fromMillis(now - limit.windowMs))
    .aggregate({ used: AggregateField.sum('cost') })
    .get();
  if (Number(window.data().used) > limit.max) {
    await hit.delete();
    throw refuse('resource-exhausted', limit.message);
  }
}
