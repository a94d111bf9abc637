import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot, Unsubscribe } from 'firebase/firestore';
import type { FirestoreSdk } from './firestore';
import { recordingSdk } from './queryShapes';
import {
  UNKNOWN_COLLECTION,
  aggregateReads,
  countingListenerArgs,
  createListenerGroups,
  createReadTally,
  documentListenerReads,
  documentReads,
  queryListenerReads,
  queryReads,
  type Reads,
} from './readCounter';

// Loaded with the Firestore SDK (not on the login page's start-up path), once per page.

const tally = createReadTally();
/** A query's collection path: the public API shows it only on a CollectionReference, so remember it. */
const collectionOfQuery = new WeakMap<object, string>();

const collectionOf = (query: object): string =>
  'path' in query && typeof query.path === 'string' ? query.path : (collectionOfQuery.get(query) ?? UNKNOWN_COLLECTION);

async function counted<Result>(pending: Promise<Result>, reads: (result: Result) => Reads): Promise<Result> {
  const result = await pending;
  tally.add(reads(result));
  return result;
}

/**
 * The SDK with its reads counted on globalThis.__MADOGUCHI_FIRESTORE_READS__, for the benchmark, and,
 * where a test installed globalThis.__MADOGUCHI_QUERY_SHAPES__, each query's shape recorded.
 */
export function countingSdk(sdk: FirestoreSdk): FirestoreSdk {
  globalThis.__MADOGUCHI_FIRESTORE_READS__ = tally.counts;
  const query = (base: Query, ...constraints: unknown[]): Query => {
    const derived = (sdk.query as (base: Query, ...constraints: unknown[]) => Query)(base, ...constraints);
    collectionOfQuery.set(derived, collectionOf(base));
    return derived;
  };
  const listenerGroups = createListenerGroups<DocumentReference | Query>((a, b) =>
    a.type === 'document' ? b.type === 'document' && a.path === b.path : b.type !== 'document' && sdk.queryEqual(a, b),
  );
  const onSnapshot = (target: DocumentReference | Query, ...args: unknown[]): Unsubscribe => {
    const listen = sdk.onSnapshot as (target: DocumentReference | Query, ...args: unknown[]) => Unsubscribe;
    const group = listenerGroups.join(target);
    // Every listener tracks its own snapshots; only the one its group bills adds them up.
    const bill = (reads: Reads) => {
      if (group.counts()) tally.add(reads);
    };
    let stop: Unsubscribe;
    if (target.type === 'document') {
      const reads = documentListenerReads();
      stop = listen(target, ...countingListenerArgs(args, (snapshot: DocumentSnapshot) => bill(reads(snapshot))));
    } else {
      const reads = queryListenerReads(collectionOf(target));
      stop = listen(target, ...countingListenerArgs(args, (snapshot: QuerySnapshot) => bill(reads(snapshot))));
    }
    return () => {
      group.leave();
      stop();
    };
  };

  // One cast: the SDK's type also carries the compat overloads (a test imports firebase/compat).
  const counting = {
    ...sdk,
    query,
    onSnapshot,
    getDoc: (reference: DocumentReference) => counted(sdk.getDoc(reference), documentReads),
    getDocFromServer: (reference: DocumentReference) => counted(sdk.getDocFromServer(reference), documentReads),
    getDocs: (q: Query) => counted(sdk.getDocs(q), (snapshot) => queryReads(snapshot, collectionOf(q))),
    getDocsFromServer: (q: Query) => counted(sdk.getDocsFromServer(q), (snapshot) => queryReads(snapshot, collectionOf(q))),
    getCountFromServer: (q: Query) => counted(sdk.getCountFromServer(q), (result) => aggregateReads(result.data().count, collectionOf(q))),
  } as FirestoreSdk;
  const recordShape = globalThis.__MADOGUCHI_QUERY_SHAPES__;
  return recordShape ? recordingSdk(counting, recordShape) : counting;
}
