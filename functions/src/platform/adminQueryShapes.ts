// The shape of a query the Admin SDK sends (collection, filters, orderings; no values), for the
// tests' index coverage check. Read from the request the SDK logs through its public setLogFunction:
// the request is Firestore's documented RPC (RunQuery, RunAggregationQuery, Listen), but the line
// around it is the SDK's own wording, so requestOfLogLine is the one place that knows it
// (functions/test/adminQueryShapes.test.ts fails if the SDK changes it). The records are the client's
// JSON (the shapes of '@madoguchi/shared/contracts').

import type { FilterShape, RecordedQuery } from '@madoguchi/shared/contracts';

export type { RecordedQuery };

const SENT = /\[Firestore\.requestStream\]: Sending request: (\{.*\})\s*$/s;

/** The request in a line the Admin SDK logs as it sends a streamed RPC; null for any other line. */
export function requestOfLogLine(line: string): unknown {
  const sent = SENT.exec(line);
  return sent?.[1] ? JSON.parse(sent[1]) : null;
}

// google.firestore.v1.StructuredQuery, as far as indexes go.
interface ProtoFieldReference {
  fieldPath: string;
}
interface ProtoFilter {
  fieldFilter?: { field: ProtoFieldReference; op: string };
  unaryFilter?: { field: ProtoFieldReference; op: string };
  compositeFilter?: { op: string; filters: ProtoFilter[] };
}
interface StructuredQuery {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: ProtoFilter;
  orderBy?: { field: ProtoFieldReference; direction?: string }[];
}
interface StreamedRequest {
  structuredQuery?: StructuredQuery;
  structuredAggregationQuery?: { structuredQuery: StructuredQuery; aggregations?: { count?: object }[] };
  addTarget?: { query?: { structuredQuery?: StructuredQuery } };
}

const OPERATORS: Record<string, string> = {
  EQUAL: '==',
  NOT_EQUAL: '!=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  ARRAY_CONTAINS: 'array-contains',
  ARRAY_CONTAINS_ANY: 'array-contains-any',
  IN: 'in',
  NOT_IN: 'not-in',
  // where(field, '==', null) and NaN travel as unary filters.
  IS_NULL: '==',
  IS_NAN: '==',
  IS_NOT_NULL: '!=',
  IS_NOT_NAN: '!=',
};

function filterShape(filter: ProtoFilter): FilterShape {
  const field = filter.fieldFilter ?? filter.unaryFilter;
  if (field) return { field: field.field.fieldPath, op: OPERATORS[field.op] ?? field.op };
  const composite = filter.compositeFilter;
  if (!composite) throw new Error(`unknown filter in a query: ${JSON.stringify(filter)}`);
  const filters = composite.filters.map(filterShape);
  return composite.op === 'OR' ? { or: filters } : { and: filters };
}

function shapeOf(query: StructuredQuery, run: RecordedQuery['run']): RecordedQuery {
  const [from] = query.from ?? [];
  const where = query.where ? filterShape(query.where) : null;
  return {
    collection: from?.collectionId ?? '',
    group: from?.allDescendants === true,
    // A top-level AND is how the SDK sends several where() calls: the same as the client's list.
    filters: where === null ? [] : 'and' in where ? where.and : [where],
    orderBy: (query.orderBy ?? []).map(({ field, direction }) => ({
      field: field.fieldPath,
      direction: direction === 'DESCENDING' ? 'desc' : 'asc',
    })),
    run,
  };
}

/** The query a RunQuery, RunAggregationQuery or Listen request runs; null for other requests. */
export function queryOfRequest(request: unknown): RecordedQuery | null {
  const sent = request as StreamedRequest;
  if (sent.structuredQuery) return shapeOf(sent.structuredQuery, 'get');
  const aggregation = sent.structuredAggregationQuery;
  if (aggregation) {
    const counts = (aggregation.aggregations ?? []).every((aggregate) => aggregate.count);
    return shapeOf(aggregation.structuredQuery, counts ? 'count' : 'aggregate');
  }
  const listened = sent.addTarget?.query?.structuredQuery;
  return listened ? shapeOf(listened, 'listen') : null;
}
