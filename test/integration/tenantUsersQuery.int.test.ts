/** @jest-environment node */
// The users list's query code (fetchTenantUsers in shared/src/data/tenantUsers.ts, with fetchPage from
// paging.ts and searchPage) on the real Firestore SDK against the emulator, as a tenant admin under the
// real rules: Firestore's equality filters combined, each sort order (氏名順 by the stored reading key,
// then the name), the cursor, and the free-text search over name, フリガナ and e-mail through the
// search entries the server keeps. A tenant of its own is seeded, through the server's record of a new
// user and its search entry (the triggers off meanwhile: functions/test and listSearch tests cover them),
// with more users than a list scan used to read for a page (500), and removed again at the end.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { withTriggersOff } from '../../functions/src/dev/emulatorTriggers';
import { writeSearchEntry } from '../../functions/src/listSearch/rebuildListSearch';
import { userSearch } from '../../functions/src/listSearch/searchKinds';
import { nameSortKey } from '../../functions/src/tenants/nameSortKey';
import { tenantRecord, tenantUserRecord, writeTenantUser } from '../../functions/src/tenants/records';
import type { PageCursor } from '../../shared/src/data/paging';
import { fetchTenantUsers } from '../../shared/src/data/tenantUsers';
import {
  ALL_TENANT_USERS,
  type TenantUser,
  type TenantUserFilter,
  type TenantUserRow,
  type TenantUserSort,
} from '../../shared/src/data/tenantUserRecords';
import { startDemoClients, stopDemoClients, type DemoClients } from '../support/demoClients';

// Unique per run, so reruns against a long-lived emulator never meet a previous run's tenant.
const runId = `${Date.now().toString(36)}-${process.pid}`;
const TENANT = { id: `users-query-${runId}`, name: '検索確認株式会社', status: 'active' as const };
const ADMIN = { uid: `users-query-admin-${runId}`, email: `users-query-admin-${runId}@example.com`, password: `pw-${runId}` };
const SALES = 'cat-sales';
const DEV = 'cat-dev';
/** More than a list scan used to read for a search page (5 batches of 100). */
const FILLERS = 540;
const CREATED = Date.parse('2026-04-01T09:00:00+09:00');

interface Seeded extends Omit<TenantUser, 'createdAt' | 'updatedAt' | 'lastSignInAt'> {
  createdAt: number;
}

const person = (
  uid: string,
  [name, nameReading]: [name: string, reading: string],
  email: string,
  isTenantAdmin: boolean,
  categoryIds: string[],
  status: 'active' | 'disabled',
) => ({ uid, name, nameReading, email: `${email}@example.com`, isTenantAdmin, categoryIds, status });

// Names, readings, e-mails and registration times each sort differently ('上' < '利' < '加' < '大' <
// '小' < '江' < '石' < '青' < '鈴' by code point, as Firestore orders strings; the readings in the order
// of the kana).
const NAMED = [
  person('u-aoki', ['青木 直子', 'アオキ ナオコ'], 'aoki', true, [SALES], 'active'),
  person('u-ishii', ['石井 健', 'イシイ ケン'], 'ishii', false, [SALES], 'active'),
  person('u-ueda', ['上田 真理', 'ウエダ マリ'], 'ueda', false, [SALES, DEV], 'disabled'),
  person('u-eguchi', ['江口 亮', 'エグチ リョウ'], 'eguchi', true, [DEV], 'active'),
  person('u-ohno', ['大野 葵', 'オオノ アオイ'], 'ohno', true, [SALES], 'disabled'),
  person('u-ogawa', ['小川 翔', 'オガワ ショウ'], 'ogawa', false, [DEV], 'active'),
  // The three Katos: found by name, by e-mail, and one disabled. Two have no reading: 加藤 一郎 sorts
  // after the fillers by name ('利' < '加'), beyond what one search page scans.
  person('u-kato-name', ['KATO Emi', ''], 'emi', false, [DEV], 'active'),
  person('u-kato-mail', ['加藤 一郎', ''], 'kato.ichiro', false, [SALES], 'active'),
  person('u-kato-off', ['加藤 花子', 'カトウ ハナコ'], 'kato.hanako', false, [], 'disabled'),
  // Found by reading only; and two people who read the same, ordered by name ('斉' < '齋').
  person('u-suzuki', ['鈴木 一郎', 'スズキ イチロウ'], 'ichiro', false, [DEV], 'active'),
  person('u-saito-2', ['齋藤 誠', 'サイトウ マコト'], 'makoto.s', false, [], 'active'),
  person('u-saito-1', ['斉藤 誠', 'サイトウ マコト'], 'makoto', false, [], 'active'),
];
const pad = (index: number) => String(index).padStart(4, '0');
// Without a reading: after everyone who has one, by name.
const FILLER_USERS = Array.from({ length: FILLERS }, (_, index) =>
  person(`u-member-${pad(index)}`, [`利用者 ${pad(index)}`, ''], `member-${pad(index)}`, false, [], 'active'),
);
// Registered in a shuffled order (a fixed stride), so "newest" is neither the names' order nor the e-mails'.
const SEEDED: Seeded[] = [...NAMED, ...FILLER_USERS].map((user, index, all) => ({
  ...user,
  createdAt: CREATED + ((index * 7) % all.length) * 60_000,
}));
const ADMIN_USER: Seeded = {
  ...person(ADMIN.uid, ['テスト 管理者', ''], ADMIN.email.replace('@example.com', ''), true, [], 'active'),
  createdAt: CREATED - 60_000,
};
const EVERYONE = [ADMIN_USER, ...SEEDED];

let clients: DemoClients | undefined;

beforeAll(async () => {
  clients = await startDemoClients('tenant-users-query-test');
  const db = getAdminFirestore(clients.adminApp);
  await getAdminAuth(clients.adminApp).createUser({ uid: ADMIN.uid, email: ADMIN.email, password: ADMIN.password, emailVerified: true });
  await withTriggersOff(process.env, async () => {
    const batch = db.batch();
    batch.set(db.doc(`tenants/${TENANT.id}`), tenantRecord(TENANT.name, 'active', null, Timestamp.fromMillis(CREATED)));
    // The signed-in admin's user document and membership, as the callables write them.
    const { uid, createdAt, status: _status, ...admin } = ADMIN_USER;
    writeTenantUser(batch, db, TENANT, uid, admin, Timestamp.fromMillis(createdAt));
    writeSearchEntry(batch, db, TENANT.id, userSearch, uid, tenantUserRecord(admin, Timestamp.fromMillis(createdAt)));
    await batch.commit();
    for (let start = 0; start < SEEDED.length; start += 200) {
      const chunk = db.batch();
      for (const { uid: id, createdAt: at, status, ...user } of SEEDED.slice(start, start + 200)) {
        const record = { ...tenantUserRecord(user, Timestamp.fromMillis(at)), status };
        chunk.set(db.doc(`tenants/${TENANT.id}/users/${id}`), record);
        writeSearchEntry(chunk, db, TENANT.id, userSearch, id, record);
      }
      await chunk.commit();
    }
  });
  await signInWithEmailAndPassword(clients.auth, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  if (clients) {
    if (clients.auth.currentUser) await signOut(clients.auth);
    const db = getAdminFirestore(clients.adminApp);
    await withTriggersOff(process.env, () => db.recursiveDelete(db.doc(`tenants/${TENANT.id}`)));
    await db.doc(`userPermissions/${ADMIN.uid}/tenants/${TENANT.id}`).delete();
    await getAdminAuth(clients.adminApp).deleteUser(ADMIN.uid).catch(() => undefined);
  }
  await stopDemoClients(clients);
});

const filterOf = (fields: Partial<TenantUserFilter>): TenantUserFilter => ({ ...ALL_TENANT_USERS, ...fields });

/** Every page from the first, following each page's cursor until there is none. */
async function allPages(filter: TenantUserFilter, size: number): Promise<TenantUserRow[][]> {
  const pages: TenantUserRow[][] = [];
  let after: PageCursor | null = null;
  do {
    const page = await fetchTenantUsers(TENANT.id, filter, size, after);
    expect(page.items.length).toBeLessThanOrEqual(size);
    pages.push(page.items);
    after = page.next;
  } while (after !== null && pages.length <= EVERYONE.length);
  expect(after).toBeNull();
  return pages;
}

const uidsOf = (pages: TenantUserRow[][]) => pages.flat().map((user) => user.uid);

/** By UTF-16 code unit, which for these characters is Firestore's (UTF-8 byte) order. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const SORTS: Record<TenantUserSort, (a: Seeded, b: Seeded) => number> = {
  // The reading's key (functions/test/nameReading.test.ts shows its order), then the name.
  name: (a, b) => byCodeUnit(nameSortKey(a.nameReading), nameSortKey(b.nameReading)) || byCodeUnit(a.name, b.name),
  email: (a, b) => byCodeUnit(a.email, b.email),
  newest: (a, b) => b.createdAt - a.createdAt,
};

/** What the list should hold for the equality filters, worked out from the seed. */
function expectedUids(filter: TenantUserFilter): string[] {
  return EVERYONE.filter(
    (user) =>
      (filter.categoryId === null || user.categoryIds.includes(filter.categoryId)) &&
      (filter.role === null || user.isTenantAdmin === (filter.role === 'admin')) &&
      (filter.status === null || user.status === filter.status),
  )
    .sort(SORTS[filter.sort])
    .map((user) => user.uid);
}

const SORT_ORDERS: TenantUserSort[] = ['name', 'email', 'newest'];

describe('fetchTenantUsers: filters and sort orders', () => {
  it.each(SORT_ORDERS)('pages through the whole list by %s, each user once and in order', async (sort) => {
    const pages = await allPages(filterOf({ sort }), 100);
    expect(pages.map((page) => page.length)).toEqual([100, 100, 100, 100, 100, 53]);
    expect(uidsOf(pages)).toEqual(expectedUids(filterOf({ sort })));
  });

  const COMBINED: [string, Partial<TenantUserFilter>, string[]][] = [
    ['category, role and status', { categoryId: SALES, role: 'admin', status: 'active' }, ['u-aoki']],
    ['category, role and status (members)', { categoryId: SALES, role: 'member', status: 'active' }, ['u-ishii', 'u-kato-mail']],
    ['category and status', { categoryId: SALES, status: 'disabled' }, ['u-ueda', 'u-ohno']],
    ['category and role', { categoryId: DEV, role: 'member' }, ['u-ueda', 'u-ogawa', 'u-kato-name', 'u-suzuki']],
    ['role and status', { role: 'member', status: 'disabled' }, ['u-ueda', 'u-kato-off']],
    ['role', { role: 'admin' }, ['u-aoki', 'u-eguchi', 'u-ohno', ADMIN.uid]],
  ];

  describe.each(SORT_ORDERS)('sorted by %s', (sort) => {
    it.each(COMBINED)('combines %s', async (_label, fields, members) => {
      const filter = filterOf({ ...fields, sort });
      // Two at a time, so the small lists are paged too.
      const uids = uidsOf(await allPages(filter, 2));
      expect(uids).toEqual(expectedUids(filter));
      expect([...uids].sort()).toEqual([...members].sort());
    });
  });

  it('sorts 氏名順 by reading, people who read the same by name, and those without a reading last, by name', async () => {
    const uids = uidsOf(await allPages(filterOf({ sort: 'name' }), 100));
    expect(uids.filter((uid) => !uid.startsWith('u-member-'))).toEqual([
      'u-aoki',
      'u-ishii',
      'u-ueda',
      'u-eguchi',
      'u-ohno',
      'u-ogawa',
      'u-kato-off',
      'u-saito-1',
      'u-saito-2',
      'u-suzuki',
      // No reading: 'K' < 'テ' < '利' (the fillers) < '加'.
      'u-kato-name',
      ADMIN.uid,
      'u-kato-mail',
    ]);
    expect(uids.slice(-2)).toEqual([`u-member-${pad(FILLERS - 1)}`, 'u-kato-mail']);
  });

  it('gives each user as stored', async () => {
    const { items } = await fetchTenantUsers(TENANT.id, filterOf({ categoryId: SALES, role: 'admin', status: 'active' }), 5, null);
    const aoki = SEEDED.find((user) => user.uid === 'u-aoki');
    expect(items).toEqual([{ ...aoki, createdAt: new Date(aoki?.createdAt ?? 0), updatedAt: new Date(aoki?.createdAt ?? 0), lastSignInAt: null }]);
    expect(items[0]?.nameReading).toBe('アオキ ナオコ');
  });
});

describe('fetchTenantUsers: the cursor', () => {
  it('starts the next page right after the last one, without repeats or gaps', async () => {
    const filter = filterOf({ status: 'active', sort: 'email' });
    const expected = expectedUids(filter);
    const first = await fetchTenantUsers(TENANT.id, filter, 5, null);
    expect(first.next).not.toBeNull();
    const second = await fetchTenantUsers(TENANT.id, filter, 5, first.next);
    const third = await fetchTenantUsers(TENANT.id, filter, 5, second.next);
    expect([first, second, third].map((page) => page.items.map((user) => user.uid))).toEqual([
      expected.slice(0, 5),
      expected.slice(5, 10),
      expected.slice(10, 15),
    ]);
  });

  it('has no cursor on a page that ends the list, even when the list ends exactly there', async () => {
    const filter = filterOf({ categoryId: SALES, status: 'disabled' });
    const whole = await fetchTenantUsers(TENANT.id, filter, 2, null);
    expect(whole.items.map((user) => user.uid)).toEqual(['u-ueda', 'u-ohno']);
    expect(whole.next).toBeNull();

    const first = await fetchTenantUsers(TENANT.id, filter, 1, null);
    const last = await fetchTenantUsers(TENANT.id, filter, 1, first.next);
    expect([first.items[0]?.uid, last.items[0]?.uid]).toEqual(['u-ueda', 'u-ohno']);
    expect(first.next).not.toBeNull();
    expect(last.next).toBeNull();
  });

  it("goes on from a page read before the SDK arrived: its last document's path, in the list's order", async () => {
    // 氏名順, where people reading the same are ordered by name and then by document: the path's
    // document gives all three, as the page's own snapshot would.
    const filter = filterOf({});
    const expected = expectedUids(filter);
    const next = await fetchTenantUsers(TENANT.id, filter, 5, { documentPath: ['tenants', TENANT.id, 'users', expected[4] ?? ''] });
    expect(next.items.map((user) => user.uid)).toEqual(expected.slice(5, 10));
  });
});

describe('fetchTenantUsers: text search (the search entries)', () => {
  it('finds a word in the name or the e-mail, whatever its case, within the other filters', async () => {
    const pages = await allPages(filterOf({ text: 'Kato', status: 'active' }), 10);
    // KATO Emi by name and 加藤 一郎 by e-mail; 加藤 花子 is disabled.
    expect(uidsOf(pages)).toEqual(['u-kato-name', 'u-kato-mail']);
    const all = uidsOf(await allPages(filterOf({ text: 'kato' }), 10));
    // 加藤 花子 has a reading and comes first in 氏名順.
    expect(all).toEqual(['u-kato-off', 'u-kato-name', 'u-kato-mail']);
    expect(uidsOf(await allPages(filterOf({ text: 'kato', categoryId: SALES }), 10))).toEqual(['u-kato-mail']);
    expect(uidsOf(await allPages(filterOf({ text: 'kato', role: 'member', categoryId: DEV }), 10))).toEqual(['u-kato-name']);
  });

  it('finds a フリガナ typed in hiragana, katakana or half-width kana (すずき finds 鈴木 一郎)', async () => {
    for (const text of ['すずき', 'スズキ', 'ｽｽﾞｷ', 'すずき いちろう']) {
      expect([text, uidsOf(await allPages(filterOf({ text }), 10))]).toEqual([text, ['u-suzuki']]);
    }
    // Both 斉藤 and 齋藤 read サイトウ.
    expect(uidsOf(await allPages(filterOf({ text: 'さいとう', sort: 'name' }), 10))).toEqual(['u-saito-1', 'u-saito-2']);
  });

  it('fills the first page with matches from anywhere in the list: no empty or partial page while more remain', async () => {
    // 加藤 一郎 sorts after the 540 fillers; a scan of 500 used to stop short of him.
    const page = await fetchTenantUsers(TENANT.id, filterOf({ text: 'kato', status: 'active', sort: 'name' }), 10, null);
    expect(page.items.map((user) => user.uid)).toEqual(['u-kato-name', 'u-kato-mail']);
    expect(page.next).toBeNull();
    // One match exactly at the end of a page: no cursor to an empty page after it.
    const exact = await fetchTenantUsers(TENANT.id, filterOf({ text: 'kato', status: 'active' }), 2, null);
    expect(exact.next).toBeNull();
  });

  it('gives each user as their document says, but the times the list does not show', async () => {
    const { items } = await fetchTenantUsers(TENANT.id, filterOf({ text: 'あおき' }), 5, null);
    const aoki = SEEDED.find((user) => user.uid === 'u-aoki');
    expect(items).toEqual([{ ...aoki, createdAt: new Date(aoki?.createdAt ?? 0) }]);
  });

  it.each(SORT_ORDERS)('pages through many matches in 氏名順 when sorted by %s, full pages, each match once', async (sort) => {
    const filter = filterOf({ text: '利用者', role: 'member', status: 'active', sort });
    const pages = await allPages(filter, 50);
    expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 40]);
    const uids = uidsOf(pages);
    expect(new Set(uids).size).toBe(FILLERS);
    expect(uids).toEqual(expectedUids(filterOf({ role: 'member', status: 'active', sort: 'name' })).filter((uid) => uid.startsWith('u-member-')));
  });

  it('finds a word in the e-mail only, paging with the cursor of the last match', async () => {
    // member-0100 … member-0199 by e-mail; no name holds it.
    const pages = await allPages(filterOf({ text: 'MEMBER-01', sort: 'newest' }), 30);
    const expected = expectedUids(filterOf({ sort: 'name' })).filter((uid) => uid.startsWith('u-member-01'));
    expect(expected).toHaveLength(100);
    expect(uidsOf(pages)).toEqual(expected);
    expect(pages.map((page) => page.length)).toEqual([30, 30, 30, 10]);
  });

  it('reads the page and one entry more, whatever the number of matches or the size of the tenant', async () => {
    const reads = () => globalThis.__MADOGUCHI_FIRESTORE_READS__?.().total ?? Number.NaN;
    const cases: [string, number][] = [
      ['利用者', 25 + 1],
      ['kato', 3],
      ['ずんだもん', 1],
    ];
    for (const [text, expected] of cases) {
      const before = reads();
      await fetchTenantUsers(TENANT.id, filterOf({ text }), 25, null);
      expect([text, reads() - before]).toEqual([text, expected]);
    }
  });
});
