import {
  UNKNOWN_COLLECTION,
  aggregateReads,
  countingListenerArgs,
  createReadTally,
  documentListenerReads,
  documentReads,
  queryListenerReads,
  queryReads,
  type QuerySnapshotLike,
} from './readCounter';

// Fakes with only the public fields the counter reads.
const doc = (path: string) => ({ ref: { parent: { path } } });
const metadata = (fromCache: boolean) => ({ fromCache });
type Change = ReturnType<QuerySnapshotLike['docChanges']>[number];

function querySnapshot(paths: string[], { fromCache = false, changes = [] as Change[] } = {}): QuerySnapshotLike {
  return { metadata: metadata(fromCache), docs: paths.map(doc), docChanges: () => changes };
}
const change = (type: Change['type'], path: string): Change => ({ type, doc: doc(path) });
const plain = (reads: ReadonlyMap<string, number>) => Object.fromEntries(reads);

const FAQS = 'tenants/tenant-a/faqs';
const USERS = 'tenants/tenant-a/users';

describe('documentReads', () => {
  it('bills one read to the document’s collection, found or not', () => {
    expect(plain(documentReads({ ...doc(USERS), metadata: metadata(false) }))).toEqual({ [USERS]: 1 });
  });

  it('bills nothing for a snapshot from the cache', () => {
    expect(plain(documentReads({ ...doc(USERS), metadata: metadata(true) }))).toEqual({});
  });
});

describe('documentListenerReads', () => {
  const snapshot = (exists: boolean, fromCache = false) => ({ ...doc(USERS), metadata: metadata(fromCache), exists: () => exists });

  it('bills the first snapshot, missing or not, then each change but a deletion', () => {
    const reads = documentListenerReads();
    expect(plain(reads(snapshot(false)))).toEqual({ [USERS]: 1 });
    expect(plain(reads(snapshot(true)))).toEqual({ [USERS]: 1 });
    expect(plain(reads(snapshot(true)))).toEqual({ [USERS]: 1 });
    expect(plain(reads(snapshot(false)))).toEqual({});
  });

  it('bills nothing for snapshots from the cache', () => {
    const reads = documentListenerReads();
    expect(plain(reads(snapshot(true, true)))).toEqual({});
    expect(plain(reads(snapshot(true)))).toEqual({ [USERS]: 1 });
    expect(plain(reads(snapshot(true, true)))).toEqual({});
  });
});

describe('queryReads', () => {
  it('bills one read per document, by the collection each lives in', () => {
    const snapshot = querySnapshot([FAQS, FAQS, 'tenants/tenant-a/inquiries/i1/messages']);
    expect(plain(queryReads(snapshot, FAQS))).toEqual({ [FAQS]: 2, 'tenants/tenant-a/inquiries/i1/messages': 1 });
  });

  it('bills one read for an empty result, to the collection it is given', () => {
    expect(plain(queryReads(querySnapshot([]), FAQS))).toEqual({ [FAQS]: 1 });
    expect(plain(queryReads(querySnapshot([]), UNKNOWN_COLLECTION))).toEqual({ '(empty)': 1 });
  });

  it('bills nothing for a result from the cache', () => {
    expect(plain(queryReads(querySnapshot([FAQS], { fromCache: true }), FAQS))).toEqual({});
  });
});

describe('aggregateReads', () => {
  it('bills one read per 1,000 index entries, and one at least', () => {
    expect(plain(aggregateReads(0, FAQS))).toEqual({ [FAQS]: 1 });
    expect(plain(aggregateReads(1000, FAQS))).toEqual({ [FAQS]: 1 });
    expect(plain(aggregateReads(1001, FAQS))).toEqual({ [FAQS]: 2 });
  });
});

describe('queryListenerReads', () => {
  it('bills the first result in full, then documents added or modified, not removed', () => {
    const reads = queryListenerReads(FAQS);
    expect(plain(reads(querySnapshot([FAQS, FAQS], { changes: [change('added', FAQS), change('added', FAQS)] })))).toEqual({
      [FAQS]: 2,
    });
    const update = querySnapshot([FAQS, FAQS], {
      changes: [change('added', FAQS), change('modified', FAQS), change('removed', FAQS)],
    });
    expect(plain(reads(update))).toEqual({ [FAQS]: 2 });
    expect(plain(reads(querySnapshot([FAQS], { changes: [change('removed', FAQS)] })))).toEqual({});
  });

  it('bills an empty first result once', () => {
    const reads = queryListenerReads(FAQS);
    expect(plain(reads(querySnapshot([])))).toEqual({ [FAQS]: 1 });
    expect(plain(reads(querySnapshot([FAQS], { changes: [change('added', FAQS)] })))).toEqual({ [FAQS]: 1 });
  });

  it('takes a cached first snapshot as what the client has, and bills only what the server changes', () => {
    const reads = queryListenerReads(FAQS);
    const cached = querySnapshot([FAQS, FAQS], { fromCache: true, changes: [change('added', FAQS), change('added', FAQS)] });
    expect(plain(reads(cached))).toEqual({});
    const resumed = querySnapshot([FAQS, FAQS, FAQS], { changes: [change('added', FAQS)] });
    expect(plain(reads(resumed))).toEqual({ [FAQS]: 1 });
    const offline = querySnapshot([FAQS, FAQS, FAQS], { fromCache: true, changes: [change('modified', FAQS)] });
    expect(plain(reads(offline))).toEqual({});
  });
});

describe('countingListenerArgs', () => {
  const options = { includeMetadataChanges: false };

  it.each([
    ['callbacks', [] as unknown[]],
    ['options and callbacks', [options]],
  ])('counts before the caller’s onNext, keeping the other arguments (%s)', (_form, before) => {
    const calls: string[] = [];
    const onNext = (snapshot: string) => calls.push(`next ${snapshot}`);
    const onError = jest.fn();
    const args = countingListenerArgs([...before, onNext, onError], (snapshot: string) => calls.push(`count ${snapshot}`));

    expect(args.slice(0, before.length)).toEqual(before);
    expect(args[before.length + 1]).toBe(onError);
    (args[before.length] as (snapshot: string) => void)('s1');
    expect(calls).toEqual(['count s1', 'next s1']);
  });

  it.each([
    ['an observer', [] as unknown[]],
    ['options and an observer', [options]],
  ])('counts before the observer’s next, which keeps its this (%s)', (_form, before) => {
    const calls: string[] = [];
    const observer = {
      seen: [] as string[],
      next(snapshot: string) {
        this.seen.push(snapshot);
      },
      error: jest.fn(),
    };
    const args = countingListenerArgs([...before, observer], (snapshot: string) => calls.push(`count ${snapshot}`));
    const counted = args[before.length] as { next: (snapshot: string) => void; error: (error: Error) => void };

    expect(args.slice(0, before.length)).toEqual(before);
    counted.next('s1');
    counted.error(new Error('denied'));
    expect(calls).toEqual(['count s1']);
    expect(observer.seen).toEqual(['s1']);
    expect(observer.error).toHaveBeenCalledWith(new Error('denied'));
  });

  it('still counts for an observer with only an error handler', () => {
    const count = jest.fn();
    const args = countingListenerArgs([{ error: jest.fn() }], count);
    (args[0] as { next: (snapshot: string) => void }).next('s1');
    expect(count).toHaveBeenCalledWith('s1');
  });

  it('leaves arguments without a handler alone', () => {
    expect(countingListenerArgs([options], jest.fn())).toEqual([options]);
  });
});

describe('createReadTally', () => {
  it('sums reads by collection and hands out copies', () => {
    const tally = createReadTally();
    tally.add(new Map([[FAQS, 2]]));
    const before = tally.counts();
    tally.add(new Map([[FAQS, 1], [USERS, 1]]));

    expect(before).toEqual({ total: 2, byCollection: { [FAQS]: 2 } });
    expect(tally.counts()).toEqual({ total: 4, byCollection: { [FAQS]: 3, [USERS]: 1 } });
    before.byCollection[FAQS] = 99;
    expect(tally.counts().byCollection[FAQS]).toBe(3);
  });
});
