import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { adminApp } from '../admin';
import { callable } from '../platform/callable';
import { requireSystemAdmin } from '../platform/caller';
import { refuse } from '../platform/errors';
import { email, personName, requestId } from '../platform/input';
import { onceForRequest } from '../platform/requestOnce';
import { ensureAuthUser } from '../tenants/tenantUsers';
import { systemUserRecord } from './systemUserRecord';

const db = () => getFirestore(adminApp());
const auth = () => getAuth(adminApp());

export const addSystemUserInput = z.strictObject({ requestId, email, name: personName });

/** System admin: grants the systemAdmin claim by e-mail and lists the user in systemUsers. */
export const addSystemUser = callable('addSystemUser', addSystemUserInput, async (input, caller) => {
  await requireSystemAdmin(db(), caller);
  return onceForRequest(db(), caller.uid, input.requestId, 'addSystemUser', async () => {
    const user = await ensureAuthUser(auth(), input.email, input.name);
    await auth().setCustomUserClaims(user.uid, { ...user.customClaims, systemAdmin: true });
    await db().doc(`systemUsers/${user.uid}`).set(systemUserRecord(input.email, input.name, caller.uid, Timestamp.now()));
    return { uid: user.uid };
  });
});

export const removeSystemUserInput = z.strictObject({ requestId, uid: z.string().trim().min(1).max(128) });

/**
 * System admin: removes another system admin (never oneself, never the last one). Their refresh
 * tokens are revoked and the mirror deleted, so their current ID token stops working for privileged
 * calls at once.
 */
export const removeSystemUser = callable('removeSystemUser', removeSystemUserInput, async (input, caller) => {
  await requireSystemAdmin(db(), caller);
  if (input.uid === caller.uid) throw refuse('failed-precondition', '自分自身をシステム管理者から外すことはできません。');
  const target = db().doc(`systemUsers/${input.uid}`);
  await db().runTransaction(async (tx) => {
    const [snapshot, all] = await Promise.all([tx.get(target), tx.get(db().collection('systemUsers').limit(2))]);
    if (!snapshot.exists) throw refuse('not-found', '指定されたシステム管理者が見つかりません。');
    if (all.size < 2) throw refuse('failed-precondition', '最後のシステム管理者は外せません。');
    tx.delete(target);
  });
  const user = await auth().getUser(input.uid);
  const { systemAdmin: _removed, ...claims } = user.customClaims ?? {};
  await auth().setCustomUserClaims(input.uid, claims);
  await auth().revokeRefreshTokens(input.uid);
  return { uid: input.uid };
});
