import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import type { WrittenUpdate } from '../platform/storedDocuments';
import { refuse } from '../platform/errors';
import { onceForRequest } from '../platform/requestOnce';
import { membershipsOf, tenantRecord, writeTenantUser } from './records';
import { accountForInvitation } from '../accounts/invitedAccounts';

const db = () => getFirestore(adminApp());

/** System admin: a new tenant with its first tenant admin, who then signs in by e-mail link. */
export const createTenant = implement(contracts.createTenant, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'createTenant', async () => {
    const account = await accountForInvitation(db(), getAuth(adminApp()), input.admin.email, input.admin.name);
    const tenantRef = db().collection('tenants').doc();
    const now = Timestamp.now();
    await db().runTransaction(async (tx) => {
      tx.create(tenantRef, tenantRecord(input.name, 'active', caller.uid, now));
      writeTenantUser(
        tx,
        db(),
        { id: tenantRef.id, name: input.name, status: 'active' },
        account.uid,
        { name: input.admin.name, email: input.admin.email, isTenantAdmin: true, categoryIds: [] },
        now,
        account.tokensValidAfter,
      );
    });
    return { tenantId: tenantRef.id, adminUid: account.uid };
  });
});

async function existingTenant(tenantId: string) {
  const snapshot = await db().doc(`tenants/${tenantId}`).get();
  if (!snapshot.exists) throw refuse('not-found', '指定されたテナントが見つかりません。');
  return snapshot;
}

/** System admin: renames a tenant; the name copied into each membership follows. */
export const renameTenant = implement(contracts.renameTenant, async (input) => {
  await existingTenant(input.tenantId);
  const batch = db().batch();
  batch.update(db().doc(`tenants/${input.tenantId}`), { name: input.name, updatedAt: Timestamp.now() } satisfies WrittenUpdate<typeof contracts.tenantDocument>);
  for (const membership of await membershipsOf(db(), input.tenantId)) batch.update(membership.ref, { name: input.name });
  await batch.commit();
  return { tenantId: input.tenantId, name: input.name };
});

/** System admin: suspends or resumes a tenant; rules then refuse its members, and so does login. */
export const setTenantStatus = implement(contracts.setTenantStatus, async (input) => {
  await existingTenant(input.tenantId);
  const batch = db().batch();
  batch.update(db().doc(`tenants/${input.tenantId}`), { status: input.status, updatedAt: Timestamp.now() } satisfies WrittenUpdate<typeof contracts.tenantDocument>);
  for (const membership of await membershipsOf(db(), input.tenantId)) {
    batch.update(membership.ref, { tenantStatus: input.status });
  }
  await batch.commit();
  return { tenantId: input.tenantId, status: input.status };
});
