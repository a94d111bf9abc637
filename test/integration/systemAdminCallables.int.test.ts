/** @jest-environment node */
// The system admin's callables through the client SDK's httpsCallable against the Functions, Auth and
// Firestore emulators, so authentication, roles and validation are checked for real.
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { getAuth as getAdminAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { removeSystemUser } from '../../functions/src/systemUsers/systemUserCallables';
import { codeOf, emulatorClient } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { expectWrittenAsContract } from '../support/storedContracts';
import { membershipDocument, systemUserDocument, tenantDocument, tenantUserDocument } from '@madoguchi/shared/contracts';

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
    expectWrittenAsContract(tenantDocument, tenant.data());
    const membership = await suite.db.doc(`userPermissions/${first.adminUid}/tenants/${first.tenantId}`).get();
    expect(membership.data()).toMatchObject({ id: first.tenantId, name, isTenantAdmin: true, tenantStatus: 'active' });
    expectWrittenAsContract(membershipDocument, membership.data());
    const tenantUser = await suite.db.doc(`tenants/${first.tenantId}/users/${first.adminUid}`).get();
    expect(tenantUser.data()).toMatchObject({ name: '最初 の管理者', email: adminEmail, isTenantAdmin: true, status: 'active' });
    expectWrittenAsContract(tenantUserDocument, tenantUser.data());

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
    expectWrittenAsContract(tenantDocument, (await suite.db.doc(`tenants/${tenantId}`).get()).data());
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
    expectWrittenAsContract(systemUserDocument, (await suite.db.doc(`systemUsers/${uid}`).get()).data());
    expect((await getAdminAuth(suite.adminApp).getUser(uid)).customClaims).toMatchObject({ systemAdmin: true });
  });

  it('takes the address typed in full width, storing it half-width and in lower case, for a system admin and a first tenant admin', async () => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const fullWidth = (text: string) => text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
    const email = `zenkaku-sysadmin-${runId}@example.com`;
    const { uid } = (await call('addSystemUser', { requestId: randomUUID(), email: fullWidth(email.toUpperCase()), name: '全角 管理者' })) as {
      uid: string;
    };
    expect((await suite.db.doc(`systemUsers/${uid}`).get()).get('email')).toBe(email);
    expect((await getAdminAuth(suite.adminApp).getUser(uid)).email).toBe(email);

    const adminEmail = `zenkaku-first-${runId}@example.com`;
    const created = (await call('createTenant', {
      requestId: randomUUID(),
      name: `全角テスト ${runId}`,
      admin: { name: '全角 花子', email: fullWidth(adminEmail) },
    })) as { tenantId: string; adminUid: string };
    expect((await suite.db.doc(`tenants/${created.tenantId}/users/${created.adminUid}`).get()).get('email')).toBe(adminEmail);
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

describe('who may manage system users and rename tenants', () => {
  const SYSADMIN_UID = 'demo-sysadmin';
  const demoTenantName = '株式会社さくら商事';

  // Each refused call names something it would have changed; afterwards that thing is as it was.
  const attempts = {
    addSystemUser: {
      data: (tag: string) => ({ requestId: randomUUID(), email: `never-${tag}-${runId}@example.com`, name: '乗っ取り 太郎' }),
      async unchanged(tag: string) {
        const email = `never-${tag}-${runId}@example.com`;
        expect((await suite.db.collection('systemUsers').where('email', '==', email).get()).size).toBe(0);
        expect(await codeOf(getAdminAuth(suite.adminApp).getUserByEmail(email))).toBe('auth/user-not-found');
      },
    },
    removeSystemUser: {
      data: () => ({ requestId: randomUUID(), uid: SYSADMIN_UID }),
      async unchanged() {
        expect((await suite.db.doc(`systemUsers/${SYSADMIN_UID}`).get()).exists).toBe(true);
        expect((await getAdminAuth(suite.adminApp).getUser(SYSADMIN_UID)).customClaims).toMatchObject({ systemAdmin: true });
      },
    },
    renameTenant: {
      data: (tag: string) => ({ requestId: randomUUID(), tenantId: 'tenant-a', name: `乗っ取り ${tag}` }),
      async unchanged() {
        expect((await suite.db.doc('tenants/tenant-a').get()).get('name')).toBe(demoTenantName);
        expect((await suite.db.doc('userPermissions/demo-admin-a/tenants/tenant-a').get()).get('name')).toBe(demoTenantName);
      },
    },
  };

  it.each([
    ['addSystemUser', 'a verified tenant admin', 'admin@a.example.com'],
    ['addSystemUser', 'a plain user', 'user@a.example.com'],
    ['removeSystemUser', 'a verified tenant admin', 'admin@a.example.com'],
    ['removeSystemUser', 'a plain user', 'user@a.example.com'],
    ['renameTenant', 'a verified tenant admin', 'admin@a.example.com'],
    ['renameTenant', 'a plain user', 'user@a.example.com'],
  ] as const)('%s refuses %s with permission-denied, writing nothing', async (name, _, email) => {
    const tag = email.split('@')[0]!;
    const caller = await signInByEmailLink(auth(), email);
    expect(caller.emailVerified).toBe(true);
    const data = attempts[name].data(tag);
    const error = await call(name, data).then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    expect(error).toMatchObject({ code: 'functions/permission-denied', message: '権限がありません。' });
    await attempts[name].unchanged(tag);
    // Refused before the request marker: a system admin could not be blocked by a reused id.
    expect((await suite.db.doc(`callRequests/${caller.uid}_${data.requestId}`).get()).exists).toBe(false);
  });
});

describe('addSystemUser and removeSystemUser, their input', () => {
  it('adds a system admin once per requestId, answering a repeated call as the first', async () => {
    const caller = await signInByEmailLink(auth(), 'sysadmin@example.com');
    const email = `once-${runId}@example.com`;
    const request = { requestId: randomUUID(), email, name: '一度 だけ' };
    const first = (await call('addSystemUser', request)) as { uid: string };
    const again = (await call('addSystemUser', request)) as { uid: string };
    expect(again).toEqual(first);
    const listed = await suite.db.collection('systemUsers').where('email', '==', email).get();
    expect(listed.docs.map((doc) => doc.id)).toEqual([first.uid]);
    expect(listed.docs[0]?.data()).toMatchObject({ email, name: '一度 だけ', addedBy: caller.uid });
    expect((await suite.db.doc(`callRequests/${caller.uid}_${request.requestId}`).get()).get('status')).toBe('done');
  });

  it('answers not-found in Japanese for a uid that is no system admin, changing nothing', async () => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const before = (await suite.db.collection('systemUsers').get()).size;
    const error = await call('removeSystemUser', { requestId: randomUUID(), uid: `no-such-uid-${runId}` }).then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    expect(error).toMatchObject({ code: 'functions/not-found', message: '指定されたシステム管理者が見つかりません。' });
    expect((await suite.db.collection('systemUsers').get()).size).toBe(before);
  });

  it.each([
    ['addSystemUser', 'a malformed e-mail', { email: 'not-an-email', name: '名前' }],
    ['addSystemUser', 'a missing name', { email: `noname-${runId}@example.com` }],
    ['addSystemUser', 'a blank name', { email: `blank-${runId}@example.com`, name: '   ' }],
    ['addSystemUser', 'an over-long name', { email: `long-${runId}@example.com`, name: 'あ'.repeat(51) }],
    ['addSystemUser', 'an unknown key', { email: `extra-${runId}@example.com`, name: '名前', role: 'owner' }],
    ['addSystemUser', 'a requestId that is no UUID', { requestId: 'again', email: `id-${runId}@example.com`, name: '名前' }],
    ['removeSystemUser', 'an empty uid', { uid: '' }],
    ['removeSystemUser', 'a uid of the wrong type', { uid: 42 }],
    ['removeSystemUser', 'an unknown key', { uid: 'demo-sysadmin', force: true }],
  ] as const)('%s answers invalid-argument in Japanese for %s, writing nothing', async (name, _, data) => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const before = (await suite.db.collection('systemUsers').get()).size;
    const error = await call(name, { requestId: randomUUID(), ...data }).then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    expect(error?.code).toBe('functions/invalid-argument');
    expect(error?.message).toMatch(/^入力内容に誤りがあります。\S/);
    expect((await suite.db.collection('systemUsers').get()).size).toBe(before);
    expect((await suite.db.doc('systemUsers/demo-sysadmin').get()).exists).toBe(true);
  });
});

describe('never the last system admin', () => {
  // The check is reachable only when the last two remove each other at once: each has passed the
  // system admin check before the other's removal commits. Through the emulator's HTTP each call has
  // a worker process of its own, and one is often done before the other starts, which then finds
  // itself removed (permission-denied). So both calls run in this process, through the deployed
  // function's own entry (run: the same input and caller checks), with the callers' real ID token
  // claims; they start together, and only the transaction decides.
  type RemoveRequest = Parameters<typeof removeSystemUser.run>[0];
  const removeAs = (user: User, claims: Record<string, unknown>, uid: string) =>
    codeOf(
      removeSystemUser.run({
        data: { requestId: randomUUID(), uid },
        auth: { uid: user.uid, token: claims as DecodedIdToken, rawToken: '' },
        rawRequest: {} as RemoveRequest['rawRequest'],
        acceptsStreaming: false,
      }),
    );

  it('keeps one when the last two remove each other at the same moment', async () => {
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const add = async (key: string) => {
      const email = `last-${key}-${runId}@example.com`;
      const { uid } = (await call('addSystemUser', { requestId: randomUUID(), email, name: `最後 ${key}` })) as { uid: string };
      return { email, uid };
    };
    const a = await add('a');
    const b = await add('b');
    await signOut(auth());

    // A and B sign in, each in a browser of their own, with the claim on their tokens.
    const clients = [emulatorClient(`last-a-${runId}`), emulatorClient(`last-b-${runId}`)] as const;
    let others: QueryDocumentSnapshot[] = [];
    try {
      const [userA, userB] = [await signInByEmailLink(clients[0].auth, a.email), await signInByEmailLink(clients[1].auth, b.email)];
      const [claimsA, claimsB] = [(await userA.getIdTokenResult()).claims, (await userB.getIdTokenResult()).claims];
      expect([claimsA, claimsB]).toEqual([
        expect.objectContaining({ systemAdmin: true, email_verified: true }),
        expect.objectContaining({ systemAdmin: true, email_verified: true }),
      ]);

      // Everyone else leaves the list for the moment (put back below), so A and B are the last two.
      others = (await suite.db.collection('systemUsers').get()).docs.filter((doc) => doc.id !== a.uid && doc.id !== b.uid);
      const out = suite.db.batch();
      for (const doc of others) out.delete(doc.ref);
      await out.commit();
      expect((await suite.db.collection('systemUsers').get()).docs.map((doc) => doc.id).sort()).toEqual([a.uid, b.uid].sort());

      const outcomes = await Promise.all([removeAs(userA, claimsA, b.uid), removeAs(userB, claimsB, a.uid)]);
      expect([...outcomes].sort()).toEqual(['failed-precondition', 'ok']);

      const [survivor, removed] = outcomes[0] === 'ok' ? [a, b] : [b, a];
      expect((await suite.db.collection('systemUsers').get()).docs.map((doc) => doc.id)).toEqual([survivor.uid]);
      expect((await getAdminAuth(suite.adminApp).getUser(survivor.uid)).customClaims).toMatchObject({ systemAdmin: true });
      expect((await getAdminAuth(suite.adminApp).getUser(removed.uid)).customClaims?.['systemAdmin']).toBeUndefined();
    } finally {
      // The demo's system admins (and any other test's) come back; A and B go.
      const back = suite.db.batch();
      for (const doc of others) back.set(doc.ref, doc.data());
      back.delete(suite.db.doc(`systemUsers/${a.uid}`));
      back.delete(suite.db.doc(`systemUsers/${b.uid}`));
      await back.commit();
      await Promise.all([a, b].map(({ uid }) => getAdminAuth(suite.adminApp).setCustomUserClaims(uid, null)));
      await Promise.all(clients.map((client) => client.close()));
    }
    expect((await suite.db.doc('systemUsers/demo-sysadmin').get()).exists).toBe(true);
  });
});
