import { deleteApp, initializeApp } from 'firebase/app';
import * as firestore from 'firebase/firestore';
import { countingSdk } from './countingSdk';
import type { FirestoreSdk } from './firestore';
import { recordingSdk, type RecordedQuery } from './queryShapes';

// Queries are built by the real SDK (offline: building one sends nothing); only running them is
// stood in for. The recorder on the emulator is exercised by every integration and browser test, and
// the index coverage check fails when it recorded nothing.
const app = initializeApp({ projectId: 'demo-query-shapes', apiKey: 'demo' }, 'query-shapes-test');
const db = firestore.getFirestore(app);
afterAll(() => deleteApp(app));

const ran = {
  getDocs: async () => ({ metadata: { fromCache: true }, docs: [] }),
  getCountFromServer: async () => ({ data: () => ({ count: 0 }) }),
  onSnapshot: () => () => undefined,
};
const standIn = { ...firestore, ...ran } as unknown as FirestoreSdk;

function recorder(): { sdk: FirestoreSdk; recorded: RecordedQuery[] } {
  const recorded: RecordedQuery[] = [];
  return { sdk: recordingSdk(standIn, (query) => recorded.push(query)), recorded };
}

it('records the collection, filters and orderings of a query when it runs, not when it is built', async () => {
  const { sdk, recorded } = recorder();
  const inquiries = sdk.collection(db, 'tenants', 'tenant-a', 'inquiries');
  const q = sdk.query(inquiries, sdk.where('status', '==', 'new'), sdk.orderBy('lastMessageAt', 'desc'), sdk.limit(20));
  expect(recorded).toEqual([]);

  await sdk.getDocs(q);
  expect(recorded).toEqual([
    {
      run: 'get',
      collection: 'inquiries',
      group: false,
      filters: [{ field: 'status', op: '==' }],
      orderBy: [{ field: 'lastMessageAt', direction: 'desc' }],
    },
  ]);
});

it('adds the constraints of a derived query to its base, leaving the base as it was', async () => {
  const { sdk, recorded } = recorder();
  const base = sdk.query(sdk.collection(db, 'faqs'), sdk.where('status', '==', 'published'));
  const derived = sdk.query(base, sdk.where('categoryIds', 'array-contains', 'c1'), sdk.orderBy('updatedAt'));
  await sdk.getDocs(derived);
  await sdk.getDocs(base);
  expect(recorded.map(({ filters, orderBy }) => ({ filters, orderBy }))).toEqual([
    {
      filters: [
        { field: 'status', op: '==' },
        { field: 'categoryIds', op: 'array-contains' },
      ],
      orderBy: [{ field: 'updatedAt', direction: 'asc' }],
    },
    { filters: [{ field: 'status', op: '==' }], orderBy: [] },
  ]);
});

it('records collection groups, documentId() as __name__ and composite filters', async () => {
  const { sdk, recorded } = recorder();
  const q = sdk.query(
    sdk.collectionGroup(db, 'inquiries'),
    sdk.and(
      sdk.or(sdk.where('status', '==', 'new'), sdk.and(sdk.where('status', '==', 'resolved'), sdk.where('resolvedAt', '<', 5))),
      sdk.where(sdk.documentId(), '>=', 'tenants/a'),
    ),
  );
  await sdk.getDocs(q);
  expect(recorded[0]).toMatchObject({
    collection: 'inquiries',
    group: true,
    filters: [
      {
        and: [
          {
            or: [
              { field: 'status', op: '==' },
              {
                and: [
                  { field: 'status', op: '==' },
                  { field: 'resolvedAt', op: '<' },
                ],
              },
            ],
          },
          { field: '__name__', op: '>=' },
        ],
      },
    ],
  });
});

it('names how the query ran: get, count, listen (a document listener is no query)', async () => {
  const { sdk, recorded } = recorder();
  const users = sdk.collection(db, 'tenants', 'tenant-a', 'users');
  await sdk.getDocs(users);
  await sdk.getCountFromServer(sdk.query(users, sdk.where('status', '==', 'active')));
  sdk.onSnapshot(sdk.query(users, sdk.orderBy('name')), () => undefined);
  sdk.onSnapshot(sdk.doc(users, 'u1'), () => undefined);
  expect(recorded.map(({ run, filters }) => [run, filters.length])).toEqual([
    ['get', 0],
    ['count', 1],
    ['listen', 0],
  ]);
});

it('marks limitToLast, ignores limits and cursors, and flags a filter it could not read', async () => {
  const { sdk, recorded } = recorder();
  const notes = sdk.collection(db, 'patchNotes');
  await sdk.getDocs(sdk.query(notes, sdk.orderBy('publishedAt'), sdk.limitToLast(3)));
  await sdk.getDocs(sdk.query(notes, sdk.orderBy('publishedAt'), sdk.startAfter(1), sdk.limit(3)));
  // Made by the SDK itself rather than through the wrapper: the recorder cannot say which field.
  await sdk.getDocs(sdk.query(notes, firestore.where('status', '==', 'published'), firestore.limit(1)));
  await sdk.getDocs(sdk.query(notes, sdk.where(new firestore.FieldPath('a', 'b'), '==', 1)));

  expect(recorded[0]).toMatchObject({ limitToLast: true });
  expect(recorded[1]).not.toHaveProperty('limitToLast');
  expect(recorded[1]?.filters).toEqual([]);
  expect(recorded[2]?.filters).toEqual([{ field: '(unknown)', op: 'where' }]);
  expect(recorded[3]?.filters).toEqual([{ field: '(unknown)', op: '==' }]);
});

it('is off in countingSdk unless a test installed the global recorder', async () => {
  const recorded: RecordedQuery[] = [];
  const plain = countingSdk(standIn);
  await plain.getDocs(plain.collection(db, 'tenants'));

  globalThis.__MADOGUCHI_QUERY_SHAPES__ = (query) => recorded.push(query);
  try {
    const recording = countingSdk(standIn);
    await recording.getDocs(recording.query(recording.collection(db, 'tenants'), recording.orderBy('createdAt')));
  } finally {
    delete globalThis.__MADOGUCHI_QUERY_SHAPES__;
  }
  expect(recorded).toEqual([{ run: 'get', collection: 'tenants', group: false, filters: [], orderBy: [{ field: 'createdAt', direction: 'asc' }] }]);
});
