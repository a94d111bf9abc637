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

/**
 * Limits of each action, per person and tenant: generous for real work, a stop for a script or a loop.
 * What a requester sends reaches the help desk's mail, so their limits are tight; a tenant admin
 * clearing a morning's backlog answers far more, and their own limit says so.
 */
export const RATE_LIMITS = {
  invite: { action: 'invite', max: 60, windowMs: 10 * 60_000, message: `短時間に多くの招待が行われました。${AGAIN_LATER}` },
  inviteImport: { action: 'invite-import', max: 1000, windowMs: 60 * 60_000, message: `1時間に招待できる人数の上限に達しました。${AGAIN_LATER}` },
  inquiry: { action: 'inquiry', max: 10, windowMs: 60 * 60_000, message: `1時間に送信できる問い合わせの上限（10件）に達しました。${AGAIN_LATER}` },
  message: { action: 'message', max: 30, windowMs: 10 * 60_000, message: `10分間に送信できるメッセージの上限（30件）に達しました。${AGAIN_LATER}` },
  adminMessage: { action: 'admin-message', max: 120, windowMs: 10 * 60_000, message: `10分間に送信できる回答と社内メモの上限（120件）に達しました。${AGAIN_LATER}` },
  supportRequest: { action: 'support-request', max: 5, windowMs: 60 * 60_000, message: `1時間に送信できるサポート依頼の上限（5件）に達しました。${AGAIN_LATER}` },
  faqMiss: { action: 'faq-miss', max: 60, windowMs: 10 * 60_000, message: `短時間に多くの検索が記録されました。${AGAIN_LATER}` },
} as const satisfies Record<string, RateLimit>;

/**
 * Whose uses count together: one person in one tenant (null for what belongs to no tenant), so a desk
 * serving several tenants has an allowance in each and one tenant's rush never spills into another.
 */
export interface RateKey {
  uid: string;
  tenantId: string | null;
}

/**
 * Where one key's uses of one action are recorded: a document per use, removed by a TTL policy. The
 * action and the tenant id cannot hold '~' (ID_PATTERN); the uid, which might, comes last.
 */
export const rateLimitHits = (db: Firestore, key: RateKey, action: string) => db.collection('rateLimits').doc(`${action}~${key.tenantId ?? ''}~${key.uid}`).collection('hits');

/**
 * Counts `cost` against the caller's sliding window; refuses with resource-exhausted past `max`.
 * Each use is its own document, written first and then summed with every use in the window, so
 * concurrent calls never wait on one counter (a transaction over a shared counter serialised them).
 * A use is kept only when the sum, its own included, is within the limit: of concurrent uses, each
 * kept one saw every use kept before it, so no more than `max` are ever kept.
 */
export async function consumeRateLimit(db: Firestore, key: RateKey, limit: RateLimit, cost = 1): Promise<void> {
  const hits = rateLimitHits(db, key, limit.action);
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
