/** @jest-environment node */
// The read counter of shared/src/firebase (countingSdk.ts) on the real Firestore SDK against the
// emulator: what loadFirestore() hands the data layer counts gets, queries, aggregations and both
// kinds of listener as Firestore bills them. Signed in as user@a.example.com, under the real rules.
import { signOut } from 'firebase/auth';
import type { App as AdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { fetchMemberships } from '../../shared/src/auth/tenantsRepository';
import { loadFirestore } from '../../shared/src/firebase/firestore';
import { startDemoClients, stopDemoClients, type DemoClients } from '../support/demoClients';
import { signInByEmailLink } from '../support/emailLinkSignIn';

const UID = 'demo-user-a';
const USERS = 'tenants/tenant-a/users';
const NOTIFICATIONS = `${USERS}/${UID}/notifications`;
const probeId = `read-counter-${Date.now().toString(36)}-${process.pid}`;
const notice = { type: 'reply', title: '読み取りカウンターの確認', link: '/tenants/tenant-a', read: false, createdAt: Timestamp.now() };

let clients: DemoClients | undefined;
let adminApp: AdminApp;

beforeAll(async () => {
  clients = await startDemoClients('read-counter-test');
  adminApp = clients.adminApp;
  await signInByEmailLink(clients.auth, 'user@a.example.com');
});

afterAll(async () => {
  if (clients) {
    await getAdminFirestore(adminApp).doc(`${NOTIFICATIONS}/${probeId}`).delete();
    await signOut(clients.auth);
  }
  await stopDemoClients(clients);
});

function counts() {
  const read = globalThis.__MADOGUCHI_FIRESTORE_READS__;
  if (!read) throw new Error('loadFirestore did not expose the read counter');
  return read();
}

/** The reads by collection that `act` caused (after `settled`, for listeners). */
async function readsDuring(act: () => unknown, settled: () => boolean = () => true): Promise<Record<string, number>> {
  const before = counts();
  await act();
  for (let waited = 0; !settled() && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(settled()).toBe(true);
  const after = counts();
  return Object.fromEntries(
    Object.entries(after.byCollection)
      .map(([path, count]): [string, number] => [path, count - (before.byCollection[path] ?? 0)])
      .filter(([, count]) => count !== 0),
  );
}

it('counts listeners: the first result in full, then what is added or changed, not deletions', async () => {
  const { db, sdk } = await loadFirestore();
  const probe = getAdminFirestore(adminApp).doc(`${NOTIFICATIONS}/${probeId}`);
  const seeded = (await getAdminFirestore(adminApp).collection(NOTIFICATIONS).get()).size;
  const querySnapshots: number[] = [];
  const documentSnapshots: boolean[] = [];
  const stops: (() => void)[] = [];
  const listen = () => {
    stops.push(sdk.onSnapshot(sdk.collection(db, NOTIFICATIONS), { next: (snapshot) => querySnapshots.push(snapshot.size) }));
    stops.push(
      sdk.onSnapshot(sdk.doc(db, NOTIFICATIONS, probeId), { includeMetadataChanges: false }, (snapshot) =>
        documentSnapshots.push(snapshot.exists()),
      ),
    );
  };
  const snapshots = (count: number) => () => querySnapshots.length === count && documentSnapshots.length === count;
  try {
    // The first to listen to these in this client. The probe does not exist yet: still a read.
    expect(await readsDuring(listen, snapshots(1))).toEqual({ [NOTIFICATIONS]: seeded + 1 });
    expect(await readsDuring(() => probe.set(notice), snapshots(2))).toEqual({ [NOTIFICATIONS]: 2 });
    expect(await readsDuring(() => probe.update({ read: true }), snapshots(3))).toEqual({ [NOTIFICATIONS]: 2 });
    expect(await readsDuring(() => probe.delete(), snapshots(4))).toEqual({});
    expect(documentSnapshots).toEqual([false, true, true, false]);
  } finally {
    stops.forEach((stop) => stop());
  }
});

it('counts a listener that starts from the cache by what the server changes', async () => {
  const { db, sdk } = await loadFirestore();
  const notifications = sdk.collection(db, NOTIFICATIONS);
  const seeded = (await sdk.getDocs(notifications)).size;
  const snapshots: { size: number; fromCache: boolean }[] = [];
  let stop = () => {};
  const listen = () => {
    stop = sdk.onSnapshot(notifications, (snapshot) => snapshots.push({ size: snapshot.size, fromCache: snapshot.metadata.fromCache }));
  };
  try {
    const first = await readsDuring(listen, () => snapshots.length === 1);
    // The SDK keeps the last results of a query for a while and shows them first, then resumes it.
    expect(first).toEqual(snapshots[0]?.fromCache ? {} : { [NOTIFICATIONS]: seeded });
    const probe = getAdminFirestore(adminApp).doc(`${NOTIFICATIONS}/${probeId}`);
    expect(await readsDuring(() => probe.set(notice), () => snapshots.at(-1)?.size === seeded + 1)).toEqual({ [NOTIFICATIONS]: 1 });
    await probe.delete();
  } finally {
    stop();
  }
});

it('counts a document get, a query, an empty query and an aggregation', async () => {
  const { db, sdk } = await loadFirestore();
  const notifications = sdk.collection(db, NOTIFICATIONS);
  const seeded = (await getAdminFirestore(adminApp).collection(NOTIFICATIONS).get()).size;
  expect(seeded).toBeGreaterThan(0);

  expect(await readsDuring(() => sdk.getDoc(sdk.doc(db, USERS, UID)))).toEqual({ [USERS]: 1 });
  expect(await readsDuring(() => fetchMemberships(UID))).toEqual({ [`userPermissions/${UID}/tenants`]: 1 });
  expect(await readsDuring(() => sdk.getDocs(notifications))).toEqual({ [NOTIFICATIONS]: seeded });
  const none = sdk.query(notifications, sdk.where('type', '==', 'no-such-type'), sdk.limit(5));
  expect(await readsDuring(() => sdk.getDocs(none))).toEqual({ [NOTIFICATIONS]: 1 });
  expect(await readsDuring(() => sdk.getCountFromServer(notifications))).toEqual({ [NOTIFICATIONS]: 1 });
});


it('bills a document or query two listeners share once, as the SDK listens to it once', async () => {
  // Categories: documents this client has not read yet, so no listener starts from the cache. The
  // document and the query are listened to in turn: a document another target holds shows from the
  // cache, and the counter cannot see what the server then bills (readCounter.ts says so).
  const CATEGORIES = 'tenants/tenant-a/categories';
  const { db, sdk } = await loadFirestore();
  const categories = await getAdminFirestore(adminApp).collection(CATEGORIES).get();
  const category = categories.docs[0];
  if (!category) throw new Error('tenant-a has no categories');
  const original = category.get('description') as string;
  // The description each listener last saw from the server.
  const seen = new Map<string, unknown>();
  const allSaw = (description: unknown) => () => seen.size === 2 && [...seen.values()].every((value) => value === description);
  const twoListeners = (listen: (name: string) => () => void) => async (description: string) => {
    seen.clear();
    const stops = ['shell', 'badge'].map(listen);
    try {
      const first = await readsDuring(() => undefined, allSaw(original));
      // A change reaches both listeners and is billed once.
      const change = await readsDuring(() => category.ref.update({ description }), allSaw(description));
      return { first, change };
    } finally {
      stops.forEach((stop) => stop());
      await category.ref.update({ description: original });
    }
  };
  const byDocument = twoListeners((name) =>
    sdk.onSnapshot(sdk.doc(db, CATEGORIES, category.id), (snapshot) => {
      if (!snapshot.metadata.fromCache) seen.set(name, snapshot.get('description'));
    }),
  );
  const byQuery = twoListeners((name) =>
    sdk.onSnapshot(sdk.query(sdk.collection(db, CATEGORIES), sdk.orderBy('order')), (snapshot) => {
      if (!snapshot.metadata.fromCache) seen.set(name, snapshot.docs.find((doc) => doc.id === category.id)?.get('description'));
    }),
  );

  expect(await byDocument('文書の読み取りの確認')).toEqual({ first: { [CATEGORIES]: 1 }, change: { [CATEGORIES]: 1 } });
  expect(await byQuery('クエリの読み取りの確認')).toEqual({ first: { [CATEGORIES]: categories.size }, change: { [CATEGORIES]: 1 } });
});
