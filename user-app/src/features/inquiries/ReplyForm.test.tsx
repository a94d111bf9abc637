import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FaqFinder, FaqIndexEntry } from '@madoguchi/shared/data';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import userEvent from '@testing-library/user-event';

import { ReplyForm } from './ReplyForm';

const postInquiryMessage = jest.fn();

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => ({ currentUserId: 'admin-1' }),
  notify: { info: jest.fn(), error: jest.fn() },
  storageAvailable: () => Promise.resolve(false),
}));
jest.mock('./api/callables', () => ({ postInquiryMessage: (...args: unknown[]) => postInquiryMessage(...args) }));
const FAQ: FaqIndexEntry[] = [
  { id: 'faq-vpn', question: 'VPNに接続できない', answerText: '一度サインアウトしてから、VPNアプリを再起動してください。', tags: [], categoryIds: [], helpfulCount: 0, updatedAt: null },
  { id: 'faq-pw', question: 'パスワードを忘れた', answerText: 'ログイン画面の「パスワードを忘れた方」から再設定できます。', tags: [], categoryIds: [], helpfulCount: 0, updatedAt: null },
];
const finder: FaqFinder = {
  entries: FAQ,
  search: async (query) => FAQ.filter((entry) => entry.question.includes(query)),
  nearMisses: async () => [],
  explain: () => Promise.reject(new Error('not here')),
};
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual('@madoguchi/shared/data'),
  useFaqIndex: (tenantId: string | null) => (tenantId ? { status: 'ready', data: finder } : { status: 'loading' }),
  fetchCannedReplies: async () => [
    { id: 'c1', title: '受付のご連絡', body: '{{requesterName}} さん\nお問い合わせ #{{number}} を受け付けました。', categoryId: null, updatedAt: null, updatedByName: '管理' },
  ],
}));

/** Renders and waits for the Storage probe to settle (it answers "unavailable" here). */
async function renderForm(asAdmin: boolean) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <ReplyForm
          tenantId="t1"
          inquiryId="i1"
          asAdmin={asAdmin}
          context={{ categoryId: null, categoryName: null, requesterName: '鈴木 一郎', number: 12, title: 'VPN', adminName: '管理 太郎', tenantName: 'さくら商事' }}
        />
      </MemoryRouter>
    </FluentProvider>,
  );
  await screen.findByText(/ファイルのアップロードは現在利用できません/);
}

beforeEach(() => postInquiryMessage.mockReset());

describe('ReplyForm', () => {
  it('offers requesters neither internal notes nor a status nor FAQ insertion', async () => {
    await renderForm(false);
    expect(screen.queryByRole('checkbox', { name: /社内メモ/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: '送信後のステータス' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'FAQを挿入' })).toBeNull();
  });

  /** Chooses the canned reply 「受付のご連絡」 and presses `action` in the picker. */
  async function insertCanned(action: '挿入する' | '置き換える') {
    // Hidden nodes too: Fluent's focus manager may mark parts of the page aria-hidden in jsdom.
    fireEvent.click(screen.getByRole('button', { name: '定型文を挿入', hidden: true }));
    const dialog = within(await screen.findByRole('dialog', { name: '定型文を挿入', hidden: true }));
    fireEvent.click(await dialog.findByRole('radio', { name: /受付のご連絡/, hidden: true }));
    fireEvent.click(dialog.getByRole('button', { name: action, hidden: true }));
  }

  it('inserts a canned reply filled for this inquiry: its 宛名 at the top, the rest after what is written, sending nothing', async () => {
    await renderForm(true);
    const box = screen.getByRole('textbox', { name: /返信/ });
    fireEvent.change(box, { target: { value: 'アカウントのロックを解除しました。  ' } });
    await insertCanned('挿入する');
    await waitFor(() => expect(box).toHaveValue('鈴木 一郎 さん\n\nアカウントのロックを解除しました。\n\nお問い合わせ #12 を受け付けました。'));
    expect(postInquiryMessage).not.toHaveBeenCalled();
  });

  it('inserts a canned reply where the caret is, and puts the caret after it', async () => {
    await renderForm(true);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /返信/ });
    fireEvent.change(box, { target: { value: '鈴木 一郎 さん\n\nよろしくお願いいたします。' } });
    box.setSelectionRange('鈴木 一郎 さん\n\n'.length, '鈴木 一郎 さん\n\n'.length);
    fireEvent.select(box);
    await insertCanned('挿入する');
    const expected = '鈴木 一郎 さん\n\nお問い合わせ #12 を受け付けました。\n\nよろしくお願いいたします。';
    await waitFor(() => expect(box).toHaveValue(expected));
    expect(box.selectionStart).toBe(expected.indexOf('\n\nよろしく'));
  });

  it('replaces what is written with a canned reply when asked to, and offers that only when something is written', async () => {
    await renderForm(true);
    const box = screen.getByRole('textbox', { name: /返信/ });
    fireEvent.click(screen.getByRole('button', { name: '定型文を挿入', hidden: true }));
    const empty = within(await screen.findByRole('dialog', { name: '定型文を挿入', hidden: true }));
    await empty.findByRole('radio', { name: /受付のご連絡/, hidden: true });
    expect(empty.queryByRole('button', { name: '置き換える', hidden: true })).toBeNull();
    fireEvent.click(empty.getByRole('button', { name: 'キャンセル', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    fireEvent.change(box, { target: { value: '下書きの文章' } });
    await insertCanned('置き換える');
    await waitFor(() => expect(box).toHaveValue('鈴木 一郎 さん\n\nお問い合わせ #12 を受け付けました。'));
  });

  it('inserts FAQ entries as cards a tenant admin can remove, and sends their ids with the reply', async () => {
    postInquiryMessage.mockRejectedValueOnce(Object.assign(new Error('混み合っているため処理できませんでした。'), { code: 'functions/aborted' }));
    postInquiryMessage.mockResolvedValueOnce({ messageId: 'm1', status: 'waiting' });
    await renderForm(true);
    const insert = async (search: string, question: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'FAQを挿入' }));
      const dialog = await screen.findByRole('dialog', { name: 'FAQを挿入' });
      const inDialog = within(dialog);
      // Hidden nodes too: Fluent's focus manager may mark the dialog aria-hidden in jsdom.
      fireEvent.change(inDialog.getByRole('searchbox', { name: '挿入するFAQを検索', hidden: true }), { target: { value: search } });
      fireEvent.click(await inDialog.findByRole('radio', { name: question, hidden: true }));
      fireEvent.click(inDialog.getByRole('button', { name: '挿入', hidden: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await insert('VPN', 'VPNに接続できない');
    // An empty reply gets a lead sentence, so cards alone can be sent.
    expect(screen.getByRole('textbox', { name: /返信/ })).toHaveValue('以下のよくある質問をご確認ください。');
    await insert('パスワード', 'パスワードを忘れた');
    // Choosing in the dialog does not send the reply.
    expect(postInquiryMessage).not.toHaveBeenCalled();
    const cards = screen.getByRole('list', { name: '紹介されたよくある質問' });
    expect(within(cards).getByRole('link', { name: 'VPNに接続できない' })).toHaveAttribute('href', '/tenants/t1/faq?id=faq-vpn');
    expect(within(cards).getByText('ログイン画面の「パスワードを忘れた方」から再設定できます。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '「パスワードを忘れた」を返信から外す' }));
    expect(within(cards).queryByText('パスワードを忘れた')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '返信する' }));
    await waitFor(() => expect(postInquiryMessage).toHaveBeenCalledTimes(1));
    // A failed send keeps the reply and its cards; sending again sends the same request.
    expect(await screen.findByText(/混み合っているため処理できませんでした。/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '紹介されたよくある質問' })).getByText('VPNに接続できない')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返信する' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: '紹介されたよくある質問' })).toBeNull());
    expect(postInquiryMessage).toHaveBeenLastCalledWith(
      { tenantId: 't1', inquiryId: 'i1', body: '以下のよくある質問をご確認ください。', internal: false, attachments: [], faqIds: ['faq-vpn'] },
      postInquiryMessage.mock.calls[0]?.[1],
    );
  });

  it('sends an internal note for a tenant admin and clears the form once the server has it', async () => {
    postInquiryMessage.mockResolvedValue({ messageId: 'm1', status: 'in_progress' });
    await renderForm(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /社内メモとして保存/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /社内メモ/ }), '経理部に確認中');
    fireEvent.click(screen.getByRole('button', { name: '社内メモを保存' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /返信/ })).toHaveValue(''));
    expect(postInquiryMessage).toHaveBeenCalledWith(
      { tenantId: 't1', inquiryId: 'i1', body: '経理部に確認中', internal: true, attachments: [] },
      expect.any(String),
    );
  });

  it('keeps the text and shows the reason when sending fails', async () => {
    postInquiryMessage.mockRejectedValue(
      Object.assign(new Error('クローズ済みの問い合わせは変更できません。続きは新しい問い合わせでお送りください。'), { code: 'functions/failed-precondition' }),
    );
    await renderForm(false);
    await userEvent.type(screen.getByRole('textbox', { name: /返信/ }), '追加で質問です');
    fireEvent.click(screen.getByRole('button', { name: '返信する' }));
    expect(await screen.findByText(/クローズ済みの問い合わせは変更できません/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /返信/ })).toHaveValue('追加で質問です');
  });

  it('refuses an empty reply without calling the server', async () => {
    await renderForm(false);
    fireEvent.click(screen.getByRole('button', { name: '返信する' }));
    expect(await screen.findByText('返信を入力してください。')).toBeInTheDocument();
    expect(postInquiryMessage).not.toHaveBeenCalled();
  });
});
