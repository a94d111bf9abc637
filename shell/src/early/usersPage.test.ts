import { screen, within } from '@testing-library/dom';
import { handOverEarlyPage } from '@madoguchi/shared';
import { startEarlyPage } from './earlyPage';
import { answer, fetchMock, freshPage, storeSession } from './earlyTestKit';
import { usersPage } from './usersPage';

// A tenant admin's users list opened in a new tab, drawn from its first page before the app (issue 23):
// read through REST as the signed-in admin (mocked here; the browser tests use the emulators).

const PATH = '/tenants/tenant-a/admin/users';
const DOCS = 'projects/demo/databases/(default)/documents/tenants/tenant-a';
const user = (uid: string, name: string, extra: Record<string, unknown> = {}) => ({
  document: {
    name: `${DOCS}/users/${uid}`,
    fields: {
      name: { stringValue: name },
      email: { stringValue: `${uid}@a.example.com` },
      isTenantAdmin: { booleanValue: false },
      categoryIds: { arrayValue: { values: [{ stringValue: 'sales' }] } },
      status: { stringValue: 'active' },
      ...extra,
    },
  },
});
const category = { document: { name: `${DOCS}/categories/sales`, fields: { name: { stringValue: '営業部' }, order: { integerValue: '1' } } } };
// The same category in the digest the server keeps of the tenant's categories.
const digest = {
  name: `${DOCS}/digests/categories`,
  fields: {
    complete: { booleanValue: true },
    categories: {
      arrayValue: {
        values: [{ mapValue: { fields: { id: { stringValue: 'sales' }, name: { stringValue: '営業部' }, order: { integerValue: '1' } } } }],
      },
    },
  },
};
const queryOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)).structuredQuery;
const queries = () => fetchMock.mock.calls.filter((call) => (call[1] as RequestInit).method === 'POST').map(queryOf);
const documentGets = () => fetchMock.mock.calls.filter((call) => (call[1] as RequestInit).method !== 'POST').map((call) => String(call[0]));

const signIn = ({ isTenantAdmin = true } = {}) => storeSession({ uid: 'admin-1', userName: '佐藤 花子', tenantId: 'tenant-a', isTenantAdmin });

/** Firestore's REST answers: the users, the categories, and their digest unless `withDigest` is false (404). */
function serve(users: unknown[], { withDigest = true } = {}) {
  fetchMock.mockImplementation((url: string, init: RequestInit) => {
    if (init.method !== 'POST') return url.endsWith('/digests/categories') && withDigest ? answer(digest) : answer({}, 404);
    return answer(JSON.parse(String(init.body)).structuredQuery.from[0].collectionId === 'categories' ? [category] : users);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => freshPage(PATH));

describe('the users list drawn before the app', () => {
  it('shows the first page as the app does, names as text, and offers the rows to the app', async () => {
    signIn();
    serve([
      user('u1', '<b>青木</b> 大輔', { nameReading: { stringValue: 'アオキ ダイスケ' } }),
      user('u2', '佐藤 花子', { isTenantAdmin: { booleanValue: true }, status: { stringValue: 'disabled' }, categoryIds: { arrayValue: {} } }),
    ]);
    startEarlyPage([usersPage], 'demo', 'KEY');
    const table = await screen.findByRole('table', { name: 'ユーザー一覧' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '<b>青木</b> 大輔' })).toHaveAttribute('href', '/tenants/tenant-a/admin/users/u1');
    expect(document.querySelector('b')).toBeNull();
    expect(first).toHaveTextContent('アオキ ダイスケ');
    expect(first).toHaveTextContent('営業部');
    expect(first).toHaveTextContent('有効');
    expect(second).toHaveTextContent('テナント管理者');
    expect(second).toHaveTextContent('—');
    expect(second).toHaveTextContent('無効');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ユーザー');
    expect(screen.getByRole('button', { name: 'ユーザーを登録' })).toBeDisabled();
    expect(document.title).toBe('ユーザー | 窓口');

    // The list as it opens: 氏名順, a page and one more; the categories from their digest, one read.
    const [users, ...others] = queries();
    expect(users.orderBy.map((order: { field: { fieldPath: string } }) => order.field.fieldPath)).toEqual(['nameSortKey', 'name']);
    expect(users.limit).toBe(26);
    expect(users.where).toBeUndefined();
    expect(others).toEqual([]);
    expect(documentGets()).toEqual([expect.stringMatching(/\/documents\/tenants\/tenant-a\/digests\/categories$/)]);
    expect(Object.keys(window.__madoguchiEarlyReads ?? {})).toEqual(['tenantUsers/tenant-a']);

    handOverEarlyPage();
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });

  it('reads the categories themselves, in their order, while the tenant has no digest of them', async () => {
    signIn();
    serve([user('u1', '青木 大輔')], { withDigest: false });
    startEarlyPage([usersPage], 'demo', 'KEY');
    const table = await screen.findByRole('table', { name: 'ユーザー一覧' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('営業部');
    const [, categories] = queries();
    expect(categories.from[0].collectionId).toBe('categories');
    expect(categories.orderBy[0].field.fieldPath).toBe('order');
  });

  it('leaves a filtered list, another tenant, a member and an empty tenant to the app', async () => {
    signIn();
    serve([user('u1', '青木 大輔')]);
    window.history.replaceState(null, '', `${PATH}?q=鈴木`);
    startEarlyPage([usersPage], 'demo', 'KEY');
    window.history.replaceState(null, '', '/tenants/tenant-b/admin/users');
    startEarlyPage([usersPage], 'demo', 'KEY');
    window.history.replaceState(null, '', PATH);
    signIn({ isTenantAdmin: false });
    startEarlyPage([usersPage], 'demo', 'KEY');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    signIn();
    serve([]);
    startEarlyPage([usersPage], 'demo', 'KEY');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });
});
