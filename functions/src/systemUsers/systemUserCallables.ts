import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { refuse } from '../platform/errors';
import { onceForRequest } from '../platform/requestOnce';
import { accountForInvitation } from '../accounts/invitedAccounts';
import { systemUserRecord } from './systemUserRecord';

const db = () => getFirestore(adminApp());
const auth = () => getAuth(adminApp());

/** System admin: grants the systemAdmin claim by e-mail and lists the user in systemUsers. */
export const addSystemUser = implement(contracts.addSystemUser, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'addSystemUser', async () => {
    const account = await accountForInvitation(db(), auth(), input.email, input.name);
    const { customClaims } = await auth().getUser(account.uid);
    await auth().setCustomUserClaims(account.uid, { ...customClaims, systemAdmin: true });
    await db()
      .doc(`systemUsers/${account.uid}`)
      .set(systemUserRecord(input.email, input.name, caller.uid, Timestamp.now(), account.tokensValidAfter));
    return { uid: account.uid };
  });
});

/**
 * System admin: removes another system admin (never oneself, never the last one). Their refresh
 * tokens are revoked and the mirror deleted, so their current ID token stops working for privileged
 * calls at once.
 */
export const removeSystemUser = implement(contracts.removeSystemUser, async (input, caller) => {
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
