import {
  TENANT_USERS_PAGE_SIZE,
  TENANT_USER_ROLE_LABELS,
  TENANT_USER_STATUS_LABELS,
  categoriesOfDigest,
  categoriesPlan,
  categoryDigestPath,
  categoryNames,
  categoryOf,
  earlyReadKeys,
  firstTenantUsersPlan,
  formatDateTime,
  getDocument,
  offerEarlyRead,
  restSnapshot,
  runQuery,
  toTenantUser,
  type Category,
  type TenantUser,
} from '@madoguchi/shared/early';
import { element } from './dom';
import type { EarlyContext, EarlyPageKind } from './earlyPage';

// ユーザー (a tenant admin's users list) before the app: its first page as it opens, 氏名順 with no
// filter, as tenant-admin-app's UsersPage, UserTable and the shared DataTable draw it (its filters,
// buttons and paging come with the app). The page's rows are offered to the app, which takes them
// instead of reading them again; the categories only name a column and are read again by the app's
// listener.

/** The tenant's categories from the digest the server keeps, or from the collection while there is none. */
async function readCategories(projectId: string, tenantId: string, idToken: string): Promise<Category[]> {
  const digest = await getDocument(projectId, categoryDigestPath(tenantId), idToken);
  return (
    categoriesOfDigest(digest?.fields) ??
    (await runQuery(projectId, categoriesPlan(tenantId), idToken)).map((doc) => categoryOf(restSnapshot(doc)))
  );
}

interface UsersData {
  users: TenantUser[];
  categories: Category[];
}

const COLUMNS = ['氏名', 'メールアドレス', '権限', 'ユーザーカテゴリ', '状態', '登録日時'];

function row(user: TenantUser, tenantId: string, categories: Category[]): HTMLElement {
  const cell = (label: string, ...content: (Node | string)[]) => element('td', { 'data-label': label }, ...content);
  const name = element('td', { class: 'early-name' });
  if (user.nameReading) name.append(element('small', {}, user.nameReading));
  name.append(element('a', { href: `/tenants/${encodeURIComponent(tenantId)}/admin/users/${encodeURIComponent(user.uid)}` }, user.name || '(未設定)'));
  return element(
    'tr',
    {},
    name,
    cell('メール', user.email),
    cell('権限', user.isTenantAdmin ? element('span', { class: 'early-badge tint teal' }, TENANT_USER_ROLE_LABELS.admin) : TENANT_USER_ROLE_LABELS.member),
    cell('カテゴリ', categoryNames(user.categoryIds, categories)),
    cell('状態', element('span', { class: `early-badge outline ${user.status === 'active' ? 'success' : 'danger'}` }, TENANT_USER_STATUS_LABELS[user.status])),
    cell('登録日時', element('small', {}, user.createdAt ? formatDateTime(user.createdAt) : '—')),
  );
}

export const usersPage: EarlyPageKind<UsersData> = {
  path: /^\/tenants\/([^/]+)\/admin\/users\/?$/,

  // The list as it opens, for the tenant the stored session is an admin of (anyone else is refused by
  // the rules and sent elsewhere by the app); a filtered list is the app's to read.
  applies: ({ persisted, params: [tenantId] }: EarlyContext) => persisted.isTenantAdmin && persisted.tenantId === tenantId && location.search === '',

  async read(context) {
    const [tenantId = ''] = context.params;
    const token = context.session.then((session) => session?.idToken ?? Promise.reject(new Error('signed out')));
    const users = token.then((idToken) => runQuery(context.projectId, firstTenantUsersPlan(tenantId), idToken));
    const categories = token.then((idToken) => readCategories(context.projectId, tenantId, idToken));
    offerEarlyRead(earlyReadKeys.tenantUsers(tenantId), users);
    const [userDocs, categoryList] = await Promise.all([users, categories]);
    return {
      users: userDocs.slice(0, TENANT_USERS_PAGE_SIZE).map((doc) => toTenantUser(restSnapshot(doc))),
      categories: categoryList,
    };
  },

  draw({ users, categories }, context) {
    const [tenantId = ''] = context.params;
    // No users shows the app's empty state, with its buttons to add some.
    if (!users.length) return null;
    const toolbar = element(
      'div',
      { class: 'early-controls' },
      ...['ユーザーを登録', 'CSVで一括登録', '最新の情報に更新'].map((label) => element('button', { type: 'button', disabled: '' }, label)),
    );
    return {
      title: 'ユーザー',
      content: element(
        'section',
        { class: 'early-page-body', 'aria-labelledby': 'early-title' },
        element('h1', { id: 'early-title' }, 'ユーザー'),
        element('p', { class: 'early-description' }, 'テナントのユーザーを登録・編集し、無効にできます。'),
        toolbar,
        element('div', { class: 'early-filters', 'aria-hidden': 'true' }),
        element(
          'table',
          { class: 'early-table', 'aria-label': 'ユーザー一覧' },
          element('thead', {}, element('tr', {}, ...COLUMNS.map((column) => element('th', {}, column)))),
          element('tbody', {}, ...users.map((user) => row(user, tenantId, categories))),
        ),
      ),
    };
  },
};
