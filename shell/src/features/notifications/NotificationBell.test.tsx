import type { AuthState } from '@madoguchi/shared';
import type * as Data from '@madoguchi/shared/data';
import type { AppNotification } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { BELL_SIZE, NotificationBell } from './NotificationBell';

const markNotificationRead = jest.fn();
const markAllNotificationsRead = jest.fn();
const notifyError = jest.fn();
const watched: { args: unknown[]; push: (items: AppNotification[]) => void }[] = [];
let auth: Partial<AuthState>;

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => auth,
  notify: { info: jest.fn(), error: (message: string) => notifyError(message) },
}));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  watchNotifications:
    (...args: unknown[]) =>
    async (onData: (items: AppNotification[]) => void) => {
      watched.push({ args, push: onData });
      return () => undefined;
    },
  markNotificationRead: (...args: unknown[]) => markNotificationRead(...args),
  markAllNotificationsRead: (...args: unknown[]) => markAllNotificationsRead(...args),
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

/** Renders the bell and delivers a snapshot of the listener. */
async function renderWith(items: AppNotification[]) {
  renderBell();
  await waitFor(() => expect(watched).toHaveLength(1));
  act(() => watched[0]!.push(items));
}

const openBell = () => fireEvent.click(screen.getByRole('button', { name: /^お知らせ/ }));

beforeEach(() => {
  watched.length = 0;
  markNotificationRead.mockReset().mockResolvedValue(undefined);
  markAllNotificationsRead.mockReset().mockResolvedValue(undefined);
  notifyError.mockReset();
  auth = { tenantId: 'tenant-a', currentUserId: 'u1' };
});

describe('NotificationBell', () => {
  it("watches the user's latest notifications in this tenant and counts the unread", async () => {
    await renderWith([notification('n1'), notification('n2', { read: true }), notification('n3')]);
    expect(watched[0]!.args).toEqual(['tenant-a', 'u1', BELL_SIZE]);
    expect(screen.getByRole('button', { name: 'お知らせ、未読 2 件' })).toHaveTextContent('2');
  });

  it('says "以上" when every notification it holds is unread', async () => {
    await renderWith(Array.from({ length: BELL_SIZE }, (_, index) => notification(`n${index}`)));
    expect(screen.getByRole('button', { name: `お知らせ、未読 ${BELL_SIZE} 件以上` })).toHaveTextContent('9+');
  });

  it("lists them in the listener's order (newest first) with their time, unread ones announced as such", async () => {
    const createdAt = new Date('2026-05-02T10:00:00Z');
    await renderWith([notification('n2', { createdAt }), notification('n1', { read: true })]);
    openBell();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `未読: お知らせ n2${formatDateTime(createdAt)}`,
      `お知らせ n1${formatDateTime(new Date('2026-05-01T03:04:05Z'))}`,
    ]);
  });

  it('marks a clicked notification read and goes to its link', async () => {
    await renderWith([notification('n1')]);
    openBell();
    fireEvent.click(await screen.findByRole('button', { name: /お知らせ n1/ }));
    expect(markNotificationRead).toHaveBeenCalledWith('tenant-a', 'u1', 'n1');
    expect(screen.getByRole('status', { name: '現在地' })).toHaveTextContent('/tenants/tenant-a/inquiries/n1');
  });

  it('does not mark a read one again, and never follows a link to another site', async () => {
    await renderWith([notification('n1', { read: true, link: '//evil.example/x' })]);
    openBell();
    fireEvent.click(await screen.findByRole('button', { name: /お知らせ n1/ }));
    expect(markNotificationRead).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: '現在地' })).toHaveTextContent('/tenants/tenant-a');
  });

  it('marks all read on request, and offers it only while something is unread', async () => {
    await renderWith([notification('n1'), notification('n2')]);
    openBell();
    fireEvent.click(await screen.findByRole('button', { name: 'すべて既読にする' }));
    await waitFor(() => expect(markAllNotificationsRead).toHaveBeenCalledWith('tenant-a', 'u1'));
    act(() => watched[0]!.push([notification('n1', { read: true }), notification('n2', { read: true })]));
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'お知らせ' })).toBeInTheDocument();
  });

  it('shows a toast when marking all read fails', async () => {
    markAllNotificationsRead.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await renderWith([notification('n1')]);
    openBell();
    fireEvent.click(await screen.findByRole('button', { name: 'すべて既読にする' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('権限がありません。'));
  });

  it('says so when there are none', async () => {
    await renderWith([]);
    openBell();
    expect(await screen.findByText('お知らせはありません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeDisabled();
  });

  it('is not shown without a tenant (a system admin on tenant selection)', () => {
    auth = { tenantId: null, currentUserId: 'u1' };
    renderBell();
    expect(screen.queryByRole('button', { name: /お知らせ/ })).toBeNull();
    expect(watched).toHaveLength(0);
  });
});
