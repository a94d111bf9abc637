import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CannedReply } from '@madoguchi/shared/data';
import type * as SharedData from '@madoguchi/shared/data';
import { CannedReplyPicker, type CannedReplyPickerProps } from './CannedReplyPicker';

const fetchCannedReplies = jest.fn<Promise<CannedReply[]>, [string]>();

jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof SharedData>('@madoguchi/shared/data'),
  fetchCannedReplies: (tenantId: string) => fetchCannedReplies(tenantId),
}));

const reply = (id: string, title: string, body: string, categoryId: string | null = null): CannedReply => ({
  id,
  title,
  body,
  categoryId,
  updatedAt: null,
  updatedByName: '佐藤 花子',
});
const RECEIVED = reply('r-received', '受付のご連絡', '{{requesterName}} さん\n#{{ number }}「{{title}}」を受け付けました。\n{{tenantName}} {{adminName}}');
const DONE = reply('r-done', '対応完了のご連絡', '{{requesterName}} さん、#{{number}} の対応が完了しました。');
const DEV = reply('r-dev', 'アカウント申請の手順', '{{categoryName}}のアカウントは、ポータルから申請してください。', 'cat-dev');

const onInsert = jest.fn();
const INQUIRY: CannedReplyPickerProps = {
  tenantId: 't1',
  categoryId: 'cat-dev',
  requesterName: '鈴木 一郎',
  number: 42,
  title: 'GitHubの招待が届きません',
  categoryName: '開発部',
  adminName: '佐藤 花子',
  tenantName: '株式会社さくら商事',
  onInsert,
};

function renderPicker(props: Partial<CannedReplyPickerProps> = {}) {
  render(
    <FluentProvider theme={webLightTheme}>
      <CannedReplyPicker {...INQUIRY} {...props} />
    </FluentProvider>,
  );
}

// Queries include hidden nodes: in jsdom Fluent's focus manager (tabster) may mark the whole dialog
// aria-hidden whenever focus leaves its controls, and the page behind it for a moment after it closed,
// at moments that depend on the machine's load. A dialog marked so has no accessible name (its
// labelling title is inside it), so the dialog is found by role alone and its title checked as a heading.
const hidden = { hidden: true } as const;
const dialog = () => within(screen.getByRole('dialog', hidden));
const openPicker = async () => {
  fireEvent.click(screen.getByRole('button', { name: '定型文を挿入', ...hidden }));
  // Its content may take over a second to draw on a loaded machine (the whole suite at once).
  await screen.findByRole('dialog', hidden, { timeout: 5000 });
  expect(dialog().getByRole('heading', { name: '定型文を挿入', ...hidden })).toBeInTheDocument();
  return dialog();
};
const radio = (name: string) => dialog().findByRole('radio', { name, ...hidden });
const choices = async () =>
  within(await dialog().findByRole('radiogroup', { name: '定型文', ...hidden }))
    .getAllByRole('radio', hidden)
    .map((choice) => choice.closest('.fui-Radio')?.textContent);
const button = (name: string) => dialog().getByRole('button', { name, ...hidden });
const search = () => dialog().getByRole('searchbox', { name: '定型文を検索', ...hidden });
const preview = () => dialog().getByRole('region', { name: 'プレビュー', ...hidden });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', hidden)).toBeNull());

beforeEach(() => {
  fetchCannedReplies.mockReset().mockResolvedValue([RECEIVED, DEV, DONE]);
  onInsert.mockReset();
});

describe('CannedReplyPicker', () => {
  it("reads nothing until opened, then lists the inquiry's category's replies first", async () => {
    renderPicker();
    expect(fetchCannedReplies).not.toHaveBeenCalled();
    await openPicker();
    expect(await choices()).toEqual(['アカウント申請の手順開発部向け', '受付のご連絡', '対応完了のご連絡']);
    expect(fetchCannedReplies).toHaveBeenCalledWith('t1');
  });

  it('lists in Japanese order by title when the inquiry has no category', async () => {
    renderPicker({ categoryId: null, categoryName: null });
    await openPicker();
    expect(await choices()).toEqual(['アカウント申請の手順', '受付のご連絡', '対応完了のご連絡']);
  });

  it('inserts the chosen reply filled with the inquiry and the admin, after showing it', async () => {
    renderPicker();
    await openPicker();
    expect(button('挿入する')).toBeDisabled();
    fireEvent.click(await radio('受付のご連絡'));
    const filled = '鈴木 一郎 さん\n#42「GitHubの招待が届きません」を受け付けました。\n株式会社さくら商事 佐藤 花子';
    expect(within(preview()).getByText((_, element) => element?.tagName === 'P' && element.textContent === filled)).toBeInTheDocument();
    expect(dialog().queryByRole('button', { name: '置き換える', ...hidden })).toBeNull();
    fireEvent.click(button('挿入する'));
    // The 宛名 apart: it opens the reply wherever the rest goes.
    const rest = '#42「GitHubの招待が届きません」を受け付けました。\n株式会社さくら商事 佐藤 花子';
    await waitFor(() => expect(onInsert).toHaveBeenCalledWith({ address: '鈴木 一郎 さん', rest }, 'insert'));
    await closed();
  });

  it('offers to replace what is written when the reply box is not empty', async () => {
    renderPicker({ replaceable: true });
    await openPicker();
    fireEvent.click(await radio('対応完了のご連絡'));
    fireEvent.click(button('置き換える'));
    await waitFor(() => expect(onInsert).toHaveBeenCalledWith({ address: null, rest: '鈴木 一郎 さん、#42 の対応が完了しました。' }, 'replace'));
    await closed();
  });

  it('fills the category name, and leaves it empty for an inquiry without one', async () => {
    renderPicker({ categoryId: null, categoryName: null });
    await openPicker();
    fireEvent.click(await radio('アカウント申請の手順'));
    fireEvent.click(button('挿入する'));
    await waitFor(() => expect(onInsert).toHaveBeenCalledWith({ address: null, rest: 'のアカウントは、ポータルから申請してください。' }, 'insert'));
  });

  it('narrows the list by words of the title or body, with kana and width folded', async () => {
    renderPicker();
    await openPicker();
    await choices();
    fireEvent.change(search(), { target: { value: 'ぽーたる' } });
    expect(await choices()).toEqual(['アカウント申請の手順開発部向け']);
    fireEvent.change(search(), { target: { value: '完了　ご連絡' } });
    expect(await choices()).toEqual(['対応完了のご連絡']);
    fireEvent.change(search(), { target: { value: '請求書' } });
    expect(dialog().getByText('「請求書」を含む定型文はありません。')).toBeInTheDocument();
  });

  it('never inserts a choice the search has hidden, even on Enter', async () => {
    renderPicker();
    await openPicker();
    fireEvent.click(await radio('受付のご連絡'));
    fireEvent.change(search(), { target: { value: '完了' } });
    fireEvent.submit(search().closest('form')!);
    expect(button('挿入する')).toBeDisabled();
    expect(onInsert).not.toHaveBeenCalled();
    expect(preview()).toHaveTextContent('定型文を選ぶと、この問い合わせの内容を差し込んだ文章がここに表示されます。');
  });

  it('reads the list once, however often it is opened, and starts each opening afresh', async () => {
    renderPicker();
    await openPicker();
    fireEvent.click(await radio('受付のご連絡'));
    fireEvent.click(button('キャンセル'));
    await closed();
    await openPicker();
    expect(await radio('受付のご連絡')).not.toBeChecked();
    expect(fetchCannedReplies).toHaveBeenCalledTimes(1);
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('says why the list could not be read, and reads it again on request', async () => {
    fetchCannedReplies.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderPicker();
    await openPicker();
    expect(await dialog().findByText(/^定型文を読み込めませんでした。/)).toBeInTheDocument();
    fireEvent.click(button('再読み込み'));
    expect(await radio('受付のご連絡')).toBeInTheDocument();
  });

  it('says where canned replies are kept when the tenant has none', async () => {
    fetchCannedReplies.mockResolvedValue([]);
    renderPicker();
    await openPicker();
    expect(await dialog().findByText('定型文はまだありません。テナント管理の「定型文」で登録できます。')).toBeInTheDocument();
  });

  it('cannot be opened while the reply is being sent', () => {
    renderPicker({ disabled: true });
    expect(screen.getByRole('button', { name: '定型文を挿入' })).toBeDisabled();
  });
});
