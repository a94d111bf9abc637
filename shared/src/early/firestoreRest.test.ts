import { RestReadError, decodeFields, getDocument, runQuery, structuredQuery } from './firestoreRest';

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

describe("Firestore's REST API before the SDK", () => {
  it('decodes the value types our documents use, timestamps as Dates', () => {
    expect(
      decodeFields({
        title: { stringValue: '領収書' },
        number: { integerValue: '12' },
        score: { doubleValue: 0.5 },
        internal: { booleanValue: false },
        assigneeUid: { nullValue: null },
        createdAt: { timestampValue: '2025-06-03T03:10:00Z' },
        tags: { arrayValue: { values: [{ stringValue: 'a' }, { stringValue: 'b' }] } },
        empty: { arrayValue: {} },
        satisfaction: { mapValue: { fields: { rating: { stringValue: 'satisfied' } } } },
      }),
    ).toEqual({
      title: '領収書',
      number: 12,
      score: 0.5,
      internal: false,
      assigneeUid: null,
      createdAt: new Date('2025-06-03T03:10:00Z'),
      tags: ['a', 'b'],
      empty: [],
      satisfaction: { rating: 'satisfied' },
    });
  });

  it('asks the same query as the app, as a structuredQuery', () => {
    const from = new Date('2025-06-03T03:10:00Z');
    expect(
      structuredQuery({ collection: ['tenants', 't1', 'inquiries', 'i1', 'messages'], where: [['internal', '==', false], ['createdAt', '>=', from]], orderBy: [['createdAt', 'asc']], limit: 26 }),
    ).toEqual({
      from: [{ collectionId: 'messages' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            { fieldFilter: { field: { fieldPath: 'internal' }, op: 'EQUAL', value: { booleanValue: false } } },
            { fieldFilter: { field: { fieldPath: 'createdAt' }, op: 'GREATER_THAN_OR_EQUAL', value: { timestampValue: '2025-06-03T03:10:00.000Z' } } },
          ],
        },
      },
      orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'ASCENDING' }],
      limit: 26,
    });
  });

  it('reads a document as the signed-in user, from the emulator on a local page, with its path encoded', async () => {
    fetchMock.mockResolvedValue(answer(200, { name: 'projects/p/databases/(default)/documents/tenants/t1/inquiries/i%201', fields: { title: { stringValue: 'x' } } }));
    const document = await getDocument('p', ['tenants', 't1', 'inquiries', 'i 1'], 'TOKEN');
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:8080/v1/projects/p/databases/(default)/documents/tenants/t1/inquiries/i%201', {
      headers: { Authorization: 'Bearer TOKEN' },
    });
    expect(document?.fields).toEqual({ title: 'x' });
  });

  it('says a missing document is missing, and a refusal is a refusal', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, {})).mockResolvedValueOnce(answer(403, {}));
    await expect(getDocument('p', ['tenants', 't1'], 'TOKEN')).resolves.toBeNull();
    await expect(getDocument('p', ['tenants', 't2'], 'TOKEN')).rejects.toEqual(new RestReadError(403));
  });

  it('runs a query below its parent document and keeps only the documents, in order', async () => {
    fetchMock.mockResolvedValue(
      answer(200, [
        { document: { name: 'projects/p/databases/(default)/documents/tenants/t1/users/a', fields: {} } },
        { document: { name: 'projects/p/databases/(default)/documents/tenants/t1/users/b', fields: {} } },
        { readTime: '2025-06-03T03:10:00Z' },
      ]),
    );
    const found = await runQuery('p', { collection: ['tenants', 't1', 'users'], where: [], orderBy: [] }, 'TOKEN');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:8080/v1/projects/p/databases/(default)/documents/tenants/t1:runQuery');
    expect(found.map((document) => document.path)).toEqual(['tenants/t1/users/a', 'tenants/t1/users/b']);
  });

  it('counts its reads by collection as Firestore bills them, for the benchmark', async () => {
    globalThis.__MADOGUCHI_REST_READS__ = undefined;
    const users = (count: number) =>
      answer(200, [...Array.from({ length: count }, (_, index) => ({ document: { name: `projects/p/databases/(default)/documents/tenants/t1/users/u${index}` } })), { readTime: 'x' }]);
    fetchMock
      .mockResolvedValueOnce(users(3))
      .mockResolvedValueOnce(users(0))
      .mockResolvedValueOnce(answer(404, {}))
      .mockResolvedValueOnce(answer(403, {}));
    const plan = { collection: ['tenants', 't1', 'users'], where: [], orderBy: [] };
    await runQuery('p', plan, 'TOKEN');
    await runQuery('p', plan, 'TOKEN');
    await getDocument('p', ['tenants', 't1', 'inquiries', 'gone'], 'TOKEN');
    await expect(getDocument('p', ['tenants', 't1', 'inquiries', 'refused'], 'TOKEN')).rejects.toEqual(new RestReadError(403));
    // Three documents, one for the empty answer; one for the missing document; none for the refusal.
    expect(globalThis.__MADOGUCHI_REST_READS__).toEqual({ 'tenants/t1/users': 4, 'tenants/t1/inquiries': 1 });
  });
});
