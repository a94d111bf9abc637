import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as SharedData from '@madoguchi/shared/data';
import { CATEGORIES, faqDocument, renderAtFaq } from '../faqTestKit';
import { FaqEditor, type FaqSource } from './FaqEditor';
import { EMPTY_FORM } from './faqForm';

const saveFaq = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('../api/callables', () => ({ saveFaq: (...args: unknown[]) => saveFaq(...args) }));
jest.mock('@madoguchi/shared/data', () => ({
  errorMessage: jest.requireActual<typeof SharedData>('@madoguchi/shared/data').errorMessage,
}));
// The real editor is Tiptap's (tested in shared); a textarea stands in for it here.
jest.mock('@madoguchi/shared/richtext', () => ({
  RichTextEditor: (props: { value: string; onChange: (html: string) => void; 'aria-labelledby'?: string }) => (
    <textarea aria-labelledby={props['aria-labelledby']} value={props.value} onChange={(event) => props.onChange(event.target.value)} />
  ),
}));

function renderEditor(faq = null as ReturnType<typeof faqDocument> | null, { question, source }: { question?: string; source?: FaqSource } = {}) {
  const handlers = { onSaved: jest.fn(), onCancel: jest.fn() };
  renderAtFaq(<FaqEditor tenantId="t1" faq={faq} question={question} source={source} categories={CATEGORIES} {...handlers} />);
  return handlers;
}

const serverRefusal = (message: string) => Object.assign(new Error(message), { code: 'functions/invalid-argument' });

beforeEach(() => {
  saveFaq.mockReset();
  notifyInfo.mockReset();
});

describe('FaqEditor', () => {
  it('names what is missing in Japanese and sends nothing', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('質問を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('回答を入力してください。')).toBeInTheDocument();
    expect(saveFaq).not.toHaveBeenCalled();
  });

  it('checks the lengths and the number of tags', async () => {
    renderEditor();
    // Long text is pasted: typed a key at a time it slows the test past its limit on a busy machine.
    await userEvent.click(screen.getByRole('textbox', { name: /質問/ }));
    await userEvent.paste('あ'.repeat(201));
    await userEvent.type(await screen.findByRole('textbox', { name: /回答/ }), '<p>本文</p>');
    await userEvent.click(screen.getByRole('textbox', { name: /タグ/ }));
    await userEvent.paste(Array.from({ length: 11 }, (_, i) => `タグ${i}`).join(','));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('質問は200文字以内で入力してください。')).toBeInTheDocument();
    expect(screen.getByText('タグは10個まで登録できます。')).toBeInTheDocument();
    expect(screen.queryByText('回答を入力してください。')).toBeNull();
    expect(saveFaq).not.toHaveBeenCalled();
  });

  it('checks each other phrasing and their number, and starts a new entry from a given question', async () => {
    renderEditor(null, { question: '退職金の計算方法' });
    expect(screen.getByRole('textbox', { name: /質問/ })).toHaveValue('退職金の計算方法');
    await userEvent.type(await screen.findByRole('textbox', { name: /回答/ }), '<p>本文</p>');
    await userEvent.click(screen.getByRole('textbox', { name: /別の言い方/ }));
    await userEvent.paste(Array.from({ length: 21 }, (_, i) => `言い方${i}`).join('\n'));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('別の言い方は20個まで登録できます。')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /別の言い方/ }));
    await userEvent.click(screen.getByRole('textbox', { name: /別の言い方/ }));
    await userEvent.paste('あ'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('別の言い方は100文字以内で入力してください。')).toBeInTheDocument();
    expect(saveFaq).not.toHaveBeenCalled();
  });

  it('saves a new entry with its categories, tags, other phrasings and status', async () => {
    saveFaq.mockResolvedValue({ faqId: 'faq-new' });
    const { onSaved } = renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: /質問/ }), '  パスワードを忘れたとき  ');
    await userEvent.type(await screen.findByRole('textbox', { name: /回答/ }), '<p>再設定してください。</p>');
    await userEvent.click(screen.getByRole('checkbox', { name: '営業部' }));
    await userEvent.type(screen.getByRole('textbox', { name: /タグ/ }), 'パスワード、 ログイン,パスワード');
    // One per line; blank lines dropped.
    await userEvent.type(screen.getByRole('textbox', { name: /別の言い方/ }), ' PWを忘れた {Enter}{Enter}ログインできない');
    await userEvent.click(screen.getByRole('radio', { name: '公開' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('faq-new'));
    expect(saveFaq).toHaveBeenCalledWith(
      {
        tenantId: 't1',
        faqId: null,
        question: 'パスワードを忘れたとき',
        answerHtml: '<p>再設定してください。</p>',
        categoryIds: ['c-sales'],
        tags: ['パスワード', 'ログイン'],
        aliases: ['PWを忘れた', 'ログインできない'],
        status: 'published',
      },
      expect.any(String),
    );
    expect(notifyInfo).toHaveBeenCalledWith('よくある質問を公開しました。');
  });

  it("keeps what was typed after a failed save, shows the server's message, and retries with the same request id", async () => {
    saveFaq.mockRejectedValueOnce(serverRefusal('存在しないユーザーカテゴリです: c-dev'));
    const { onSaved } = renderEditor(faqDocument({ categoryIds: ['c-dev'], status: 'draft' }));
    const question = screen.getByRole('textbox', { name: /質問/ });
    await userEvent.clear(question);
    await userEvent.type(question, 'パスワードを再設定したい');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存できませんでした。存在しないユーザーカテゴリです: c-dev')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /質問/ })).toHaveValue('パスワードを再設定したい');
    expect(screen.getByRole('textbox', { name: /回答/ })).toHaveValue('<p>ログイン画面から<strong>再設定</strong>できます。</p>');
    expect(screen.getByRole('checkbox', { name: '開発部' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /タグ/ })).toHaveValue('アカウント');
    expect(within(screen.getByRole('radiogroup')).getByRole('radio', { name: '下書き' })).toBeChecked();

    saveFaq.mockResolvedValueOnce({ faqId: 'faq-password' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('faq-password'));
    const [first, second] = saveFaq.mock.calls;
    expect(first?.[0]).toMatchObject({ faqId: 'faq-password', question: 'パスワードを再設定したい' });
    expect(second?.[1]).toBe(first?.[1]);
  });

  it("refuses to publish the requester's name beside the field that holds it, without asking the server, until it is gone", async () => {
    const draft = { ...EMPTY_FORM, question: '鈴木さんのVPNが切れる', answerHtml: '<p>アプリを更新してください。</p>' };
    renderEditor(null, { source: { inquiryId: 'i1', number: 22, requesterName: '鈴木 一郎', title: draft.question, draft, omitted: 0 } });
    await userEvent.click(screen.getByRole('radio', { name: '公開' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const refusal = '個人情報が含まれているため公開できません: 依頼者の名前「鈴木さん」。削除してから公開するか、下書きとして保存してください。';
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(saveFaq).not.toHaveBeenCalled();

    const question = screen.getByRole('textbox', { name: /質問/ });
    await userEvent.clear(question);
    await userEvent.type(question, 'VPNが切れるときは');
    expect(screen.queryByText(refusal)).toBeNull();
    expect(screen.getByText(/依頼者の名前・メールアドレス・電話番号は見つかりません。/)).toBeInTheDocument();
  });

  it("drops the server's refusal of what was written once it is edited, and keeps a failure to reach the server", async () => {
    saveFaq.mockRejectedValueOnce(Object.assign(new Error('個人情報が含まれているため公開できません: 電話番号「03-1234-5678」。'), { code: 'functions/failed-precondition' }));
    renderEditor(faqDocument());
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/保存できませんでした。個人情報が含まれているため/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /タグ/ }), ',VPN');
    expect(screen.queryByText(/保存できませんでした。/)).toBeNull();

    saveFaq.mockRejectedValueOnce(Object.assign(new Error('通信に失敗しました。'), { code: 'functions/unavailable' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/保存できませんでした。/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /タグ/ }), ',ログイン');
    expect(screen.getByText(/保存できませんでした。/)).toBeInTheDocument();
  });

  it('offers the inquiry title as a question the admin can take or leave, and says what of the replies it left out', async () => {
    const draft = { ...EMPTY_FORM, question: 'アカウントがロックされてログインできません', answerHtml: '<p>ロックを解除しました。</p>' };
    renderEditor(null, { source: { inquiryId: 'i1', number: 22, requesterName: '鈴木 一郎', title: draft.question, draft, omitted: 5 } });
    expect(screen.getByText(/返信の宛名・あいさつ・署名・この問い合わせについての連絡（5行）は回答に入れていません。/)).toBeInTheDocument();
    const suggestion = screen.getByRole('group', { name: '質問の案' });
    expect(suggestion).toHaveTextContent('「アカウントがロックされてログインできないときはどうすればよいですか？」');
    expect(screen.getByRole('textbox', { name: /質問/ })).toHaveValue('アカウントがロックされてログインできません');
    await userEvent.click(within(suggestion).getByRole('button', { name: 'この案を使う' }));
    expect(screen.getByRole('textbox', { name: /質問/ })).toHaveValue('アカウントがロックされてログインできないときはどうすればよいですか？');
    expect(screen.queryByRole('group', { name: '質問の案' })).toBeNull();
  });
});
