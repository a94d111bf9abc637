import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const openPicker = async () => {
  fireEvent.click(screen.getByRole('button', { name: '定型文を挿入' }));
  return screen.findByRole('dialog', { name: '定型文を挿入' });
};
const choices = () => within(screen.getByRole('radiogroup', { name: '定型文' })).getAllByRole('radio');
const preview = () => screen.getByRole('region', { name: 'プレビュー' });

beforeEach(() => {
  fetchCannedReplies.mockReset().mockResolvedValue([RECEIVED, DEV, DONE]);
  onInsert.mockReset();
});

describe('CannedReplyPicker', () => {
  it("reads nothing until opened, then lists the inquiry's category's replies first", async () => {
    renderPicker();
    expect(fetchCannedReplies).not.toHaveBeenCalled();
    await openPicker();
    await screen.findByRole('radiogroup', { name: '定型文' });
    expect(fetchCannedReplies).toHaveBeenCalledWith('t1');
    expect(choices().map((choice) => choice.closest('.fui-Radio')?.textContent)).toEqual(['アカウント申請の手順開発部向け', '受付のご連絡', '対応完了のご連絡']);
  });

  it('lists in Japanese order by title when the inquiry has no category', async () => {
    renderPicker({ categoryId: null, categoryName: null });
    await openPicker();
    await screen.findByRole('radiogroup', { name: '定型文' });
    expect(choices().map((choice) => choice.closest('.fui-Radio')?.textContent)).toEqual(['アカウント申請の手順', '受付のご連絡', '対応完了のご連絡']);
  });

  it('inserts the chosen reply filled with the inquiry and the admin, after showing it', async () => {
    renderPicker();
    const dialog = await openPicker();
    const insert = within(dialog).getByRole('button', { name: '挿入する' });
    expect(insert).toBeDisabled();
    fireEvent.click(await screen.findByRole('radio', { name: '受付のご連絡' }));
    const filled = '鈴木 一郎 さん\n#42「GitHubの招待が届きません」を受け付けました。\n株式会社さくら商事 佐藤 花子';
    expect(within(preview()).getByText((_, element) => element?.tagName === 'P' && element.textContent === filled)).toBeInTheDocument();
    fireEvent.click(insert);
    await waitFor(() => expect(onInsert).toHaveBeenCalledWith(filled));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('fills the category name, and leaves it empty for an inquiry without one', async () => {
    renderPicker({ categoryId: null, categoryName: null });
    await openPicker();
    fireEvent.click(await screen.findByRole('radio', { name: 'アカウント申請の手順' }));
    fireEvent.click(screen.getByRole('button', { name: '挿入する' }));
    await waitFor(() => expect(onInsert).toHaveBeenCalledWith('のアカウントは、ポータルから申請してください。'));
  });

  it('narrows the list by words of the title or body, with kana and width folded', async () => {
    renderPicker();
    await openPicker();
    await screen.findByRole('radiogroup', { name: '定型文' });
    const search = screen.getByRole('searchbox', { name: '定型文を検索' });
    await userEvent.type(search, 'ぽーたる');
    expect(choices().map((choice) => choice.closest('.fui-Radio')?.textContent)).toEqual(['アカウント申請の手順開発部向け']);
    await userEvent.clear(search);
    await userEvent.type(search, '完了　ご連絡');
    expect(choices().map((choice) => choice.closest('.fui-Radio')?.textContent)).toEqual(['対応完了のご連絡']);
    await userEvent.clear(search);
    await userEvent.type(search, '請求書');
    expect(screen.getByText('「請求書」を含む定型文はありません。')).toBeInTheDocument();
  });

  it('never inserts a choice the search has hidden', async () => {
    renderPicker();
    const dialog = await openPicker();
    fireEvent.click(await screen.findByRole('radio', { name: '受付のご連絡' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '定型文を検索' }), '完了{Enter}');
    expect(within(dialog).getByRole('button', { name: '挿入する' })).toBeDisabled();
    expect(onInsert).not.toHaveBeenCalled();
    expect(preview()).toHaveTextContent('定型文を選ぶと、この問い合わせの内容を差し込んだ文章がここに表示されます。');
  });

  it('reads the list once, however often it is opened, and starts each opening afresh', async () => {
    renderPicker();
    await openPicker();
    fireEvent.click(await screen.findByRole('radio', { name: '受付のご連絡' }));
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openPicker();
    expect(await screen.findByRole('radio', { name: '受付のご連絡' })).not.toBeChecked();
    expect(fetchCannedReplies).toHaveBeenCalledTimes(1);
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('says why the list could not be read, and reads it again on request', async () => {
    fetchCannedReplies.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderPicker();
    await openPicker();
    expect(await screen.findByText(/^定型文を読み込めませんでした。/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('radio', { name: '受付のご連絡' })).toBeInTheDocument();
  });

  it('says where canned replies are kept when the tenant has none', async () => {
    fetchCannedReplies.mockResolvedValue([]);
    renderPicker();
    await openPicker();
    expect(await screen.findByText('定型文はまだありません。テナント管理の「定型文」で登録できます。')).toBeInTheDocument();
  });

  it('cannot be opened while the reply is being sent', () => {
    renderPicker({ disabled: true });
    expect(screen.getByRole('button', { name: '定型文を挿入' })).toBeDisabled();
  });
});
