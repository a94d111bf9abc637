import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type * as Data from '@madoguchi/shared/data';
import { createFaqIndex, type FaqIndexEntry } from '@madoguchi/shared/data';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { FaqSearchTestPage } from './FaqSearchTestPage';

const entry = (id: string, question: string, fields: Partial<FaqIndexEntry> = {}): FaqIndexEntry => ({
  id,
  question,
  answerText: '',
  tags: [],
  categoryIds: [],
  helpfulCount: 0,
  updatedAt: null,
  ...fields,
});

// The real search over a few entries, as the worker would answer it.
const ENTRIES = [
  entry('leave', '有給休暇の申請方法', { reading: { question: 'ゆうきゅうきゅうかの しんせいほうほう', tags: [] } }),
  entry('sales-leave', '営業部の休暇の申請ルール', { categoryIds: ['c-sales'] }),
  entry('vpn', 'VPNに接続できないとき', { aliases: ['リモートで社内に入れない'] }),
  entry('mail', 'メールが届かない'),
];
const index = createFaqIndex(ENTRIES, [['VPN', 'リモート接続']]);
const finder: Data.FaqFinder = {
  entries: index.entries,
  search: async (query, limit) => index.search(query, limit),
  nearMisses: async (query) => index.nearMisses(query),
  explain: async (query, options) => index.explain(query, options),
};

jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  useFaqIndex: () => ({ status: 'ready', data: finder }),
  watchCategories: () => async (onData: (categories: Data.Category[]) => void) => {
    onData([
      { id: 'c-sales', name: '営業部', description: '', order: 1 },
      { id: 'c-dev', name: '開発部', description: '', order: 2 },
    ] as Data.Category[]);
    return () => undefined;
  },
}));

function renderPage(search = '') {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[`/tenants/t1/admin/faq-search${search}`]}>
        <Routes>
          <Route path="/tenants/:tenantId/admin/faq-search" element={<FaqSearchTestPage />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

const shownQuestions = async () => {
  const list = await screen.findByRole('list', { name: '表示される結果' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('FaqSearchTestPage', () => {
  it('asks for a query first', () => {
    renderPage();
    expect(screen.getByText('検索語を入力すると、FAQの画面と同じ順で結果と理由を表示します。')).toBeInTheDocument();
  });

  it('shows each result with its score, the share of the query it matches and why it matched', async () => {
    renderPage(`?q=${encodeURIComponent('ゆうきゅう')}`);
    expect(await shownQuestions()).toEqual(['有給休暇の申請方法']);
    const item = within(screen.getByRole('list', { name: '表示される結果' })).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent(/スコア \d+\.\d{2}・検索語との一致 \d+%/);
    expect(within(item).getByRole('link', { name: '有給休暇の申請方法' })).toHaveAttribute('href', '/tenants/t1/faq?id=leave');
    expect(within(within(item).getByRole('list', { name: '一致した理由' })).getAllByRole('listitem')[0]).toHaveTextContent('（読み・質問）');
  });

  it('names an other phrasing and a synonym as the reasons', async () => {
    renderPage(`?q=${encodeURIComponent('リモートで社内に入れない')}`);
    expect((await shownQuestions())[0]).toBe('VPNに接続できないとき');
    const reasons = within(screen.getAllByRole('list', { name: '一致した理由' })[0]!).getAllByRole('listitem').map((item) => item.textContent);
    expect(reasons.some((reason) => reason?.includes('別の言い方'))).toBe(true);
  });

  it('calls a Japanese word in Latin letters romaji, and an English word English', async () => {
    const firstReason = async () =>
      within((await screen.findAllByRole('list', { name: '一致した理由' }))[0]!).getAllByRole('listitem')[0]?.textContent;
    const { unmount } = renderPage(`?q=${encodeURIComponent('meeru')}`);
    expect(await shownQuestions()).toEqual(['メールが届かない']);
    expect(await firstReason()).toBe('「meeru」→「める」（ローマ字表記・質問）');
    unmount();
    renderPage(`?q=${encodeURIComponent('mail')}`);
    expect(await shownQuestions()).toEqual(['メールが届かない']);
    expect(await firstReason()).toBe('「mail」→「める」（英語表記・質問）');
  });

  it("shows what a category's users see, searched as their own index", async () => {
    renderPage(`?q=${encodeURIComponent('休暇の申請')}`);
    await waitFor(async () => expect(await shownQuestions()).toEqual(expect.arrayContaining(['有給休暇の申請方法', '営業部の休暇の申請ルール'])));
    fireEvent.change(screen.getByRole('combobox', { name: '表示対象' }), { target: { value: 'c-dev' } });
    expect(await screen.findByRole('heading', { name: /^開発部のユーザーに表示される結果/ })).toBeInTheDocument();
    expect(await shownQuestions()).toEqual(['有給休暇の申請方法']);
    fireEvent.change(screen.getByRole('combobox', { name: '表示対象' }), { target: { value: 'c-sales' } });
    await waitFor(async () => expect(await shownQuestions()).toContain('営業部の休暇の申請ルール'));
  });

  it('says a query that finds nothing is logged as a miss, and offers a new entry with it as the question', async () => {
    renderPage(`?q=${encodeURIComponent('退職金の計算方法')}`);
    expect(await screen.findByText(/利用者には「見つかりませんでした」と表示され/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'この検索語を質問にしてFAQを作成' })).toHaveAttribute(
      'href',
      `/tenants/t1/faq?new=${encodeURIComponent('退職金の計算方法')}`,
    );
  });

  it('lists entries left out for matching too little of the query apart, with the share needed', async () => {
    // Only 有給 of four words is in any entry: the users see nothing, the admin sees which entry came close.
    renderPage(`?q=${encodeURIComponent('有給 パスワード 経費 精算')}`);
    const hidden = await screen.findByRole('list', { name: '表示されない候補' });
    expect(within(hidden).getAllByRole('link').map((link) => link.textContent)).toEqual(['有給休暇の申請方法']);
    expect(hidden).toHaveTextContent('検索語との一致 25%');
    expect(screen.getByText(/この検索語では50%以上の一致が必要です/)).toBeInTheDocument();
    expect(screen.getByText(/利用者には「見つかりませんでした」と表示され/)).toBeInTheDocument();
  });
});
