import type * as SystemUsersApi from './api/systemUsers';
import { formatDateTime } from '@madoguchi/shared/format';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSystemUsersPage, systemUser } from './systemUsersTestKit';

const addSystemUser = jest.fn();
const removeSystemUser = jest.fn();
const notifyInfo = jest.fn();
/** The live list: tests push new contents through it, as Firestore would. */
let pushUsers: (users: SystemUsersApi.SystemUser[]) => void = () => undefined;
let shownUsers: SystemUsersApi.SystemUser[] | Error;

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => ({ currentUserId: 'me' }),
  notify: { info: (text: string) => notifyInfo(text), error: jest.fn() },
}));
jest.mock('./api/callables', () => ({ addSystemUser: (...args: unknown[]) => addSystemUser(...args), removeSystemUser: (...args: unknown[]) => removeSystemUser(...args) }));
jest.mock('./api/systemUsers', () => ({
  ...jest.requireActual<typeof SystemUsersApi>('./api/systemUsers'),
  watchSystemUsers: () => async (onData: (users: SystemUsersApi.SystemUser[]) => void, onError: (error: unknown) => void) => {
    pushUsers = onData;
    if (shownUsers instanceof Error) onError(shownUsers);
    else onData(shownUsers);
    return () => undefined;
  },
}));

const ME = systemUser();
const SATO = systemUser({ uid: 'sato', email: 'sato@example.com', name: '佐藤 次郎', addedAt: new Date('2026-05-01T10:00:00+09:00'), addedBy: 'me' });
const rows = () => within(screen.getByRole('table', { name: 'システム管理者一覧' })).getAllByRole('row').slice(1);
const form = () => screen.getByRole('form', { name: 'システム管理者を追加' });
const typeInForm = (label: string, value: string) =>
  fireEvent.change(within(form()).getByRole('textbox', { name: new RegExp(label) }), { target: { value } });
const add = () => fireEvent.click(within(form()).getByRole('button', { name: '追加する' }));

beforeEach(() => {
  for (const mock of [addSystemUser, removeSystemUser, notifyInfo]) mock.mockReset();
  shownUsers = [ME, SATO];
});

describe('SystemUsersPage', () => {
  it('lists every system admin with when and by whom they were added, marking oneself', async () => {
    shownUsers = [ME, SATO, systemUser({ uid: 'gone', email: 'old@example.com', name: '', addedAt: null, addedBy: 'removed-admin' })];
    renderSystemUsersPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent(`山田 管理あなたsysadmin@example.com${formatDateTime(ME.addedAt!)}初期設定`);
    expect(rows()[1]).toHaveTextContent(`佐藤 次郎sato@example.com${formatDateTime(SATO.addedAt!)}山田 管理`);
    expect(rows()[2]).toHaveTextContent('(未設定)old@example.com——');
  });

  it('locks removing oneself, and the last one, with the reason beside the button', async () => {
    renderSystemUsersPage();
    const own = await waitFor(() => within(rows()[0]!).getByRole('button', { name: '山田 管理を外す' }));
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('ご自身は外せません。');
    expect(within(rows()[1]!).getByRole('button', { name: '佐藤 次郎を外す' })).toBeEnabled();

    // Someone else's view when only 佐藤 is left: the last one is locked too.
    act(() => pushUsers([SATO]));
    const last = within(rows()[0]!).getByRole('button', { name: '佐藤 次郎を外す' });
    expect(last).toBeDisabled();
    expect(last).toHaveAccessibleDescription('最後のシステム管理者は外せません。');
  });

  it('removes another system admin after a confirmation, and shows a refusal in the dialog', async () => {
    removeSystemUser.mockRejectedValueOnce(Object.assign(new Error('最後のシステム管理者は外せません。'), { code: 'functions/failed-precondition' }));
    removeSystemUser.mockResolvedValueOnce({ uid: 'sato' });
    renderSystemUsersPage();
    fireEvent.click(await screen.findByRole('button', { name: '佐藤 次郎を外す' }));
    const dialog = await screen.findByRole('dialog', { name: '佐藤 次郎さんをシステム管理者から外しますか？' });
    expect(dialog).toHaveTextContent('sato@example.com は、すぐにシステム管理画面を使えなくなります。');
    expect(removeSystemUser).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: '外す' }));
    expect(await within(dialog).findByText('最後のシステム管理者は外せません。')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '外す' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(removeSystemUser).toHaveBeenCalledWith({ uid: 'sato' });
    expect(notifyInfo).toHaveBeenCalledWith('佐藤 次郎さんをシステム管理者から外しました。');
  });

  it('checks name and address before adding, including an address that is already a system admin', async () => {
    renderSystemUsersPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    add();
    expect(within(form()).getByText('氏名を入力してください。')).toBeInTheDocument();
    expect(within(form()).getByText('メールアドレスを入力してください。')).toBeInTheDocument();
    typeInForm('氏名', 'あ'.repeat(51));
    typeInForm('メールアドレス', 'Sato@Example.com');
    add();
    expect(within(form()).getByText('氏名は50文字以内で入力してください。')).toBeInTheDocument();
    expect(within(form()).getByText('このメールアドレスはすでにシステム管理者です。')).toBeInTheDocument();
    expect(addSystemUser).not.toHaveBeenCalled();
  });

  it('takes an address typed in full width, as the server stores it, and knows one already added when typed so', async () => {
    addSystemUser.mockResolvedValue({ uid: 'new' });
    renderSystemUsersPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    typeInForm('氏名', '佐藤 次郎');
    typeInForm('メールアドレス', 'ｓａｔｏ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    add();
    expect(within(form()).getByText('このメールアドレスはすでにシステム管理者です。')).toBeInTheDocument();
    typeInForm('メールアドレス', '　ｑａ－ｈａｎａｋｏ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ　');
    add();
    await waitFor(() => expect(addSystemUser).toHaveBeenCalledWith({ name: '佐藤 次郎', email: 'qa-hanako@a.example.com' }, expect.any(String)));
  });

  it('adds by address, keeping the form when refused, retrying with the same request id, then starting afresh', async () => {
    addSystemUser.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'functions/unavailable' }));
    addSystemUser.mockResolvedValue({ uid: 'new' });
    renderSystemUsersPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    typeInForm('氏名', ' 高橋 三郎 ');
    typeInForm('メールアドレス', 'Takahashi@Example.com');
    add();
    expect(await within(form()).findByText(/サーバーに接続できませんでした。/)).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: /氏名/ })).toHaveValue(' 高橋 三郎 ');
    const sent = { name: '高橋 三郎', email: 'takahashi@example.com' };
    expect(addSystemUser).toHaveBeenCalledWith(sent, expect.stringMatching(/^[0-9a-f-]{36}$/));

    add();
    await waitFor(() => expect(within(form()).getByRole('textbox', { name: /氏名/ })).toHaveValue(''));
    expect(addSystemUser.mock.calls[1]).toEqual([sent, addSystemUser.mock.calls[0][1]]);
    expect(notifyInfo).toHaveBeenCalledWith('高橋 三郎さんをシステム管理者に追加しました。次にログインしたときから、システム管理画面を使えます。');

    typeInForm('氏名', '伊藤 四郎');
    typeInForm('メールアドレス', 'ito@example.com');
    add();
    await waitFor(() => expect(addSystemUser).toHaveBeenCalledTimes(3));
    expect(addSystemUser.mock.calls[2][1]).not.toBe(addSystemUser.mock.calls[0][1]);
  });

  it('says when the list cannot be read', async () => {
    shownUsers = Object.assign(new Error('denied'), { code: 'permission-denied' });
    renderSystemUsersPage();
    expect(await screen.findByText('権限がありません。')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
