/** @jest-environment node */
// The index check's reading of Firestore's index rules (test/support/firestoreIndexes), on queries
// written by hand: which need no declared index, which do, and what it must look like.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FilterShape, OrderShape, QueryShape } from '../../shared/src/firebase/queryShapes';
import { coverageOfRecorded, coverageTable, missingIndexMessage } from '../support/firestoreIndexes/coverageReport';
import { coverageOf, type Coverage } from '../support/firestoreIndexes/indexCoverage';
import type { CompositeIndex, FieldOverride, IndexConfig } from '../support/firestoreIndexes/indexConfig';
import { requirementsOf } from '../support/firestoreIndexes/queryRequirement';

type Op = '==' | 'in' | '<' | '<=' | '>' | '>=' | '!=' | 'not-in' | 'array-contains' | 'array-contains-any';
const where = (field: string, op: Op): FilterShape => ({ field, op });
const asc = (field: string): OrderShape => ({ field, direction: 'asc' });
const desc = (field: string): OrderShape => ({ field, direction: 'desc' });

function shape(filters: FilterShape[], orderBy: OrderShape[] = [], extra: Partial<QueryShape> = {}): QueryShape {
  return { collection: 'items', group: false, filters, orderBy, ...extra };
}

type Field = [string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'];
function composite(fields: Field[], queryScope: CompositeIndex['queryScope'] = 'COLLECTION', collectionGroup = 'items'): CompositeIndex {
  return {
    collectionGroup,
    queryScope,
    fields: fields.map(([fieldPath, mode]) => (mode === 'CONTAINS' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: mode })),
  };
}
const config = (indexes: CompositeIndex[] = [], fieldOverrides: FieldOverride[] = []): IndexConfig => ({ indexes, fieldOverrides });

/** The coverage of a query with one requirement (no OR). */
function coverage(query: QueryShape, indexConfig: IndexConfig = config()): Coverage {
  const [requirement, ...more] = requirementsOf(query);
  if (!requirement || more.length) throw new Error('one requirement expected');
  return coverageOf(requirement, indexConfig);
}
const servedBy = (query: QueryShape, indexConfig?: IndexConfig) => {
  const result = coverage(query, indexConfig);
  return 'servedBy' in result ? result.servedBy : null;
};
const missing = (query: QueryShape, indexConfig?: IndexConfig) => {
  const result = coverage(query, indexConfig);
  return 'missing' in result ? result.missing : null;
};

describe('the ordering Firestore gives a query', () => {
  const orderOf = (query: QueryShape) => {
    const [requirement] = requirementsOf(query);
    return [...(requirement?.order.map(({ field, direction }) => `${field} ${direction}`) ?? []), `__name__ ${requirement?.name}`];
  };

  it('orders by an inequality field, ascending, then by the document name', () => {
    expect(orderOf(shape([where('a', '>'), where('b', '==')]))).toEqual(['a asc', '__name__ asc']);
    expect(orderOf(shape([where('a', '!=')]))).toEqual(['a asc', '__name__ asc']);
    expect(orderOf(shape([where('a', 'not-in')]))).toEqual(['a asc', '__name__ asc']);
  });

  it('appends unordered inequality fields in lexicographic order, in the last explicit direction', () => {
    expect(orderOf(shape([where('b', '<'), where('a', '>')]))).toEqual(['a asc', 'b asc', '__name__ asc']);
    expect(orderOf(shape([where('b', '<')], [desc('c')]))).toEqual(['c desc', 'b desc', '__name__ desc']);
    expect(orderOf(shape([where('b', '<')], [desc('b')]))).toEqual(['b desc', '__name__ desc']);
  });

  it('takes the name direction from an explicit __name__ ordering, and ignores orderings after it', () => {
    expect(orderOf(shape([], [asc('a'), desc('__name__'), asc('b')]))).toEqual(['a asc', '__name__ desc']);
  });

  it('reverses every ordering for limitToLast', () => {
    expect(orderOf(shape([where('a', '>')], [desc('c')], { limitToLast: true }))).toEqual(['c asc', 'a asc', '__name__ asc']);
  });

  it('splits an OR into one requirement per branch and ignores filters on the document name', () => {
    const query = shape([where('__name__', '>='), { or: [where('a', '=='), { and: [where('b', '=='), where('c', '>')] }] }]);
    expect(requirementsOf(query).map(({ equality, inequality }) => ({ equality, inequality }))).toEqual([
      { equality: ['a'], inequality: [] },
      { equality: ['b'], inequality: ['c'] },
    ]);
  });
});

describe('queries automatic indexes serve', () => {
  it('serves a query without filters or orderings from the built-in index of names', () => {
    expect(servedBy(shape([]))).toBe('built-in (__name__ ASC)');
    expect(servedBy(shape([where('__name__', '>')], [desc('__name__')]))).toBe('built-in (__name__ DESC)');
    expect(servedBy(shape([], [], { group: true, collection: '' }))).toBe('built-in (__name__ ASC)');
  });

  it('serves filters and orderings on one field from its single-field index', () => {
    expect(servedBy(shape([where('status', '==')]))).toBe('single-field (status ASC)');
    expect(servedBy(shape([where('status', 'in')], [asc('status')]))).toBe('single-field (status ASC)');
    expect(servedBy(shape([where('createdAt', '<')]))).toBe('single-field (createdAt ASC)');
    expect(servedBy(shape([where('createdAt', '>=')], [desc('createdAt')]))).toBe('single-field (createdAt DESC)');
    expect(servedBy(shape([], [desc('updatedAt')]))).toBe('single-field (updatedAt DESC)');
    expect(servedBy(shape([where('slackChannelId', '!=')]))).toBe('single-field (slackChannelId ASC)');
    expect(servedBy(shape([where('tags', 'array-contains')]))).toBe('single-field (tags CONTAINS)');
    expect(servedBy(shape([where('tags', 'array-contains-any')]))).toBe('single-field (tags CONTAINS)');
  });

  it('merges single-field indexes for equality filters on several fields (== and in)', () => {
    expect(servedBy(shape([where('isTenantAdmin', '=='), where('status', '==')]))).toBe(
      'merged: single-field (isTenantAdmin ASC) + single-field (status ASC)',
    );
    expect(servedBy(shape([where('email', 'in'), where('status', '==')]))).toBe('merged: single-field (email ASC) + single-field (status ASC)');
  });
});

describe('queries that need a composite index', () => {
  it('needs one for an equality filter and an ordering on another field, in that direction', () => {
    const query = shape([where('tenantId', '==')], [desc('createdAt')]);
    expect(missing(query)).toEqual({
      indexes: {
        collectionGroup: 'items',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'tenantId', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      },
    });
    expect(servedBy(query, config([composite([['tenantId', 'ASCENDING'], ['createdAt', 'DESCENDING']])]))).toBe(
      'composite (tenantId ASC, createdAt DESC)',
    );
    // Either direction serves an equality field; the ordering's direction must match.
    expect(servedBy(query, config([composite([['tenantId', 'DESCENDING'], ['createdAt', 'DESCENDING']])]))).not.toBeNull();
    expect(missing(query, config([composite([['tenantId', 'ASCENDING'], ['createdAt', 'ASCENDING']])]))).not.toBeNull();
    // Nor does a declared index of another collection serve it.
    expect(missing(query, config([composite([['tenantId', 'ASCENDING'], ['createdAt', 'DESCENDING']], 'COLLECTION', 'others')]))).not.toBeNull();
  });

  it('needs the range field ascending when a range filter has no orderBy (the implicit ordering)', () => {
    const idle = shape([where('status', 'in'), where('lastMessageAt', '<')]);
    const descending = config([composite([['status', 'ASCENDING'], ['lastMessageAt', 'DESCENDING']])]);
    expect(missing(idle, descending)).toMatchObject({
      indexes: { fields: [{ fieldPath: 'status', order: 'ASCENDING' }, { fieldPath: 'lastMessageAt', order: 'ASCENDING' }] },
    });
    expect(servedBy(shape([where('status', 'in'), where('lastMessageAt', '<')], [desc('lastMessageAt')]), descending)).toBe(
      'composite (status ASC, lastMessageAt DESC)',
    );
  });

  it('needs one for inequality filters on two fields, in lexicographic order', () => {
    expect(missing(shape([where('salary', '>'), where('experience', '>')]))).toMatchObject({
      indexes: { fields: [{ fieldPath: 'experience', order: 'ASCENDING' }, { fieldPath: 'salary', order: 'ASCENDING' }] },
    });
    expect(missing(shape([], [asc('state'), desc('population')]))).toMatchObject({
      indexes: { fields: [{ fieldPath: 'state', order: 'ASCENDING' }, { fieldPath: 'population', order: 'DESCENDING' }] },
    });
  });

  it('merges composite indexes that share the ordering, for equality filters only', () => {
    const query = shape([where('category', '=='), where('city', '==')], [desc('rating')]);
    const perField = config([
      composite([['category', 'ASCENDING'], ['rating', 'DESCENDING']]),
      composite([['city', 'ASCENDING'], ['rating', 'DESCENDING']]),
    ]);
    expect(servedBy(query, perField)).toBe('merged: composite (category ASC, rating DESC) + composite (city ASC, rating DESC)');
    expect(missing(query, config([perField.indexes[0] as CompositeIndex]))).toMatchObject({
      indexes: { fields: [{ fieldPath: 'category' }, { fieldPath: 'city' }, { fieldPath: 'rating', order: 'DESCENDING' }] },
    });
    // Single-field indexes share no ordering with an orderBy on another field.
    expect(missing(shape([where('category', '=='), where('city', '==')], [asc('name')]))).not.toBeNull();
  });

  it('does not merge when the ordering comes from an inequality filter: one index must hold it all', () => {
    const query = shape([where('requesterUid', '=='), where('status', 'in'), where('lastMessageAt', '<')], [desc('lastMessageAt')]);
    const perField = config([
      composite([['requesterUid', 'ASCENDING'], ['lastMessageAt', 'DESCENDING']]),
      composite([['status', 'ASCENDING'], ['lastMessageAt', 'DESCENDING']]),
    ]);
    expect(missing(query, perField)).not.toBeNull();
    // The equality fields in any order, then the ordering.
    const whole = config([composite([['status', 'ASCENDING'], ['requesterUid', 'ASCENDING'], ['lastMessageAt', 'DESCENDING']])]);
    expect(servedBy(query, whole)).toBe('composite (status ASC, requesterUid ASC, lastMessageAt DESC)');
  });

  it('needs one for array-contains with any other field, as an array-contains entry', () => {
    const query = shape([where('audiences', 'array-contains'), where('status', '==')]);
    expect(missing(query)).toEqual({
      indexes: {
        collectionGroup: 'items',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'audiences', arrayConfig: 'CONTAINS' },
        ],
      },
    });
    expect(servedBy(query, config([composite([['audiences', 'CONTAINS'], ['status', 'ASCENDING']])]))).toBe(
      'composite (audiences CONTAINS, status ASC)',
    );
    // An ordered entry is no array-contains index.
    expect(missing(query, config([composite([['audiences', 'ASCENDING'], ['status', 'ASCENDING']])]))).not.toBeNull();
    expect(missing(shape([where('categoryIds', 'array-contains')], [asc('name')]))).toMatchObject({
      indexes: { fields: [{ fieldPath: 'categoryIds', arrayConfig: 'CONTAINS' }, { fieldPath: 'name', order: 'ASCENDING' }] },
    });
  });

  it('lists the document name when its direction is not the last field’s', () => {
    const query = shape([where('a', '==')], [asc('b'), desc('__name__')]);
    expect(missing(query)).toMatchObject({
      indexes: { fields: [{ fieldPath: 'a' }, { fieldPath: 'b', order: 'ASCENDING' }, { fieldPath: '__name__', order: 'DESCENDING' }] },
    });
    const declared = config([{ collectionGroup: 'items', fields: [{ fieldPath: 'a', order: 'ASCENDING' }, { fieldPath: 'b', order: 'ASCENDING' }, { fieldPath: '__name__', order: 'DESCENDING' }] }]);
    expect(servedBy(query, declared)).toBe('composite (a ASC, b ASC, __name__ DESC)');
    expect(missing(query, config([composite([['a', 'ASCENDING'], ['b', 'ASCENDING']])]))).not.toBeNull();
  });
});

describe('collection groups and field overrides', () => {
  const group = (filters: FilterShape[], orderBy: OrderShape[] = []) => shape(filters, orderBy, { collection: 'users', group: true });

  it('has no single-field index in collection group scope unless an override adds it', () => {
    expect(missing(group([where('status', '==')]))).toEqual({
      fieldOverrides: {
        collectionGroup: 'users',
        fieldPath: 'status',
        indexes: [
          { order: 'ASCENDING', queryScope: 'COLLECTION' },
          { order: 'DESCENDING', queryScope: 'COLLECTION' },
          { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
          { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
        ],
      },
    });
    const override: FieldOverride = { collectionGroup: 'users', fieldPath: 'status', indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }] };
    expect(servedBy(group([where('status', '==')]), config([], [override]))).toBe('single-field (status ASC)');
    // The override replaced the collection-scope indexes of the field.
    expect(missing(shape([where('status', '==')], [], { collection: 'users' }), config([], [override]))).not.toBeNull();
  });

  it('needs a composite index of collection group scope for a collection group query', () => {
    const query = shape([where('status', '=='), where('resolvedAt', '<=')], [], { collection: 'inquiries', group: true });
    const fields: Field[] = [['status', 'ASCENDING'], ['resolvedAt', 'ASCENDING']];
    expect(missing(query, config([composite(fields, 'COLLECTION', 'inquiries')]))).toMatchObject({ indexes: { queryScope: 'COLLECTION_GROUP' } });
    expect(servedBy(query, config([composite(fields, 'COLLECTION_GROUP', 'inquiries')]))).toBe('composite (status ASC, resolvedAt ASC)');
  });

  it('honours an exemption, for the field and for a map field’s subfields, keeping its TTL', () => {
    const exempt: FieldOverride = { collectionGroup: 'items', fieldPath: 'expireAt', ttl: true, indexes: [] };
    expect(missing(shape([where('expireAt', '<')]), config([], [exempt]))).toEqual({
      fieldOverrides: { collectionGroup: 'items', fieldPath: 'expireAt', ttl: true, indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }] },
    });
    const slack: FieldOverride = { collectionGroup: 'items', fieldPath: 'slack', indexes: [] };
    expect(missing(shape([where('slack.ts', '==')]), config([], [slack]))).toMatchObject({ fieldOverrides: { fieldPath: 'slack.ts' } });
    // Merging needs every field's index: without one, a composite index.
    expect(missing(shape([where('slack.ts', '=='), where('slack.channelId', '==')]), config([], [slack]))).toMatchObject({
      indexes: { fields: [{ fieldPath: 'slack.ts' }, { fieldPath: 'slack.channelId' }] },
    });
    const ascendingOnly: FieldOverride = { collectionGroup: 'items', fieldPath: 'order', indexes: [{ order: 'ASCENDING' }] };
    expect(servedBy(shape([], [asc('order')]), config([], [ascendingOnly]))).toBe('single-field (order ASC)');
    expect(missing(shape([], [desc('order')]), config([], [ascendingOnly]))).not.toBeNull();
  });

  it('cannot check a query whose fields the recorder could not read', () => {
    expect(missing(shape([where('(unknown)', '==')]))).toEqual({ unreadable: ['(unknown) =='] });
  });
});

describe('the project’s own indexes', () => {
  const declared = JSON.parse(readFileSync(path.resolve(__dirname, '../../firestore.indexes.json'), 'utf8')) as IndexConfig;
  const inquiries = (filters: FilterShape[], orderBy: OrderShape[] = []) => shape(filters, orderBy, { collection: 'inquiries' });

  it('serves the inquiry list with its filters', () => {
    for (const filters of [
      [where('requesterUid', '==')],
      [where('requesterUid', '=='), where('status', '==')],
      [where('status', '=='), where('categoryId', '==')],
      [where('requesterUid', '=='), where('status', '=='), where('categoryId', '==')],
      [where('status', 'in'), where('lastMessageAt', '<')],
      [where('requesterUid', '=='), where('status', 'in'), where('lastMessageAt', '<')],
    ]) {
      expect(servedBy(inquiries(filters, [desc('lastMessageAt')]), declared)).not.toBeNull();
    }
  });

  it('serves the admin home’s count of idle inquiries (a range filter without orderBy)', () => {
    expect(servedBy(inquiries([where('status', 'in'), where('lastMessageAt', '<')]), declared)).toBe('composite (status ASC, lastMessageAt ASC)');
  });

  it('serves the user directory with a category and a role or state, in each sort (氏名順: reading key, then name)', () => {
    const users = (filters: FilterShape[], orderBy: OrderShape[]) => shape(filters, orderBy, { collection: 'users' });
    for (const equality of [[], ['isTenantAdmin'], ['status'], ['isTenantAdmin', 'status']]) {
      for (const sort of [[asc('nameSortKey'), asc('name')], [asc('email')], [desc('createdAt')]]) {
        const filters = [where('categoryIds', 'array-contains'), ...equality.map((field) => where(field, '=='))];
        expect(servedBy(users(filters, sort), declared)).toMatch(/^composite \(/);
      }
    }
  });

  it('serves the lists’ searches by merging single-field indexes: the tokens ascending only, the filters’ fields', () => {
    const search = (collection: string, filters: FilterShape[]) => shape(filters, [], { collection });
    const tokens = [where('tokens.ぱす', '=='), where('tokens.わど', '==')];
    expect(servedBy(search('inquirySearch', [where('tokens.ぱす', '==')]), declared)).toBe('single-field (tokens.ぱす ASC)');
    for (const filters of [[], [where('status', '==')], [where('status', 'in')], [where('requesterUid', '=='), where('status', '=='), where('categoryId', '==')]]) {
      expect(servedBy(search('inquirySearch', [...tokens, ...filters]), declared)).toMatch(/^merged: single-field \(tokens\.ぱす ASC\) \+ single-field \(tokens\.わど ASC\)/);
    }
    expect(servedBy(search('userSearch', [...tokens, where('categories.cat-a', '=='), where('isTenantAdmin', '=='), where('status', '==')]), declared)).toMatch(/^merged: /);
    // Only ascending: an ordering on a token, or on the text, which has no index at all, is not served.
    expect(missing(shape([where('tokens.ぱす', '==')], [desc('__name__')], { collection: 'inquirySearch' }), declared)).not.toBeNull();
    expect(missing(shape([where('text', '==')], [], { collection: 'inquirySearch' }), declared)).not.toBeNull();
  });

  it('serves the server’s collection group queries through their overrides and indexes', () => {
    expect(servedBy(shape([where('slackPending', '==')], [], { collection: 'inquiries', group: true }), declared)).toBe('single-field (slackPending ASC)');
    expect(servedBy(shape([where('id', '==')], [], { collection: 'tenants', group: true }), declared)).toBe('single-field (id ASC)');
    expect(servedBy(shape([where('createdAt', '<')], [], { collection: 'previews', group: true }), declared)).toBe('single-field (createdAt ASC)');
  });
});

describe('the report', () => {
  const line = (query: QueryShape, source: string) => ({ ...query, run: 'get' as const, source });
  const recorded = {
    clientBrowser: [line(shape([where('status', '==')], [desc('createdAt')]), 'test/e2e/a.e2e.test.ts /admin')],
    functions: [line(shape([where('status', '==')], [desc('createdAt')]), 'function listItems'), line(shape([]), 'function all')],
  };
  const entries = coverageOfRecorded(recorded, { functions: 'functions (emulator)', clientBrowser: 'client (browser)' }, config());

  it('groups queries by what they ask of an index, with every place they ran', () => {
    expect(entries.map(({ label, seenIn }) => ({ label, seenIn }))).toEqual([
      { label: 'items: no filter; order __name__ ↑', seenIn: ['functions (emulator), get: function all'] },
      {
        label: 'items: status ==; order createdAt ↓, __name__ ↓',
        seenIn: ['client (browser), get: test/e2e/a.e2e.test.ts /admin', 'functions (emulator), get: function listItems'],
      },
    ]);
  });

  it('says what to add to firestore.indexes.json and where the query ran', () => {
    const message = missingIndexMessage(entries[1] as (typeof entries)[number]);
    expect(message).toContain('add to "indexes" in firestore.indexes.json');
    expect(message).toContain('"fieldPath": "createdAt",\n      "order": "DESCENDING"');
    expect(message).toContain('  - functions (emulator), get: function listItems');
    expect(missingIndexMessage(entries[0] as (typeof entries)[number])).toBe('');
  });

  it('says the keys of a map that one override governs once (map.*): they differ in keys only', () => {
    const overrides = config([], [{ collectionGroup: 'items', fieldPath: 'tokens', indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }] }]);
    const searches = {
      clientNode: [
        line(shape([where('tokens.あい', '=='), where('tokens.うえ', '=='), where('status', '==')]), 'a.int.test.ts'),
        line(shape([where('tokens.vp', '=='), where('status', '==')]), 'b.int.test.ts'),
        line(shape([where('other.x', '==')]), 'c.int.test.ts'),
      ],
    };
    const grouped = coverageOfRecorded(searches, { clientNode: 'client (integration test)' }, overrides);
    expect(grouped.map(({ label, coverage, seenIn }) => ({ label, coverage, seen: seenIn.length }))).toEqual([
      { label: 'items: other.x ==; order __name__ ↑', coverage: { servedBy: 'single-field (other.x ASC)' }, seen: 1 },
      { label: 'items: tokens.* ==, status ==; order __name__ ↑', coverage: { servedBy: 'merged: single-field (tokens.* ASC) + single-field (status ASC)' }, seen: 2 },
    ]);
  });

  it('prints a table of the shapes and the index serving each', () => {
    const table = coverageTable(entries).split('\n');
    expect(table[0]).toMatch(/^query shape \(filters; order\)\s+served by\s+seen$/);
    expect(table[2]).toMatch(/^items: no filter; order __name__ ↑\s+built-in \(__name__ ASC\)\s+1$/);
    expect(table[3]).toMatch(/MISSING\s+2$/);
  });
});
