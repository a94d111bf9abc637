// A query as data, for the queries a page may also run before the SDK has arrived: the app builds it
// with the SDK (sdkQuery, in ./firestoreQueries.ts), the page's first script as a REST structuredQuery
// (shared/src/early/firestoreRest.ts). One description, so both ask the same of the same rules.

export type PlanOperator = '==' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

export interface QueryPlan {
  /** The collection's path segments, e.g. ['tenants', 't1', 'users']. */
  collection: string[];
  where: [field: string, op: PlanOperator, value: string | number | boolean | Date | null | string[]][];
  orderBy: [field: string, direction: 'asc' | 'desc'][];
  limit?: number;
}
