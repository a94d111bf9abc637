import type { AuthState } from '@madoguchi/shared';
import type * as Data from '@madoguchi/shared/data';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@madoguchi/shared/data';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const fetchNotificationSettings = jest.fn();
const saveNotificationSettings = jest.fn();
let auth: Partial<AuthState>;

jest.mock('@madoguchi/shared', () => ({ useAuth: () => auth }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchNotificationSettings: (...args: unknown[]) => fetchNotificationSettings(...args),
  saveNotificationSettings: (...args: unknown[]) => saveNotificationSettings(...args),
}));

function renderPage() {
  render(
    <>
      <NotificationSettingsPage />
    </>,
  );
}

const cell = (name: string) => screen.getByRole('checkbox', { name });
const grid = () => screen.findByRole('table', { name: '通知設定' });
const rowTitles = () =>
  within(screen.getByRole('table', { name: '通知設定' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.firstChild?.textContent);

beforeEach(() => {
  fetchNotificationSettings.mockReset();
  saveNotificationSettings.mockReset();
  auth = { tenantId: 'tenant-a', currentUserId: 'u1', isTenantAdmin: false };
});

describe('NotificationSettingsPage', () => {
  it("shows the server's defaults, marked as such, until the user has saved; users get no new-inquiry row", async () => {
    fetchNotificationSettings.mockResolvedValue({ settings: DEFAULT_NOTIFICATION_SETTINGS, saved: false });
    renderPage();
    expect(screen.getByText('通知設定を読み込み中…')).toBeInTheDocument();
    await grid();
    expect(fetchNotificationSettings).toHaveBeenCalledWith('tenant-a', 'u1');
    expect(screen.getByText('まだ保存されていないため、標準の設定を表示しています。')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['問い合わせへの返信', '問い合わせのステータス変更', 'リリースノート']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['できごと', 'アプリ内', 'メール']);
    expect(cell('問い合わせへの返信（メール）')).toBeChecked();
    expect(cell('問い合わせのステータス変更（アプリ内）')).toBeChecked();
    expect(cell('問い合わせのステータス変更（メール）')).not.toBeChecked();
    expect(cell('リリースノート（メール）')).not.toBeChecked();
  });

  it('shows the saved grid, with the new-inquiry row for tenant admins', async () => {
    auth = { ...auth, isTenantAdmin: true };
    const saved: NotificationSettings = { ...DEFAULT_NOTIFICATION_SETTINGS, newInquiry: { inApp: false, mail: true } };
    fetchNotificationSettings.mockResolvedValue({ settings: saved, saved: true });
    renderPage();
    await grid();
    expect(rowTitles()).toEqual(['問い合わせへの返信', '問い合わせのステータス変更', 'リリースノート', '新規問い合わせ']);
    expect(cell('新規問い合わせ（アプリ内）')).not.toBeChecked();
    expect(cell('新規問い合わせ（メール）')).toBeChecked();
    expect(screen.queryByText(/標準の設定を表示しています/)).toBeNull();
  });

  it("saves the user's rows and says so", async () => {
    fetchNotificationSettings.mockResolvedValue({ settings: DEFAULT_NOTIFICATION_SETTINGS, saved: false });
    saveNotificationSettings.mockResolvedValue(undefined);
    renderPage();
    await grid();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    fireEvent.click(cell('問い合わせのステータス変更（メール）'));
    fireEvent.click(cell('問い合わせへの返信（アプリ内）'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('通知設定を保存しました。')).toBeInTheDocument();
    expect(saveNotificationSettings).toHaveBeenCalledWith('tenant-a', 'u1', ['inquiryReply', 'inquiryStatus', 'releaseNote'], {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      inquiryReply: { inApp: false, mail: true },
      inquiryStatus: { inApp: true, mail: true },
    });
    expect(screen.queryByText(/標準の設定を表示しています/)).toBeNull();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  });

  it('keeps the changes and shows why when saving fails', async () => {
    fetchNotificationSettings.mockResolvedValue({ settings: DEFAULT_NOTIFICATION_SETTINGS, saved: true });
    saveNotificationSettings.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderPage();
    await grid();
    fireEvent.click(cell('リリースノート（メール）'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/サーバーに接続できませんでした/)).toBeInTheDocument();
    expect(cell('リリースノート（メール）')).toBeChecked();
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('shows a failed read with a retry that reads again', async () => {
    fetchNotificationSettings
      .mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }))
      .mockResolvedValueOnce({ settings: DEFAULT_NOTIFICATION_SETTINGS, saved: true });
    renderPage();
    expect(await screen.findByText('通知設定を読み込めませんでした。権限がありません。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await grid();
    await waitFor(() => expect(fetchNotificationSettings).toHaveBeenCalledTimes(2));
  });
});
