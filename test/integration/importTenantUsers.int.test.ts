/** @jest-environment node */
// importTenantUsers through httpsCallable against the emulators: the dry run writes nothing, the real
// run writes the valid rows with their memberships and reports each row, once per requestId, and only
// a tenant admin of that tenant may import.
import { randomUUID } from 'node:crypto';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';

const runId = `${Date.now().toString(36)}${process.pid}`;
const suite = useCallableSuite('import-tenant-users');
const auth = () => suite.client.auth;

interface ImportReport {
  dryRun: boolean;
  counts: Record<'create' | 'update' | 'unchanged' | 'error', number>;
  rows: Array<{ line: number; email: string; action: string; message?: string; changedFields?: string[] }>;
}

const importCsv = async (csv: string, dryRun: boolean, extra: object = {}) =>
  (await suite.client.call('importTenantUsers', { requestId: randomUUID(), tenantId: 'tenant-a', csv, dryRun, ...extra })) as ImportReport;

const mail = (label: string) => `${label}-${runId}@example.com`;

async function tenantUsersWith(email: string) {
  return (await suite.db.collection('tenants/tenant-a/users').where('email', '==', email).get()).docs;
}

beforeAll(async () => {
  await suite.db.doc('tenants/tenant-a/categories/import-sales').set({ name: '取込テスト部', description: '', order: 1 });
});

beforeEach(async () => {
  const rateLimits = await suite.db.collection('rateLimits').get();
  await Promise.all(rateLimits.docs.map((d) => d.ref.delete()));
});

describe('importTenantUsers', () => {
  it("reports each row's result on a dry run and writes nothing", async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const csv = [
      '氏名,メールアドレス,ユーザーカテゴリ,管理者',
      `新人 一号,${mail('dry-1')},取込テスト部,いいえ`,
      `鈴木 改名,user@a.example.com,,`,
      `不明 カテゴリ,${mail('dry-2')},存在しない部,`,
      `壊れた,not-an-email,,`,
    ].join('\n');

    const report = await importCsv(csv, true);

    expect(report).toMatchObject({ dryRun: true, counts: { create: 1, update: 1, unchanged: 0, error: 2 } });
    expect(report.rows.map((row) => [row.line, row.action])).toEqual([[2, 'create'], [3, 'update'], [4, 'error'], [5, 'error']]);
    // The demo user is in 営業部; the empty category column would take them out of it.
    expect(report.rows[1]?.changedFields).toEqual(['name', 'categoryIds']);
    expect(report.rows[2]?.message).toBe('存在しないユーザーカテゴリです: 存在しない部');
    expect(await tenantUsersWith(mail('dry-1'))).toHaveLength(0);
    expect((await suite.db.doc('tenants/tenant-a/users/demo-user-a').get()).get('name')).toBe('鈴木 一郎');
    expect((await suite.db.collection('rateLimits').get()).size).toBe(0);
  });

  it('writes the valid rows with memberships, reports the rest, once per requestId', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const csv = `\uFEFF氏名,メールアドレス,ユーザーカテゴリ,管理者\r\n取込 花子,${mail('real-1')},取込テスト部,はい\r\n取込 次郎,${mail('real-2')},,\r\n重複,${mail('real-2')},,\r\n`;
    const requestId = randomUUID();

    const report = await importCsv(csv, false, { requestId });
    const again = await importCsv(csv, false, { requestId });

    expect(report).toMatchObject({ dryRun: false, counts: { create: 2, update: 0, unchanged: 0, error: 1 } });
    expect(report.rows[2]).toMatchObject({ action: 'error', message: 'このメールアドレスは3行目と重複しています。' });
    expect(again).toEqual(report);
    const [hanako] = await tenantUsersWith(mail('real-1'));
    expect(hanako?.data()).toMatchObject({ name: '取込 花子', isTenantAdmin: true, categoryIds: ['import-sales'], status: 'active' });
    const membership = await suite.db.doc(`userPermissions/${hanako?.id}/tenants/tenant-a`).get();
    expect(membership.data()).toMatchObject({ id: 'tenant-a', isTenantAdmin: true, tenantStatus: 'active' });
    expect(await tenantUsersWith(mail('real-2'))).toHaveLength(1);

    // The same file again finds everyone registered and changes nothing.
    const rerun = await importCsv(csv, false);
    expect(rerun.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 1 });
  });

  it('refuses a tenant admin of another tenant and a regular user, writing nothing', async () => {
    const csv = `氏名,メールアドレス\n越境 太郎,${mail('cross')}\n`;
    await signInByEmailLink(auth(), 'user@b.example.com');
    expect(await codeOf(importCsv(csv, false))).toBe('functions/permission-denied');
    await suite.client.auth.signOut();
    await signInByEmailLink(auth(), 'multi@example.com'); // admin of tenant-b, user of tenant-a
    expect(await codeOf(importCsv(csv, false))).toBe('functions/permission-denied');
    expect(await tenantUsersWith(mail('cross'))).toHaveLength(0);
  });

  it.each([
    ['a file with an unknown column', { csv: '氏名,メールアドレス,部署\nA,a@example.com,営業\n', dryRun: true }],
    ['an unclosed quote', { csv: '氏名,メールアドレス\n"A,a@example.com\n', dryRun: false }],
    ['a missing dryRun', { csv: '氏名,メールアドレス\nA,a@example.com\n' }],
    ['an unknown key', { csv: '氏名,メールアドレス\nA,a@example.com\n', dryRun: true, notify: true }],
    ['a tenant id with a slash', { csv: '氏名,メールアドレス\nA,a@example.com\n', dryRun: true, tenantId: 'tenant-a/users' }],
    ['an oversized file', { csv: 'x'.repeat(1_000_001), dryRun: true }],
  ])('answers invalid-argument in Japanese for %s', async (_, data) => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const call = suite.client.call('importTenantUsers', { requestId: randomUUID(), tenantId: 'tenant-a', ...data });
    await expect(call).rejects.toMatchObject({ code: 'functions/invalid-argument', message: expect.stringMatching(/[ぁ-んァ-ン一-龥]/) });
  });
});
