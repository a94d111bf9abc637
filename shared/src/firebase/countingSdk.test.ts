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
  query: (base: object) => ({ type: 'query', base }),
  getDoc: async () => ({ ...faqDoc, metadata }),
  getDocs: async () => ({ metadata, docs: [], docChanges: () => [] }),
  getCountFromServer: async () => ({ data: () => ({ count: 2500 }) }),
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
  sdk.onSnapshot({ type: 'document' } as never, onNext);
  sdk.onSnapshot(collection as never, { next: onNext });
  const [[documentNext], [queryObserver]] = listeners.slice(-2) as [[(s: unknown) => void], [{ next: (s: unknown) => void }]];

  expect(await readsOf(() => documentNext({ ...faqDoc, metadata, exists: () => true }))).toEqual({ [FAQS]: 1 });
  expect(await readsOf(() => queryObserver.next({ metadata, docs: [faqDoc, faqDoc], docChanges: () => [] }))).toEqual({ [FAQS]: 2 });
  expect(onNext).toHaveBeenCalledTimes(2);
});
