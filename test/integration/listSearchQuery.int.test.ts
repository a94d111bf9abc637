/** @jest-environment node */
// The inquiries list's text search (fetchInquiries → searchPage in shared/src/data) on the real
// Firestore SDK against the emulator, under the real rules, as a tenant admin and as a requester: the
// matches of Japanese and latin words however they are typed (kana, width, case), newest number first,
// each once across full pages; the list's other filters; no empty page while matches remain, even
// behind entries that hold a word's bigrams apart; the reads of a page. A tenant of its own is seeded
// with its inquiries and their search entries, as the server writes them, and removed at the end.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { withTriggersOff } from '../../functions/src/dev/emulatorTriggers';
import { writeSearchEntry } from '../../functions/src/listSearch/rebuildListSearch';
import { inquirySearch } from '../../functions/src/listSearch/searchKinds';
import { tenantRecord, writeTenantUser } from '../../functions/src/tenants/records';
import { fetchInquiries, NO_FILTER, type Inquiry, type InquiryFilter, type Viewer } from '../../shared/src/data/inquiries';
import type { PageCursor } from '../../shared/src/data/paging';
import { containsAllWords } from '../../shared/src/search/normalize';
import { startDemoClients, stopDemoClients, type DemoClients } from '../support/demoClients';

const runId = `${Date.now().toString(36)}-${process.pid}`;
const TENANT = { id: `inquiry-search-${runId}`, name: '検索確認商事', status: 'active' as const };
const person = (role: string) => ({ uid: `${role}-${runId}`, email: `${role}-${runId}@example.com`, password: `pw-${runId}` });
const ADMIN = person('search-admin');
const REQUESTER = person('search-requester');
const OTHER = 'someone-else';
const STATUSES = ['new', 'in_progress', 'waiting', 'resolved', 'closed'] as const;
const CATEGORIES = ['cat-a', 'cat-b', null] as const;
const START = Date.parse('2026-02-02T09:00:00+09:00');
const NOW = Date.now();
const HOUR = 60 * 60 * 1000;

interface Seeded {
  id: string;
  number: number;
  title: string;
  body: string;
  requesterUid: string;
  requesterName: string;
  status: (typeof STATUSES)[number];
  categoryId: string | null;
  lastMessageAt: number;
}

// Numbered 1…N; the newest (highest) numbers come first in a search. The forty entries that hold the
// trigrams of 東京都庁舎 apart (東京都, 京都庁 and 都庁舎) have the highest numbers, so a search for it
// meets all of them before its matches.
const TITLES = [
  (i: number) => `パスワードを再設定できません (${i})`,
  (i: number) => `VPNに接続できない件 (${i})`,
  (i: number) => `プリンターで印刷できません (${i})`,
  (i: number) => `経費精算の締め日について (${i})`,
];
const SEEDED: Seeded[] = Array.from({ length: 300 }, (_, index) => {
  const number = index + 1;
  const mine = number % 10 === 0;
  const trap = number > 260;
  const tokyo = number <= 3;
  return {
    id: `inq-${String(number).padStart(4, '0')}`,
    number,
    title: trap ? `東京都庁へ行き、都庁舎に入ります (${number})` : tokyo ? `東京都庁舎の入館証の件 (${number})` : TITLES[index % TITLES.length]!(number),
    body: number % 7 === 0 ? 'ｖｐｎ接続のあと、パスワードを求められます。' : 'よろしくお願いします。',
    requesterUid: mine ? REQUESTER.uid : OTHER,
    requesterName: mine ? '依頼 花子' : '他部署 太郎',
    status: STATUSES[index % STATUSES.length]!,
    categoryId: CATEGORIES[index % CATEGORIES.length]!,
    // Half were last active an hour ago, half three days ago (idle when open).
    lastMessageAt: NOW - (number % 2 === 0 ? HOUR : 72 * HOUR) - number * 60_000,
  };
});

/** An inquiry closed a moment ago whose entry the trigger has not rewritten yet. */
const LAGGING = { id: 'inq-lagging', number: 301, title: 'ずれた索引の確認', body: '', requesterUid: OTHER, requesterName: '他部署 太郎', categoryId: null };

let clients: DemoClients | undefined;
let db: Firestore;

beforeAll(async () => {
  clients = await startDemoClients('inquiry-search-query-test');
  db = getAdminFirestore(clients.adminApp);
  for (const { uid, email, password } of [ADMIN, REQUESTER]) await getAdminAuth(clients.adminApp).createUser({ uid, email, password, emailVerified: true });
  await withTriggersOff(process.env, async () => {
    const batch = db.batch();
    const at = Timestamp.fromMillis(START);
    batch.set(db.doc(`tenants/${TENANT.id}`), tenantRecord(TENANT.name, 'active', null, at));
    writeTenantUser(batch, db, TENANT, ADMIN.uid, { name: '検索 管理者', email: ADMIN.email, isTenantAdmin: true, categoryIds: [] }, at);
    writeTenantUser(batch, db, TENANT, REQUESTER.uid, { name: '依頼 花子', email: REQUESTER.email, isTenantAdmin: false, categoryIds: [] }, at);
    await batch.commit();
    for (let start = 0; start < SEEDED.length; start += 200) {
      const chunk = db.batch();
      for (const { id, lastMessageAt, ...fields } of SEEDED.slice(start, start + 200)) {
        const record = { ...fields, assigneeUid: null, createdAt: Timestamp.fromMillis(START), updatedAt: Timestamp.fromMillis(lastMessageAt), lastMessageAt: Timestamp.fromMillis(lastMessageAt) };
        chunk.set(db.doc(`tenants/${TENANT.id}/inquiries/${id}`), record);
        writeSearchEntry(chunk, db, TENANT.id, inquirySearch, id, record);
      }
      await chunk.commit();
    }
    const { id, ...lagging } = LAGGING;
    const record = { ...lagging, status: 'closed', assigneeUid: null, lastMessageAt: Timestamp.fromMillis(NOW) };
    const lag = db.batch();
    lag.set(db.doc(`tenants/${TENANT.id}/inquiries/${id}`), record);
    writeSearchEntry(lag, db, TENANT.id, inquirySearch, id, { ...record, status: 'new' });
    await lag.commit();
  });
});

afterAll(async () => {
  if (clients) {
    if (clients.auth.currentUser) await signOut(clients.auth);
    await withTriggersOff(process.env, () => db.recursiveDelete(db.doc(`tenants/${TENANT.id}`)));
    for (const { uid } of [ADMIN, REQUESTER]) {
      await db.doc(`userPermissions/${uid}/tenants/${TENANT.id}`).delete();
      await getAdminAuth(clients.adminApp).deleteUser(uid).catch(() => undefined);
    }
  }
  await stopDemoClients(clients);
});

const signIn = async (account: typeof ADMIN) => signInWithEmailAndPassword(clients!.auth, account.email, account.password);
const admin: Viewer = { tenantId: TENANT.id, uid: ADMIN.uid, isTenantAdmin: true };
const requester: Viewer = { tenantId: TENANT.id, uid: REQUESTER.uid, isTenantAdmin: false };
const filterOf = (fields: Partial<InquiryFilter>): InquiryFilter => ({ ...NO_FILTER, ...fields });

/** Every page from the first, following each cursor; each page is full unless it is the last. */
async function allPages(viewer: Viewer, filter: InquiryFilter, size: number): Promise<Inquiry[][]> {
  const pages: Inquiry[][] = [];
  let after: PageCursor | null = null;
  do {
    const page = await fetchInquiries(viewer, filter, size, after);
    pages.push(page.items);
    after = page.next;
    if (after !== null) expect(page.items).toHaveLength(size);
  } while (after !== null && pages.length <= SEEDED.length);
  expect(after).toBeNull();
  return pages;
}

const numbersOf = (pages: Inquiry[][]) => pages.flat().map((inquiry) => inquiry.number);

/** What a search should list, worked out from the seed: newest number first. */
function expected(viewer: Viewer, filter: InquiryFilter, idleBefore: number | null = null): number[] {
  return SEEDED.filter(
    (inquiry) =>
      (viewer.isTenantAdmin ? filter.requesterUid === null || inquiry.requesterUid === filter.requesterUid : inquiry.requesterUid === viewer.uid) &&
      (filter.status === null || inquiry.status === filter.status) &&
      (filter.categoryId === null || inquiry.categoryId === filter.categoryId) &&
      (idleBefore === null || (['new', 'in_progress', 'waiting'].includes(inquiry.status) && inquiry.lastMessageAt < idleBefore)) &&
      containsAllWords(filter.text, [inquiry.title, inquiry.body, inquiry.requesterName]),
  )
    .map((inquiry) => inquiry.number)
    .sort((a, b) => b - a);
}

describe('a tenant admin searching the inquiries', () => {
  beforeAll(() => signIn(ADMIN));

  it('lists every match once, newest number first, in full pages', async () => {
    const filter = filterOf({ text: 'パスワード' });
    const numbers = numbersOf(await allPages(admin, filter, 20));
    expect(numbers).toEqual(expected(admin, filter));
    expect(numbers.length).toBeGreaterThan(60);
  });

  it.each([
    ['hiragana for katakana, the long-vowel mark left out', 'ぱすわど', 'パスワード'],
    ['full-width latin, lower case', 'ｖｐｎ', 'VPN'],
    ['two words in different fields', '印刷 他部署', 'プリンター 太郎'],
  ])('finds the same whichever way it is typed: %s', async (_how, typed, other) => {
    const found = numbersOf(await allPages(admin, filterOf({ text: typed }), 25));
    expect(found).toEqual(expected(admin, filterOf({ text: typed })));
    expect(found).toEqual(expected(admin, filterOf({ text: other })));
    expect(found.length).toBeGreaterThan(0);
  });

  it('finds a one-character word', async () => {
    const filter = filterOf({ text: '印' });
    expect(numbersOf(await allPages(admin, filter, 30))).toEqual(expected(admin, filter));
  });

  it('combines the text with status, category and requester', async () => {
    for (const fields of [
      { status: 'waiting' as const },
      { categoryId: 'cat-b' },
      { requesterUid: REQUESTER.uid },
      { status: 'new' as const, categoryId: 'cat-a', requesterUid: OTHER },
    ]) {
      const filter = filterOf({ text: 'パスワード', ...fields });
      expect([fields, numbersOf(await allPages(admin, filter, 7))]).toEqual([fields, expected(admin, filter)]);
    }
  });

  it('combines the text with the idle filter (open, no activity since)', async () => {
    const filter = filterOf({ text: 'パスワード', idleDays: 1 });
    const since = Date.now() - 24 * HOUR;
    expect(numbersOf(await allPages(admin, filter, 10))).toEqual(expected(admin, filter, since));
  });

  it('fills the first page past forty entries that hold the trigrams apart, and says no more follow', async () => {
    const page = await fetchInquiries(admin, filterOf({ text: '東京都庁舎' }), 20, null);
    expect(page.items.map((inquiry) => inquiry.number)).toEqual([3, 2, 1]);
    expect(page.next).toBeNull();
  });

  it('finds nothing for a word nobody wrote, in one page without a cursor', async () => {
    expect(await fetchInquiries(admin, filterOf({ text: '量子コンピューター' }), 20, null)).toEqual({ items: [], next: null });
  });

  it('still finds one inquiry by its number (#12)', async () => {
    const page = await fetchInquiries(admin, filterOf({ text: '＃１２' }), 20, null);
    expect(page.items.map((inquiry) => inquiry.id)).toEqual(['inq-0012']);
  });

  it('reads the page, one entry more and their inquiries, whatever the number of matches', async () => {
    const reads = () => globalThis.__MADOGUCHI_FIRESTORE_READS__?.().total ?? Number.NaN;
    const cases: [text: string, reads: number][] = [
      // 21 entries and their 21 inquiries (the 21st proves a next page).
      ['パスワード', 42],
      // No entry holds a token: one read for the empty answer.
      ['量子コンピューター', 1],
      // Forty entries fail the exact check on the way (one read each), then three inquiries.
      ['東京都庁舎', 21 + 21 + 1 + 3],
    ];
    for (const [text, count] of cases) {
      const before = reads();
      await fetchInquiries(admin, filterOf({ text }), 20, null);
      expect([text, reads() - before]).toEqual([text, count]);
    }
  });

  it('leaves out an inquiry whose entry has not caught up with it (a status the filter does not take)', async () => {
    // Seeded closed, its entry still saying new (see LAGGING).
    expect((await fetchInquiries(admin, filterOf({ text: 'ずれた索引', status: 'new' }), 20, null)).items).toEqual([]);
    const unfiltered = await fetchInquiries(admin, filterOf({ text: 'ずれた索引' }), 20, null);
    expect(unfiltered.items.map(({ id, status }) => ({ id, status }))).toEqual([{ id: LAGGING.id, status: 'closed' }]);
  });
});

describe('a requester searching their own inquiries', () => {
  beforeAll(() => signIn(REQUESTER));

  it('finds only their own, through the entries of their own inquiries', async () => {
    for (const text of ['パスワード', '依頼', 'ｖｐｎ']) {
      const filter = filterOf({ text });
      const numbers = numbersOf(await allPages(requester, filter, 5));
      expect([text, numbers]).toEqual([text, expected(requester, filter)]);
      expect(numbers.every((number) => number % 10 === 0)).toBe(true);
    }
  });

  it("finds nothing of others' inquiries, even by words only they hold", async () => {
    expect(await fetchInquiries(requester, filterOf({ text: '他部署' }), 20, null)).toEqual({ items: [], next: null });
  });
});
