import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, Filter, getFirestore, setLogFunction, type Firestore } from 'firebase-admin/firestore';
import { queryOfRequest, requestOfLogLine, type RecordedQuery } from '../src/platform/adminQueryShapes';
import { jsonLinesWriter, recordAdminQueries, recordQueryShapesInEmulator, type SourcedQuery } from '../src/platform/queryShapeRecorder';

// The real Admin SDK, pointed at a local server that ends every call at once with no answer (which
// the SDK does not retry): it logs each request as it sends it, and that line is all the recorder
// reads. If an SDK upgrade changes the line, these tests fail rather than the index check passing on
// nothing.
const answeringNothing = createServer();
answeringNothing.on('stream', (stream) => stream.respond({ ':status': 200, 'content-type': 'application/grpc', 'grpc-status': '0' }, { endStream: true }));

let app: ReturnType<typeof initializeApp>;
let db: Firestore;
const lines: string[] = [];
/** Requests still on their way; settled before the SDK is shut down. */
const pending: Promise<unknown>[] = [];
const send = (run: () => Promise<unknown>) => pending.push(run().catch(() => undefined));
const previousHost = process.env['FIRESTORE_EMULATOR_HOST'];

beforeAll(async () => {
  await new Promise<void>((resolve) => answeringNothing.listen(0, '127.0.0.1', resolve));
  process.env['FIRESTORE_EMULATOR_HOST'] = `127.0.0.1:${(answeringNothing.address() as AddressInfo).port}`;
  app = initializeApp({ projectId: 'demo-query-shapes' }, 'admin-query-shapes-test');
  db = getFirestore(app);
});

afterAll(async () => {
  setLogFunction(null);
  await db.terminate();
  await Promise.allSettled(pending);
  await deleteApp(app);
  await new Promise((resolve) => answeringNothing.close(resolve));
  if (previousHost === undefined) delete process.env['FIRESTORE_EMULATOR_HOST'];
  else process.env['FIRESTORE_EMULATOR_HOST'] = previousHost;
});

async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5_000 && !done(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** What the SDK logs as it sends `run`'s request (which then fails: the server answers nothing). */
async function sentBy(run: () => Promise<unknown>): Promise<unknown[]> {
  lines.length = 0;
  setLogFunction((line) => lines.push(line));
  send(run);
  await until(() => lines.some((line) => requestOfLogLine(line) !== null));
  setLogFunction(null);
  return lines.map(requestOfLogLine).filter((request) => request !== null);
}

async function queryOf(run: () => Promise<unknown>): Promise<RecordedQuery | null> {
  const [request] = await sentBy(run);
  return queryOfRequest(request);
}

it('reads a query from the line the SDK logs as it sends it', async () => {
  const query = await queryOf(() =>
    db.collection('tenants/t/inquiries').where('status', '==', 'new').where('lastMessageAt', '<', 5).orderBy('lastMessageAt', 'desc').limit(3).get(),
  );
  expect(query).toEqual({
    collection: 'inquiries',
    group: false,
    filters: [
      { field: 'status', op: '==' },
      { field: 'lastMessageAt', op: '<' },
    ],
    orderBy: [{ field: 'lastMessageAt', direction: 'desc' }],
    run: 'get',
  });
});

it('reads collection groups, counts, unary and composite filters and document ids', async () => {
  expect(await queryOf(() => db.collectionGroup('users').where('status', '==', 'active').count().get())).toEqual({
    collection: 'users',
    group: true,
    filters: [{ field: 'status', op: '==' }],
    orderBy: [],
    run: 'count',
  });
  expect(await queryOf(() => db.collection('categories').where('slackChannelId', '!=', null).get())).toMatchObject({
    filters: [{ field: 'slackChannelId', op: '!=' }],
  });
  const either = Filter.or(Filter.where('a', 'array-contains', 1), Filter.where('b', 'in', [1, 2]));
  expect(await queryOf(() => db.collection('c').where(either).where(FieldPath.documentId(), '>', 'x').get())).toMatchObject({
    filters: [{ or: [{ field: 'a', op: 'array-contains' }, { field: 'b', op: 'in' }] }, { field: '__name__', op: '>' }],
  });
});

it('reads queries run in a transaction', async () => {
  const query = await queryOf(() => db.runTransaction((tx) => tx.get(db.collection('systemUsers').limit(2))));
  expect(query).toMatchObject({ collection: 'systemUsers', filters: [], orderBy: [] });
});

it('ignores every other line and request', () => {
  expect(requestOfLogLine('Firestore (7.0.0) 2026-01-01T00:00:00.000Z abcde [Firestore.requestStream]: Received response: {"x":1}')).toBeNull();
  expect(queryOfRequest({ documents: ['projects/p/databases/(default)/documents/a/b'] })).toBeNull();
});

it('writes each query once, with its source, where the recorder is on', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'query-shapes-'));
  const file = path.join(dir, 'shapes.jsonl');
  const written = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : []).map((line) => JSON.parse(line) as SourcedQuery);
  try {
    let source: string | undefined = 'the test';
    let asked = 0;
    recordAdminQueries(jsonLinesWriter(file), () => (asked++, source));
    const run = () => db.collection('faqIndex').where('audience', '==', 'all').get();
    send(run);
    send(run);
    await until(() => asked >= 2);
    source = undefined;
    send(() => db.collection('left-out').get());
    await until(() => asked >= 3);
    setLogFunction(null);

    expect(written()).toEqual([{ collection: 'faqIndex', group: false, filters: [{ field: 'audience', op: '==' }], orderBy: [], run: 'get', source: 'the test' }]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('turns on only in the Functions emulator with the directory set', () => {
  const dir = '/nonexistent-query-shapes';
  expect(recordQueryShapesInEmulator({})).toBe(false);
  expect(recordQueryShapesInEmulator({ MADOGUCHI_QUERY_SHAPES_DIR: dir, FUNCTION_TARGET: 'createInquiry' })).toBe(false);
  expect(recordQueryShapesInEmulator({ FUNCTION_TARGET: 'createInquiry', FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  expect(recordQueryShapesInEmulator({ MADOGUCHI_QUERY_SHAPES_DIR: dir, FUNCTIONS_EMULATOR: 'true' })).toBe(true);
  setLogFunction(null);
});

it('names the function running each query when it runs (a shared worker runs one function, then another)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'query-shapes-'));
  const file = path.join(dir, 'functions.jsonl');
  const written = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : []).map((line) => (JSON.parse(line) as SourcedQuery).source);
  const env: NodeJS.ProcessEnv = { MADOGUCHI_QUERY_SHAPES_DIR: dir, FUNCTIONS_EMULATOR: 'true' };
  try {
    expect(recordQueryShapesInEmulator(env)).toBe(true);
    // Each query is asked (and refused) before the next function starts.
    const ask = (collection: string) => db.collection(collection).get().catch(() => undefined);
    await ask('before-any-function');
    env['FUNCTION_TARGET'] = 'createInquiry';
    await ask('inquiries');
    env['FUNCTION_TARGET'] = 'postReply';
    await ask('inquiryMessages');
    setLogFunction(null);
    expect(written()).toEqual(['function createInquiry', 'function postReply']);
  } finally {
    setLogFunction(null);
    rmSync(dir, { recursive: true, force: true });
  }
});
