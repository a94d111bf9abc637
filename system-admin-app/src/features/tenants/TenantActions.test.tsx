import type * as TenantsApi from './api/tenants';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderTenantsPage, tenantSummary } from './tenantsTestKit';

const fetchTenants = jest.fn();
const createTenant = jest.fn();
const renameTenant = jest.fn();
const setTenantStatus = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ createTenant: (...args: unknown[]) => createTenant(...args), renameTenant: (...args: unknown[]) => renameTenant(...args), setTenantStatus: (...args: unknown[]) => setTenantStatus(...args) }));
jest.mock('./api/tenants', () => ({
  ...jest.requireActual<typeof TenantsApi>('./api/tenants'),
  fetchTenants: (...args: unknown[]) => fetchTenants(...args),
  fetchActiveUserCount: async () => 3,
}));

// Fluent's focus trap of a dialog closed a moment ago may still mark the page, a new dialog included,
// aria-hidden for a few hundred milliseconds; these tests are about the actions, so queries look past
// that instead of waiting for a fixed time.
configure({ defaultHidden: true });

const refusal = (message: string, code: string) => Object.assign(new Error(message), { code: `functions/${code}` });
const row = (name: string) => within(screen.getByRole('table', { name: 'テナント一覧' })).getByRole('row', { name: new RegExp(name) });
const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: new RegExp(label) });
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(field(dialog, label), { target: { value } });

/** The dialog just opened: the one holding the focus (one closing a moment ago may linger). */
const openedDialog = () =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog', { hidden: true }).find((candidate) => candidate.contains(document.activeElement));
    expect(dialog).toBeDefined();
    return dialog!;
  });

/** No dialog left in the page, not even one closing. */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

async function openRowMenu(tenantName: string, item: string) {
  fireEvent.click(within(await waitFor(() => row(tenantName))).getByRole('button', { name: `${tenantName}の操作` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  return openedDialog();
}

beforeEach(() => {
  for (const mock of [fetchTenants, createTenant, renameTenant, setTenantStatus, notifyInfo]) mock.mockReset();
  fetchTenants.mockResolvedValue({ items: [tenantSummary()], next: null });
});

describe('creating a tenant', () => {
  async function openCreate() {
    renderTenantsPage();
    await waitFor(() => row('株式会社さくら商事'));
    fireEvent.click(screen.getByRole('button', { name: 'テナントを作成' }));
    return openedDialog();
  }

  it('checks every field against the server’s limits before sending', async () => {
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }));
    expect(within(dialog).getByText('テナント名を入力してください。')).toBeInTheDocument();
    expect(within(dialog).getByText('氏名を入力してください。')).toBeInTheDocument();
    expect(within(dialog).getByText('メールアドレスを入力してください。')).toBeInTheDocument();

    type(dialog, 'テナント名', 'あ'.repeat(101));
    type(dialog, '氏名', 'い'.repeat(51));
    type(dialog, 'メールアドレス', 'not-an-address');
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }));
    expect(within(dialog).getByText('テナント名は100文字以内で入力してください。')).toBeInTheDocument();
    expect(within(dialog).getByText('氏名は50文字以内で入力してください。')).toBeInTheDocument();
    expect(within(dialog).getByText('メールアドレスの形式が正しくありません。')).toBeInTheDocument();

    type(dialog, 'テナント名', 'あ'.repeat(100));
    type(dialog, '氏名', 'い'.repeat(50));
    type(dialog, 'メールアドレス', `${'a'.repeat(250)}@x.jp`);
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }));
    expect(within(dialog).queryByText(/テナント名は|氏名は/)).toBeNull();
    expect(within(dialog).getByText('メールアドレスは254文字以内で入力してください。')).toBeInTheDocument();
    expect(createTenant).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses, retries with the same request id, then lists the new tenant', async () => {
    createTenant.mockRejectedValueOnce(refusal('入力内容に誤りがあります。admin.email: 無効なメールアドレス', 'invalid-argument'));
    createTenant.mockResolvedValueOnce({ tenantId: 'new-tenant', adminUid: 'new-admin' });
    const dialog = await openCreate();
    type(dialog, 'テナント名', ' 株式会社あおば ');
    type(dialog, '氏名', ' 青葉 太郎 ');
    type(dialog, 'メールアドレス', 'Taro@Aoba.example.jp');
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }));

    expect(await within(dialog).findByText('入力内容に誤りがあります。admin.email: 無効なメールアドレス')).toBeInTheDocument();
    expect(field(dialog, 'テナント名')).toHaveValue(' 株式会社あおば ');
    expect(field(dialog, '氏名')).toHaveValue(' 青葉 太郎 ');
    expect(field(dialog, 'メールアドレス')).toHaveValue('Taro@Aoba.example.jp');
    const sent = { name: '株式会社あおば', admin: { name: '青葉 太郎', email: 'taro@aoba.example.jp' } };
    expect(createTenant).toHaveBeenCalledWith(sent, expect.stringMatching(/^[0-9a-f-]{36}$/));

    fetchTenants.mockResolvedValue({ items: [tenantSummary({ id: 'new-tenant', name: '株式会社あおば' }), tenantSummary()], next: null });
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }));
    await dialogGone();
    expect(createTenant.mock.calls[1]).toEqual([sent, createTenant.mock.calls[0][1]]);
    expect(notifyInfo).toHaveBeenCalledWith(
      'テナント「株式会社あおば」を作成しました。青葉 太郎さんは、ログイン画面で taro@aoba.example.jp を入力し、メールに届くリンクからログインできます。',
    );
    await waitFor(() => row('株式会社あおば'));
    expect(fetchTenants).toHaveBeenCalledTimes(2);
  });

  it('takes the first admin’s address typed in full width and sends it as the server stores it', async () => {
    createTenant.mockResolvedValueOnce({ tenantId: 'new-tenant', adminUid: 'new-admin' });
    const dialog = await openCreate();
    type(dialog, 'テナント名', '株式会社あおば');
    type(dialog, '氏名', '青葉 太郎');
    type(dialog, 'メールアドレス', 'ｑａ－ｈａｎａｋｏ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ');
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }));
    await dialogGone();
    expect(createTenant).toHaveBeenCalledWith(
      { name: '株式会社あおば', admin: { name: '青葉 太郎', email: 'qa-hanako@a.example.com' } },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
  });

  it('starts a new request id for the next tenant', async () => {
    createTenant.mockResolvedValue({ tenantId: 'x', adminUid: 'y' });
    let dialog = await openCreate();
    for (const name of ['一社目', '二社目']) {
      type(dialog, 'テナント名', name);
      type(dialog, '氏名', '管理 一郎');
      type(dialog, 'メールアドレス', 'admin@example.jp');
      fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }));
      await dialogGone();
      await waitFor(() => row('株式会社さくら商事'));
      // Fluent's focus trap may hide the page for a moment after a dialog closes: wait until the
      // button is exposed again (getByRole skips hidden elements) rather than for a fixed time.
      fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'テナントを作成' })));
      dialog = await openedDialog();
    }
    expect(field(dialog, 'テナント名')).toHaveValue('');
    expect(createTenant).toHaveBeenCalledTimes(2);
    expect(createTenant.mock.calls[0][1]).not.toBe(createTenant.mock.calls[1][1]);
  });
});

describe('renaming a tenant', () => {
  it('starts from the current name, refuses an empty one and shows the new name in its row', async () => {
    renameTenant.mockResolvedValue({ tenantId: 't1', name: '株式会社さくらホールディングス' });
    renderTenantsPage();
    const dialog = await openRowMenu('株式会社さくら商事', '名前を変更');
    expect(dialog).toHaveAccessibleName('テナント名の変更');
    expect(field(dialog, 'テナント名')).toHaveValue('株式会社さくら商事');
    expect(within(dialog).getByRole('button', { name: '変更する' })).toBeDisabled();

    type(dialog, 'テナント名', '   ');
    fireEvent.click(within(dialog).getByRole('button', { name: '変更する' }));
    expect(within(dialog).getByText('テナント名を入力してください。')).toBeInTheDocument();
    expect(renameTenant).not.toHaveBeenCalled();

    type(dialog, 'テナント名', ' 株式会社さくらホールディングス ');
    fireEvent.click(within(dialog).getByRole('button', { name: '変更する' }));
    await dialogGone();
    expect(renameTenant).toHaveBeenCalledWith({ tenantId: 't1', name: '株式会社さくらホールディングス' });
    expect(row('株式会社さくらホールディングス')).toHaveTextContent('ID: t1');
    expect(notifyInfo).toHaveBeenCalledWith('テナント名を「株式会社さくらホールディングス」に変更しました。');
    expect(fetchTenants).toHaveBeenCalledTimes(1);
  });
});

describe('suspending and resuming a tenant', () => {
  it('says what suspending does, and after the confirmation marks the row suspended', async () => {
    setTenantStatus.mockResolvedValue({ tenantId: 't1', status: 'suspended' });
    renderTenantsPage();
    const dialog = await openRowMenu('株式会社さくら商事', '利用を停止');
    expect(dialog).toHaveAccessibleName('「株式会社さくら商事」の利用を停止しますか？');
    expect(dialog).toHaveTextContent('このテナントのユーザー（テナント管理者を含む）はログインできなくなります。');
    expect(dialog).toHaveTextContent('データは削除されずに残り');
    expect(setTenantStatus).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: '利用を停止する' }));
    await dialogGone();
    expect(setTenantStatus).toHaveBeenCalledWith({ tenantId: 't1', status: 'suspended' });
    expect(row('株式会社さくら商事')).toHaveTextContent('利用停止中');
    expect(notifyInfo).toHaveBeenCalledWith('「株式会社さくら商事」の利用を停止しました。');

    fireEvent.click(within(row('株式会社さくら商事')).getByRole('button', { name: '株式会社さくら商事の操作' }));
    expect(await screen.findByRole('menuitem', { name: '利用を再開' })).toBeInTheDocument();
  });

  it('resumes a suspended tenant after the confirmation', async () => {
    fetchTenants.mockResolvedValue({ items: [tenantSummary({ status: 'suspended' })], next: null });
    setTenantStatus.mockResolvedValue({ tenantId: 't1', status: 'active' });
    renderTenantsPage();
    const dialog = await openRowMenu('株式会社さくら商事', '利用を再開');
    expect(dialog).toHaveAccessibleName('「株式会社さくら商事」の利用を再開しますか？');
    expect(dialog).toHaveTextContent('再びログインして、これまでどおり利用できる');
    fireEvent.click(within(dialog).getByRole('button', { name: '利用を再開する' }));
    await dialogGone();
    expect(setTenantStatus).toHaveBeenCalledWith({ tenantId: 't1', status: 'active' });
    expect(row('株式会社さくら商事')).toHaveTextContent('利用中');
    expect(notifyInfo).toHaveBeenCalledWith('「株式会社さくら商事」の利用を再開しました。');
  });

  it('keeps the dialog open with the server’s message when the call fails, and cancels without a call', async () => {
    setTenantStatus.mockRejectedValueOnce(refusal('指定されたテナントが見つかりません。', 'not-found'));
    renderTenantsPage();
    const dialog = await openRowMenu('株式会社さくら商事', '利用を停止');
    fireEvent.click(within(dialog).getByRole('button', { name: '利用を停止する' }));
    expect(await within(dialog).findByText('指定されたテナントが見つかりません。')).toBeInTheDocument();
    expect(row('株式会社さくら商事')).toHaveTextContent('利用中');
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await dialogGone();
    expect(setTenantStatus).toHaveBeenCalledTimes(1);
  });
});
