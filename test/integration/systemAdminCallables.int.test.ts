/** @jest-environment node */
// The system admin's callables through the client SDK's httpsCallable against the Functions, Auth and
// Firestore emulators, so authentication, roles and validation are checked for real.
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { codeOf, emulatorClient } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';

const runId = `${Date.now().toString(36)}${process.pid}`;
const suite = useCallableSuite('system-admin-callables');

const auth = () => suite.client.auth;

const call = (name: string, data: unknown) => suite.client.call(name, data);

async function tenantsNamed(name: string) {
  return (await suite.db.collection('tenants').where('name', '==', name).get()).docs;
}

describe('createTenant', () => {
  it('refuses a call without a signed-in user', async () => {
    expect(await codeOf(call('createTenant', {}))).toBe('functions/unauthenticated');
  });

  it('refuses an account whose e-mail is not verified', async () => {
    const email = `unverified-${runId}@example.com`;
    await getAdminAuth(suite.adminApp).createUser({ email, password: 'password-123', emailVerified: false });
    await signInWithEmailAndPassword(auth(), email, 'password-123');
    const name = `未確認 ${runId}`;
    const result = await codeOf(
      call('createTenant', { requestId: randomUUID(), name, admin: { name: '管理 太郎', email: `a-${runId}@example.com` } }),
    );
    expect(result).toBe('functions/permission-denied');
    expect(await tenantsNamed(name)).toHaveLength(0);
  });

  it('refuses a tenant admin who is not a system admin, writing nothing', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const name = `越権 ${runId}`;
    const result = await codeOf(
      call('createTenant', { requestId: randomUUID(), name, admin: { name: '管理 太郎', email: `b-${runId}@example.com` } }),
    );
    expect(result).toBe('functions/permission-denied');
    expect(await tenantsNamed(name)).toHaveLength(0);
  });

  it('creates the tenant with its first admin, once per requestId', async () => {
    const caller = await signInByEmailLink(auth(), 'sysadmin@example.com');
    const name = `株式会社テスト ${runId}`;
    const adminEmail = `first-admin-${runId}@example.com`;
    const request = { requestId: randomUUID(), name, admin: { name: '最初 の管理者', email: adminEmail } };
    const first = (await call('createTenant', request)) as { tenantId: string; adminUid: string };
    const again = (await call('createTenant', request));
    expect(again).toEqual(first);
    expect(await tenantsNamed(name)).toHaveLength(1);

    const tenant = await suite.db.doc(`tenants/${first.tenantId}`).get();
    expect(tenant.data()).toMatchObject({ name, status: 'active', createdBy: caller.uid });
    const membership = await suite.db.doc(`userPermissions/${first.adminUid}/tenants/${first.tenantId}`).get();
    expect(membership.data()).toMatchObject({ id: first.tenantId, name, isTenantAdmin: true, tenantStatus: 'active' });
    const tenantUser = await suite.db.doc(`tenants/${first.tenantId}/users/${first.adminUid}`).get();
    expect(tenantUser.data()).toMatchObject({ name: '最初 の管理者', email: adminEmail, isTenantAdmin: true, status: 'active' });

    // The new admin signs in by e-mail link and finds the tenant among their memberships.
    await signOut(auth());
    const admin = await signInByEmailLink(auth(), adminEmail);
    expect(admin.uid).toBe(first.adminUid);
    expect(admin.emailVerified).toBe(true);
  });

  it.each([
    ['a missing name', { admin: { name: '管理', email: 'x@example.com' } }],
    ['an unknown key', { name: 'ok', admin: { name: '管理', email: 'x@example.com' }, plan: 'gold' }],
    ['a wrong type', { name: 42, admin: { name: '管理', email: 'x@example.com' } }],
    ['an over-long name', { name: 'あ'.repeat(101), admin: { name: '管理', email: 'x@example.com' } }],
    ['a malformed e-mail', { name: 'ok', admin: { name: '管理', email: 'not-an-email' } }],
    ['no requestId', { requestId: undefined, name: 'ok', admin: { name: '管理', email: 'x@example.com' } }],
  ])('answers invalid-argument in Japanese for %s', async (_, data) => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const error = await call('createTenant', { requestId: randomUUID(), ...data }).then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    expect(error?.code).toBe('functions/invalid-argument');
    expect(error?.message).toMatch(/^入力内容に誤りがあります。/);
  });

  it('accepts a name exactly at the 100-character limit', async () => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const name = `${runId}`.padEnd(100, '長');
    await call('createTenant', { requestId: randomUUID(), name, admin: { name: '管理', email: `limit-${runId}@example.com` } });
    expect(await tenantsNamed(name)).toHaveLength(1);
  });
});

describe('renameTenant and setTenantStatus', () => {
  let tenantId: string;
  let adminUid: string;

  beforeAll(async () => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    ({ tenantId, adminUid } = (await call('createTenant', {
        requestId: randomUUID(),
        name: `改名前 ${runId}`,
        admin: { name: '管理', email: `rename-${runId}@example.com` },
      })) as { tenantId: string; adminUid: string });
    await signOut(auth());
  });

  it('renames the tenant and the name its members see', async () => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    await call('renameTenant', { requestId: randomUUID(), tenantId, name: `改名後 ${runId}` });
    expect((await suite.db.doc(`tenants/${tenantId}`).get()).get('name')).toBe(`改名後 ${runId}`);
    expect((await suite.db.doc(`userPermissions/${adminUid}/tenants/${tenantId}`).get()).get('name')).toBe(`改名後 ${runId}`);
  });

  it('suspends and resumes, marking every membership', async () => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    await call('setTenantStatus', { requestId: randomUUID(), tenantId, status: 'suspended' });
    expect((await suite.db.doc(`tenants/${tenantId}`).get()).get('status')).toBe('suspended');
    expect((await suite.db.doc(`userPermissions/${adminUid}/tenants/${tenantId}`).get()).get('tenantStatus')).toBe('suspended');
    await call('setTenantStatus', { requestId: randomUUID(), tenantId, status: 'active' });
    expect((await suite.db.doc(`userPermissions/${adminUid}/tenants/${tenantId}`).get()).get('tenantStatus')).toBe('active');
  });

  it.each([
    ['an id containing "/"', 'tenant-a/users/x'],
    ['an unknown tenant', 'no-such-tenant'],
  ])('refuses %s', async (_, badId) => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const code = await codeOf(call('renameTenant', { requestId: randomUUID(), tenantId: badId, name: 'x' }));
    expect(code).toBe(badId.includes('/') ? 'functions/invalid-argument' : 'functions/not-found');
  });

  it('refuses a non-system-admin', async () => {
    await signInByEmailLink(auth(), 'user@a.example.com');
    expect(await codeOf(call('setTenantStatus', { requestId: randomUUID(), tenantId, status: 'suspended' }))).toBe(
      'functions/permission-denied',
    );
    expect((await suite.db.doc(`tenants/${tenantId}`).get()).get('status')).toBe('active');
  });
});

describe('system users', () => {
  it('adds a system admin by e-mail: the claim and the systemUsers mirror', async () => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const email = `new-sysadmin-${runId}@example.com`;
    const { uid } = (await call('addSystemUser', { requestId: randomUUID(), email, name: '新しい 管理者' })) as {
      uid: string;
    };
    expect((await suite.db.doc(`systemUsers/${uid}`).get()).data()).toMatchObject({ email, name: '新しい 管理者' });
    expect((await getAdminAuth(suite.adminApp).getUser(uid)).customClaims).toMatchObject({ systemAdmin: true });
  });

  it('never removes oneself', async () => {
    const me = await signInByEmailLink(auth(), 'sysadmin@example.com');
    expect(await codeOf(call('removeSystemUser', { requestId: randomUUID(), uid: me.uid }))).toBe(
      'functions/failed-precondition',
    );
    expect((await suite.db.doc(`systemUsers/${me.uid}`).get()).exists).toBe(true);
  });

  it("stops a removed system admin's current token at once for privileged calls", async () => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const email = `removed-${runId}@example.com`;
    const { uid } = (await call('addSystemUser', { requestId: randomUUID(), email, name: '外される 人' })) as {
      uid: string;
    };
    await signOut(auth());

    // A second client app holds the soon-removed admin's session and token.
    const other = emulatorClient(`removed-${runId}`);
    try {
      const removed = await signInByEmailLink(other.auth, email);
      expect((await removed.getIdTokenResult(true)).claims['systemAdmin']).toBe(true);

      await signInByEmailLink(auth(), 'sysadmin@example.com');
      await call('removeSystemUser', { requestId: randomUUID(), uid });

      const attempt = other.call('renameTenant', { requestId: randomUUID(), tenantId: 'tenant-a', name: '乗っ取り' });
      expect(await codeOf(attempt)).toBe('functions/permission-denied');
      expect((await suite.db.doc('tenants/tenant-a').get()).get('name')).not.toBe('乗っ取り');
      expect((await getAdminAuth(suite.adminApp).getUser(uid)).customClaims?.['systemAdmin']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
