/** @jest-environment node */
// Runs against the Firestore emulator. Uses its own tenants and uids, so it neither depends on nor
// disturbs the demo data, and it clears nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

const memberUid = 'rules-member';
const adminUid = 'rules-admin';
const outsiderUid = 'rules-outsider';
const tenantId = 'rules-tenant';
const otherTenantId = 'rules-other-tenant';

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  // Every refused write is otherwise also logged as a warning by the client SDK.
  setLogLevel('error');
  testEnv = await initializeTestEnvironment({
    projectId: 'demo-madoguchi',
    firestore: {
      rules: readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8'),
      host: '127.0.0.1',
      port: 8080,
    },
  });
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const createdAt = new Date('2025-04-01T00:00:00Z');
    await db.doc(`tenants/${tenantId}`).set({ name: 'ルールテスト株式会社', status: 'active', createdAt });
    await db.doc(`tenants/${otherTenantId}`).set({ name: '別テナント', status: 'active', createdAt });
    for (const [uid, isTenantAdmin] of [[memberUid, false], [adminUid, true]] as const) {
      await db
        .doc(`userPermissions/${uid}/tenants/${tenantId}`)
        .set({ id: tenantId, name: 'ルールテスト株式会社', isTenantAdmin, createdAt });
      await db.doc(`tenants/${tenantId}/users/${uid}`).set({ name: uid, isTenantAdmin, status: 'active' });
    }
    await db.doc(`tenants/${otherTenantId}/users/${outsiderUid}`).set({ name: outsiderUid });
    await db
      .doc(`userPermissions/${outsiderUid}/tenants/${otherTenantId}`)
      .set({ id: otherTenantId, name: '別テナント', isTenantAdmin: false, createdAt });
  });
});

afterAll(() => testEnv.cleanup());

const verified = (uid: string) =>
  testEnv.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true }).firestore();

describe('userPermissions', () => {
  it('lets a verified user get and list their own memberships', async () => {
    await assertSucceeds(verified(memberUid).doc(`userPermissions/${memberUid}/tenants/${tenantId}`).get());
    await assertSucceeds(verified(memberUid).collection(`userPermissions/${memberUid}/tenants`).orderBy('createdAt').get());
  });

  it("refuses another user's memberships", async () => {
    await assertFails(verified(memberUid).doc(`userPermissions/${adminUid}/tenants/${tenantId}`).get());
    await assertFails(verified(memberUid).collection(`userPermissions/${outsiderUid}/tenants`).get());
  });

  it('refuses a user whose e-mail is not verified, and anyone signed out', async () => {
    const unverified = testEnv.authenticatedContext(memberUid, { email: 'm@example.com', email_verified: false });
    await assertFails(unverified.firestore().doc(`userPermissions/${memberUid}/tenants/${tenantId}`).get());
    await assertFails(testEnv.unauthenticatedContext().firestore().doc(`userPermissions/${memberUid}/tenants/${tenantId}`).get());
  });
});

describe('tenants and tenant users', () => {
  it('lets members read the tenant and its user docs', async () => {
    await assertSucceeds(verified(memberUid).doc(`tenants/${tenantId}`).get());
    await assertSucceeds(verified(memberUid).doc(`tenants/${tenantId}/users/${memberUid}`).get());
    await assertSucceeds(verified(memberUid).doc(`tenants/${tenantId}/users/${adminUid}`).get());
  });

  it('refuses non-members, including a system admin without membership', async () => {
    await assertFails(verified(outsiderUid).doc(`tenants/${tenantId}`).get());
    await assertFails(verified(outsiderUid).doc(`tenants/${tenantId}/users/${memberUid}`).get());
    await assertFails(verified(memberUid).doc(`tenants/${otherTenantId}/users/${outsiderUid}`).get());
    const systemAdmin = testEnv.authenticatedContext('rules-sysadmin', {
      email: 'sys@example.com',
      email_verified: true,
      systemAdmin: true,
    });
    await assertFails(systemAdmin.firestore().doc(`tenants/${tenantId}/users/${memberUid}`).get());
  });

  it('refuses unverified members', async () => {
    const unverified = testEnv.authenticatedContext(memberUid, { email: 'm@example.com', email_verified: false });
    await assertFails(unverified.firestore().doc(`tenants/${tenantId}/users/${memberUid}`).get());
  });
});

describe('everything else', () => {
  it('refuses every client write, even by a tenant admin to their own docs', async () => {
    const db = verified(adminUid);
    await assertFails(db.doc(`userPermissions/${adminUid}/tenants/${tenantId}`).set({ isTenantAdmin: true }));
    await assertFails(db.doc(`userPermissions/${adminUid}/tenants/${otherTenantId}`).set({ id: otherTenantId }));
    await assertFails(db.doc(`tenants/${tenantId}`).update({ name: '変更' }));
    await assertFails(db.doc(`tenants/${tenantId}/users/${adminUid}`).update({ name: '変更' }));
    await assertFails(db.doc(`tenants/${tenantId}/users/${adminUid}`).delete());
    await assertFails(db.collection('tenants').add({ name: '新規' }));
  });

  it('refuses reads outside the foundation paths', async () => {
    await assertFails(verified(memberUid).doc('systemUsers/rules-sysadmin').get());
    await assertFails(verified(memberUid).collection('tenants').get());
    await assertFails(verified(memberUid).doc(`tenants/${tenantId}/inquiries/any`).get());
  });
});
