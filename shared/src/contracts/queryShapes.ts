// The shape of a query (collection, filters, orderings; no values), as the browser's recording SDK
// (shared/src/firebase/queryShapes.ts) and the server's Admin SDK log reader
// (functions/src/platform/adminQueryShapes.ts) both record it for the tests' index coverage check.

export interface FieldFilterShape {
  /** A dotted field path; `__name__` for documentId(). */
  field: string;
  /** The SDK's operator: '==', '<', 'array-contains', 'in', 'not-in', '!=', … */
  op: string;
}
export type FilterShape = FieldFilterShape | { and: FilterShape[] } | { or: FilterShape[] };
export interface OrderShape {
  field: string;
  direction: 'asc' | 'desc';
}
export interface QueryShape {
  /** The collection id (the last segment of the collection's path); '' for a query over every collection (as recursiveDelete makes). */
  collection: string;
  /** A collection group query: every collection with that id. */
  group: boolean;
  /** All must hold. */
  filters: FilterShape[];
  /** The explicit orderBy clauses, in order. */
  orderBy: OrderShape[];
  /** limitToLast: the SDK sends every ordering reversed. */
  limitToLast?: true;
}
export interface RecordedQuery extends QueryShape {
  run: 'get' | 'listen' | 'count' | 'aggregate';
}
