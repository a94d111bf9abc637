/** @jest-environment node */
// Every exported callable, found from functions/src/index.ts so a new one cannot be missed, refuses a
// signed-out caller and one whose e-mail is not verified before it looks at the input.
import { signInWithEmailAndPassword } from 'firebase/auth';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import * as exported from '../../functions/src/index';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';

const suite = useCallableSuite('callable-guards');
// Callables carry a callable trigger in their endpoint; scheduled functions and others are left out.
const callables = Object.entries(exported)
  .filter(([, fn]) => (fn as { __endpoint?: { callableTrigger?: object } }).__endpoint?.callableTrigger)
  .map(([name]) => name)
  .sort();
const runId = `${Date.now().toString(36)}${process.pid}`;

it('finds the callables', () => {
  expect(callables).toEqual(expect.arrayContaining(['createTenant', 'createTenantUser', 'importTenantUsers', 'createInquiry']));
  expect(callables).not.toContain('closeResolvedInquiries');
});

it.each(callables)('%s refuses a signed-out caller with unauthenticated', async (name) => {
  expect(await codeOf(suite.client.call(name, {}))).toBe('functions/unauthenticated');
});

describe('an account whose e-mail is not verified', () => {
  const email = `guard-unverified-${runId}@example.com`;
  beforeAll(async () => {
    // A system admin claim and a tenant admin membership, so only the unverified e-mail is missing.
    const { uid } = await getAdminAuth(suite.adminApp).createUser({ email, password: 'password-123', emailVerified: false });
    await getAdminAuth(suite.adminApp).setCustomUserClaims(uid, { systemAdmin: true });
    await suite.db.doc(`systemUsers/${uid}`).set({ email, name: '未確認', addedAt: new Date(), addedBy: null });
    await suite.db.doc(`userPermissions/${uid}/tenants/tenant-a`).set({ id: 'tenant-a', name: 'A', isTenantAdmin: true, tenantStatus: 'active', createdAt: new Date() });
  });

  beforeEach(async () => {
    await signInWithEmailAndPassword(suite.client.auth, email, 'password-123');
  });

  it.each(callables)('%s refuses it with permission-denied', async (name) => {
    expect(await codeOf(suite.client.call(name, { tenantId: 'tenant-a' }))).toBe('functions/permission-denied');
  });
});
