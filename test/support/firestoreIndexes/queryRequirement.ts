import type { FieldFilterShape, FilterShape, QueryShape } from '../../../shared/src/firebase/queryShapes';

// What a query asks of an index, by Firestore's rules:
// - an OR is served branch by branch (disjunctive normal form), each branch by an index of its own;
// - `==` and `in` need the field in the index's equality prefix, in any direction ("in and == clauses
//   use the same index"); `array-contains(-any)` needs it there as an array-contains entry;
// - every other operator (<, <=, >, >=, !=, not-in) is an inequality, and the query is ordered by it:
//   the server appends each inequality field that no orderBy names, in lexicographic order, then
//   __name__, each in the direction of the last explicit ordering, ascending if none
//   (google.firestore.v1.StructuredQuery.order_by); the index must list that ordering after the prefix;
// - a filter on __name__ (documentId()) needs nothing: every index ends with the document name.

export type Direction = 'asc' | 'desc';
export interface Ordering {
  field: string;
  direction: Direction;
}

export interface Requirement {
  collection: string;
  group: boolean;
  /** Fields of `==` and `in` filters, as the query names them. */
  equality: string[];
  /** Fields of `array-contains` and `array-contains-any` filters. */
  contains: string[];
  /** Fields of inequality filters. */
  inequality: string[];
  /** The ordering the server applies, __name__ left out (it is `name`). */
  order: Ordering[];
  name: Direction;
  /** Parts the recorder could not read: such a query cannot be checked. */
  unreadable: string[];
}

const EQUALITY = new Set(['==', 'in']);
const CONTAINS = new Set(['array-contains', 'array-contains-any']);
const INEQUALITY = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
const NAME = '__name__';
const UNREADABLE = '(unknown)';

/** Each way the filters can hold: a list of conjunctions. */
export function disjunctiveNormalForm(filters: readonly FilterShape[]): FieldFilterShape[][] {
  return filters.reduce<FieldFilterShape[][]>(
    (branches, filter) => branches.flatMap((branch) => alternatives(filter).map((alternative) => [...branch, ...alternative])),
    [[]],
  );
}

function alternatives(filter: FilterShape): FieldFilterShape[][] {
  if ('or' in filter) return filter.or.flatMap(alternatives);
  if ('and' in filter) return disjunctiveNormalForm(filter.and);
  return [[filter]];
}

const flip = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');
const addOnce = (list: string[], field: string) => {
  if (!list.includes(field)) list.push(field);
};

function requirementOf(shape: QueryShape, filters: FieldFilterShape[]): Requirement {
  const requirement: Requirement = {
    collection: shape.collection,
    group: shape.group,
    equality: [],
    contains: [],
    inequality: [],
    order: [],
    name: 'asc',
    unreadable: [],
  };
  for (const { field, op } of filters) {
    if (field === UNREADABLE || op === UNREADABLE) requirement.unreadable.push(`${field} ${op}`);
    else if (field === NAME) continue;
    else if (EQUALITY.has(op)) addOnce(requirement.equality, field);
    else if (CONTAINS.has(op)) addOnce(requirement.contains, field);
    else if (INEQUALITY.has(op)) addOnce(requirement.inequality, field);
    else requirement.unreadable.push(`${field} ${op}`);
  }

  let explicitName: Direction | undefined;
  for (const { field, direction } of shape.orderBy) {
    if (field === UNREADABLE) requirement.unreadable.push(`orderBy ${field}`);
    // Orderings after __name__ change nothing: names are unique.
    if (explicitName) break;
    if (field === NAME) explicitName = direction;
    else if (!requirement.order.some((ordering) => ordering.field === field)) requirement.order.push({ field, direction });
  }
  const last = explicitName ?? requirement.order.at(-1)?.direction ?? 'asc';
  for (const field of [...requirement.inequality].sort()) {
    if (!requirement.order.some((ordering) => ordering.field === field)) requirement.order.push({ field, direction: last });
  }
  requirement.name = explicitName ?? last;
  // An ordered field needs its place in the ordering, not in the prefix: an index ordered by it
  // serves `in` (or `==`) on it too.
  requirement.equality = requirement.equality.filter((field) => !requirement.order.some((ordering) => ordering.field === field));
  if (shape.limitToLast) {
    requirement.order = requirement.order.map(({ field, direction }) => ({ field, direction: flip(direction) }));
    requirement.name = flip(requirement.name);
  }
  return requirement;
}

/** What a recorded query needs: one requirement per branch of its filters. */
export function requirementsOf(shape: QueryShape): Requirement[] {
  return disjunctiveNormalForm(shape.filters).map((filters) => requirementOf(shape, filters));
}
