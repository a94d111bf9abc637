import { watchFaqIndex } from './faq';
import { createFaqIndex } from '../search/faqIndex';
import type { FaqFinder } from './faqSearch/engine';

// A stand-in for the Firestore SDK that records each listener: what it watches, how to feed it, and
// whether it was stopped.
interface Listener {
  target: { path: string; audience?: string };
  next: (snapshot: unknown) => void;
  stop: jest.Mock;
}
let listeners: Listener[] = [];

jest.mock('../firebase/firestore', () => ({
  loadFirestore: async () => ({
    db: {},
    sdk: {
      collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
      doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
      where: (_field: string, _op: string, value: string) => value,
      query: (ref: { path: string }, audience: string) => ({ ...ref, audience }),
      onSnapshot: (target: Listener['target'], next: Listener['next']) => {
        const stop = jest.fn();
        listeners.push({ target, next, stop });
        return stop;
      },
    },
  }),
}));

const entry = (id: string, question: string, helpfulCount = 0) => ({
  id,
  question,
  answerText: '',
  tags: [],
  categoryIds: [],
  helpfulCount,
  updatedAt: { toDate: () => new Date('2026-01-01T00:00:00Z') },
});
/** A snapshot of a document holding `fields`, as the SDK gives it (data() and get()). */
const snapshotOf = (fields: Record<string, unknown>) => ({ data: () => fields, get: (field: string) => fields[field] });
const shardSnapshot = (...entries: object[]) => ({ docs: [snapshotOf({ shard: 0, entries })] });
const docsOf = (field: string, ...values: unknown[]) => ({ docs: values.map((value) => snapshotOf({ [field]: value })) });
const userSnapshot = (categoryIds: string[]) => snapshotOf({ categoryIds });
const listenerOn = (path: string, audience?: string) =>
  listeners.find((listener) => listener.target.path === path && listener.target.audience === audience && !listener.stop.mock.calls.length);

beforeEach(() => {
  listeners = [];
});

describe('watchFaqIndex', () => {
  it("queries one audience at a time for a user, following the categories on their user document", async () => {
    const onData = jest.fn<void, [FaqFinder]>();
    const stop = await watchFaqIndex('t1', { uid: 'u1', isTenantAdmin: false })(onData, jest.fn());
    listenerOn('tenants/t1/users/u1')?.next(userSnapshot(['c1']));
    expect(listeners.map((listener) => [listener.target.path, listener.target.audience])).toEqual([
      ['tenants/t1/synonyms', undefined],
      ['tenants/t1/users/u1', undefined],
      ['tenants/t1/faqIndex', 'everyone'],
      ['tenants/t1/faqIndex', 'c1'],
    ]);

    listenerOn('tenants/t1/synonyms')?.next(docsOf('words', ['PC', 'パソコン']));
    listenerOn('tenants/t1/faqIndex', 'everyone')?.next(shardSnapshot(entry('a', 'PCが起動しない', 1), entry('both', '共通の質問')));
    expect(onData).not.toHaveBeenCalled(); // the c1 shards have not arrived yet
    listenerOn('tenants/t1/faqIndex', 'c1')?.next(shardSnapshot(entry('both', '共通の質問'), entry('c', '営業部の質問', 3)));
    const index = onData.mock.calls.at(-1)?.[0];
    expect(index?.entries.map((item) => item.id)).toEqual(['c', 'a', 'both']);
    expect((await index?.search('パソコン'))?.map((item) => item.id)).toEqual(['a']);

    listenerOn('tenants/t1/users/u1')?.next(userSnapshot(['c1'])); // e.g. the name changed
    expect(onData).toHaveBeenCalledTimes(1);
    expect(listeners).toHaveLength(4);

    const c1 = listenerOn('tenants/t1/faqIndex', 'c1');
    listenerOn('tenants/t1/users/u1')?.next(userSnapshot(['c2']));
    expect(c1?.stop).toHaveBeenCalled();
    expect(listenerOn('tenants/t1/faqIndex', 'c2')).toBeDefined();

    stop();
    expect(listeners.every((listener) => listener.stop.mock.calls.length === 1)).toBe(true);
  });

  it('reads every shard at once for a tenant admin', async () => {
    const onData = jest.fn<void, [FaqFinder]>();
    await watchFaqIndex('t1', { uid: 'admin', isTenantAdmin: true })(onData, jest.fn());
    expect(listeners.map((listener) => [listener.target.path, listener.target.audience])).toEqual([
      ['tenants/t1/synonyms', undefined],
      ['tenants/t1/faqIndex', undefined],
    ]);
    listeners[0]?.next(docsOf('words'));
    listeners[1]?.next(shardSnapshot(entry('a', '質問')));
    expect(onData.mock.calls.at(-1)?.[0].entries.map((item) => item.id)).toEqual(['a']);
  });

  it("searches the readings and other phrasings the server stored, and ignores malformed ones", async () => {
    const onData = jest.fn<void, [FaqFinder]>();
    await watchFaqIndex('t1', { uid: 'admin', isTenantAdmin: true })(onData, jest.fn());
    listeners[0]?.next(docsOf('words'));
    listeners[1]?.next(
      shardSnapshot(
        { ...entry('leave', '有給休暇の申請'), reading: { question: 'ゆうきゅうきゅうかの しんせい', tags: [] } },
        { ...entry('retire', '退職の手続き'), aliases: ['会社を辞めたい', 7] },
        { ...entry('odd', '会議室の予約'), reading: 'かいぎしつ', aliases: 'やめたい' },
      ),
    );
    const finder = onData.mock.calls.at(-1)?.[0];
    expect(finder?.entries.find((item) => item.id === 'retire')?.aliases).toEqual(['会社を辞めたい']);
    expect(finder?.entries.find((item) => item.id === 'odd')).not.toHaveProperty('reading');
    expect((await finder?.search('ゆうきゅう'))?.map((item) => item.id)).toEqual(['leave']);
    expect((await finder?.search('会社を辞めたい'))?.map((item) => item.id)[0]).toBe('retire');
  });
});

describe('createFaqIndex', () => {
  it('keeps an entry once, orders by helpfulness, and limits the hits', () => {
    const index = createFaqIndex([
      { ...entry('x', 'パスワードの再設定'), updatedAt: null },
      { ...entry('y', 'パスワードの変更', 2), updatedAt: null },
      { ...entry('x', 'パスワードの再設定'), updatedAt: null },
    ]);
    expect(index.entries.map((item) => item.id)).toEqual(['y', 'x']);
    expect(index.search('ぱすわーど').map((item) => item.id)).toHaveLength(2);
    expect(index.search('ぱすわーど', 1)).toHaveLength(1);
    expect(index.search('再設定').map((item) => item.id)).toEqual(['x']);
  });
});
