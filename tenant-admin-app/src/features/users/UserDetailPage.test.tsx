import type { AuthState } from '@madoguchi/shared';
import type * as Data from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserDetailPage } from './UserDetailPage';
import { LAST_ADMIN_NOTE } from './useLastAdminLock';
import { renderRoute } from '@madoguchi/shared/router/testing';
import { CATEGORIES, tenantUser } from './usersTestKit';

const updateTenantUser = jest.fn();
const setTenantUserStatus = jest.fn();
const fetchActiveAdmins = jest.fn();
const fetchInquiries = jest.fn();
const notifyInfo = jest.fn();
let shownUser: Data.TenantUser | null;
let auth: Partial<AuthState>;

jest.mock('@madoguchi/shared', () => ({ useAuth: () => auth, notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ updateTenantUser: (...args: unknown[]) => updateTenantUser(...args), setTenantUserStatus: (...args: unknown[]) => setTenantUserStatus(...args) }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  watchCategories: () => async (onData: (categories: Data.Category[]) => void) => {
    onData(CATEGORIES);
    return () => undefined;
  },
  watchTenantUser: () => async (onData: (user: Data.TenantUser | null) => void) => {
    onData(shownUser);
    return () => undefined;
  },
  fetchActiveAdmins: (...args: unknown[]) => fetchActiveAdmins(...args),
  fetchInquiries: (...args: unknown[]) => fetchInquiries(...args),
}));

const renderPage = () => renderRoute('/tenants/t1/admin/users/u1', '/tenants/:tenantId/admin/users/:tenantUserId', <UserDetailPage />);
const facts = () => screen.getByLabelText('ユーザーの情報');

beforeEach(() => {
  for (const mock of [updateTenantUser, setTenantUserStatus, fetchActiveAdmins, fetchInquiries, notifyInfo]) mock.mockReset();
  auth = { currentUserId: 'me' };
  shownUser = tenantUser({ lastSignInAt: new Date('2026-11-20T01:02:03.000Z') });
  fetchActiveAdmins.mockResolvedValue([{ uid: 'me', name: '管理 太郎', email: 'admin@a.example.com', categoryIds: [] }]);
  fetchInquiries.mockResolvedValue({
    items: [{ id: 'i7', number: 7, title: 'VPNにつながらない', body: '', status: 'new', categoryId: null, requesterUid: 'u1', requesterName: '鈴木 一郎', assigneeUid: null, createdAt: null, lastMessageAt: null }],
    next: { id: 'i7' },
  });
});

describe('UserDetailPage', () => {
  it("shows the user's facts, last sign-in to this tenant and latest inquiries", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '鈴木 一郎' })).toBeInTheDocument();
    expect(document.title).toBe('ユーザー: 鈴木 一郎 | 窓口');
    await waitFor(() => expect(facts()).toHaveTextContent(`最終ログイン${formatDateTime(new Date('2026-11-20T01:02:03.000Z'))}`));
    expect(facts()).toHaveTextContent('メールアドレスsuzuki@a.example.com状態有効');
    const inquiries = await screen.findByRole('table', { name: 'このユーザーの問い合わせ' });
    expect(within(inquiries).getByRole('link', { name: 'VPNにつながらない' })).toHaveAttribute('href', '/tenants/t1/inquiries/i7');
    expect(screen.getByRole('link', { name: 'すべての問い合わせを見る' })).toHaveAttribute('href', '/tenants/t1/inquiries?requester=u1');
    expect(fetchInquiries).toHaveBeenCalledWith({ tenantId: 't1', uid: 'me', isTenantAdmin: true }, expect.objectContaining({ requesterUid: 'u1' }), 5, null);
  });

  it('shows the フリガナ above the name, and sends a changed one as katakana (a blank one removes it)', async () => {
    shownUser = tenantUser({ nameReading: 'スズキ イチロウ' });
    updateTenantUser.mockResolvedValue({ uid: 'u1' });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: '鈴木 一郎' });
    expect(heading.previousElementSibling).toHaveTextContent('スズキ イチロウ');
    const reading = screen.getByRole('textbox', { name: /フリガナ/ });
    expect(reading).toHaveValue('スズキ イチロウ');
    fireEvent.change(reading, { target: { value: 'すずき いちろー' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateTenantUser).toHaveBeenCalledWith({ tenantId: 't1', uid: 'u1', nameReading: 'スズキ イチロー' }, expect.any(String)));
    fireEvent.change(reading, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateTenantUser).toHaveBeenLastCalledWith({ tenantId: 't1', uid: 'u1', nameReading: '' }, expect.any(String)));
  });

  it('says when the user has not signed in to this tenant yet, and when there is no such user', async () => {
    shownUser = tenantUser({ lastSignInAt: null });
    const { unmount } = renderPage();
    await waitFor(() => expect(facts()).toHaveTextContent('最終ログインまだログインしていません（招待中）'));
    unmount();
    shownUser = null;
    renderPage();
    expect(await screen.findByText('ユーザーが見つかりません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ユーザー一覧に戻る' })).toHaveAttribute('href', '/tenants/t1/admin/users');
  });

  it('sends only the fields that changed, and shows a refusal keeping the edit', async () => {
    updateTenantUser.mockRejectedValueOnce(Object.assign(new Error('テナントの最後の管理者は…'), { code: 'functions/failed-precondition' }));
    renderPage();
    const name = await screen.findByRole('textbox', { name: /氏名/ });
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    fireEvent.change(name, { target: { value: '鈴木 一朗' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateTenantUser).toHaveBeenCalledWith({ tenantId: 't1', uid: 'u1', name: '鈴木 一朗' }, expect.any(String)));
    expect(await screen.findByText('テナントの最後の管理者は…')).toBeInTheDocument();
    expect(name).toHaveValue('鈴木 一朗');
    expect(notifyInfo).not.toHaveBeenCalled();
  });

  it('says so in a toast when the changes are saved', async () => {
    updateTenantUser.mockResolvedValue({ uid: 'u1' });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /氏名/ }), { target: { value: '鈴木 一朗' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('鈴木 一朗さんの情報を保存しました。'));
    expect(notifyInfo).toHaveBeenCalledTimes(1);
    expect(updateTenantUser).toHaveBeenCalledWith({ tenantId: 't1', uid: 'u1', name: '鈴木 一朗' }, expect.any(String));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled());
  });

  it('disables a user after a confirmation', async () => {
    setTenantUserStatus.mockResolvedValue({ uid: 'u1', status: 'disabled' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '無効にする' }));
    const dialog = await screen.findByRole('dialog', { name: '鈴木 一郎さんを無効にしますか？' });
    expect(setTenantUserStatus).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '無効にする' }));
    await waitFor(() => expect(setTenantUserStatus).toHaveBeenCalledWith({ tenantId: 't1', uid: 'u1', status: 'disabled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("locks demoting and disabling the tenant's last active admin, and warns an admin about themselves", async () => {
    shownUser = tenantUser({ uid: 'me', name: '管理 太郎', isTenantAdmin: true });
    renderPage();
    await screen.findAllByText(LAST_ADMIN_NOTE);
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('button', { name: '無効にする' })).toBeDisabled();

  });

  it('lets an admin with another active admin step down, warning them when they disable themselves', async () => {
    shownUser = tenantUser({ uid: 'me', name: '管理 太郎', isTenantAdmin: true });
    fetchActiveAdmins.mockResolvedValue([
      { uid: 'me', name: '管理 太郎', email: 'admin@a.example.com', categoryIds: [] },
      { uid: 'a2', name: '佐藤 花子', email: 'sato@a.example.com', categoryIds: [] },
    ]);
    renderPage();
    await waitFor(() => expect(fetchActiveAdmins).toHaveBeenCalledWith('t1'));
    await waitFor(() => expect(screen.getByRole('switch')).toBeEnabled());
    expect(screen.queryByText(LAST_ADMIN_NOTE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '無効にする' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ご自身のアカウントです。');
  });
});
