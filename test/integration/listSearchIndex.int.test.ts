/** @jest-environment node */
// The lists' search entries (functions/src/listSearch) against the emulators, as every way of changing
// an inquiry or a tenant user writes them: filing, status and category changes, replies, deletion; a
// user registered, renamed by an admin (the key moves with the reading), renamed by themselves (a
// client write), disabled, imported from a CSV, removed; the sign-in time the shell records and a
// note, which leave the entry as it was (that the trigger then writes nothing at all is unit-tested:
// functions/test/listSearchTriggers.test.ts); the demo seed's entries; and rebuildListSearch, the
// one-off backfill, which restores lost entries and deletes orphans.
import { randomUUID } from 'node:crypto';
import { doc, serverTimestamp, setLogLevel, updateDoc } from 'firebase/firestore';
import { Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { demoContent } from '../../functions/src/dev/demoContent';
import { demoAccounts } from '../../functions/src/dev/demoData';
import { withTriggersOff } from '../../functions/src/dev/emulatorTriggers';
import { rebuildListSearch, writeSearchEntry } from '../../functions/src/listSearch/rebuildListSearch';
import { inquirySearch, userSearch, type SearchKind } from '../../functions/src/listSearch/searchKinds';
import { tenantRecord, tenantUserRecord } from '../../functions/src/tenants/records';
import { LIST_SEARCH_COLLECTIONS, inquirySearchKey, userSearchKey } from '../../shared/src/contracts/listSearch';
import { inquirySearchEntryDocument, userSearchEntryDocument } from '@madoguchi/shared/contracts';
import { writtenAsContract } from '../support/storedContracts';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { serverCall } from '../support/serverCall';

const runId = `${Date.now().toString(36)}${process.pid}`;
const suite = useCallableSuite('list-search-index');
const auth = () => suite.client.auth;
const call = (name: string, data: object) => suite.client.call(name, { requestId: randomUUID(), tenantId: 'tenant-a', ...data });
const USER = 'user@a.example.com';
const ADMIN = 'admin@a.example.com';

beforeAll(() => setLogLevel('error'));

const plain = (data: DocumentData | undefined) =>
  JSON.parse(JSON.stringify(data ?? null, (_key, value: unknown) => (value instanceof Timestamp ? value.toMillis() : value)));

/** The entries of one source document, by key. */
async function entriesOf<Fields>(kind: SearchKind<Fields>, tenantId: string, sourceId: string): Promise<Record<string, unknown>> {
  const found = await suite.db.collection(`tenants/${tenantId}/${kind.entries}`).where(kind.sourceIdField, '==', sourceId).get();
  // Each as its contract reads it (the lists decode them in the browser).
  const contract = kind.entries === LIST_SEARCH_COLLECTIONS.users ? userSearchEntryDocument : inquirySearchEntryDocument;
  return Object.fromEntries(found.docs.map((entry) => [entry.id, plain(writtenAsContract(contract, entry.data()))]));
}

/** The one entry the document should have as it stands now (none when it is gone). */
async function expectedEntries<Fields>(kind: SearchKind<Fields>, tenantId: string, sourceId: string): Promise<Record<string, unknown>> {
  const source = await suite.db.doc(`tenants/${tenantId}/${kind.source}/${sourceId}`).get();
  if (!source.exists) return {};
  const fields = kind.fieldsOf(source.data()!);
  return { [kind.keyOf(sourceId, fields)]: plain(kind.entryOf(sourceId, fields)) };
}

/** Waits until the document's entries are what its current state makes them (the trigger runs after the write). */
async function settled<Fields>(kind: SearchKind<Fields>, tenantId: string, sourceId: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [actual, expected] = await Promise.all([entriesOf(kind, tenantId, sourceId), expectedEntries(kind, tenantId, sourceId)]);
    if (JSON.stringify(actual) === JSON.stringify(expected) || Date.now() > deadline) {
      expect(actual).toEqual(expected);
      return actual;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Every version of one entry document while it is watched: each change, and its deletion. Resolves once
 * the listener holds the current version, so that no write made after it can be missed.
 */
async function watchWrites(path: string) {
  const versions: { updateTime: string; data: DocumentData | undefined }[] = [];
  let stop: () => void = () => undefined;
  await new Promise<void>((resolve) => {
    stop = suite.db.doc(path).onSnapshot((snapshot: DocumentSnapshot) => {
      versions.push({ updateTime: snapshot.updateTime?.toDate().toISOString() ?? 'none', data: snapshot.data() });
      resolve();
    });
  });
  return { versions, stop };
}

async function fileInquiry(title: string, body: string) {
  const inquiryId = suite.db.collection('ids').doc().id;
  return (await call('createInquiry', { inquiryId, title, body, categoryId: null, attachments: [] })) as { inquiryId: string; number: number };
}

describe('the entry of an inquiry', () => {
  it('is written when it is filed: keyed newest number first, its text searchable, its filters as fields', async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId, number } = await fileInquiry(`ＶＰＮに接続できません ${runId}`, '在宅勤務の日だけ、パスワードを入れても接続できません。');
    const entries = await settled(inquirySearch, 'tenant-a', inquiryId);
    expect(Object.keys(entries)).toEqual([inquirySearchKey(number, inquiryId)]);
    const entry = Object.values(entries)[0] as { text: string; tokens: Record<string, true>; status: string; requesterUid: string; number: number };
    expect(entry).toMatchObject({ inquiryId, number, status: 'new', requesterUid: 'demo-user-a', categoryId: null });
    // Title, then the requester's name, then the body; normalised as the lists' filter reads them.
    expect(entry.text).toBe(`vpnに接続できません ${runId} 鈴木 一郎 在宅勤務の日だけ ぱすわどを入れても接続できません`);
    expect(Object.keys(entry.tokens)).toEqual(expect.arrayContaining(['vp', 'pn', 'ぱす', 'わど', '鈴木', '鈴', '在宅']));
    expect(Object.values(entry.tokens).every((value) => value === true)).toBe(true);
    // A newer number sorts first.
    expect(inquirySearchKey(number + 1, inquiryId) < inquirySearchKey(number, inquiryId)).toBe(true);
  });

  it('follows a status change, and stays as it was through a note that changes nothing searched', async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId, number } = await fileInquiry(`状態の追跡 ${runId}`, '確認をお願いします。');
    await settled(inquirySearch, 'tenant-a', inquiryId);
    await signInByEmailLink(auth(), ADMIN);
    const watched = await watchWrites(`tenants/tenant-a/inquirySearch/${inquirySearchKey(number, inquiryId)}`);
    try {
      // An internal note changes updatedAt only; then a status change, which the entry must follow.
      await call('postInquiryMessage', { inquiryId, body: '社内で確認します。', internal: true, attachments: [] });
      await call('changeInquiryStatus', { inquiryId, status: 'in_progress' });
      const entries = await settled(inquirySearch, 'tenant-a', inquiryId);
      expect(Object.values(entries)).toEqual([expect.objectContaining({ status: 'in_progress' })]);
      while (watched.versions.at(-1)?.data?.['status'] !== 'in_progress') await new Promise((resolve) => setTimeout(resolve, 100));
      // The first snapshot (as filed), then the status change: the note changed nothing.
      expect(watched.versions.map((version) => version.data?.['status'])).toEqual(['new', 'in_progress']);
    } finally {
      watched.stop();
    }
  });

  it('is removed with its inquiry', async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId } = await fileInquiry(`削除される問い合わせ ${runId}`, '削除の確認です。');
    expect(Object.keys(await settled(inquirySearch, 'tenant-a', inquiryId))).toHaveLength(1);
    await suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`).delete();
    expect(await settled(inquirySearch, 'tenant-a', inquiryId)).toEqual({});
  });
});

describe('the entry of a tenant user', () => {
  const register = async (label: string, extra: object = {}) =>
    (await call('createTenantUser', {
      name: `検索 ${label}`,
      email: `search-${label}-${runId}@example.com`,
      isTenantAdmin: false,
      categoryIds: [],
      ...extra,
    })) as { uid: string };

  it('is written on registration, keyed by the reading, and moves when an admin changes the name or reading', async () => {
    await signInByEmailLink(auth(), ADMIN);
    const { uid } = await register('moving', { nameReading: 'ケンサク イドウ', categoryIds: ['cat-sales'] });
    const first = await settled(userSearch, 'tenant-a', uid);
    const [firstKey] = Object.keys(first);
    // The reading's sort key (voiced kana sort with their plain forms), the name, the uid.
    expect(firstKey).toBe(`1ケンサクイトウ ケンサクイドウ\u0001検索 moving\u0001${uid}`);
    expect(Object.values(first)[0]).toMatchObject({ uid, name: '検索 moving', nameReading: 'ケンサク イドウ', categories: { 'cat-sales': true }, status: 'active' });

    await call('updateTenantUser', { uid, name: '索引 移動', nameReading: 'サクイン イドウ', categoryIds: ['cat-dev'] });
    const moved = await settled(userSearch, 'tenant-a', uid);
    expect(Object.keys(moved)).toEqual([userSearchKey('1サクインイトウ サクインイドウ', '索引 移動', uid)]);
    expect(Object.values(moved)[0]).toMatchObject({ name: '索引 移動', categories: { 'cat-dev': true }, categoryIds: ['cat-dev'] });

    await call('setTenantUserStatus', { uid, status: 'disabled' });
    expect(Object.values(await settled(userSearch, 'tenant-a', uid))).toEqual([expect.objectContaining({ status: 'disabled' })]);
  });

  it("follows a user's own rename (a client write), and stays as it was through the sign-in time the shell records", async () => {
    await signInByEmailLink(auth(), USER);
    const own = doc(suite.client.db, 'tenants/tenant-a/users/demo-user-a');
    const before = await settled(userSearch, 'tenant-a', 'demo-user-a');
    const watched = await watchWrites(`tenants/tenant-a/userSearch/${Object.keys(before)[0]}`);
    try {
      await updateDoc(own, { lastSignInAt: serverTimestamp() });
      await updateDoc(own, { name: `鈴木 一郎 ${runId}`, updatedAt: serverTimestamp() });
      const renamed = await settled(userSearch, 'tenant-a', 'demo-user-a');
      expect(Object.values(renamed)).toEqual([expect.objectContaining({ name: `鈴木 一郎 ${runId}` })]);
      // The same reading: the key keeps its place in 氏名順 but holds the name, so it moves.
      expect(Object.keys(renamed)[0]).not.toBe(Object.keys(before)[0]);
      while (!(watched.versions.length > 1 && watched.versions.at(-1)?.data === undefined)) await new Promise((resolve) => setTimeout(resolve, 100));
      // As seeded, then deleted for the move: the sign-in time changed nothing.
      expect(watched.versions.map((version) => version.data?.['name'] ?? null)).toEqual(['鈴木 一郎', null]);
    } finally {
      watched.stop();
    }
  });

  it('keeps a valid key for a name that reached the document with a slash, | < > and a line break', async () => {
    const uid = `odd-name-${runId}`;
    const ref = suite.db.doc(`tenants/tenant-a/users/${uid}`);
    // The callables and the rules refuse such a name; a document written some other way still gets an entry.
    const record = tenantUserRecord({ name: '改行\r\n入り/名前 <a>|b', nameReading: '', email: `odd-${runId}@example.com`, isTenantAdmin: false, categoryIds: [] }, Timestamp.now());
    await ref.set(record);
    const entries = await settled(userSearch, 'tenant-a', uid);
    expect(Object.keys(entries)).toEqual([`2\u0001改行  入り\u2215名前 <a>|b\u0001${uid}`]);
    expect(Object.values(entries)[0]).toMatchObject({ name: '改行\r\n入り/名前 <a>|b' });
    await ref.delete();
    expect(await settled(userSearch, 'tenant-a', uid)).toEqual({});
  });

  it('is written for each user a CSV import registers, and removed with the user', async () => {
    await signInByEmailLink(auth(), ADMIN);
    const emails = [`csv-1-${runId}@example.com`, `csv-2-${runId}@example.com`];
    const csv = ['氏名,メールアドレス,フリガナ', `取込 一郎,${emails[0]},とりこみ いちろう`, `取込 二郎,${emails[1]},`].join('\n');
    await call('importTenantUsers', { fileBase64: Buffer.from(csv).toString('base64'), dryRun: false });
    const imported = await suite.db.collection('tenants/tenant-a/users').where('email', 'in', emails).get();
    expect(imported.size).toBe(2);
    for (const user of imported.docs) {
      expect(Object.values(await settled(userSearch, 'tenant-a', user.id))).toEqual([expect.objectContaining({ email: user.get('email') })]);
    }
    const [removed] = imported.docs;
    await removed!.ref.delete();
    expect(await settled(userSearch, 'tenant-a', removed!.id)).toEqual({});
  });
});

describe('the demo seed', () => {
  it("writes each demo inquiry's and member's entry as the triggers would", async () => {
    for (const [tenantId, inquiries] of Object.entries(demoContent.inquiries)) {
      for (const { id } of inquiries) expect(await entriesOf(inquirySearch, tenantId, id)).toEqual(await expectedEntries(inquirySearch, tenantId, id));
    }
    const members = demoAccounts.flatMap((account) => account.memberships.map(({ tenantId }) => [tenantId, account.uid] as const));
    expect(members.length).toBeGreaterThan(4);
    for (const [tenantId, uid] of members) {
      // demo-user-a may have been renamed above; the entry follows whatever the document says.
      expect(await settled(userSearch, tenantId, uid)).toEqual(await expectedEntries(userSearch, tenantId, uid));
    }
  });
});

describe('rebuildListSearch (the backfill)', () => {
  const tenantId = `rebuild-${runId}`;
  const db = (): Firestore => suite.db;
  const at = Timestamp.fromMillis(Date.parse('2026-01-05T09:00:00+09:00'));
  const inquiry = (number: number, title: string) => ({
    number,
    title,
    body: `${title}の詳細です。`,
    status: 'new',
    categoryId: null,
    requesterUid: 'rebuild-user',
    requesterName: '再構築 太郎',
    createdAt: at,
    lastMessageAt: at,
  });

  afterAll(async () => {
    await withTriggersOff(process.env, () => db().recursiveDelete(db().doc(`tenants/${tenantId}`)));
  });

  it('writes the entries of documents written before the index existed, and deletes orphans and stale keys', async () => {
    const user = tenantUserRecord({ name: '再構築 太郎', nameReading: 'サイコウチク タロウ', email: 'rebuild@example.com', isTenantAdmin: true, categoryIds: [] }, at);
    // Documents as an older deploy left them: no entries (the triggers are off, as before the deploy).
    await withTriggersOff(process.env, async () => {
      const batch = db().batch();
      batch.set(db().doc(`tenants/${tenantId}`), tenantRecord('再構築株式会社', 'active', null, at));
      for (let number = 1; number <= 12; number += 1) batch.set(db().doc(`tenants/${tenantId}/inquiries/inq-${number}`), inquiry(number, `古い問い合わせ${number}`));
      batch.set(db().doc(`tenants/${tenantId}/users/rebuild-user`), user);
      // An orphan (its inquiry is gone) and a user's entry under a key they no longer have.
      writeSearchEntry(batch, db(), tenantId, inquirySearch, 'inq-gone', inquiry(99, '消えた問い合わせ'));
      writeSearchEntry(batch, db(), tenantId, userSearch, 'rebuild-user', { ...user, name: '旧姓 太郎' });
      await batch.commit();
    });

    expect(await serverCall(rebuildListSearch, db(), tenantId)).toEqual({ inquiries: 12, users: 1, removed: 2 });
    for (let number = 1; number <= 12; number += 1) {
      expect(await entriesOf(inquirySearch, tenantId, `inq-${number}`)).toEqual(await expectedEntries(inquirySearch, tenantId, `inq-${number}`));
    }
    expect(await entriesOf(inquirySearch, tenantId, 'inq-gone')).toEqual({});
    expect(await entriesOf(userSearch, tenantId, 'rebuild-user')).toEqual(await expectedEntries(userSearch, tenantId, 'rebuild-user'));
    // Run again: the same entries, nothing to remove.
    expect(await serverCall(rebuildListSearch, db(), tenantId)).toEqual({ inquiries: 12, users: 1, removed: 0 });
    expect((await db().collection(`tenants/${tenantId}/inquirySearch`).get()).size).toBe(12);
  });
});
