/** @jest-environment node */
// importTenantUsers through httpsCallable against the emulators: the file goes up as bytes and is
// read as UTF-8 (with or without a BOM) or Shift_JIS; the dry run writes nothing, the real run writes
// the valid rows with their memberships and reports each row, once per requestId, and only a tenant
// admin of that tenant may import.
import { randomUUID } from 'node:crypto';
import { CSV_TOO_LARGE, MAX_CSV_BYTES } from '../../shared/src/contracts';
import { CSV_UNREADABLE } from '../../functions/src/tenants/csvEncoding';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { clearRateLimits, usesOf } from '../support/rateLimits';
import { RATE_LIMITS } from '../../functions/src/platform/rateLimit';
import { shiftJis } from '../support/shiftJis';

const runId = `${Date.now().toString(36)}${process.pid}`;
const suite = useCallableSuite('import-tenant-users');
const auth = () => suite.client.auth;

interface ImportReport {
  dryRun: boolean;
  encoding: 'utf-8' | 'utf-8-bom' | 'shift_jis';
  counts: Record<'create' | 'update' | 'unchanged' | 'error', number>;
  rows: Array<{ line: number; name: string; nameReading: string | null; email: string; action: string; problems?: string[]; changedFields?: string[] }>;
}

/** The file as the browser sends it: its bytes (a string is written as UTF-8) in base64. */
const fileBase64 = (file: string | Uint8Array) => Buffer.from(file).toString('base64');

const importCsv = async (file: string | Uint8Array, dryRun: boolean, extra: object = {}) =>
  (await suite.client.call('importTenantUsers', {
    requestId: randomUUID(),
    tenantId: 'tenant-a',
    fileBase64: fileBase64(file),
    dryRun,
    ...extra,
  })) as ImportReport;

const mail = (label: string) => `${label}-${runId}@example.com`;

async function tenantUsersWith(email: string) {
  return (await suite.db.collection('tenants/tenant-a/users').where('email', '==', email).get()).docs;
}

beforeAll(async () => {
  await suite.db.doc('tenants/tenant-a/categories/import-sales').set({ name: '取込テスト部', description: '', order: 1 });
});

beforeEach(async () => {
  await clearRateLimits(suite.db);
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

    expect(report).toMatchObject({ dryRun: true, encoding: 'utf-8', counts: { create: 1, update: 1, unchanged: 0, error: 2 } });
    expect(report.rows.map((row) => [row.line, row.action])).toEqual([[2, 'create'], [3, 'update'], [4, 'error'], [5, 'error']]);
    // The demo user is in 営業部; the empty category column would take them out of it.
    expect(report.rows[1]?.changedFields).toEqual(['name', 'categoryIds']);
    expect(report.rows[2]?.problems).toEqual(['存在しないユーザーカテゴリです: 存在しない部']);
    expect(report.rows[3]?.problems).toEqual(['メールアドレスの形式が正しくありません。']);
    expect(await tenantUsersWith(mail('dry-1'))).toHaveLength(0);
    expect((await suite.db.doc('tenants/tenant-a/users/demo-user-a').get()).get('name')).toBe('鈴木 一郎');
    expect(await usesOf(suite.db, { uid: 'demo-admin-a', tenantId: 'tenant-a' }, RATE_LIMITS.inviteImport)).toBe(0);
  });

  it('writes the valid rows with memberships, reports the rest, once per requestId', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const csv = `\uFEFF氏名,メールアドレス,ユーザーカテゴリ,管理者\r\n取込 花子,${mail('real-1')},取込テスト部,はい\r\n取込 次郎,${mail('real-2')},,\r\n重複,${mail('real-2')},,\r\n`;
    const requestId = randomUUID();

    const report = await importCsv(csv, false, { requestId });
    const again = await importCsv(csv, false, { requestId });

    expect(report).toMatchObject({ dryRun: false, encoding: 'utf-8-bom', counts: { create: 2, update: 0, unchanged: 0, error: 1 } });
    expect(report.rows[2]).toMatchObject({ action: 'error', problems: ['このメールアドレスは3行目と重複しています。'] });
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

  it('reads a Shift_JIS file as Excel saves it, with Japanese names intact', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const file = shiftJis(`氏名,メールアドレス,ユーザーカテゴリ,管理者\r\n山田 太郎,${mail('sjis')},取込テスト部,いいえ\r\n`);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(file)).toThrow(); // not UTF-8 by accident

    const report = await importCsv(file, false);

    expect(report).toMatchObject({ dryRun: false, encoding: 'shift_jis', counts: { create: 1, update: 0, unchanged: 0, error: 0 } });
    const [user] = await tenantUsersWith(mail('sjis'));
    expect(user?.data()).toMatchObject({ name: '山田 太郎', categoryIds: ['import-sales'], isTenantAdmin: false });
  });

  it('skips the blank lines Excel leaves, reads full-width addresses and a フリガナ in hiragana, and reports every problem of a row, on both runs', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const fullWidth = mail('zenkaku').replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
    const file = shiftJis(
      [
        '氏名,フリガナ,メールアドレス,ユーザーカテゴリ,管理者',
        `全角 花子,ぜんかく\u3000はなこ,${fullWidth},取込テスト部,いいえ`,
        `,suzuki,not-an-email,存在しない部,たぶん`,
        ',,,,',
        '  ,　, , ,',
        '',
        ',,,,',
        '',
      ].join('\r\n'),
    );
    const everyProblem = [
      '氏名が空です。',
      'フリガナはカタカナかひらがなで入力してください。',
      'メールアドレスの形式が正しくありません。',
      '管理者の欄は「はい」か「いいえ」で入力してください。',
      '存在しないユーザーカテゴリです: 存在しない部',
    ];

    const dryRun = await importCsv(file, true);
    expect(dryRun).toMatchObject({ encoding: 'shift_jis', counts: { create: 1, update: 0, unchanged: 0, error: 1 } });
    expect(dryRun.rows).toEqual([
      { line: 2, name: '全角 花子', nameReading: 'ゼンカク ハナコ', email: mail('zenkaku'), action: 'create' },
      { line: 3, name: '', nameReading: 'suzuki', email: 'not-an-email', action: 'error', problems: everyProblem },
    ]);

    const report = await importCsv(file, false);
    expect(report.rows.map((row) => [row.line, row.action, row.problems])).toEqual([
      [2, 'create', undefined],
      [3, 'error', everyProblem],
    ]);
    const [hanako] = await tenantUsersWith(mail('zenkaku'));
    expect(hanako?.data()).toMatchObject({ name: '全角 花子', nameReading: 'ゼンカク ハナコ', nameSortKey: '1センカクハナコ ゼンカクハナコ' });
  });

  it('sets and changes フリガナ of existing users, keeping it where the cell is blank', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const [first, second] = [mail('reading-1'), mail('reading-2')];
    await importCsv(`氏名,フリガナ,メールアドレス\n読み 一郎,よみ いちろう,${first}\n読み 次郎,よみ じろう,${second}\n`, false);
    const report = await importCsv(`氏名,フリガナ,メールアドレス\n読み 一郎,ﾖﾐ ｲﾁﾛｳ,${first}\n読み 次郎,,${second}\n読み 一郎,ヨミ カズオ,${first.toUpperCase()}\n`, true);
    expect(report.rows.map((row) => [row.action, row.changedFields ?? row.problems ?? null])).toEqual([
      ['unchanged', null],
      ['unchanged', null],
      ['error', ['このメールアドレスは2行目と重複しています。']],
    ]);
    const changed = await importCsv(`氏名,フリガナ,メールアドレス\n読み 一郎,よみ かずお,${first}\n`, false);
    expect(changed.rows[0]).toMatchObject({ action: 'update', changedFields: ['nameReading'] });
    const [user] = await tenantUsersWith(first);
    expect(user?.data()).toMatchObject({ nameReading: 'ヨミ カズオ', nameSortKey: '1ヨミカスオ ヨミカズオ' });
  });

  it('answers a dry run of a file it cannot read with how to save it from Excel, refuses to import it, and writes nothing', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const utf16 = Buffer.from(`\uFEFF氏名,メールアドレス\r\n十六 太郎,${mail('utf16')}\r\n`, 'utf16le');
    await expect(importCsv(utf16, false)).rejects.toMatchObject({ code: 'functions/invalid-argument', message: CSV_UNREADABLE });
    expect(await importCsv(utf16, true)).toEqual({ dryRun: true, fileProblem: CSV_UNREADABLE });
    expect(await importCsv(new Uint8Array([0x41, 0xff, 0x80, 0xfd, 0x0a]), true)).toEqual({ dryRun: true, fileProblem: CSV_UNREADABLE });
    expect(await tenantUsersWith(mail('utf16'))).toHaveLength(0);
  });

  it('answers a dry run of a file over 1 MB with the limit', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const file = new Uint8Array(MAX_CSV_BYTES + 1).fill(0x61);
    expect(await importCsv(file, true)).toEqual({ dryRun: true, fileProblem: CSV_TOO_LARGE });
  });

  it('answers a dry run of a file with unknown or missing columns, or without rows, with the reason: the result of the check, not an error', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    expect(await importCsv(`氏名,メールアドレス,部署\n列 違い,${mail('columns')},営業\n`, true)).toEqual({
      dryRun: true,
      fileProblem: 'CSVに不明な列があります: 部署。使える列は 氏名, フリガナ, メールアドレス, ユーザーカテゴリ, 管理者 です。',
    });
    expect(await importCsv(`氏名\n列 不足\n`, true)).toEqual({ dryRun: true, fileProblem: 'CSVに必須の列がありません: メールアドレス' });
    expect(await importCsv('氏名,メールアドレス\n', true)).toMatchObject({ dryRun: true, fileProblem: expect.stringMatching(/行がありません/) });
    await expect(importCsv(`氏名,メールアドレス,部署\n列 違い,${mail('columns')},営業\n`, false)).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await tenantUsersWith(mail('columns'))).toHaveLength(0);
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

  const valid = fileBase64('氏名,メールアドレス\nA,a@example.com\n');
  it.each([
    ['importing a file with an unknown column', { fileBase64: fileBase64('氏名,メールアドレス,部署\nA,a@example.com,営業\n'), dryRun: false }],
    ['an unclosed quote', { fileBase64: fileBase64('氏名,メールアドレス\n"A,a@example.com\n'), dryRun: false }],
    ['text that is not base64', { fileBase64: '氏名,メールアドレス', dryRun: true }],
    ['the text under the old key', { csv: '氏名,メールアドレス\nA,a@example.com\n', dryRun: true }],
    ['a missing dryRun', { fileBase64: valid }],
    ['an unknown key', { fileBase64: valid, dryRun: true, notify: true }],
  ])('answers invalid-argument in Japanese for %s', async (_, data) => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const call = suite.client.call('importTenantUsers', { requestId: randomUUID(), tenantId: 'tenant-a', ...data });
    await expect(call).rejects.toMatchObject({ code: 'functions/invalid-argument', message: expect.stringMatching(/[ぁ-んァ-ン一-龥]/) });
  });

  it('refuses a tenant id with a slash before reading the input: no tenant of the caller has it', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const call = suite.client.call('importTenantUsers', { requestId: randomUUID(), tenantId: 'tenant-a/users', fileBase64: valid, dryRun: true });
    await expect(call).rejects.toMatchObject({ code: 'functions/permission-denied', message: '権限がありません。' });
  });
});
