// Firestore reads as they are billed, counted in the browser for the performance benchmark and the
// tests that bound a page's reads (the emulator counts none). Pure: it sees snapshots only through the
// few public fields it needs, so the tests drive it with fakes. countingSdk.ts applies it to the SDK.

export interface FirestoreReadCounts {
  total: number;
  /** By collection path, e.g. `tenants/tenant-a/faqs`. */
  byCollection: Record<string, number>;
}

declare global {
  /**
   * Set by the benchmark and the tests before the Firestore SDK loads (an init script, a jest setup
   * file): count its reads. Production pages never load the counter.
   */
  var __MADOGUCHI_COUNT_READS__: boolean | undefined;
  /** Reads since the Firestore SDK loaded, a fresh copy per call (set by countingSdk). */
  var __MADOGUCHI_FIRESTORE_READS__: (() => FirestoreReadCounts) | undefined;
}

/** Reads by collection path. */
export type Reads = ReadonlyMap<string, number>;

interface DocumentLike {
  ref: { parent: { path: string } };
}
interface FromServer {
  metadata: { fromCache: boolean };
}
export type DocumentSnapshotLike = DocumentLike & FromServer;
export interface QuerySnapshotLike extends FromServer {
  docs: readonly DocumentLike[];
  docChanges(): readonly { type: 'added' | 'modified' | 'removed'; doc: DocumentLike }[];
}

/** Where an empty result is counted when its query's collection is unknown. */
export const UNKNOWN_COLLECTION = '(empty)';
/** An aggregation bills one read per batch of up to this many index entries (at least one). */
const INDEX_ENTRIES_PER_READ = 1000;

const NONE: Reads = new Map();

function readsOf(docs: readonly DocumentLike[]): Map<string, number> {
  const reads = new Map<string, number>();
  for (const doc of docs) reads.set(doc.ref.parent.path, (reads.get(doc.ref.parent.path) ?? 0) + 1);
  return reads;
}

// A snapshot with metadata.fromCache === true holds no server data: no read is billed. A listener that
// starts from the cache (the SDK kept the query's last results) then resumes the query, and the server
// sends, and bills, only what changed; so after the first snapshot only changes count. Missed: cached
// documents of another query that a new query shows first, which the server sends and bills again.

/** A document get: one read, found or not. */
export function documentReads(snapshot: DocumentSnapshotLike): Reads {
  return snapshot.metadata.fromCache ? NONE : readsOf([snapshot]);
}

/** A query result: one read per document, and one for an empty result. */
export function queryReads(snapshot: QuerySnapshotLike, collectionPath: string): Reads {
  if (snapshot.metadata.fromCache) return NONE;
  return snapshot.docs.length ? readsOf(snapshot.docs) : new Map([[collectionPath, 1]]);
}

/** A count aggregation over `count` index entries. */
export function aggregateReads(count: number, collectionPath: string): Reads {
  return new Map([[collectionPath, Math.max(1, Math.ceil(count / INDEX_ENTRIES_PER_READ))]]);
}

/** A document listener: its first snapshot as a get, then one read per change, a deletion excepted. */
export function documentListenerReads(): (snapshot: DocumentSnapshotLike & { exists(): boolean }) => Reads {
  let shown = false;
  return (snapshot) => {
    const first = !shown;
    shown = true;
    return first || snapshot.exists() ? documentReads(snapshot) : NONE;
  };
}

/**
 * A query listener: its first snapshot as a get, then one read per document added or modified.
 * Removals are not billed (a document that merely stops matching is, but the client cannot tell that
 * from a deletion).
 */
export function queryListenerReads(collectionPath: string): (snapshot: QuerySnapshotLike) => Reads {
  let shown = false;
  return (snapshot) => {
    const first = !shown;
    shown = true;
    if (first || snapshot.metadata.fromCache) return queryReads(snapshot, collectionPath);
    return readsOf(snapshot.docChanges().flatMap((change) => (change.type === 'removed' ? [] : [change.doc])));
  };
}

type Next = (snapshot: never) => void;
interface Observer {
  next?: Next;
  error?: (error: never) => void;
  complete?: () => void;
}

// As the SDK tells an observer from the options: an object with any of these methods.
const isObserver = (value: unknown): value is Observer =>
  typeof value === 'object' &&
  value !== null &&
  (['next', 'error', 'complete'] as const).some((key) => typeof (value as Observer)[key] === 'function');

/**
 * onSnapshot's arguments after the target, whichever overload (options or not; an observer or
 * callbacks), with `count` called on every snapshot before the caller's own handler.
 */
export function countingListenerArgs<Snapshot>(args: readonly unknown[], count: (snapshot: Snapshot) => void): unknown[] {
  const at = args.findIndex((arg) => typeof arg === 'function' || isObserver(arg));
  const handler = args[at];
  let counted: unknown;
  if (typeof handler === 'function') {
    counted = (snapshot: Snapshot) => {
      count(snapshot);
      (handler as (snapshot: Snapshot) => void)(snapshot);
    };
  } else if (isObserver(handler)) {
    counted = {
      next: (snapshot: Snapshot) => {
        count(snapshot);
        (handler.next as ((snapshot: Snapshot) => void) | undefined)?.call(handler, snapshot);
      },
      error: handler.error?.bind(handler),
      complete: handler.complete?.bind(handler),
    };
  } else {
    return [...args];
  }
  return args.map((arg, index) => (index === at ? counted : arg));
}

/** The running totals; counts() returns a copy. */
export function createReadTally() {
  let total = 0;
  const byCollection = new Map<string, number>();
  return {
    add(reads: Reads): void {
      for (const [path, count] of reads) {
        total += count;
        byCollection.set(path, (byCollection.get(path) ?? 0) + count);
      }
    },
    counts: (): FirestoreReadCounts => ({ total, byCollection: Object.fromEntries(byCollection) }),
  };
}

/**
 * Listeners grouped by the target they share. The SDK listens to the server once per distinct query
 * (or document), however many listeners it has, and gives a listener that joins a running target its
 * current view: the server bills the target once. So only the oldest listener of a group counts; when
 * it leaves, the next one counts from there (its snapshots follow the same view).
 */
export function createListenerGroups<Target>(sameTarget: (a: Target, b: Target) => boolean) {
  const groups: { target: Target; members: object[] }[] = [];
  return {
    join(target: Target): { counts: () => boolean; leave: () => void } {
      let group = groups.find((candidate) => sameTarget(candidate.target, target));
      if (!group) {
        group = { target, members: [] };
        groups.push(group);
      }
      const joined = group;
      const member = {};
      joined.members.push(member);
      return {
        counts: () => joined.members[0] === member,
        leave: () => {
          joined.members = joined.members.filter((other) => other !== member);
          if (!joined.members.length) groups.splice(groups.indexOf(joined), 1);
        },
      };
    },
  };
}
