import type * as NotificationsApi from './api/notifications';
import type { AuthState } from '@madoguchi/shared';
import { NOTIFICATION_LIMITS } from '@madoguchi/shared/data';
import type { AppNotification } from './api/notifications';
import { formatDateTime } from '@madoguchi/shared/format';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { NotificationBell } from './NotificationBell';

const markNotificationsRead = jest.fn();
const notifyError = jest.fn();
const watched: { args: unknown[]; push: (items: AppNotification[]) => void; stopped: boolean }[] = [];
const counters: { args: unknown[]; push: (unread: number) => void }[] = [];
let auth: Partial<AuthState>;

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => auth,
  notify: { info: jest.fn(), error: (message: string) => notifyError(message) },
}));
jest.mock('./api/callables', () => ({ markNotificationsRead: (...args: unknown[]) => markNotificationsRead(...args) }));
jest.mock('./api/notifications', () => ({
  ...jest.requireActual<typeof NotificationsApi>('./api/notifications'),
  watchNotifications:
    (...args: unknown[]) =>
    async (onData: (items: AppNotification[]) => void) => {
      const listener = { args, push: onData, stopped: false };
      watched.push(listener);
      return () => {
        listener.stopped = true;
      };
    },
  watchUnreadCount:
    (...args: unknown[]) =>
    async (onData: (unread: number) => void) => {
      counters.push({ args, push: onData });
      return () => undefined;
    },
}));

const notification = (id: string, fields: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: 'inquiryReply',
  title: `お知らせ ${id}`,
  link: `/tenants/tenant-a/inquiries/${id}`,
  read: false,
  createdAt: new Date('2026-05-01T03:04:05Z'),
  ...fields,
});

function Where() {
  return <output aria-label="現在地">{useLocation().pathname}</output>;
}

function renderBell() {
  return render(
    <>
      <MemoryRouter initialEntries={['/tenants/tenant-a']}>
        <NotificationBell />
        <Where />
      </MemoryRouter>
    </>,
  );
}

/** Renders the bell with the server's counter at `unread`. */
async function renderCounting(unread: number) {
  renderBell();
  await waitFor(() => expect(counters).toHaveLength(1));
  act(() => counters[0]!.push(unread));
}

/** Opens the bell and delivers a snapshot of the list's listener, which starts only then. */
async function openWith(items: AppNotification[]) {
  openBell();
  await waitFor(() => expect(watched).toHaveLength(1));
  act(() => watched[0]!.push(items));
}

const openBell = () => fireEvent.click(screen.getByRole('button', { name: /^お知らせ/ }));

beforeEach(() => {
  watched.length = 0;
  counters.length = 0;
  markNotificationsRead.mockReset().mockResolvedValue({ unread: 0 });
  notifyError.mockReset();
  auth = { tenantId: 'tenant-a', currentUserId: 'u1' };
});

describe('NotificationBell', () => {
  it("shows the server's unread counter for this user and tenant, and reads no list until opened", async () => {
    await renderCounting(2);
    expect(counters[0]!.args).toEqual(['tenant-a', 'u1']);
    expect(screen.getByRole('button', { name: 'お知らせ、未読 2 件' })).toHaveTextContent('2');
    expect(watched).toHaveLength(0);
    act(() => counters[0]!.push(0));
    expect(screen.getByRole('button', { name: 'お知らせ' })).toBeInTheDocument();
  });

  it('names the exact count beyond what the badge shows', async () => {
    await renderCounting(137);
    expect(screen.getByRole('button', { name: 'お知らせ、未読 137 件' })).toHaveTextContent('9+');
  });

  it("lists the latest ones in the listener's order (newest first) with their time, unread ones announced as such; closing stops the listener", async () => {
    const createdAt = new Date('2026-05-02T10:00:00Z');
    await renderCounting(1);
    await openWith([notification('n2', { createdAt }), notification('n1', { read: true })]);
    expect(watched[0]!.args).toEqual(['tenant-a', 'u1', NOTIFICATION_LIMITS.bell]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `未読: お知らせ n2${formatDateTime(createdAt)}`,
      `お知らせ n1${formatDateTime(new Date('2026-05-01T03:04:05Z'))}`,
    ]);
    fireEvent.keyDown(screen.getByRole('list', { name: 'お知らせ一覧' }), { key: 'Escape' });
    await waitFor(() => expect(watched[0]!.stopped).toBe(true));
  });

  it('marks a clicked notification read and goes to its link', async () => {
    await renderCounting(1);
    await openWith([notification('n1')]);
    fireEvent.click(await screen.findByRole('button', { name: /お知らせ n1/ }));
    expect(markNotificationsRead).toHaveBeenCalledWith({ tenantId: 'tenant-a', notificationIds: ['n1'] });
    expect(screen.getByRole('status', { name: '現在地' })).toHaveTextContent('/tenants/tenant-a/inquiries/n1');
  });

  it('does not mark a read one again, and never follows a link to another site', async () => {
    await renderCounting(0);
    await openWith([notification('n1', { read: true, link: '//evil.example/x' })]);
    fireEvent.click(await screen.findByRole('button', { name: /お知らせ n1/ }));
    expect(markNotificationsRead).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: '現在地' })).toHaveTextContent('/tenants/tenant-a');
  });

  it('shows a toast when marking one read fails', async () => {
    markNotificationsRead.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await renderCounting(1);
    await openWith([notification('n1')]);
    fireEvent.click(await screen.findByRole('button', { name: /お知らせ n1/ }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('権限がありません。'));
  });

  it('marks all read on request, and offers it only while the counter says something is unread', async () => {
    await renderCounting(2);
    await openWith([notification('n1'), notification('n2')]);
    fireEvent.click(await screen.findByRole('button', { name: 'すべて既読にする' }));
    await waitFor(() => expect(markNotificationsRead).toHaveBeenCalledWith({ tenantId: 'tenant-a', all: true }));
    act(() => counters[0]!.push(0));
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'お知らせ' })).toBeInTheDocument();
  });

  it('shows a toast when marking all read fails', async () => {
    markNotificationsRead.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await renderCounting(1);
    await openWith([notification('n1')]);
    fireEvent.click(await screen.findByRole('button', { name: 'すべて既読にする' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('権限がありません。'));
  });

  it('says so when there are none', async () => {
    await renderCounting(0);
    await openWith([]);
    expect(await screen.findByText('お知らせはありません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeDisabled();
  });

  it('is not shown without a tenant (a system admin on tenant selection)', () => {
    auth = { tenantId: null, currentUserId: 'u1' };
    renderBell();
    expect(screen.queryByRole('button', { name: /お知らせ/ })).toBeNull();
    expect(counters).toHaveLength(0);
    expect(watched).toHaveLength(0);
  });
});
