import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@madoguchi/shared/router/testing';

import { NewInquiryForm } from './NewInquiryForm';

const createInquiry = jest.fn();
const rateFaq = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => ({ currentUserId: 'u1' }),
  notify: { info: (text: string) => notifyInfo(text), error: jest.fn() },
  storageAvailable: () => Promise.resolve(false),
}));
jest.mock('./api/callables', () => ({ createInquiry: (...args: unknown[]) => createInquiry(...args) }));
jest.mock('../../lib/api/faqFeedback', () => ({ rateFaq: (...args: unknown[]) => rateFaq(...args) }));
jest.mock('@madoguchi/shared/data', () => {
  const entry = { id: 'faq-1', question: 'パスワードを再設定するには', answerText: 'ログイン画面の「パスワードを忘れた方」から再設定できます。', tags: [], categoryIds: [], helpfulCount: 3, updatedAt: null };
  // One finder, as the live data keeps it: a new one per render would search again on every render.
  const index = {
    status: 'ready',
    data: {
      entries: [entry],
      search: async (query: string) => (query.includes('パスワード') ? [entry] : []),
      nearMisses: async (query: string) => (query.includes('ログイン') ? [{ entry, how: ['exact'] }] : []),
    },
  };
  return {
    ...jest.requireActual('@madoguchi/shared/data'),
    newInquiryId: () => Promise.resolve('inq-1'),
    useFaqIndex: () => index,
  };
});

const CATEGORIES = [{ id: 'c1', name: '営業部', description: '', order: 1, slackChannelId: null, slackChannelName: null }];

function renderForm(handlers = { onFiled: jest.fn(), onCancel: jest.fn() }) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <NewInquiryForm tenantId="t1" categories={CATEGORIES} {...handlers} />
      </MemoryRouter>
    </FluentProvider>,
  );
  return handlers;
}

beforeEach(() => {
  createInquiry.mockReset();
  rateFaq.mockReset();
  notifyInfo.mockReset();
});

describe('NewInquiryForm', () => {
  it('opens under its heading 新規問い合わせ, which takes the focus and names the tab', () => {
    renderForm();
    const heading = screen.getByRole('heading', { level: 2, name: '新規問い合わせ' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('form', { name: '新規問い合わせ' })).toContainElement(heading);
    expect(document.title).toBe('新規問い合わせ | 窓口');
  });

  it('names the missing fields in Japanese and sends nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('件名を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('内容を入力してください。')).toBeInTheDocument();
    expect(createInquiry).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses, and retries with the same ids', async () => {
    createInquiry.mockRejectedValueOnce(Object.assign(new Error('指定されたユーザーカテゴリが見つかりません。'), { code: 'functions/invalid-argument' }));
    createInquiry.mockResolvedValueOnce({ inquiryId: 'inq-1', number: 42 });
    const { onFiled } = renderForm();
    await userEvent.type(screen.getByLabelText(/件名/), 'VPNにつながりません');
    await userEvent.type(screen.getByLabelText(/内容/), '自宅から接続できません。');
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));

    expect(await screen.findByText(/送信できませんでした。指定されたユーザーカテゴリが見つかりません。/)).toBeInTheDocument();
    expect(screen.getByLabelText(/件名/)).toHaveValue('VPNにつながりません');
    expect(screen.getByLabelText(/内容/)).toHaveValue('自宅から接続できません。');

    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onFiled).toHaveBeenCalledWith('inq-1'));
    const [first, second] = createInquiry.mock.calls;
    expect(first).toEqual([
      { tenantId: 't1', inquiryId: 'inq-1', title: 'VPNにつながりません', body: '自宅から接続できません。', categoryId: null, attachments: [] },
      expect.any(String),
    ]);
    expect(second).toEqual(first);
    expect(notifyInfo).toHaveBeenCalledWith('問い合わせ #42 を送信しました。');
  });

  it('says uploads are unavailable when Storage is not running', async () => {
    renderForm();
    expect(await screen.findByText(/ファイルのアップロードは現在利用できません/)).toBeInTheDocument();
  });

  it('suggests matching FAQ entries and counts "this solved it"', async () => {
    rateFaq.mockResolvedValue({ faqId: 'faq-1', vote: 'solved' });
    const { onCancel } = renderForm();
    expect(screen.queryByRole('region', { name: '関連するよくある質問' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/件名/), 'パスワードを忘れた');
    expect(await screen.findByRole('link', { name: 'パスワードを再設定するには' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'これで解決しました' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
    expect(rateFaq).toHaveBeenCalledWith({ tenantId: 't1', faqId: 'faq-1', vote: 'solved' });
    expect(createInquiry).not.toHaveBeenCalled();
  });

  it('suggests an entry that shares only part of what is typed, saying so', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/件名/), 'ログインの手順');
    expect(await screen.findByRole('link', { name: 'パスワードを再設定するには' })).toBeInTheDocument();
    expect(screen.getByText('入力した内容の一部だけが一致したよくある質問です。')).toBeInTheDocument();
  });
});
