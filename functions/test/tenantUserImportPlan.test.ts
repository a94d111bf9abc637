import type { CsvUserRow } from '../src/tenants/tenantUserCsv';
import { planTenantUserImport, type ExistingTenantUser, type TenantSnapshot } from '../src/tenants/tenantUserImportPlan';
import { LAST_ADMIN } from '../src/tenants/tenantUsers';

let nextLine = 2;
function row(email: string, overrides: Partial<CsvUserRow> = {}): CsvUserRow {
  return { line: nextLine++, name: '利用 太郎', nameReading: null, email, categoryNames: null, isTenantAdmin: null, problems: [], ...overrides };
}

function tenant(users: Array<[string, Partial<ExistingTenantUser>]> = []): TenantSnapshot {
  return {
    usersByEmail: new Map(
      users.map(([email, user]) => [
        email,
        { uid: `uid-${email}`, name: '利用 太郎', nameReading: '', categoryIds: [], isTenantAdmin: false, status: 'active', ...user },
      ]),
    ),
    categoryIdsByName: new Map([['営業', 'cat-sales'], ['開発', 'cat-dev']]),
  };
}

beforeEach(() => {
  nextLine = 2;
});

describe('planTenantUserImport', () => {
  it('creates new users with their categories, not admin unless the file says so', () => {
    const [plain, admin] = planTenantUserImport(
      [row('new@example.com', { categoryNames: ['営業'] }), row('boss@example.com', { isTenantAdmin: true })],
      tenant(),
    );
    expect(plain).toMatchObject({
      action: 'create',
      create: { name: '利用 太郎', email: 'new@example.com', isTenantAdmin: false, categoryIds: ['cat-sales'] },
    });
    expect(admin).toMatchObject({ action: 'create', create: { isTenantAdmin: true, categoryIds: [] } });
  });

  it('updates only what differs and keeps what the file leaves out', () => {
    const existing = tenant([['u@example.com', { name: '旧姓 花子', categoryIds: ['cat-dev'], isTenantAdmin: false }]]);
    const [renamed] = planTenantUserImport([row('u@example.com', { name: '新姓 花子' })], existing);
    expect(renamed).toMatchObject({ action: 'update', changedFields: ['name'], update: { uid: 'uid-u@example.com', changes: { name: '新姓 花子' } } });

    const [same] = planTenantUserImport([row('u@example.com', { name: '旧姓 花子', categoryNames: ['開発'], isTenantAdmin: false })], existing);
    expect(same).toMatchObject({ action: 'unchanged' });
    expect(same).not.toHaveProperty('update');

    const [moved] = planTenantUserImport([row('u@example.com', { name: '旧姓 花子', categoryNames: ['営業', '開発'] })], existing);
    expect(moved).toMatchObject({ action: 'update', changedFields: ['categoryIds'], update: { changes: { categoryIds: ['cat-sales', 'cat-dev'] } } });
  });

  it('reports row problems, unknown categories, duplicates in the file and disabled users as errors', () => {
    const planned = planTenantUserImport(
      [
        row('bad', { problems: ['メールアドレスの形式が正しくありません。'] }),
        row('a@example.com', { categoryNames: ['総務'] }),
        row('b@example.com'),
        row('b@example.com'),
        row('off@example.com'),
      ],
      tenant([['off@example.com', { status: 'disabled' }]]),
    );
    expect(planned.map((p) => [p.action, p.problems])).toEqual([
      ['error', ['メールアドレスの形式が正しくありません。']],
      ['error', ['存在しないユーザーカテゴリです: 総務']],
      ['create', undefined],
      ['error', ['このメールアドレスは4行目と重複しています。']],
      ['error', ['無効にされているユーザーです。ユーザーの詳細画面で有効にしてから取り込んでください。']],
    ]);
  });

  it('reports every problem of a row together: its own, unknown categories, a duplicate, a disabled user', () => {
    const planned = planTenantUserImport(
      [
        row('off@example.com'),
        row('off@example.com', { problems: ['氏名が空です。'], categoryNames: ['総務', '営業', '経理'] }),
      ],
      tenant([['off@example.com', { status: 'disabled' }]]),
    );
    expect(planned.map((p) => [p.action, p.problems])).toEqual([
      ['error', ['無効にされているユーザーです。ユーザーの詳細画面で有効にしてから取り込んでください。']],
      [
        'error',
        [
          '氏名が空です。',
          '存在しないユーザーカテゴリです: 総務, 経理',
          'このメールアドレスは2行目と重複しています。',
          '無効にされているユーザーです。ユーザーの詳細画面で有効にしてから取り込んでください。',
        ],
      ],
    ]);
  });

  it('sets a new user\'s フリガナ, changes an existing one\'s, and keeps it when the cell is blank', () => {
    const existing = tenant([['u@example.com', { nameReading: 'リヨウ タロウ' }]]);
    const [created, changed] = planTenantUserImport(
      [row('new@example.com', { nameReading: 'スズキ イチロウ' }), row('u@example.com', { nameReading: 'リヨウ ハナコ' })],
      existing,
    );
    expect(created).toMatchObject({ action: 'create', create: { nameReading: 'スズキ イチロウ' } });
    expect(changed).toMatchObject({ action: 'update', changedFields: ['nameReading'], update: { changes: { nameReading: 'リヨウ ハナコ' } } });
    const [kept] = planTenantUserImport([row('u@example.com', { nameReading: null })], existing);
    expect(kept).toMatchObject({ action: 'unchanged' });
  });

  it('never demotes the last active admin, counting promotions earlier in the file', () => {
    const oneAdmin = tenant([['boss@example.com', { isTenantAdmin: true }], ['u@example.com', {}]]);
    const [alone] = planTenantUserImport([row('boss@example.com', { isTenantAdmin: false })], oneAdmin);
    expect(alone).toMatchObject({ action: 'error', problems: [LAST_ADMIN] });

    const [promoted, demoted] = planTenantUserImport(
      [row('u@example.com', { isTenantAdmin: true }), row('boss@example.com', { isTenantAdmin: false })],
      oneAdmin,
    );
    expect(promoted).toMatchObject({ action: 'update', changedFields: ['isTenantAdmin'] });
    expect(demoted).toMatchObject({ action: 'update', update: { changes: { isTenantAdmin: false } } });
  });
});
