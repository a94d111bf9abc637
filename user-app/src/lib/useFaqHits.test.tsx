import { act, renderHook } from '@testing-library/react';
import type { FaqFinder, FaqIndexEntry } from '@madoguchi/shared/data';
import { useFaqHits } from './useFaqHits';

const entry = (id: string): FaqIndexEntry => ({
  id,
  question: id,
  answerText: '',
  tags: [],
  categoryIds: [],
  helpfulCount: 0,
  updatedAt: null,
});

/** A finder whose searches answer only when the test says, in any order. */
function heldFinder() {
  const asked = new Map<string, (hits: FaqIndexEntry[]) => void>();
  const searched: string[] = [];
  const nearMissesAsked: string[] = [];
  const finder: FaqFinder = {
    entries: [],
    search: (query) => {
      searched.push(query);
      return new Promise((resolve) => asked.set(query, resolve));
    },
    nearMisses: async (query) => {
      nearMissesAsked.push(query);
      return [{ entry: entry('password'), how: ['exact'] }];
    },
    explain: () => Promise.reject(new Error('not asked in these tests')),
  };
  const answer = (query: string, ...ids: string[]) => act(async () => asked.get(query)?.(ids.map(entry)));
  return { finder, answer, searched, nearMissesAsked };
}

describe('useFaqHits', () => {
  it('keeps the newest query\'s answer when an older one arrives after it', async () => {
    const { finder, answer } = heldFinder();
    const { result, rerender } = renderHook(({ query }) => useFaqHits(finder, query).answer, { initialProps: { query: 'ぱ' } });
    expect(result.current).toBeNull();
    rerender({ query: 'ぱす' });
    await answer('ぱす', 'password');
    await answer('ぱ', 'password', 'pass-card');
    expect(result.current).toEqual({ query: 'ぱす', hits: [entry('password')], nearMisses: [] });
  });

  it('keeps the last answer while a newer query is searched', async () => {
    const { finder, answer } = heldFinder();
    const { result, rerender } = renderHook(({ query }) => useFaqHits(finder, query).answer, { initialProps: { query: 'vpn' } });
    await answer('vpn', 'vpn');
    rerender({ query: 'vpnに' });
    expect(result.current).toEqual({ query: 'vpn', hits: [entry('vpn')], nearMisses: [] });
  });

  it('is null for a blank query or without a finder, and drops an answer that arrives after the box was cleared', async () => {
    const { finder, answer } = heldFinder();
    const { result, rerender } = renderHook(({ query, finder: current }) => useFaqHits(current, query).answer, {
      initialProps: { query: 'vpn', finder: finder as FaqFinder | null },
    });
    rerender({ query: '', finder });
    await answer('vpn', 'vpn');
    expect(result.current).toBeNull();
    rerender({ query: 'vpn', finder });
    expect(result.current).toBeNull();
    rerender({ query: 'vpn', finder: null });
    expect(result.current).toBeNull();
  });

  it('searches a query asked for from the input handler once, not again when it is rendered', async () => {
    const { finder, answer, searched } = heldFinder();
    const { result, rerender } = renderHook(({ query }) => useFaqHits(finder, query), { initialProps: { query: 'vpn' } });
    act(() => result.current.askNow('vpnが'));
    expect(searched).toEqual(['vpn', 'vpnが']);
    rerender({ query: 'vpnが' });
    expect(searched).toEqual(['vpn', 'vpnが']);
    await answer('vpnが', 'vpn');
    expect(result.current.answer).toEqual({ query: 'vpnが', hits: [entry('vpn')], nearMisses: [] });
  });

  it('asks for 「もしかして」 only when a screen wants them and the search found nothing, before answering', async () => {
    const { finder, answer, nearMissesAsked } = heldFinder();
    const { result, rerender } = renderHook(({ query }) => useFaqHits(finder, query, undefined, { nearMisses: true }).answer, {
      initialProps: { query: 'パスワード' },
    });
    await answer('パスワード', 'password');
    expect(result.current).toEqual({ query: 'パスワード', hits: [entry('password')], nearMisses: [] });
    rerender({ query: 'パスワード 経費' });
    await answer('パスワード 経費');
    expect(result.current).toEqual({ query: 'パスワード 経費', hits: [], nearMisses: [{ entry: entry('password'), how: ['exact'] }] });
    expect(nearMissesAsked).toEqual(['パスワード 経費']);
  });

  it('gives none to a screen that did not ask for them', async () => {
    const { finder, answer, nearMissesAsked } = heldFinder();
    const { result } = renderHook(() => useFaqHits(finder, '経費').answer);
    await answer('経費');
    expect(result.current).toEqual({ query: '経費', hits: [], nearMisses: [] });
    expect(nearMissesAsked).toEqual([]);
  });

  it('still answers when the finder cannot give 「もしかして」 (a shell deployed before them)', async () => {
    const { finder, answer } = heldFinder();
    const older = { ...finder, nearMisses: undefined } as unknown as FaqFinder;
    const { result } = renderHook(() => useFaqHits(older, '経費', undefined, { nearMisses: true }).answer);
    await answer('経費');
    expect(result.current).toEqual({ query: '経費', hits: [], nearMisses: [] });
  });
});
