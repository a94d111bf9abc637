import type * as TenantsApi from './api/tenants';
import { formatDateTime } from '@madoguchi/shared/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TENANTS_PAGE_SIZE } from './TenantsPage';
import { renderTenantsPage, tenantSummary } from './tenantsTestKit';

const fetchTenants = jest.fn();
const fetchActiveUserCount = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: jest.fn(), error: jest.fn() } }));
jest.mock('./api/tenants', () => ({
  ...jest.requireActual<typeof TenantsApi>('./api/tenants'),
  fetchTenants: (...args: unknown[]) => fetchTenants(...args),
  fetchActiveUserCount: (...args: unknown[]) => fetchActiveUserCount(...args),
}));

const rows = () => within(screen.getByRole('table', { name: 'テナント一覧' })).getAllByRole('row').slice(1);
const address = () => screen.getByRole('status', { name: 'アドレス' });

beforeEach(() => {
  fetchTenants.mockReset();
  fetchActiveUserCount.mockReset();
  fetchActiveUserCount.mockResolvedValue(0);
});

describe('TenantsPage', () => {
  it('lists the tenants with their state, active users and creation time', async () => {
    const created = new Date('2026-04-01T09:00:00+09:00');
    fetchTenants.mockResolvedValue({
      items: [tenantSummary({ createdAt: created }), tenantSummary({ id: 't2', name: 'みなと物流株式会社', status: 'suspended', createdAt: null })],
      next: null,
    });
    fetchActiveUserCount.mockImplementation(async (tenantId: string) => (tenantId === 't1' ? 1234 : 0));
    renderTenantsPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(`株式会社さくら商事ID: t1利用中1,234人${formatDateTime(created)}`));
    expect(rows()[1]).toHaveTextContent('みなと物流株式会社ID: t2利用停止中0人—');
    expect(fetchTenants).toHaveBeenCalledWith({ text: '', status: null }, TENANTS_PAGE_SIZE, null);
    expect(fetchActiveUserCount.mock.calls.map(([id]) => id).sort()).toEqual(['t1', 't2']);
  });

  it('shows 「—」 for a count that cannot be read, and the rest of the list as usual', async () => {
    fetchTenants.mockResolvedValue({ items: [tenantSummary(), tenantSummary({ id: 't2', name: 'みなと物流株式会社' })], next: null });
    fetchActiveUserCount.mockImplementation(async (tenantId: string) => {
      if (tenantId === 't1') throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      return 7;
    });
    renderTenantsPage();
    await waitFor(() => expect(rows()[1]).toHaveTextContent('7人'));
    const failed = within(rows()[0]!).getByText('—');
    expect(failed).toHaveAttribute('title', expect.stringContaining('人数を取得できませんでした。'));
    expect(screen.queryByRole('button', { name: '再読み込み' })).toBeNull();
  });

  it('reads the filter from the address and writes a changed one back', async () => {
    fetchTenants.mockResolvedValue({ items: [tenantSummary()], next: null });
    renderTenantsPage('?q=さくら');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fetchTenants).toHaveBeenLastCalledWith({ text: 'さくら', status: null }, TENANTS_PAGE_SIZE, null);
    expect(screen.getByRole('textbox', { name: 'テナント名・ID' })).toHaveValue('さくら');

    fireEvent.click(screen.getByRole('combobox', { name: '状態' }));
    fireEvent.click(screen.getByRole('option', { name: '利用停止中' }));
    await waitFor(() => expect(address()).toHaveTextContent(`/systemAdmin/tenants?q=${encodeURIComponent('さくら')}&status=suspended`));
    await waitFor(() => expect(fetchTenants).toHaveBeenLastCalledWith({ text: 'さくら', status: 'suspended' }, TENANTS_PAGE_SIZE, null));

    fireEvent.change(screen.getByRole('textbox', { name: 'テナント名・ID' }), { target: { value: 'みなと' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(fetchTenants).toHaveBeenLastCalledWith({ text: 'みなと', status: 'suspended' }, TENANTS_PAGE_SIZE, null));

    fireEvent.click(screen.getByRole('button', { name: '条件をクリア' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/systemAdmin\/tenants$/));
    expect(screen.getByRole('textbox', { name: 'テナント名・ID' })).toHaveValue('');
  });

  it('pages with the cursor of the page before', async () => {
    const cursor = { id: 't1' };
    fetchTenants.mockResolvedValueOnce({ items: [tenantSummary()], next: cursor });
    fetchTenants.mockResolvedValueOnce({ items: [tenantSummary({ id: 't2', name: 'みなと物流株式会社' })], next: null });
    renderTenantsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'さらに表示' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(fetchTenants).toHaveBeenLastCalledWith({ text: '', status: null }, TENANTS_PAGE_SIZE, cursor);
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
  });

  it('says when a search has found nothing yet, when nothing matches, and shows a failed read with a retry', async () => {
    fetchTenants.mockResolvedValueOnce({ items: [], next: { id: 'scanned-so-far' } });
    const { unmount } = renderTenantsPage('?q=存在しない');
    expect(await screen.findByText('ここまでに一致するテナントはありません')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'さらに検索' })).toBeInTheDocument();
    unmount();

    fetchTenants.mockResolvedValueOnce({ items: [], next: null });
    renderTenantsPage('?status=suspended');
    expect(await screen.findByText('条件に一致するテナントはありません')).toBeInTheDocument();

    fetchTenants.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    fetchTenants.mockResolvedValueOnce({ items: [tenantSummary()], next: null });
    fireEvent.click(screen.getByRole('button', { name: '最新の情報に更新' }));
    expect(await screen.findByText('権限がありません。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
