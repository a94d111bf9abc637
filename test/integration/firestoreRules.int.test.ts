/** @jest-environment node */
// firestore.rules against the Firestore emulator, as an attacker would try them. A project of its own,
// cleared and filled again before each test, so no test depends on another or on the demo data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { collection, getCountFromServer, setLogLevel, type Firestore } from 'firebase/firestore';
import { FIRESTORE_HOST, hostAndPort } from '../support/emulatorHosts';

const A = 'tenant-rules-a';
const B = 'tenant-rules-b';
const S = 'tenant-rules-suspended';
const createdAt = new Date('2025-04-01T00:00:00Z');
const serverTime = () => firebase.firestore.FieldValue.serverTimestamp();

let env: RulesTestEnvironment;

type Db = firebase.firestore.Firestore;
const as = (uid: string, claims: Record<string, unknown> = {}): Db =>
  env.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true, ...claims }).firestore();
const unverified = (uid: string): Db =>
  env.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: false }).firestore();
const systemAdmin = () => as('sys', { systemAdmin: true });

/** What `read` finds with the rules off, to check what a refused or allowed write left behind. */
async function asServer<T>(read: (db: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = await read(context.firestore() as unknown as Db);
  });
  return result as T;
}

/** Two active tenants and a suspended one, with a user and an admin in A and a user in B and S. */
async function seed(db: Db): Promise<void> {
  const put = (docPath: string, data: Record<string, unknown>) => db.doc(docPath).set(data);
  await put(`tenants/${A}`, { name: 'さくら商事', status: 'active', createdAt, updatedAt: createdAt });
  await put(`tenants/${B}`, { name: 'みなと物流', status: 'active', createdAt, updatedAt: createdAt });
  await put(`tenants/${S}`, { name: '停止中商事', status: 'suspended', createdAt, updatedAt: createdAt });
  const members: Array<[string, string, boolean, string[]]> = [
    ['alice', A, false, ['cat-a1']],
    ['adam', A, true, []],
    ['bob', B, false, []],
    ['sam', S, false, []],
  ];
  for (const [uid, tenantId, isTenantAdmin, categoryIds] of members) {
    await put(`userPermissions/${uid}/tenants/${tenantId}`, { id: tenantId, name: tenantId, isTenantAdmin, createdAt });
    await put(`tenants/${tenantId}/users/${uid}`, {
      name: uid, email: `${uid}@example.com`, isTenantAdmin, categoryIds, status: 'active', createdAt, updatedAt: createdAt,
    });
  }
  await put('systemUsers/sys', { email: 'sys@example.com', name: 'システム', addedAt: createdAt, addedBy: null });
  for (const tenantId of [A, B, S]) {
    await put(`tenants/${tenantId}/categories/cat-a1`, { name: '営業', description: '', order: 0 });
    await put(`tenants/${tenantId}/synonyms/s1`, { words: ['PC', 'パソコン'] });
  }
  const inquiry = (requesterUid: string) => ({ number: 1, title: '件名', status: 'new', requesterUid, createdAt });
  await put(`tenants/${A}/inquiries/by-alice`, inquiry('alice'));
  await put(`tenants/${A}/inquiries/by-adam`, inquiry('adam'));
  await put(`tenants/${A}/inquiries/by-alice/messages/public`, { body: '回答', internal: false, createdAt });
  await put(`tenants/${A}/inquiries/by-alice/messages/note`, { body: '社内メモ', internal: true, createdAt });
  await put(`tenants/${B}/inquiries/by-bob`, inquiry('bob'));
  await put(`tenants/${S}/inquiries/by-sam`, inquiry('sam'));
  const faq = (status: string, categoryIds: string[]) => ({ question: 'Q', answerHtml: '<p>A</p>', status, categoryIds });
  await put(`tenants/${A}/faqs/everyone`, faq('published', []));
  await put(`tenants/${A}/faqs/sales`, faq('published', ['cat-a1']));
  await put(`tenants/${A}/faqs/other`, faq('published', ['cat-a2']));
  await put(`tenants/${A}/faqs/draft`, faq('draft', []));
  for (const audience of ['everyone', 'cat-a1', 'cat-a2']) {
    await put(`tenants/${A}/faqIndex/${audience}~0`, { audience, shard: 0, entries: [] });
  }
  await put(`tenants/${A}/searchMisses/m1`, { query: 'VPN', createdAt });
  await put(`tenants/${A}/integrations/slack`, { teamName: 'sakura', channelName: '#help' });
  await put(`tenants/${A}/users/alice/notifications/n1`, { type: 'reply', title: '返信', link: '/', read: false, createdAt });
  await put(`tenants/${A}/users/alice/counters/notifications`, { unread: 1 });
  await put(`tenants/${A}/users/alice/settings/notifications`, channelsGrid());
  await put('patchNotes/published', { ...patchNote(), status: 'published', authorUid: 'sys' });
  await put('patchNotes/draft', { ...patchNote(), status: 'draft', authorUid: 'sys' });
  await put('supportRequests/from-a', { tenantId: A, subject: '質問', status: 'open', replies: [] });
  await put('supportRequests/from-b', { tenantId: B, subject: '質問', status: 'open', replies: [] });
  await put(`slackInstallations/${A}`, { botToken: 'xoxb-secret' });
  await put('mail/m1', { to: 'a@example.com' });
  await put('callRequests/alice_1', { status: 'done' });
}

function patchNote(): Record<string, unknown> {
  return {
    title: '新機能のお知らせ', bodyHtml: '<p>本文</p>', labels: ['new'], status: 'draft',
    publishAt: null, publishedAt: null, authorUid: 'sys', createdAt, updatedAt: createdAt,
  };
}

function channelsGrid(): Record<string, unknown> {
  const on = { inApp: true, mail: false };
  return { inquiryReply: on, inquiryStatus: on, releaseNote: on, updatedAt: createdAt };
}

beforeAll(async () => {
  // Every refused request is otherwise also logged as a warning by the client SDK.
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: 'demo-madoguchi-rules',
    firestore: {
      rules: readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8'),
      ...hostAndPort(FIRESTORE_HOST),
    },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) => seed(context.firestore() as unknown as Db));
});

afterAll(() => env.cleanup());

describe('an account whose e-mail is not verified', () => {
  it('can read and write no tenant data, not even its own', async () => {
    const db = unverified('alice');
    await assertFails(db.doc(`userPermissions/alice/tenants/${A}`).get());
    await assertFails(db.doc(`tenants/${A}`).get());
    await assertFails(db.doc(`tenants/${A}/users/alice`).get());
    await assertFails(db.doc(`tenants/${A}/users/alice`).update({ name: '新しい名前', updatedAt: serverTime() }));
    await assertFails(db.doc(`tenants/${A}/categories/cat-a1`).get());
    await assertFails(db.doc(`tenants/${A}/inquiries/by-alice`).get());
    await assertFails(db.doc(`tenants/${A}/faqs/everyone`).get());
    await assertFails(db.doc(`tenants/${A}/users/alice/notifications/n1`).get());
    await assertFails(db.doc(`tenants/${A}/users/alice/settings/notifications`).set({ ...channelsGrid(), updatedAt: serverTime() }));
    await assertFails(db.doc('patchNotes/published').get());
  });

  it('is not a system admin even with the claim', async () => {
    const db = env
      .authenticatedContext('sys', { email: 'sys@example.com', email_verified: false, systemAdmin: true })
      .firestore();
    await assertFails(db.collection('tenants').get());
    await assertFails(db.doc('systemUsers/sys').get());
  });
});

describe('tenant isolation', () => {
  it("lets a member of tenant A get, list and query their own tenant's data", async () => {
    const db = as('alice');
    await assertSucceeds(db.doc(`tenants/${A}`).get());
    await assertSucceeds(db.doc(`tenants/${A}/users/alice`).get());
    await assertSucceeds(db.collection(`tenants/${A}/categories`).get());
    await assertSucceeds(db.collection(`tenants/${A}/inquiries`).where('requesterUid', '==', 'alice').get());
    await assertSucceeds(db.collection(`tenants/${A}/synonyms`).get());
  });

  it("refuses a member of tenant A every get of tenant B's data", async () => {
    const db = as('alice');
    await assertFails(db.doc(`tenants/${B}`).get());
    await assertFails(db.doc(`tenants/${B}/users/bob`).get());
    await assertFails(db.doc(`tenants/${B}/categories/cat-a1`).get());
    await assertFails(db.doc(`tenants/${B}/inquiries/by-bob`).get());
    await assertFails(db.doc(`tenants/${B}/synonyms/s1`).get());
  });

  it("refuses a member of tenant A every list of tenant B's data", async () => {
    const db = as('adam'); // even an admin of A
    await assertFails(db.collection('tenants').get());
    await assertFails(db.collection(`tenants/${B}/users`).get());
    await assertFails(db.collection(`tenants/${B}/categories`).get());
    await assertFails(db.collection(`tenants/${B}/inquiries`).get());
    await assertFails(db.collection(`tenants/${B}/inquiries`).where('requesterUid', '==', 'adam').get());
    await assertFails(db.collection(`tenants/${B}/faqs`).where('status', '==', 'published').get());
  });

  it('refuses collection-group queries, with or without a tenant filter', async () => {
    const db = as('adam');
    await assertFails(db.collectionGroup('inquiries').get());
    await assertFails(db.collectionGroup('inquiries').where('requesterUid', '==', 'adam').get());
    await assertFails(db.collectionGroup('users').get());
    await assertFails(db.collectionGroup('messages').get());
    await assertFails(db.collectionGroup('tenants').where('id', '==', B).get());
  });

  it("lets a system admin list tenants and their users but read none of a tenant's other data", async () => {
    const db = systemAdmin();
    await assertSucceeds(db.collection('tenants').get());
    await assertSucceeds(db.doc(`tenants/${B}`).get());
    await assertSucceeds(db.doc(`tenants/${A}/users/alice`).get());
    await assertFails(db.doc(`tenants/${A}/users/alice/notifications/n1`).get());
    await assertFails(db.doc(`tenants/${A}/users/alice/settings/notifications`).get());
    await assertFails(db.collection(`tenants/${A}/inquiries`).get());
    await assertFails(db.doc(`tenants/${A}/faqs/everyone`).get());
  });

  it('refuses a removed system admin whose token still carries the claim', async () => {
    await env.withSecurityRulesDisabled((context) => context.firestore().doc('systemUsers/sys').delete());
    const db = systemAdmin();
    await assertFails(db.collection('tenants').get());
    await assertFails(db.doc('systemUsers/sys').get());
    await assertFails(db.doc('patchNotes/draft').get());
  });

  it('makes a suspended tenant unreadable for its members', async () => {
    const db = as('sam');
    await assertSucceeds(db.doc(`userPermissions/sam/tenants/${S}`).get()); // login reads this to say why
    await assertFails(db.doc(`tenants/${S}`).get());
    await assertFails(db.doc(`tenants/${S}/users/sam`).get());
    await assertFails(db.doc(`tenants/${S}/categories/cat-a1`).get());
    await assertFails(db.doc(`tenants/${S}/inquiries/by-sam`).get());
    await assertFails(db.collection(`tenants/${S}/inquiries`).where('requesterUid', '==', 'sam').get());
  });
});

describe('memberships (userPermissions)', () => {
  it('lets a user get and list their own', async () => {
    const db = as('alice');
    await assertSucceeds(db.doc(`userPermissions/alice/tenants/${A}`).get());
    await assertSucceeds(db.collection('userPermissions/alice/tenants').orderBy('createdAt').get());
  });

  it("refuses another user's, by get and by list", async () => {
    const db = as('alice');
    await assertFails(db.doc(`userPermissions/adam/tenants/${A}`).get());
    await assertFails(db.collection('userPermissions/bob/tenants').get());
  });

  it('takes effect at once when deleted: the next read is refused without a token refresh', async () => {
    const db = as('alice');
    await assertSucceeds(db.doc(`tenants/${A}/inquiries/by-alice`).get());
    await env.withSecurityRulesDisabled((context) => context.firestore().doc(`userPermissions/alice/tenants/${A}`).delete());
    await assertFails(db.doc(`tenants/${A}/inquiries/by-alice`).get());
    await assertFails(db.doc(`tenants/${A}`).get());
  });

  it('takes a revoked admin flag away at once', async () => {
    const db = as('adam');
    await assertSucceeds(db.collection(`tenants/${A}/users`).get());
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc(`userPermissions/adam/tenants/${A}`).update({ isTenantAdmin: false }),
    );
    await assertFails(db.collection(`tenants/${A}/users`).get());
  });

  it('refuses every client write, even one granting nothing', async () => {
    const db = as('adam');
    await assertFails(db.doc(`userPermissions/adam/tenants/${A}`).update({ isTenantAdmin: true }));
    await assertFails(db.doc(`userPermissions/alice/tenants/${A}`).update({ isTenantAdmin: true }));
    await assertFails(db.doc(`userPermissions/adam/tenants/${B}`).set({ id: B, name: B, isTenantAdmin: false, createdAt }));
    await assertFails(db.doc(`userPermissions/adam/tenants/${A}`).delete());
  });
});

describe('tenant user documents', () => {
  const own = `tenants/${A}/users/alice`;

  it('lets a user change their own name', async () => {
    await assertSucceeds(as('alice').doc(own).update({ name: '鈴木 一郎', updatedAt: serverTime() }));
    await assertSucceeds(as('alice').doc(own).update({ patchNotesSeenAt: serverTime(), updatedAt: serverTime() }));
  });

  it('refuses a change of their own admin flag, categories, e-mail or status', async () => {
    const db = as('alice');
    await assertFails(db.doc(own).update({ isTenantAdmin: true, updatedAt: serverTime() }));
    await assertFails(db.doc(own).update({ categoryIds: ['cat-a2'], updatedAt: serverTime() }));
    await assertFails(db.doc(own).update({ email: 'x@example.com', updatedAt: serverTime() }));
    await assertFails(db.doc(own).update({ status: 'disabled', updatedAt: serverTime() }));
    await assertFails(db.doc(own).delete());
  });

  it("refuses writes to another user's document, in the same tenant or another", async () => {
    await assertFails(as('alice').doc(`tenants/${A}/users/adam`).update({ name: '乗っ取り', updatedAt: serverTime() }));
    await assertFails(as('adam').doc(own).update({ name: '管理者が変更', updatedAt: serverTime() }));
    await assertFails(as('alice').doc(`tenants/${B}/users/bob`).update({ name: '乗っ取り', updatedAt: serverTime() }));
    await assertFails(as('alice').doc(`tenants/${B}/users/alice`).set({ name: '侵入', isTenantAdmin: true }));
    await assertFails(as('alice').doc(`tenants/${A}/users/newcomer`).set({ name: '新人', isTenantAdmin: false }));
  });

  it('lets users read only their own document and tenant admins everyone in the tenant', async () => {
    await assertFails(as('alice').doc(`tenants/${A}/users/adam`).get());
    await assertFails(as('alice').collection(`tenants/${A}/users`).get());
    await assertSucceeds(as('adam').doc(own).get());
    await assertSucceeds(as('adam').collection(`tenants/${A}/users`).get());
  });

  it('accepts a name of exactly 50 characters and refuses 51, blanks, wrong types and a forged time', async () => {
    const db = as('alice');
    await assertSucceeds(db.doc(own).update({ name: 'あ'.repeat(50), updatedAt: serverTime() }));
    await assertFails(db.doc(own).update({ name: 'あ'.repeat(51), updatedAt: serverTime() }));
    await assertFails(db.doc(own).update({ name: '   ', updatedAt: serverTime() }));
    await assertFails(db.doc(own).update({ name: '', updatedAt: serverTime() }));
    await assertFails(db.doc(own).update({ name: 42, updatedAt: serverTime() }));
    await assertFails(db.doc(own).update({ name: '鈴木', updatedAt: new Date('2020-01-01T00:00:00Z') }));
    await assertFails(db.doc(own).update({ name: '鈴木' })); // updatedAt must move with it
    await assertFails(db.doc(own).update({ patchNotesSeenAt: new Date('2099-01-01T00:00:00Z'), updatedAt: serverTime() }));
  });

  it('refuses a name with a line break or another control character', async () => {
    const db = as('alice');
    for (const name of ['鈴木\n一郎', '鈴木\r\nBcc: x@example.com', '鈴木\u0000', '鈴木\u2028一郎', '鈴木\u001b[31m']) {
      await assertFails(db.doc(own).update({ name, updatedAt: serverTime() }));
    }
    await assertSucceeds(db.doc(own).update({ name: '鈴木　一郎（営業）', updatedAt: serverTime() }));
  });

  it('lets a user record their own sign-in to the tenant at the server time, and nobody else', async () => {
    await assertSucceeds(as('alice').doc(own).update({ lastSignInAt: serverTime() }));
    await assertFails(as('alice').doc(own).update({ lastSignInAt: new Date('2099-01-01T00:00:00Z') }));
    await assertFails(as('alice').doc(own).update({ lastSignInAt: 'yesterday' }));
    await assertFails(as('adam').doc(own).update({ lastSignInAt: serverTime() }));
    await assertFails(as('alice').doc(`tenants/${B}/users/bob`).update({ lastSignInAt: serverTime() }));
  });
});

describe('grants of an account that was reset (tokensValidAfter)', () => {
  const stamp = 2_000_000_000;
  const stamped = async () =>
    env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc(`userPermissions/alice/tenants/${A}`).update({ tokensValidAfter: stamp });
      await db.doc(`userPermissions/adam/tenants/${A}`).update({ tokensValidAfter: stamp });
      await db.doc('systemUsers/sys').update({ tokensValidAfter: stamp });
    });

  it('refuse a token from a sign-in before the reset, member, admin or system admin alike', async () => {
    await stamped();
    await assertFails(as('alice', { auth_time: stamp - 1 }).doc(`tenants/${A}`).get());
    await assertFails(as('alice', { auth_time: stamp - 1 }).doc(`tenants/${A}/inquiries/by-alice`).get());
    await assertFails(as('adam', { auth_time: stamp - 1 }).collection(`tenants/${A}/users`).get());
    await assertFails(as('sys', { systemAdmin: true, auth_time: stamp - 1 }).collection('tenants').get());
    await assertFails(as('alice', { auth_time: stamp - 1 }).doc(`tenants/${A}/users/alice`).update({ name: '乗っ取り', updatedAt: serverTime() }));
  });

  it('accept a sign-in from the reset on, and leave unstamped grants as they were', async () => {
    await stamped();
    await assertSucceeds(as('alice', { auth_time: stamp }).doc(`tenants/${A}/inquiries/by-alice`).get());
    await assertSucceeds(as('adam', { auth_time: stamp + 60 }).collection(`tenants/${A}/users`).get());
    await assertSucceeds(as('sys', { systemAdmin: true, auth_time: stamp }).collection('tenants').get());
    await assertSucceeds(as('bob', { auth_time: 1 }).doc(`tenants/${B}`).get());
  });
});

describe('inquiries and messages', () => {
  it('lets a requester read their own inquiry and its public messages only', async () => {
    const db = as('alice');
    await assertSucceeds(db.doc(`tenants/${A}/inquiries/by-alice`).get());
    await assertSucceeds(db.doc(`tenants/${A}/inquiries/by-alice/messages/public`).get());
    await assertSucceeds(db.collection(`tenants/${A}/inquiries/by-alice/messages`).where('internal', '==', false).get());
    await assertFails(db.doc(`tenants/${A}/inquiries/by-alice/messages/note`).get());
    await assertFails(db.collection(`tenants/${A}/inquiries/by-alice/messages`).get());
  });

  it("refuses a user someone else's inquiry, and a list without the requester filter", async () => {
    const db = as('alice');
    await assertFails(db.doc(`tenants/${A}/inquiries/by-adam`).get());
    await assertFails(db.collection(`tenants/${A}/inquiries`).get());
    await assertFails(db.collection(`tenants/${A}/inquiries`).where('requesterUid', '==', 'adam').get());
  });

  it('lets a member get an inquiry id that names nothing in their own tenant, and learn nothing of another tenant', async () => {
    const missing = await assertSucceeds(as('alice').doc(`tenants/${A}/inquiries/no-such-inquiry`).get());
    expect(missing.exists).toBe(false);
    // Someone else's, in the same tenant, is still refused: only "missing" and "not yours" are told apart.
    await assertFails(as('alice').doc(`tenants/${A}/inquiries/by-adam`).get());
    // Another tenant's ids are refused before existence counts, whether they name an inquiry or not.
    await assertFails(as('alice').doc(`tenants/${B}/inquiries/no-such-inquiry`).get());
    await assertFails(as('alice').doc(`tenants/${B}/inquiries/by-bob`).get());
    await assertFails(as('sam').doc(`tenants/${S}/inquiries/no-such-inquiry`).get());
    await assertFails(unverified('alice').doc(`tenants/${A}/inquiries/no-such-inquiry`).get());
    await assertFails(as('alice').collection(`tenants/${A}/inquiries`).where('requesterUid', '==', 'adam').get());
  });

  it('lets a tenant admin read every inquiry and internal note of their tenant', async () => {
    const db = as('adam');
    await assertSucceeds(db.collection(`tenants/${A}/inquiries`).get());
    await assertSucceeds(db.collection(`tenants/${A}/inquiries/by-alice/messages`).get());
  });

  it('refuses every client write: numbering, threads and side effects are server work', async () => {
    const db = as('adam');
    await assertFails(db.collection(`tenants/${A}/inquiries`).add({ title: '直接', requesterUid: 'adam' }));
    await assertFails(db.doc(`tenants/${A}/inquiries/by-alice`).update({ status: 'closed' }));
    await assertFails(db.collection(`tenants/${A}/inquiries/by-alice/messages`).add({ body: '直接', internal: false }));
    await assertFails(db.doc(`tenants/${A}/categories/cat-a1`).update({ name: '直接' }));
  });
});

describe('FAQ', () => {
  it("shows a user published entries for everyone and for their categories, and nothing else", async () => {
    const db = as('alice');
    await assertSucceeds(db.doc(`tenants/${A}/faqs/everyone`).get());
    await assertSucceeds(db.doc(`tenants/${A}/faqs/sales`).get());
    await assertFails(db.doc(`tenants/${A}/faqs/other`).get());
    await assertFails(db.doc(`tenants/${A}/faqs/draft`).get());
    await assertSucceeds(db.doc(`tenants/${A}/faqIndex/everyone~0`).get());
    await assertSucceeds(db.collection(`tenants/${A}/faqIndex`).where('audience', '==', 'cat-a1').get());
    await assertFails(db.doc(`tenants/${A}/faqIndex/cat-a2~0`).get());
    await assertFails(db.collection(`tenants/${A}/faqIndex`).where('audience', '==', 'cat-a2').get());
    await assertFails(db.collection(`tenants/${A}/faqIndex`).get());
  });

  it('shows a tenant admin drafts and every audience, but lets no client write entries', async () => {
    const db = as('adam');
    await assertSucceeds(db.doc(`tenants/${A}/faqs/draft`).get());
    await assertSucceeds(db.collection(`tenants/${A}/faqs`).get());
    await assertSucceeds(db.doc(`tenants/${A}/faqIndex/cat-a2~0`).get());
    await assertSucceeds(db.collection(`tenants/${A}/searchMisses`).get());
    await assertFails(db.doc(`tenants/${A}/faqs/draft`).update({ status: 'published' }));
    await assertFails(db.doc(`tenants/${A}/synonyms/s1`).update({ words: ['x'] }));
    await assertFails(as('alice').collection(`tenants/${A}/searchMisses`).get());
  });
});

describe('FAQ votes', () => {
  it("lets a reader get their own vote on an entry, and nobody else's, and write none", async () => {
    await asServer((db) => db.doc(`tenants/${A}/faqs/everyone/votes/alice`).set({ vote: 'helpful' }));
    await asServer((db) => db.doc(`tenants/${B}/faqs/everyone/votes/bob`).set({ vote: 'helpful' }));
    const own = await assertSucceeds(as('alice').doc(`tenants/${A}/faqs/everyone/votes/alice`).get());
    expect(own.get('vote')).toBe('helpful');
    expect((await assertSucceeds(as('adam').doc(`tenants/${A}/faqs/everyone/votes/adam`).get())).exists).toBe(false);

    await assertFails(as('adam').doc(`tenants/${A}/faqs/everyone/votes/alice`).get());
    await assertFails(as('adam').collection(`tenants/${A}/faqs/everyone/votes`).get());
    await assertFails(as('alice').collection(`tenants/${A}/faqs/everyone/votes`).where('vote', '==', 'helpful').get());
    await assertFails(as('bob').doc(`tenants/${A}/faqs/everyone/votes/bob`).get());
    await assertFails(as('alice').doc(`tenants/${B}/faqs/everyone/votes/alice`).get());
    await assertFails(as('sam').doc(`tenants/${S}/faqs/everyone/votes/sam`).get());
    await assertFails(as('alice').doc(`tenants/${A}/faqs/everyone/votes/alice`).set({ vote: 'notHelpful' }));
    await assertFails(as('alice').doc(`tenants/${A}/faqs/sales/votes/alice`).set({ vote: 'helpful' }));
  });
});

describe("a user's notifications and settings", () => {
  const grid = `tenants/${A}/users/alice/settings/notifications`;

  it('lets the owner read their notifications and write none (marking read goes through a callable that keeps the count)', async () => {
    const db = as('alice');
    await assertSucceeds(db.doc(`tenants/${A}/users/alice/notifications/n1`).get());
    await assertSucceeds(db.collection(`tenants/${A}/users/alice/notifications`).get());
    await assertFails(db.doc(`tenants/${A}/users/alice/notifications/n1`).update({ read: true }));
    await assertFails(db.doc(`tenants/${A}/users/alice/notifications/n1`).update({ read: 'yes' }));
    await assertFails(db.doc(`tenants/${A}/users/alice/notifications/n1`).update({ title: '偽装' }));
    await assertFails(db.doc(`tenants/${A}/users/alice/notifications/n1`).delete());
    await assertFails(db.collection(`tenants/${A}/users/alice/notifications`).add({ title: '自作', read: false }));
    await assertFails(as('adam').doc(`tenants/${A}/users/alice/notifications/n1`).get());
    expect(await asServer(async (server) => (await server.doc(`tenants/${A}/users/alice/notifications/n1`).get()).data())).toMatchObject({ read: false });
  });

  it('lets the owner alone read their unread counter, and nobody write it', async () => {
    const counter = `tenants/${A}/users/alice/counters/notifications`;
    const signedOut = env.unauthenticatedContext().firestore() as unknown as Db;
    await assertSucceeds(as('alice').doc(counter).get());
    for (const db of [as('adam'), as('bob'), systemAdmin(), signedOut]) await assertFails(db.doc(counter).get());
    // Another user of the same tenant, not an admin.
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Db;
      await db.doc(`userPermissions/amy/tenants/${A}`).set({ id: A, name: A, isTenantAdmin: false, createdAt });
      await db.doc(`tenants/${A}/users/amy`).set({ name: 'amy', email: 'amy@example.com', isTenantAdmin: false, categoryIds: [], status: 'active', createdAt, updatedAt: createdAt });
    });
    await assertSucceeds(as('amy').doc(`tenants/${A}/users/amy`).get());
    await assertFails(as('amy').doc(counter).get());
    for (const db of [as('alice'), as('adam'), as('amy'), as('bob'), systemAdmin(), signedOut]) {
      await assertFails(db.doc(counter).set({ unread: 0 }));
      await assertFails(db.doc(counter).update({ unread: 0 }));
      await assertFails(db.doc(counter).delete());
      await assertFails(db.doc(`tenants/${A}/users/alice/counters/other`).set({ unread: 0 }));
    }
    expect(await asServer(async (server) => (await server.doc(counter).get()).data())).toEqual({ unread: 1 });
  });

  it('accepts a complete grid and refuses extra keys, wrong types and a forged time', async () => {
    const db = as('alice');
    await assertSucceeds(db.doc(grid).set({ ...channelsGrid(), newInquiry: { inApp: false, mail: true }, updatedAt: serverTime() }));
    await assertFails(db.doc(grid).set({ ...channelsGrid(), updatedAt: serverTime(), sms: { inApp: true, mail: true } }));
    await assertFails(db.doc(grid).set({ ...channelsGrid(), inquiryReply: { inApp: 'on', mail: false }, updatedAt: serverTime() }));
    await assertFails(db.doc(grid).set({ ...channelsGrid(), inquiryReply: { inApp: true, mail: false, push: true }, updatedAt: serverTime() }));
    // Slack is a third, optional cell: rows saved before it existed have none.
    await assertSucceeds(db.doc(grid).set({ ...channelsGrid(), inquiryReply: { inApp: true, mail: false, slack: true }, updatedAt: serverTime() }));
    await assertFails(db.doc(grid).set({ ...channelsGrid(), inquiryReply: { inApp: true, mail: false, slack: 'yes' }, updatedAt: serverTime() }));
    await assertFails(db.doc(grid).set({ ...channelsGrid(), updatedAt: new Date() }));
    await assertFails(db.doc(`tenants/${A}/users/alice/settings/other`).set({ ...channelsGrid(), updatedAt: serverTime() }));
    await assertFails(as('adam').doc(grid).set({ ...channelsGrid(), updatedAt: serverTime() }));
  });
});

describe('release notes (patchNotes)', () => {
  const fresh = () => ({ ...patchNote(), createdAt: serverTime(), updatedAt: serverTime() });

  it('shows every signed-in user the published notes, and drafts to system admins only', async () => {
    await assertSucceeds(as('alice').doc('patchNotes/published').get());
    await assertSucceeds(as('bob').collection('patchNotes').where('status', '==', 'published').get());
    await assertFails(as('alice').doc('patchNotes/draft').get());
    await assertFails(as('alice').collection('patchNotes').get());
    await assertSucceeds(systemAdmin().collection('patchNotes').get());
  });

  it('lets a system admin create a draft with their own uid and the server time', async () => {
    await assertSucceeds(systemAdmin().doc('patchNotes/new').set(fresh()));
  });

  it('refuses a forged author or creation time', async () => {
    await assertFails(systemAdmin().doc('patchNotes/new').set({ ...fresh(), authorUid: 'someone-else' }));
    await assertFails(systemAdmin().doc('patchNotes/new').set({ ...fresh(), createdAt: new Date('2020-01-01T00:00:00Z') }));
    await assertFails(systemAdmin().doc('patchNotes/new').set({ ...fresh(), status: 'published' }));
    await assertFails(as('adam').doc('patchNotes/new').set({ ...fresh(), authorUid: 'adam' }));
  });

  it('accepts a title of exactly 100 characters and refuses 101, extra keys and unknown labels', async () => {
    await assertSucceeds(systemAdmin().doc('patchNotes/limit').set({ ...fresh(), title: 'あ'.repeat(100) }));
    await assertFails(systemAdmin().doc('patchNotes/over').set({ ...fresh(), title: 'あ'.repeat(101) }));
    await assertFails(systemAdmin().doc('patchNotes/extra').set({ ...fresh(), pinned: true }));
    await assertFails(systemAdmin().doc('patchNotes/label').set({ ...fresh(), labels: ['urgent'] }));
    await assertFails(systemAdmin().doc('patchNotes/type').set({ ...fresh(), labels: 'new' }));
  });

  it('refuses any client edit of a published note (it changes through updatePublishedPatchNote, which sanitizes)', async () => {
    const db = systemAdmin();
    await assertFails(db.doc('patchNotes/published').update({ bodyHtml: '<img src=x onerror=alert(1)>', updatedAt: serverTime() }));
    await assertFails(db.doc('patchNotes/published').update({ title: '改題', updatedAt: serverTime() }));
    await assertSucceeds(db.doc('patchNotes/draft').update({ bodyHtml: '<p>下書きの修正</p>', updatedAt: serverTime() }));
  });

  it('refuses a note or preview id a client chose outside letters, digits, - and _, and a title on two lines', async () => {
    const db = systemAdmin();
    for (const id of ['a|b', 'a<b>', 'a b', 'x'.repeat(65)]) {
      await assertFails(db.doc(`patchNotes/${id}`).set(fresh()));
      await assertFails(db.doc(`patchNotes/draft/previews/${id}`).set({ title: '下書き', bodyHtml: '<p>途中</p>', labels: [], createdBy: 'sys', createdAt: serverTime() }));
    }
    await assertSucceeds(db.doc('patchNotes/Note_1-ok').set(fresh()));
    for (const title of ['新機能\r\nのお知らせ', '新機能\u0000', '新機能\u2029']) {
      await assertFails(db.doc('patchNotes/titled').set({ ...fresh(), title }));
      await assertFails(db.doc('patchNotes/draft').update({ title, updatedAt: serverTime() }));
    }
  });

  it('keeps author, creation time and status unchangeable by edits', async () => {
    const db = systemAdmin();
    await assertSucceeds(db.doc('patchNotes/draft').update({ title: '改題', updatedAt: serverTime() }));
    await assertFails(db.doc('patchNotes/draft').update({ authorUid: 'other', updatedAt: serverTime() }));
    await assertFails(db.doc('patchNotes/draft').update({ createdAt: serverTime(), updatedAt: serverTime() }));
    await assertFails(db.doc('patchNotes/draft').update({ status: 'published', updatedAt: serverTime() }));
    await assertFails(db.doc('patchNotes/published').delete());
  });

  it('lets a system admin delete a draft, and no one else', async () => {
    await assertFails(as('adam').doc('patchNotes/draft').delete());
    await assertFails(as('alice').doc('patchNotes/draft').delete());
    await assertSucceeds(systemAdmin().doc('patchNotes/draft').delete());
    expect(await asServer((db) => db.doc('patchNotes/draft').get())).toMatchObject({ exists: false });
  });

  it("lets a system admin open a preview snapshot, a saved note's or an unsaved one's, and no one else", async () => {
    const preview = { title: '下書き', bodyHtml: '<p>途中</p>', labels: ['fix'], createdBy: 'sys', createdAt };
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('patchNotes/draft/previews/p1').set(preview);
      await context.firestore().doc('patchNotes/new/previews/p2').set(preview);
    });
    const opened = await assertSucceeds(systemAdmin().doc('patchNotes/draft/previews/p1').get());
    expect(opened.get('bodyHtml')).toBe('<p>途中</p>');
    await assertSucceeds(systemAdmin().doc('patchNotes/new/previews/p2').get());
    await assertFails(as('adam').doc('patchNotes/draft/previews/p1').get());
    await assertFails(as('alice').doc('patchNotes/new/previews/p2').get());
    // Clients never delete them: the server clears them away (functions/src/patchNotes/patchNotePreviews.ts).
    await assertFails(systemAdmin().doc('patchNotes/draft/previews/p1').delete());
  });

  it('lets a system admin store a preview snapshot under their own uid, never changed afterwards', async () => {
    const db = systemAdmin();
    const preview = { title: '下書き', bodyHtml: '<p>途中</p>', labels: ['fix'], createdBy: 'sys', createdAt: serverTime() };
    await assertSucceeds(db.doc('patchNotes/unsaved/previews/p1').set(preview));
    await assertFails(db.doc('patchNotes/unsaved/previews/p2').set({ ...preview, createdBy: 'other' }));
    await assertFails(db.doc('patchNotes/unsaved/previews/p3').set({ ...preview, createdAt: new Date() }));
    await assertFails(db.doc('patchNotes/unsaved/previews/p1').update({ title: '書き換え' }));
    await assertFails(as('alice').doc('patchNotes/unsaved/previews/p1').get());
  });
});

describe('support requests', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    tenantId: A, tenantName: 'さくら商事', fromUid: 'adam', fromName: '佐藤', subject: 'CSV取込について',
    body: '手順を教えてください。', status: 'open', replies: [], createdAt: serverTime(), ...overrides,
  });

  it('refuses every client write: requests are sent through sendSupportRequest, which fills in who sent them', async () => {
    for (const forged of [{}, { fromUid: 'alice' }, { fromName: '運営元' }, { tenantId: B, tenantName: 'みなと物流' }, { subject: '件名\r\nBcc: x@example.com' }]) {
      await assertFails(as('adam').collection('supportRequests').add(request(forged)));
    }
    await assertFails(as('adam').doc('supportRequests/chosen-id').set(request()));
    await assertFails(systemAdmin().collection('supportRequests').add(request()));
  });

  it("lets a tenant admin read their tenant's requests only; system admins read all", async () => {
    await assertSucceeds(as('adam').collection('supportRequests').where('tenantId', '==', A).get());
    await assertFails(as('adam').collection('supportRequests').get());
    await assertFails(as('adam').doc('supportRequests/from-b').get());
    await assertSucceeds(systemAdmin().collection('supportRequests').get());
    await assertFails(as('adam').doc('supportRequests/from-a').update({ status: 'closed' }));
  });
});

describe('system users (systemUsers)', () => {
  /** The first snapshot of a live listener, as the system users screen opens one; a refused listen rejects. */
  const firstSnapshot = (query: firebase.firestore.Query) =>
    new Promise<firebase.firestore.QuerySnapshot>((resolve, reject) => {
      const stop = query.onSnapshot((snapshot) => {
        stop();
        resolve(snapshot);
      }, reject);
    });

  it('lets a system admin listen to the list and read an entry', async () => {
    const list = await assertSucceeds(firstSnapshot(systemAdmin().collection('systemUsers')));
    expect(list.docs.map((doc) => doc.id)).toEqual(['sys']);
    await assertSucceeds(systemAdmin().doc('systemUsers/sys').get());
  });

  it('refuses the list and its entries to a verified tenant admin and to a plain user', async () => {
    for (const db of [as('adam'), as('alice')]) {
      await assertFails(firstSnapshot(db.collection('systemUsers')));
      await assertFails(db.collection('systemUsers').get());
      await assertFails(db.doc('systemUsers/sys').get());
    }
  });
});

describe('tenant documents', () => {
  it("refuses every client write, even a system admin's: tenants change through callables", async () => {
    for (const db of [systemAdmin(), as('adam')]) {
      await assertFails(db.doc(`tenants/${A}`).update({ name: '改名', updatedAt: serverTime() }));
      await assertFails(db.doc(`tenants/${A}`).update({ status: 'suspended' }));
      await assertFails(db.doc(`tenants/${A}`).delete());
      await assertFails(db.doc('tenants/tenant-rules-new').set({ name: '新規', status: 'active', createdAt: serverTime(), updatedAt: serverTime() }));
      await assertFails(db.collection('tenants').add({ name: '新規', status: 'active' }));
    }
    const tenant = await asServer((db) => db.doc(`tenants/${A}`).get());
    expect(tenant.data()).toMatchObject({ name: 'さくら商事', status: 'active' });
  });
});

describe('server-only documents', () => {
  it('refuses every client, including admins, the Slack tokens, mail queue and request markers', async () => {
    for (const db of [as('adam'), systemAdmin()]) {
      await assertFails(db.doc(`slackInstallations/${A}`).get());
      await assertFails(db.doc('mail/m1').get());
      await assertFails(db.collection('mail').add({ to: 'x@example.com' }));
      await assertFails(db.doc('callRequests/alice_1').get());
      await assertFails(db.doc('systemUsers/intruder').set({ email: 'x@example.com' }));
      await assertFails(db.doc(`tenants/${A}/integrations/slack`).set({ teamName: 'evil' }));
    }
    await assertSucceeds(as('adam').doc(`tenants/${A}/integrations/slack`).get());
    await assertFails(as('alice').doc(`tenants/${A}/integrations/slack`).get());
  });
});

describe('tenant users for system admins', () => {
  // A count aggregation, as the tenants screen makes it; the compat API has none, so the modular one
  // is given the same instance.
  const countUsers = (db: Db, tenantId: string) =>
    getCountFromServer(collection(db as unknown as Firestore, `tenants/${tenantId}/users`));

  it('lets a system admin count and read the users of any tenant, a suspended one too', async () => {
    const db = systemAdmin();
    for (const tenantId of [A, B, S]) {
      const count = await assertSucceeds(countUsers(db, tenantId));
      expect(count.data().count).toBe(tenantId === A ? 2 : 1);
    }
    await assertSucceeds(db.doc(`tenants/${B}/users/bob`).get());
  });

  it("still refuses a tenant admin of A the users of B, and a plain user the list of their own tenant", async () => {
    await assertFails(countUsers(as('adam'), B));
    await assertFails(as('adam').collection(`tenants/${B}/users`).get());
    await assertFails(countUsers(as('alice'), A));
    await assertFails(as('alice').collection(`tenants/${A}/users`).get());
  });

  it('refuses a removed system admin, and writes from any system admin', async () => {
    await assertFails(systemAdmin().doc(`tenants/${A}/users/alice`).update({ name: '変更', updatedAt: serverTime() }));
    await env.withSecurityRulesDisabled((context) => context.firestore().doc('systemUsers/sys').delete());
    await assertFails(countUsers(systemAdmin(), A));
  });
});

describe('scheduled and published release notes', () => {
  const scheduledAt = new Date('2099-01-01T01:00:00Z');

  it('keeps a scheduled note (a draft with publishAt) from users until it is published', async () => {
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc('patchNotes/scheduled').set({ ...patchNote(), publishAt: scheduledAt }),
    );
    await assertFails(as('alice').doc('patchNotes/scheduled').get());
    const visible = await assertSucceeds(as('alice').collection('patchNotes').where('status', '==', 'published').get());
    expect(visible.docs.map((doc) => doc.id)).toEqual(['published']);
    await assertSucceeds(systemAdmin().doc('patchNotes/scheduled').get());
  });

  it('leaves publishing, scheduling and the announcement marker to the server', async () => {
    const db = systemAdmin();
    await assertFails(db.doc('patchNotes/draft').update({ publishAt: scheduledAt, updatedAt: serverTime() }));
    await assertFails(db.doc('patchNotes/draft').update({ publishedAt: serverTime(), updatedAt: serverTime() }));
    await assertFails(db.doc('patchNotes/draft').update({ announcedAt: serverTime(), updatedAt: serverTime() }));
    await assertFails(db.doc('patchNotes/published').update({ status: 'draft', updatedAt: serverTime() }));
  });
});

describe('support requests on the vendor side', () => {
  it('leaves replies, status changes and deletion to the server, even for system admins', async () => {
    const db = systemAdmin();
    await assertFails(db.doc('supportRequests/from-a').update({ status: 'answered' }));
    await assertFails(db.doc('supportRequests/from-a').update({ replies: [{ body: '回答', fromName: '窓口サポート', createdAt }] }));
    await assertFails(db.doc('supportRequests/from-a').delete());
    await assertFails(as('adam').doc('supportRequests/from-a').delete());
  });
});

describe('inquiries a release note fixes', () => {
  const fixes = { fixes: [{ tenantId: B, tenantName: 'みなと物流', inquiryId: 'by-bob', number: 1, title: 'みなと物流の件名', supportRequestId: 'from-b' }] };
  const systemMessage = {
    body: 'この件はリリースノート『新機能のお知らせ』で修正されました。', patchNoteId: 'published', authorUid: null, authorName: 'システム',
    internal: false, attachments: [], faqLinks: [], source: 'system', createdAt,
  };
  beforeEach(() =>
    env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('patchNotes/published/private/fixes').set(fixes);
      await context.firestore().doc('patchNotes/draft/private/fixes').set(fixes);
      await context.firestore().doc(`tenants/${A}/inquiries/by-alice/messages/releaseNote-published`).set(systemMessage);
    }),
  );

  it("keeps a note's list (other tenants' titles) from everyone but system admins, though the note itself is public", async () => {
    const listed = await assertSucceeds(systemAdmin().doc('patchNotes/published/private/fixes').get());
    expect(listed.get('fixes')).toEqual(fixes.fixes);
    await assertSucceeds(systemAdmin().doc('patchNotes/draft/private/fixes').get());
    for (const db of [as('adam'), as('alice'), as('bob'), as('sys', { systemAdmin: true, email_verified: false }), env.unauthenticatedContext().firestore() as unknown as Db]) {
      await assertFails(db.doc('patchNotes/published/private/fixes').get());
      await assertFails(db.collection('patchNotes/published/private').get());
    }
    await assertSucceeds(as('bob').doc('patchNotes/published').get());
    await assertFails(as('alice').collectionGroup('private').get());
    await assertFails(systemAdmin().collectionGroup('private').get());
  });

  it('leaves the list to setPatchNoteFixes (which checks each inquiry was escalated): no client writes it, nor a note field of it', async () => {
    for (const db of [systemAdmin(), as('adam')]) {
      await assertFails(db.doc('patchNotes/draft/private/fixes').set(fixes));
      await assertFails(db.doc('patchNotes/draft/private/fixes').update({ fixes: [] }));
      await assertFails(db.doc('patchNotes/draft/private/fixes').delete());
      await assertFails(db.doc('patchNotes/draft/private/other').set(fixes));
    }
    await assertFails(systemAdmin().doc('patchNotes/draft').update({ fixes: fixes.fixes, updatedAt: serverTime() }));
    await assertFails(systemAdmin().collection('patchNotes').add({ ...patchNote(), fixes: fixes.fixes, createdAt: serverTime(), updatedAt: serverTime() }));
  });

  it("shows a system message in the requester's thread as a public message, and to no one of another tenant", async () => {
    const thread = await assertSucceeds(as('alice').collection(`tenants/${A}/inquiries/by-alice/messages`).where('internal', '==', false).get());
    expect(thread.docs.map((doc) => doc.id).sort()).toEqual(['public', 'releaseNote-published']);
    await assertSucceeds(as('adam').doc(`tenants/${A}/inquiries/by-alice/messages/releaseNote-published`).get());
    await assertFails(as('bob').doc(`tenants/${A}/inquiries/by-alice/messages/releaseNote-published`).get());
    await assertFails(systemAdmin().doc(`tenants/${A}/inquiries/by-alice/messages/releaseNote-published`).get());
  });

  it('lets no client write a system message, nor forge one for another note, the requester and tenant admin alike', async () => {
    for (const db of [as('alice'), as('adam'), systemAdmin()]) {
      await assertFails(db.doc(`tenants/${A}/inquiries/by-alice/messages/releaseNote-draft`).set({ ...systemMessage, patchNoteId: 'draft' }));
      await assertFails(db.collection(`tenants/${A}/inquiries/by-alice/messages`).add(systemMessage));
      await assertFails(db.doc(`tenants/${A}/inquiries/by-alice/messages/releaseNote-published`).update({ body: '書き換え' }));
      await assertFails(db.doc(`tenants/${A}/inquiries/by-alice/messages/releaseNote-published`).delete());
    }
  });
});
