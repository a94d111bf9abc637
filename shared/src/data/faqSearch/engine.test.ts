import type { FaqIndexEntry } from '../../search/faqIndex';
import { startFaqSearchEngine } from './engine';
import type { OpenFaqSearchPort } from './ports';
import { createFaqSearchResponder, type FaqSearchAnswer, type FaqSearchRequest } from './protocol';

const UNRATED = { answerText: '', tags: [], categoryIds: [], helpfulCount: 0, updatedAt: null };
const PASSWORD: FaqIndexEntry = { ...UNRATED, id: 'password', question: 'パスワードを再設定するには', helpfulCount: 5 };
const VPN: FaqIndexEntry = { ...UNRATED, id: 'vpn', question: 'VPNに接続できないとき', helpfulCount: 2 };
const PRINT: FaqIndexEntry = { ...UNRATED, id: 'print', question: '印刷できないときは' };

const ids = (entries: FaqIndexEntry[]) => entries.map((item) => item.id);

/** A port that keeps what it is sent and answers only when told, like a worker that is slow. */
function heldPort() {
  const sent: FaqSearchRequest[] = [];
  const held: { onAnswer: (answer: FaqSearchAnswer) => void; onFailure: () => void; closed: boolean } = {
    onAnswer: () => undefined,
    onFailure: () => undefined,
    closed: false,
  };
  const open: OpenFaqSearchPort = (onAnswer, onFailure) => {
    Object.assign(held, { onAnswer, onFailure });
    return { send: (request) => sent.push(request), close: () => Object.assign(held, { closed: true }) };
  };
  return { open, sent, held };
}

let mark: jest.Mock;
beforeEach(() => {
  // jsdom has no User Timing.
  mark = jest.fn();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
});
afterEach(() => {
  delete (performance as { mark?: unknown }).mark;
});

describe('the search protocol', () => {
  it('builds, then answers a search with the ids of the hits, best first and limited', () => {
    const respond = createFaqSearchResponder();
    expect(respond({ type: 'build', entries: [PRINT, PASSWORD, VPN, PASSWORD], synonyms: [] })).toEqual({ type: 'built', entries: 3 });
    // Both questions hold できない; the shorter one is more about it (BM25's length normalisation).
    expect(respond({ type: 'search', seq: 1, query: 'できない' })).toEqual({ type: 'hits', seq: 1, ids: ['print', 'vpn'] });
    expect(respond({ type: 'search', seq: 2, query: 'できない', limit: 1 })).toEqual({ type: 'hits', seq: 2, ids: ['print'] });
  });

  it('searches the latest build, with its synonyms', () => {
    const respond = createFaqSearchResponder();
    respond({ type: 'build', entries: [PASSWORD], synonyms: [] });
    respond({ type: 'build', entries: [VPN], synonyms: [['VPN', 'リモート接続']] });
    expect(respond({ type: 'search', seq: 1, query: 'リモート接続' })).toEqual({ type: 'hits', seq: 1, ids: ['vpn'] });
    expect(respond({ type: 'search', seq: 2, query: 'パスワード' })).toEqual({ type: 'hits', seq: 2, ids: [] });
  });

  it('answers 「もしかして」 with the ids and how the query met each', () => {
    const respond = createFaqSearchResponder();
    respond({ type: 'build', entries: [PASSWORD, VPN, PRINT], synonyms: [] });
    expect(respond({ type: 'search', seq: 1, query: 'pasuwaado 経費精算 締め日' })).toEqual({ type: 'hits', seq: 1, ids: [] });
    expect(respond({ type: 'nearMisses', seq: 2, query: 'pasuwaado 経費精算 締め日' })).toEqual({
      type: 'nearMisses',
      seq: 2,
      misses: [{ id: 'password', how: ['romaji'] }],
    });
  });
});

describe('startFaqSearchEngine', () => {
  it('gives 「もしかして」 as entries', async () => {
    const engine = startFaqSearchEngine();
    const finder = engine.load([PRINT, VPN, PASSWORD], []);
    expect(await finder.nearMisses('パスワードの有効期限と経費精算の締め日')).toEqual([{ entry: PASSWORD, how: ['exact'] }]);
    engine.stop();
  });

  it('searches on the main thread where there is no Worker, asynchronously, and marks the index ready', async () => {
    expect(typeof Worker).toBe('undefined');
    const engine = startFaqSearchEngine();
    const finder = engine.load([PRINT, VPN, PASSWORD, VPN], [['PC', 'パソコン']]);
    expect(ids(finder.entries)).toEqual(['password', 'vpn', 'print']);
    const hits = finder.search('ぱすわーど');
    expect(mark).not.toHaveBeenCalled();
    expect(ids(await hits)).toEqual(['password']);
    expect(mark).toHaveBeenCalledWith('madoguchi:faq-index-ready', { detail: { entries: 3 } });
    engine.stop();
  });

  it('sends the entries once per load and a search as its query alone; answers are matched by sequence number', async () => {
    const { open, sent, held } = heldPort();
    const finder = startFaqSearchEngine(open).load([PASSWORD, VPN, PRINT], []);
    const first = finder.search('ぱすわーど');
    const second = finder.search('できない', 1);
    expect(sent).toEqual([
      { type: 'build', entries: [PASSWORD, VPN, PRINT], synonyms: [] },
      { type: 'search', seq: 1, query: 'ぱすわーど', limit: undefined },
      { type: 'search', seq: 2, query: 'できない', limit: 1 },
    ]);
    // Answered the other way round: each still gets its own hits, as entries of this load.
    held.onAnswer({ type: 'hits', seq: 2, ids: ['vpn'] });
    held.onAnswer({ type: 'hits', seq: 1, ids: ['password', 'deleted-since'] });
    expect(await second).toEqual([VPN]);
    expect(await first).toEqual([PASSWORD]);
  });

  it('moves to the main thread when the worker fails, with the index and the searches still waiting', async () => {
    const { open, held } = heldPort();
    const finder = startFaqSearchEngine(open).load([PASSWORD, VPN, PRINT], []);
    const waiting = finder.search('印刷');
    held.onFailure();
    expect(held.closed).toBe(true);
    expect(ids(await waiting)).toEqual(['print']);
    expect(ids(await finder.search('VPN'))).toEqual(['vpn']);
  });

  it('closes its port when stopped', () => {
    const { open, held } = heldPort();
    startFaqSearchEngine(open).stop();
    expect(held.closed).toBe(true);
  });
});
