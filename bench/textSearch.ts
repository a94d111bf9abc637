// The lists' text search on a large tenant (issue 23, target 5: "search cost that does not grow with the
// tenant"), run by scripts/bench/textSearch.mjs against the emulators once tenant-search is seeded
// (functions/src/dev/searchVolume.ts: 50,000 inquiries, 5,000 users). The first page of each query, as
// the admin screens ask for it, through the real data functions (shared/src/data) and the shared
// Firebase client signed in as the tenant's admin: wall time and the Firestore reads the client counts
// (globalThis.__MADOGUCHI_FIRESTORE_READS__). Beside it, the scan the lists used before (scanPage over
// the ordered list, at most 500 documents a page), for the same first page.
import { performance } from 'node:perf_hooks';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { deleteApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import type { DocumentData, QueryConstraint } from 'firebase/firestore';
import { searchAdmin, searchTenant, searchVolumeInquiries, searchVolumeUsers } from '../functions/src/dev/searchVolume';
import { fetchInquiries, NO_FILTER } from '../shared/src/data/inquiries';
import { scanPage, type PageOf } from '../shared/src/data/paging';
import { fetchTenantUsers } from '../shared/src/data/tenantUsers';
import { ALL_TENANT_USERS } from '../shared/src/data/tenantUserRecords';
import { firebaseApp, initFirebase } from '../shared/src/firebase/app';
import { loadFirestore } from '../shared/src/firebase/firestore';
import { containsAllWords } from '../shared/src/search/normalize';

// The shared package's Firestore client counts its reads only where asked (shared/src/firebase/readCounter.ts).
globalThis.__MADOGUCHI_COUNT_READS__ = true;

/** The lists' page sizes (user-app useInquiryList, tenant-admin-app UsersPage). */
const INQUIRY_PAGE = 20;
const USER_PAGE = 25;

export const INQUIRY_QUERIES: [kind: string, query: string][] = [
  ['common (katakana)', 'パスワード'],
  ['common (hiragana, no long-vowel mark)', 'ぱすわーど'],
  ['common (full-width latin)', 'ｖｐｎ'],
  ['common phrase', 'できません'],
  ['two words', 'パスワード 在宅勤務'],
  ['one character', '印'],
  ['rare', 'トナー'],
  ['no match', '量子コンピューター'],
];
export const USER_QUERIES: [kind: string, query: string][] = [
  ['common reading (hiragana)', 'すずき'],
  ['common reading (katakana)', 'スズキ'],
  ['common name (kanji)', '鈴木'],
  ['e-mail', 'suzuki'],
  ['full name, two words', '鈴木 美咲'],
  ['one character', '林'],
  ['rare', '勅使河原'],
  ['no match', 'ずんだもん'],
];

export interface Measured {
  list: 'inquiries' | 'users';
  kind: string;
  query: string;
  /** Matches in the whole tenant (worked out from the seed's own records). */
  matches: number;
  pageSize: number;
  /** Rows on the first page, and whether it offers another. */
  rows: number;
  more: boolean;
  reads: number;
  /** Wall time of the first page: the first ask, then the median and range of the runs after it. */
  firstMs: number;
  ms: { median: number; min: number; max: number };
  /** The same first page by the former scan. */
  scan: { rows: number; more: boolean; reads: number; ms: number };
}

const readsSoFar = () => globalThis.__MADOGUCHI_FIRESTORE_READS__?.().total ?? Number.NaN;

async function timed<T>(ask: () => Promise<PageOf<T>>) {
  const reads = readsSoFar();
  const started = performance.now();
  const page = await ask();
  return { page, ms: performance.now() - started, reads: readsSoFar() - reads };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The former text search: the ordered, filtered list read 100 at a time, at most 500 a page. */
async function scanFirstPage(collection: 'inquiries' | 'users', order: [string, 'asc' | 'desc'][], size: number, matches: (data: DocumentData) => boolean) {
  const { db, sdk } = await loadFirestore();
  const constraints: QueryConstraint[] = order.map(([field, direction]) => sdk.orderBy(field, direction));
  const query = sdk.query(sdk.collection(db, 'tenants', searchTenant.id, collection), ...constraints);
  return timed(() => scanPage(query, size, null, (doc) => doc.data(), matches));
}

async function measure(
  list: Measured['list'],
  [kind, query]: [string, string],
  runs: number,
  matches: number,
  ask: () => Promise<PageOf<unknown>>,
  scan: () => ReturnType<typeof scanFirstPage>,
  pageSize: number,
): Promise<Measured> {
  const first = await timed(ask);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push((await timed(ask)).ms);
  const former = await scan();
  return {
    list,
    kind,
    query,
    matches,
    pageSize,
    rows: first.page.items.length,
    more: first.page.next !== null,
    reads: first.reads,
    firstMs: first.ms,
    ms: { median: median(times), min: Math.min(...times), max: Math.max(...times) },
    scan: { rows: former.page.items.length, more: former.page.next !== null, reads: former.reads, ms: former.ms },
  };
}

export interface Floor {
  what: string;
  ms: { median: number; min: number; max: number };
}

/**
 * What the emulator itself takes, whatever the search does: a query it answers with nothing (one
 * token filter no entry holds; production serves it from the token's index at once, the emulator reads
 * through the collection) and one document read by id.
 */
async function emulatorFloor(runs: number): Promise<Floor[]> {
  const { db, sdk } = await loadFirestore();
  const nothing = (collection: string) => sdk.query(sdk.collection(db, 'tenants', searchTenant.id, collection), sdk.where('tokens.ゑゐ', '==', true), sdk.limit(1));
  const asks: [string, () => Promise<unknown>][] = [
    [`a query answered with nothing, over the ${searchTenant.id} inquiries' entries`, () => sdk.getDocs(nothing('inquirySearch'))],
    [`a query answered with nothing, over the users' entries`, () => sdk.getDocs(nothing('userSearch'))],
    ['one inquiry read by id', () => sdk.getDoc(sdk.doc(db, 'tenants', searchTenant.id, 'inquiries', 'bench-inq-00001'))],
  ];
  const floors: Floor[] = [];
  for (const [what, ask] of asks) {
    const times: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const started = performance.now();
      await ask();
      // The first ask warms up; the runs after it count.
      if (run > 0) times.push(performance.now() - started);
    }
    floors.push({ what, ms: { median: median(times), min: Math.min(...times), max: Math.max(...times) } });
  }
  return floors;
}

/** Signs the shared client in as tenant-search's admin (a custom token: the Auth emulator takes it unsigned). */
async function signIn() {
  Object.defineProperty(globalThis, 'location', { value: new URL('http://localhost:9000/login'), configurable: true });
  const admin = initializeAdminApp({ projectId: process.env['GCLOUD_PROJECT'] }, 'text-search-bench');
  const token = await getAdminAuth(admin).createCustomToken(searchAdmin.uid);
  await deleteAdminApp(admin);
  initFirebase({ apiKey: 'demo-api-key', authDomain: 'localhost', projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-madoguchi' });
  const app = await firebaseApp();
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env['FIREBASE_AUTH_EMULATOR_HOST']}`, { disableWarnings: true });
  await signInWithCustomToken(auth, token);
  // Loads the SDK and its read counter before the first measured ask.
  await loadFirestore();
  return app;
}

/** Each query's first page, after `runs` more asks of it, and the emulator's own floor; `counts` are the seeded volume. */
export async function run({ runs, counts, log }: { runs: number; counts: { inquiries: number; users: number }; log: (line: string) => void }) {
  const app = await signIn();
  try {
    const inquiries = searchVolumeInquiries(counts.inquiries).map(({ record }) => [record.title, record.body, record.requesterName]);
    const users = searchVolumeUsers(counts.users).map(({ record }) => [record.name, record.nameReading, record.email]);
    const viewer = { tenantId: searchTenant.id, uid: searchAdmin.uid, isTenantAdmin: true };
    const results: Measured[] = [];
    for (const entry of INQUIRY_QUERIES) {
      const [, text] = entry;
      const matches = inquiries.filter((fields) => containsAllWords(text, fields)).length;
      results.push(
        await measure(
          'inquiries',
          entry,
          runs,
          matches,
          () => fetchInquiries(viewer, { ...NO_FILTER, text }, INQUIRY_PAGE, null),
          () => scanFirstPage('inquiries', [['lastMessageAt', 'desc']], INQUIRY_PAGE, (data) => containsAllWords(text, [data['title'], data['body'], data['requesterName']])),
          INQUIRY_PAGE,
        ),
      );
      log(describe(results.at(-1)!));
    }
    for (const entry of USER_QUERIES) {
      const [, text] = entry;
      const matches = users.filter((fields) => containsAllWords(text, fields)).length;
      results.push(
        await measure(
          'users',
          entry,
          runs,
          matches,
          () => fetchTenantUsers(searchTenant.id, { ...ALL_TENANT_USERS, text }, USER_PAGE, null),
          () => scanFirstPage('users', [['nameSortKey', 'asc'], ['name', 'asc']], USER_PAGE, (data) => containsAllWords(text, [data['name'], data['nameReading'], data['email']])),
          USER_PAGE,
        ),
      );
      log(describe(results.at(-1)!));
    }
    return { results, floor: await emulatorFloor(runs) };
  } finally {
    await deleteApp(app);
  }
}

export const describe = (m: Measured) =>
  `${m.list} 「${m.query}」 (${m.kind}, ${m.matches} 件一致): ${m.rows} 行${m.more ? ' +次' : ''}, ${m.reads} reads, ` +
  `初回 ${m.firstMs.toFixed(0)} ms, 中央値 ${m.ms.median.toFixed(0)} ms (${m.ms.min.toFixed(0)}–${m.ms.max.toFixed(0)}); ` +
  `旧: ${m.scan.rows} 行${m.scan.more ? ' +次' : ''}, ${m.scan.reads} reads, ${m.scan.ms.toFixed(0)} ms`;
