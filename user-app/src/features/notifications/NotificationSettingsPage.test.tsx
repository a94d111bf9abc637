import type * as NotificationSettingsApi from './api/notificationSettings';
import type { AuthState } from '@madoguchi/shared';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@madoguchi/shared/data';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const fetchNotificationSettings = jest.fn();
const saveNotificationSettings = jest.fn();
let auth: Partial<AuthState>;

jest.mock('@madoguchi/shared', () => ({ useAuth: () => auth, PHONE: '@media (max-width: 640px)' }));
jest.mock('./api/notificationSettings', () => ({
  ...jest.requireActual<typeof NotificationSettingsApi>('./api/notificationSettings'),
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

/** Each row's Slack cell: its checkbox's name, or the dash's description. */
const slackCells = () =>
  within(screen.getByRole('table', { name: '通知設定' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const slack = within(row).getAllByRole('cell')[3]!;
      return {
        row: within(row).getAllByRole('cell')[0]!.firstChild?.textContent,
        checkbox: within(slack).queryByRole('checkbox')?.getAttribute('aria-label') ?? null,
        dash: within(slack).queryByRole('img')?.getAttribute('aria-label') ?? null,
      };
    });

beforeEach(() => {
  fetchNotificationSettings.mockReset();
  saveNotificationSettings.mockReset();
  auth = { tenantId: 'tenant-a', currentUserId: 'u1', isTenantAdmin: false };
});

/** Opens the page on the default rows, turns the named cells over and saves: the rows sent are the defaults with `changed`. */
async function renderAndSave({ saved }: { saved: boolean }, cells: string[], changed: Partial<typeof DEFAULT_NOTIFICATION_SETTINGS>) {
  fetchNotificationSettings.mockResolvedValue({ settings: DEFAULT_NOTIFICATION_SETTINGS, saved });
  saveNotificationSettings.mockResolvedValue(undefined);
  renderPage();
  await grid();
  // Nothing to save until something changes.
  expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  for (const label of cells) fireEvent.click(cell(label));
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('通知設定を保存しました。')).toBeInTheDocument();
  expect(saveNotificationSettings).toHaveBeenCalledWith('tenant-a', 'u1', ['inquiryReply', 'inquiryStatus', 'releaseNote'], { ...DEFAULT_NOTIFICATION_SETTINGS, ...changed });
}

describe('NotificationSettingsPage', () => {
  it("shows the server's defaults, marked as such, until the user has saved; users get no new-inquiry row", async () => {
    fetchNotificationSettings.mockResolvedValue({ settings: DEFAULT_NOTIFICATION_SETTINGS, saved: false });
    renderPage();
    expect(screen.getByText('通知設定を読み込み中…')).toBeInTheDocument();
    await grid();
    expect(fetchNotificationSettings).toHaveBeenCalledWith('tenant-a', 'u1');
    expect(screen.getByText('まだ保存されていないため、標準の設定を表示しています。')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['問い合わせへの返信', '問い合わせのステータス変更', 'リリースノート']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['できごと', 'アプリ内', 'メール', 'Slack']);
    expect(cell('問い合わせへの返信（メール）')).toBeChecked();
    expect(cell('問い合わせへの返信（Slack）')).toBeChecked();
    expect(cell('問い合わせのステータス変更（Slack）')).not.toBeChecked();
    expect(cell('問い合わせのステータス変更（アプリ内）')).toBeChecked();
    expect(cell('問い合わせのステータス変更（メール）')).not.toBeChecked();
    expect(cell('リリースノート（メール）')).not.toBeChecked();
  });

  it('shows the saved grid, with the new-inquiry row for tenant admins', async () => {
    auth = { ...auth, isTenantAdmin: true };
    const saved: NotificationSettings = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      inquiryStatus: { inApp: true, mail: false, slack: true },
      newInquiry: { inApp: false, mail: true, slack: false },
    };
    fetchNotificationSettings.mockResolvedValue({ settings: saved, saved: true });
    renderPage();
    await grid();
    expect(rowTitles()).toEqual(['問い合わせへの返信', '問い合わせのステータス変更', 'リリースノート', '新規問い合わせ']);
    expect(cell('新規問い合わせ（アプリ内）')).not.toBeChecked();
    expect(cell('新規問い合わせ（メール）')).toBeChecked();
    expect(cell('問い合わせのステータス変更（Slack）')).toBeChecked();
    expect(screen.queryByText(/標準の設定を表示しています/)).toBeNull();
  });

  it('offers Slack only for what happens to your own inquiries, with a dash elsewhere, and says where Slack notices go', async () => {
    auth = { ...auth, isTenantAdmin: true };
    fetchNotificationSettings.mockResolvedValue({ settings: DEFAULT_NOTIFICATION_SETTINGS, saved: true });
    renderPage();
    await grid();
    expect(slackCells()).toEqual([
      { row: '問い合わせへの返信', checkbox: '問い合わせへの返信（Slack）', dash: null },
      { row: '問い合わせのステータス変更', checkbox: '問い合わせのステータス変更（Slack）', dash: null },
      { row: 'リリースノート', checkbox: null, dash: 'Slackでは通知しません' },
      { row: '新規問い合わせ', checkbox: null, dash: 'Slackでは通知しません' },
    ]);
    // A dash, not a disabled checkbox: nothing to tab to.
    expect(screen.queryByRole('checkbox', { name: 'リリースノート（Slack）' })).toBeNull();
    expect(screen.getAllByRole('img', { name: 'Slackでは通知しません' }).map((dash) => dash.textContent)).toEqual(['—', '—']);
    expect(
      screen.getByText(
        'Slack: テナントがSlackと連携している場合は、同じメールアドレスのSlackアカウントへ、窓口アプリからダイレクトメッセージで届きます。',
      ),
    ).toBeInTheDocument();
  });

  it('saves the Slack column with each row', async () => {
    await renderAndSave({ saved: true }, ['問い合わせへの返信（Slack）', '問い合わせのステータス変更（Slack）'], {
      inquiryReply: { inApp: true, mail: true, slack: false },
      inquiryStatus: { inApp: true, mail: false, slack: true },
    });
  });

  it("saves the user's rows and says so", async () => {
    await renderAndSave({ saved: false }, ['問い合わせのステータス変更（メール）', '問い合わせへの返信（アプリ内）'], {
      inquiryReply: { inApp: false, mail: true, slack: true },
      inquiryStatus: { inApp: true, mail: true, slack: false },
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
