/** @jest-environment node */
// Every exported callable, found from functions/src/index.ts so a new one cannot be missed, refuses a
// signed-out caller, one whose e-mail is not verified and one without its role before it looks at the
// input; and the ids a client chooses keep to one pattern.
import { signInWithEmailAndPassword } from 'firebase/auth';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import * as exported from '../../functions/src/index';
import { callableAccess, type Access } from '../../functions/src/platform/callable';
import { signInByEmailLink } from '../support/emailLinkSignIn';
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

describe('a verified caller without the role, sending input the schema would refuse', () => {
  // Who is one role short for each kind of callable (callableAccess, as each declares it).
  const shortOf: Record<Access, string | null> = {
    signedIn: null, // completeSlackInstall: its state names the tenant, checked once known
    systemAdmin: 'admin@a.example.com',
    tenantAdmin: 'user@a.example.com',
    memberAdmin: 'user@a.example.com',
    member: 'user@b.example.com', // a member of tenant-b only
  };
  const cases = callables
    .map((name) => [name, callableAccess.get(name)] as const)
    .filter((entry): entry is readonly [string, Access] => entry[1] !== undefined && shortOf[entry[1]] !== null);

  it('knows every callable\'s role', () => {
    expect(callables.filter((name) => !callableAccess.has(name))).toEqual([]);
  });

  it.each(cases)('%s (%s) answers permission-denied and nothing of the input', async (name, access) => {
    await signInByEmailLink(suite.client.auth, shortOf[access]!);
    const junk = { tenantId: 'tenant-a', requestId: 'not-a-uuid', title: 42, extra: '<script>', inquiryId: 'a|b' };
    await expect(suite.client.call(name, junk)).rejects.toMatchObject({ code: 'functions/permission-denied', message: '権限がありません。' });
  });

  it.each(['tenant-a/users', 'tenant-a|x', '../tenant-a', 'tenant-a ', 'tenant-a\r\n'])(
    'takes no tenant id "%s": nobody belongs to it',
    async (tenantId) => {
      await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
      expect(await codeOf(suite.client.call('createCategory', { requestId: randomUUID(), tenantId, name: '不正' }))).toBe('functions/permission-denied');
    },
  );
});

describe('ids a client chooses', () => {
  it.each(['a|b', 'a<b>', 'a>b', 'a/b', 'a b', 'a\r\nb', '<!channel>', 'x'.repeat(65)])(
    'refuses the inquiry id "%s" in Japanese, filing nothing',
    async (inquiryId) => {
      await signInByEmailLink(suite.client.auth, 'user@a.example.com');
      const call = suite.client.call('createInquiry', {
        requestId: randomUUID(), tenantId: 'tenant-a', inquiryId, title: '件名', body: '本文', categoryId: null, attachments: [],
      });
      await expect(call).rejects.toMatchObject({ code: 'functions/invalid-argument', message: expect.stringContaining('IDは英数字・ハイフン・アンダースコアの64文字以内で指定してください。') });
      expect((await suite.db.collection('tenants/tenant-a/inquiries').where('title', '==', '件名').where('requesterUid', '==', 'demo-user-a').get()).docs.filter((doc) => doc.id === inquiryId)).toEqual([]);
    },
  );
});
