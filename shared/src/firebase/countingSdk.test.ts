import { countingSdk } from './countingSdk';
import type { FirestoreSdk } from './firestore';

// A stand-in SDK with the few functions the wrapper replaces; the real one is exercised against the
// emulator in test/integration/firestoreReadCounter.int.test.ts.
const FAQS = 'tenants/tenant-a/faqs';
const metadata = { fromCache: false };
const collection = { type: 'collection', path: FAQS };
const faqDoc = { ref: { parent: { path: FAQS } } };
const listeners: unknown[][] = [];
const fake = {
  where: jest.fn(),
  query: (base: object, ...constraints: unknown[]) => ({ type: 'query', base, constraints }),
  getDoc: async () => ({ ...faqDoc, metadata }),
  getDocs: async () => ({ metadata, docs: [], docChanges: () => [] }),
  getCountFromServer: async () => ({ data: () => ({ count: 2500 }) }),
  queryEqual: (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b),
  onSnapshot: (_target: unknown, ...args: unknown[]) => {
    listeners.push(args);
    return () => undefined;
  },
};
const sdk = countingSdk(fake as unknown as FirestoreSdk);

const reads = () => {
  const counts = globalThis.__MADOGUCHI_FIRESTORE_READS__?.();
  if (!counts) throw new Error('no read counter on globalThis');
  return counts;
};

/** The reads `act` adds, by collection. */
async function readsOf(act: () => unknown): Promise<Record<string, number>> {
  const before = reads();
  await act();
  const after = reads();
  expect(after.total).toBe(Object.values(after.byCollection).reduce((sum, count) => sum + count, 0));
  return Object.fromEntries(
    Object.entries(after.byCollection)
      .map(([path, count]): [string, number] => [path, count - (before.byCollection[path] ?? 0)])
      .filter(([, count]) => count > 0),
  );
}

it('keeps the functions it does not count', () => {
  expect(sdk.where).toBe(fake.where);
});

it('counts a document get', async () => {
  expect(await readsOf(() => sdk.getDoc({} as never))).toEqual({ [FAQS]: 1 });
});

it('counts an empty result of a derived query to the collection it was built on', async () => {
  const derived = sdk.query(sdk.query(collection as never, sdk.where('status', '==', 'published')));
  expect(await readsOf(() => sdk.getDocs(derived))).toEqual({ [FAQS]: 1 });
  expect(await readsOf(() => sdk.getDocs({ type: 'query' } as never))).toEqual({ '(empty)': 1 });
});

it('counts an aggregation by its index entries', async () => {
  expect(await readsOf(() => sdk.getCountFromServer(collection as never))).toEqual({ [FAQS]: 3 });
});

it('counts listener snapshots, documents and queries alike', async () => {
  const onNext = jest.fn();
  sdk.onSnapshot({ type: 'document', path: `${FAQS}/one` } as never, onNext);
  sdk.onSnapshot(collection as never, { next: onNext });
  const [[documentNext], [queryObserver]] = listeners.slice(-2) as [[(s: unknown) => void], [{ next: (s: unknown) => void }]];

  expect(await readsOf(() => documentNext({ ...faqDoc, metadata, exists: () => true }))).toEqual({ [FAQS]: 1 });
  expect(await readsOf(() => queryObserver.next({ metadata, docs: [faqDoc, faqDoc], docChanges: () => [] }))).toEqual({ [FAQS]: 2 });
  expect(onNext).toHaveBeenCalledTimes(2);
});

type Next = (snapshot: unknown) => void;

it('bills a target once however many listeners share it, the next one counting when the first leaves', async () => {
  const userDoc = { ref: { parent: { path: 'tenants/tenant-a/users' } } };
  const snapshot = { ...userDoc, metadata, exists: () => true };
  const target = { type: 'document', path: 'tenants/tenant-a/users/u1' };
  const stopFirst = sdk.onSnapshot(target as never, jest.fn());
  sdk.onSnapshot({ ...target } as never, jest.fn());
  const [[first], [second]] = listeners.slice(-2) as [[Next], [Next]];

  // Both get the server's first snapshot, and then one change: the server sent each once.
  expect(await readsOf(() => [first(snapshot), second(snapshot), first(snapshot), second(snapshot)])).toEqual({
    'tenants/tenant-a/users': 2,
  });
  stopFirst();
  expect(await readsOf(() => second(snapshot))).toEqual({ 'tenants/tenant-a/users': 1 });

  // Equal queries share; another query or document is a target of its own.
  const published = () => sdk.query(collection as never, 'published' as never);
  sdk.onSnapshot(published(), jest.fn());
  sdk.onSnapshot(published(), jest.fn());
  sdk.onSnapshot(sdk.query(collection as never, 'drafts' as never), jest.fn());
  sdk.onSnapshot({ type: 'document', path: 'tenants/tenant-a/users/u2' } as never, jest.fn());
  const [[a], [b], [c], [d]] = listeners.slice(-4) as [[Next], [Next], [Next], [Next]];
  const result = { metadata, docs: [faqDoc], docChanges: () => [] };
  expect(await readsOf(() => [a(result), b(result), c(result), d(snapshot)])).toEqual({ [FAQS]: 2, 'tenants/tenant-a/users': 1 });
});
