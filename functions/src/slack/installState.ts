import { randomBytes } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { decodeDocument } from '@madoguchi/shared/contracts';
import { errorMessages, refuse } from '../platform/errors';
import type { Written } from '../platform/storedDocuments';
import { slackInstallStateDocument } from './storedSlack';

// The OAuth `state`: single use, bound to the tenant and the admin who started, 10 minutes long.
// Only its holder can finish the installation, so a link forged by someone else leads nowhere.

export const STATE_TTL_MS = 10 * 60 * 1000;
const stateDoc = (db: Firestore, state: string) => db.doc(`slackInstallStates/${state}`);

/** A fresh state for `uid` connecting `tenantId`. */
export async function issueState(db: Firestore, tenantId: string, uid: string, now = Date.now()): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await stateDoc(db, state).create({
    tenantId,
    uid,
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + STATE_TTL_MS),
    usedAt: null,
  } satisfies Written<typeof slackInstallStateDocument>);
  return state;
}

const RESTART = 'Slack連携の画面からもう一度「Slackに接続」を押してください。';

/**
 * Uses up `state` for `uid` and returns its tenant. Refused when unknown, used, expired or another
 * person's; it is spent by the first attempt even if that attempt fails later.
 */
export async function claimState(db: Firestore, state: string, uid: string, now = Date.now()): Promise<string> {
  // Ids are our own base64url; anything else cannot be one (and must not reach a document path).
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(state)) throw refuse('invalid-argument', `連携の手続きが無効です。${RESTART}`);
  const ref = stateDoc(db, state);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw refuse('invalid-argument', `連携の手続きが無効です。${RESTART}`);
    const stored = decodeDocument(slackInstallStateDocument, snapshot.data());
    if (stored.uid !== uid) throw refuse('permission-denied', errorMessages.permissionDenied);
    if (stored.usedAt) throw refuse('failed-precondition', `この連携の手続きはすでに使われています。${RESTART}`);
    if ((stored.expiresAt?.getTime() ?? 0) <= now) {
      throw refuse('deadline-exceeded', `連携の手続きの有効期限（10分）が切れました。${RESTART}`);
    }
    tx.update(ref, { usedAt: Timestamp.fromMillis(now) });
    return stored.tenantId;
  });
}
