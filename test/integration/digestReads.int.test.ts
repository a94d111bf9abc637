/** @jest-environment node */
// What a page reads of the digests (shared/src/data/digestWatch.ts) on the real SDK against the
// emulators, signed in as user@a.example.com: the categories and the release notes' dates from one
// document each; the collections themselves while a digest is missing, and the digest again once the
// server has written it.
import { signOut } from 'firebase/auth';
import type { App as AdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { rebuildCategoryDigest, rebuildPatchNoteDigest } from '../../functions/src/digests/digests';
import type { Category } from '../../shared/src/data/categoryRecords';
import { watchCategories } from '../../shared/src/data/directory';
import { watchPublishedTimes } from '../../shared/src/data/patchNotes';
import type { Subscribe } from '../../shared/src/data/useLiveData';
import { startDemoClients, stopDemoClients, type DemoClients } from '../support/demoClients';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { serverCall } from '../support/serverCall';

const CATEGORIES = 'tenants/tenant-a/categories';
let clients: DemoClients | undefined;
let adminApp: AdminApp;
const db = () => getAdminFirestore(adminApp);

beforeAll(async () => {
  clients = await startDemoClients('digest-reads-test');
  adminApp = clients.adminApp;
  await signInByEmailLink(clients.auth, 'user@a.example.com');
});

afterAll(async () => {
  if (clients) {
    // As the seed left them.
    await serverCall(rebuildCategoryDigest, db(), 'tenant-a');
    await serverCall(rebuildPatchNoteDigest, db());
    await signOut(clients.auth);
  }
  await stopDemoClients(clients);
});

const reads = () => globalThis.__MADOGUCHI_FIRESTORE_READS__?.().byCollection ?? {};
/** The reads by collection since `before`. */
const readsSince = (before: Record<string, number>) =>
  Object.fromEntries(Object.entries(reads()).flatMap(([path, count]) => (count - (before[path] ?? 0) ? [[path, count - (before[path] ?? 0)]] : [])));

/** Starts `subscribe` and hands back what it delivers, as it delivers it. */
async function watch<T>(subscribe: Subscribe<T>) {
  const delivered: T[] = [];
  const failures: unknown[] = [];
  const stop = await subscribe((data) => delivered.push(data), (error) => failures.push(error));
  /** The latest delivery, once one satisfies `ready`. */
  const latest = async (ready: (data: T) => boolean = () => true) => {
    for (let waited = 0; !delivered.some(ready) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures).toEqual([]);
    expect(delivered.some(ready)).toBe(true);
    return delivered.at(-1) as T;
  };
  return { latest, stop, count: () => delivered.length };
}

const byOrder = async (): Promise<string[]> => (await db().collection(CATEGORIES).orderBy('order').get()).docs.map((category) => category.id);
const ids = (categories: Category[]) => categories.map((category) => category.id);

it('reads the categories from their digest: one document, none of the collection', async () => {
  await serverCall(rebuildCategoryDigest, db(), 'tenant-a');
  const before = reads();
  const categories = await watch(watchCategories('tenant-a'));
  try {
    expect(ids(await categories.latest())).toEqual(await byOrder());
    expect(readsSince(before)).toEqual({ 'tenants/tenant-a/digests': 1 });
  } finally {
    categories.stop();
  }
});

it('reads the collection while the digest is missing, and the digest again once it is written', async () => {
  await db().doc('tenants/tenant-a/digests/categories').delete();
  const [first = ''] = await byOrder();
  const firstName: unknown = (await db().doc(`${CATEGORIES}/${first}`).get()).get('name');
  const before = reads();
  const categories = await watch(watchCategories('tenant-a'));
  try {
    // The client may first show the digest it had before its deletion, from the cache (no read), and
    // then the server's answer sends it to the collection. (The missing digest's own read is billed too,
    // but a client that saw it deleted shows its absence from the cache first and the counter cannot
    // see the server's answer: readCounter.ts.)
    const { length } = await byOrder();
    await categories.latest(() => readsSince(before)[CATEGORIES] === length);
    expect(ids(await categories.latest())).toEqual(await byOrder());
    expect(readsSince(before)).toMatchObject({ [CATEGORIES]: length });

    const fromCollection = categories.count();
    await serverCall(rebuildCategoryDigest, db(), 'tenant-a');
    await categories.latest(() => categories.count() > fromCollection);
    expect(ids(await categories.latest())).toEqual(await byOrder());
    // The collection's listener has stopped: a change to a category reaches the page through the digest
    // (rebuilt here and by the trigger), not through the collection.
    const afterSwitch = reads();
    await db().doc(`${CATEGORIES}/${first}`).update({ name: '名前の変更を確認' });
    await serverCall(rebuildCategoryDigest, db(), 'tenant-a');
    const renamed = (list: Category[]) => list.find((category) => category.id === first)?.name === '名前の変更を確認';
    expect(renamed(await categories.latest(renamed))).toBe(true);
    expect(readsSince(afterSwitch)[CATEGORIES]).toBeUndefined();
  } finally {
    categories.stop();
    await db().doc(`${CATEGORIES}/${first}`).update({ name: firstName });
  }
});

it('reads the release notes’ dates from their digest, and from the notes while it is missing', async () => {
  const newest = async () =>
    (await db().collection('patchNotes').where('status', '==', 'published').orderBy('publishedAt', 'desc').limit(10).get()).docs.map((note) =>
      note.get('publishedAt').toMillis(),
    );
  await serverCall(rebuildPatchNoteDigest, db());
  let before = reads();
  const fromDigest = await watch(watchPublishedTimes);
  expect((await fromDigest.latest()).map((time) => time.getTime())).toEqual(await newest());
  expect(readsSince(before)).toEqual({ digests: 1 });
  fromDigest.stop();

  await db().doc('digests/patchNotes').delete();
  before = reads();
  const fromNotes = await watch(watchPublishedTimes);
  // As above: the digest it saw before may show first, from the cache.
  const { length } = await newest();
  await fromNotes.latest(() => readsSince(before)['patchNotes'] === length);
  expect((await fromNotes.latest()).map((time) => time.getTime())).toEqual(await newest());
  expect(readsSince(before)).toMatchObject({ patchNotes: length });
  fromNotes.stop();
});
