import type { DocumentReference, FieldPath, Firestore, Query, QueryFilterConstraint } from 'firebase/firestore';
import type { FilterShape, FieldFilterShape, OrderShape, QueryShape, RecordedQuery } from '../contracts/queryShapes';
import type { FirestoreSdk } from './firestore';

// The shape of each query the page runs (collection, filters, orderings; no values), for the tests'
// index coverage check (test/support/firestoreIndexes): the emulator serves any query without an
// index, production refuses one whose composite index is not declared. Off unless a test installs
// globalThis.__MADOGUCHI_QUERY_SHAPES__ before the Firestore SDK loads; countingSdk.ts applies it.

export type { FieldFilterShape, FilterShape, OrderShape, QueryShape, RecordedQuery };

declare global {
  /** Set by tests only: called with the shape of every query sent to the server. */
  var __MADOGUCHI_QUERY_SHAPES__: ((query: RecordedQuery) => unknown) | undefined;
}

type Part = { filter: FilterShape } | { order: OrderShape } | { limitToLast: true };

const UNKNOWN = '(unknown)';

/**
 * The SDK with each query's shape passed to `record` when it is run. The public API does not show a
 * query's filters, so the functions that make them are wrapped to remember their arguments.
 */
export function recordingSdk(sdk: FirestoreSdk, record: (query: RecordedQuery) => unknown): FirestoreSdk {
  const parts = new WeakMap<object, Part>();
  const shapes = new WeakMap<object, QueryShape>();
  const documentIds = new WeakSet<object>();

  // A FieldPath built by hand cannot be read back; the check then fails on the unknown field.
  const nameOf = (field: string | FieldPath) => (typeof field == 'string' ? field : documentIds.has(field) ? '__name__' : UNKNOWN);
  const remember = <T extends object>(made: T, part: Part): T => (parts.set(made, part), made);
  const shapeOf = (query: Query): QueryShape =>
    // A collection reference shows its id; any other query was made by the wrapper.
    shapes.get(query) ?? { collection: (query as { id?: string }).id ?? UNKNOWN, group: false, filters: [], orderBy: [] };
  const filterOf = (constraint: object): FilterShape => {
    const part = parts.get(constraint);
    return part && 'filter' in part ? part.filter : { field: UNKNOWN, op: UNKNOWN };
  };
  const run = (kind: RecordedQuery['run'], query: Query) => {
    // A test's recorder may be asynchronous (a browser binding); a page closing under it is no error.
    Promise.resolve(record({ ...shapeOf(query), run: kind })).catch(() => undefined);
  };

  const query = (base: Query, ...constraints: { type: string }[]): Query => {
    const derived = (sdk.query as (base: Query, ...constraints: unknown[]) => Query)(base, ...constraints);
    const shape = { ...shapeOf(base) };
    shape.filters = [...shape.filters];
    shape.orderBy = [...shape.orderBy];
    for (const constraint of constraints) {
      const part = parts.get(constraint);
      if (!part) {
        // Made without this wrapper: limits and cursors do not matter, a filter or ordering does.
        if (!/^(limit|start|end)/.test(constraint.type)) shape.filters.push({ field: UNKNOWN, op: constraint.type });
      } else if ('filter' in part) shape.filters.push(part.filter);
      else if ('order' in part) shape.orderBy.push(part.order);
      else shape.limitToLast = true;
    }
    shapes.set(derived, shape);
    return derived;
  };

  // One cast: the SDK's type also carries the compat overloads (a test imports firebase/compat).
  return {
    ...sdk,
    query,
    documentId: () => {
      const id = sdk.documentId();
      documentIds.add(id);
      return id;
    },
    collectionGroup: (db: Firestore, collectionId: string) => {
      const group = sdk.collectionGroup(db, collectionId);
      shapes.set(group, { collection: collectionId, group: true, filters: [], orderBy: [] });
      return group;
    },
    where: (field: string | FieldPath, op: string, value: unknown) =>
      remember(sdk.where(field, op as never, value), { filter: { field: nameOf(field), op } }),
    orderBy: (field: string | FieldPath, direction: 'asc' | 'desc' = 'asc') =>
      remember(sdk.orderBy(field, direction), { order: { field: nameOf(field), direction } }),
    and: (...filters: QueryFilterConstraint[]) => remember(sdk.and(...filters), { filter: { and: filters.map(filterOf) } }),
    or: (...filters: QueryFilterConstraint[]) => remember(sdk.or(...filters), { filter: { or: filters.map(filterOf) } }),
    limitToLast: (count: number) => remember(sdk.limitToLast(count), { limitToLast: true }),
    getDocs: (q: Query) => (run('get', q), sdk.getDocs(q)),
    getDocsFromServer: (q: Query) => (run('get', q), sdk.getDocsFromServer(q)),
    getCountFromServer: (q: Query) => (run('count', q), sdk.getCountFromServer(q)),
    getAggregateFromServer: (q: Query, spec: never) => (run('aggregate', q), sdk.getAggregateFromServer(q, spec)),
    onSnapshot: (target: DocumentReference | Query, ...args: unknown[]) => {
      if (target.type !== 'document') run('listen', target);
      return (sdk.onSnapshot as (target: unknown, ...args: unknown[]) => () => void)(target, ...args);
    },
  } as unknown as FirestoreSdk;
}
