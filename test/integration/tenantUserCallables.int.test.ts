/** @jest-environment node */
// The tenant admin's user callables through httpsCallable against the emulators: tenant isolation,
// one effect per requestId, concurrency, the invitation rate limit, the last-admin rule, that
// disabling a user ends their access at once (rules read the membership on every request), and that
// only the tenant's admins may see when one of its users last signed in.
import { randomUUID } from 'node:crypto';
import { signOut } from 'firebase/auth';
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import { seedDemo } from '../../functions/src/dev/demoData';
import { RATE_LIMITS } from '../../functions/src/platform/rateLimit';
import { codeOf, emulatorClient } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { writtenAsContract } from '../support/storedContracts';
import { tenantUserDocument } from '@madoguchi/shared/contracts';
import { clearRateLimits, useRateLimit } from '../support/rateLimits';
import { BURST_CEILING_MS } from '../support/bursts';

const runId = `${Date.now().toString(36)}${process.pid}`;
const ADMIN_A = 'admin@a.example.com';
const suite = useCallableSuite('tenant-user-callables');

beforeAll(async () => {
  setLogLevel('error');
});

beforeEach(async () => {
  // Each test starts with a fresh invitation allowance (the counter is per caller and window).
  await clearRateLimits(suite.db);
});

const auth = () => suite.client.auth;

const call = (name: string, data: unknown) => suite.client.call(name, data);
const newUser = (tenantId: string, label: string, extra: object = {}) => ({
  requestId: randomUUID(),
  tenantId,
  name: `${label} さん`,
  email: `${label}-${runId}@example.com`,
  isTenantAdmin: false,
  categoryIds: [],
  ...extra,
});

describe('createTenantUser', () => {
  it("refuses a tenant admin of A creating a user in B, writing nothing", async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    const request = newUser('tenant-b', 'cross');
    expect(await codeOf(call('createTenantUser', request))).toBe('functions/permission-denied');
    const written = await suite.db.collection('tenants/tenant-b/users').where('email', '==', request.email).get();
    expect(written.size).toBe(0);
  });

  it('refuses a regular user', async () => {
    await signInByEmailLink(auth(), 'user@a.example.com');
    expect(await codeOf(call('createTenantUser', newUser('tenant-a', 'by-user')))).toBe('functions/permission-denied');
  });

  it('registers a user with the membership that lets them in, once per requestId', async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    const request = newUser('tenant-a', 'newcomer', { categoryIds: ['cat-sales'] });
    const first = (await call('createTenantUser', request)) as { uid: string };
    expect((await call('createTenantUser', request))).toEqual(first);
    const users = await suite.db.collection('tenants/tenant-a/users').where('email', '==', request.email).get();
    expect(users.docs.map((d) => d.id)).toEqual([first.uid]);
    expect(users.docs[0]?.data()).toMatchObject({ name: request.name, categoryIds: ['cat-sales'], isTenantAdmin: false, status: 'active' });
    expect((await suite.db.doc(`userPermissions/${first.uid}/tenants/tenant-a`).get()).data()).toMatchObject({
      id: 'tenant-a',
      isTenantAdmin: false,
      tenantStatus: 'active',
    });
  });

  it('takes an address typed in full width and a フリガナ in hiragana, storing them half-width and in katakana', async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    const email = `zenkaku-${runId}@a.example.com`;
    const typed = email.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
    const request = newUser('tenant-a', 'zenkaku', { email: `\u3000${typed}\u3000`, name: '全角 花子', nameReading: 'ぜんかく　ﾊﾅｺ' });
    const { uid } = (await call('createTenantUser', request)) as { uid: string };
    expect(writtenAsContract(tenantUserDocument, (await suite.db.doc(`tenants/tenant-a/users/${uid}`).get()).data())).toMatchObject({
      email,
      nameReading: 'ゼンカク ハナコ',
      nameSortKey: '1センカクハナコ ゼンカクハナコ',
    });
    // The same person typed in half width is the same address.
    expect(await codeOf(call('createTenantUser', newUser('tenant-a', 'zenkaku', { email: email.toUpperCase() })))).toBe('functions/already-exists');
  });

  it('refuses a フリガナ that is not kana, with the reason', async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    const request = newUser('tenant-a', 'romaji', { nameReading: 'suzuki' });
    await expect(call('createTenantUser', request)).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringContaining('フリガナはカタカナかひらがなで入力してください。'),
    });
    expect((await suite.db.collection('tenants/tenant-a/users').where('email', '==', request.email).get()).size).toBe(0);
  });

  it('refuses someone who is already a member', async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    const request = newUser('tenant-a', 'existing', { email: 'user@a.example.com' });
    expect(await codeOf(call('createTenantUser', request))).toBe('functions/already-exists');
  });

  it('refuses an unknown user category', async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    expect(await codeOf(call('createTenantUser', newUser('tenant-a', 'nocat', { categoryIds: ['ghost'] })))).toBe(
      'functions/invalid-argument',
    );
  });

  it('handles 20 concurrent registrations for distinct e-mails, each with its membership', async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    const requests = Array.from({ length: 20 }, (_, index) => newUser('tenant-a', `bulk${index}`));
    const results = (await Promise.all(requests.map((request) => call('createTenantUser', request)))).map(
      (result) => (result as { uid: string }).uid,
    );
    expect(new Set(results).size).toBe(20);
    const memberships = await Promise.all(results.map((uid) => suite.db.doc(`userPermissions/${uid}/tenants/tenant-a`).get()));
    expect(memberships.every((membership) => membership.exists)).toBe(true);
  }, BURST_CEILING_MS);

  it('stops an admin who invites too many users in a short time', async () => {
    const admin = await signInByEmailLink(auth(), ADMIN_A);
    await useRateLimit(suite.db, { uid: admin.uid, tenantId: 'tenant-a' }, RATE_LIMITS.invite);
    const request = newUser('tenant-a', 'one-too-many');
    expect(await codeOf(call('createTenantUser', request))).toBe('functions/resource-exhausted');
    expect((await suite.db.collection('tenants/tenant-a/users').where('email', '==', request.email).get()).size).toBe(0);
  });
});

describe('updateTenantUser and setTenantUserStatus', () => {
  it('keeps the membership in step with the admin flag', async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    const { uid } = (await call('createTenantUser', newUser('tenant-a', 'promoted'))) as { uid: string };
    await call('updateTenantUser', { requestId: randomUUID(), tenantId: 'tenant-a', uid, isTenantAdmin: true, name: '昇格 さん' });
    expect((await suite.db.doc(`userPermissions/${uid}/tenants/tenant-a`).get()).get('isTenantAdmin')).toBe(true);
    expect((await suite.db.doc(`tenants/tenant-a/users/${uid}`).get()).data()).toMatchObject({ name: '昇格 さん', isTenantAdmin: true });
    // With a second admin, the first may now step down; the second is then the last one.
    const adminUid = auth().currentUser!.uid;
    await call('updateTenantUser', { requestId: randomUUID(), tenantId: 'tenant-a', uid: adminUid, isTenantAdmin: false });
    expect(await codeOf(call('updateTenantUser', { requestId: randomUUID(), tenantId: 'tenant-a', uid, isTenantAdmin: false }))).toBe(
      'functions/permission-denied', // the caller is no longer an admin
    );
    await seedDemo(suite.adminApp); // restores admin@a
  });

  it('changes and removes a フリガナ, and its sort key with it', async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    const { uid } = (await call('createTenantUser', newUser('tenant-a', 'reading'))) as { uid: string };
    const stored = async () => writtenAsContract(tenantUserDocument, (await suite.db.doc(`tenants/tenant-a/users/${uid}`).get()).data());
    expect(await stored()).toMatchObject({ nameReading: '', nameSortKey: '2' });
    await call('updateTenantUser', { requestId: randomUUID(), tenantId: 'tenant-a', uid, nameReading: 'ごとう' });
    expect(await stored()).toMatchObject({ nameReading: 'ゴトウ', nameSortKey: '1コトウ ゴトウ' });
    await call('updateTenantUser', { requestId: randomUUID(), tenantId: 'tenant-a', uid, nameReading: '' });
    expect(await stored()).toMatchObject({ nameReading: '', nameSortKey: '2' });
    expect(await codeOf(call('updateTenantUser', { requestId: randomUUID(), tenantId: 'tenant-a', uid, nameReading: '後藤' }))).toBe(
      'functions/invalid-argument',
    );
  });

  it("refuses to demote or disable the tenant's last active admin", async () => {
    const admin = await signInByEmailLink(auth(), ADMIN_A);
    const base = { tenantId: 'tenant-a', uid: admin.uid };
    // Demote any other active admins left by earlier tests, so admin@a is the last one.
    const others = await suite.db.collection('tenants/tenant-a/users').where('isTenantAdmin', '==', true).get();
    await Promise.all(others.docs.filter((d) => d.id !== admin.uid).map((d) => d.ref.update({ isTenantAdmin: false })));
    expect(await codeOf(call('updateTenantUser', { ...base, requestId: randomUUID(), isTenantAdmin: false }))).toBe(
      'functions/failed-precondition',
    );
    expect(await codeOf(call('setTenantUserStatus', { ...base, requestId: randomUUID(), status: 'disabled' }))).toBe(
      'functions/failed-precondition',
    );
    expect((await suite.db.doc(`userPermissions/${admin.uid}/tenants/tenant-a`).get()).get('isTenantAdmin')).toBe(true);
  });

  it("disabling ends the user's access at once, without a token refresh; enabling restores it", async () => {
    await signInByEmailLink(auth(), ADMIN_A);
    const request = newUser('tenant-a', 'leaver');
    const { uid } = (await call('createTenantUser', request)) as { uid: string };
    await signOut(auth());

    const leaver = emulatorClient(`leaver-${runId}`);
    try {
      await signInByEmailLink(leaver.auth, request.email);
      const ownDoc = doc(leaver.db, `tenants/tenant-a/users/${uid}`);
      expect((await getDoc(ownDoc)).get('name')).toBe(request.name);

      await signInByEmailLink(auth(), ADMIN_A);
      await call('setTenantUserStatus', { requestId: randomUUID(), tenantId: 'tenant-a', uid, status: 'disabled' });
      expect((await suite.db.doc(`userPermissions/${uid}/tenants/tenant-a`).get()).exists).toBe(false);
      expect((await suite.db.doc(`tenants/tenant-a/users/${uid}`).get()).get('status')).toBe('disabled');
      await expect(getDoc(ownDoc)).rejects.toMatchObject({ code: 'permission-denied' });

      await call('setTenantUserStatus', { requestId: randomUUID(), tenantId: 'tenant-a', uid, status: 'active' });
      expect((await suite.db.doc(`userPermissions/${uid}/tenants/tenant-a`).get()).data()).toMatchObject({ id: 'tenant-a', isTenantAdmin: false });
      expect((await getDoc(ownDoc)).get('status')).toBe('active');
    } finally {
      await leaver.close();
    }
  });
});
