// The client keeps copies of a few server constants so forms can refuse bad input before sending;
// these tests keep the copies equal. What the server now imports from @madoguchi/shared/contracts
// has one copy only, and these tests check that no second one appears.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { statusLabels as serverStatusLabels } from '../../functions/src/inquiries/inquiryNotices';
import { INQUIRY_STATUSES as serverStatuses } from '../../functions/src/inquiries/inquiryStatus';
import * as contracts from '../../shared/src/contracts';
import { ALLOWED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../../shared/src/contracts/attachments';
import { INQUIRY_STATUS_LABELS as clientStatusLabels, INQUIRY_STATUSES as clientStatuses } from '../../shared/src/contracts/inquiryStatus';
import * as halfWidth from '../../shared/src/validation/halfWidth';

const repoRoot = path.resolve(__dirname, '../..');
const SOURCE_ROOTS = ['functions/src', 'shared/src', 'shell/src', 'user-app/src', 'tenant-admin-app/src', 'system-admin-app/src'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The source files (tests aside) whose text matches, e.g. a function's definition or a message. */
function filesWith(pattern: RegExp): string[] {
  return SOURCE_ROOTS.flatMap(sourcesUnder).filter((file) => pattern.test(readFileSync(path.join(repoRoot, file), 'utf8')));
}

/** What people type into e-mail, number and フリガナ fields, the awkward cases included. */
const TYPED = [
  'ｑａ－ｈａｎａｋｏ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ',
  '　Hanako@A.Example.COM　',
  'user@example.com',
  '１２３４',
  '＃１２',
  ' 12 ',
  '',
  '　',
  'すずき　いちろう',
  'ｽｽﾞｷ ｲﾁﾛｳ',
  'スズキ  イチロウ ',
  'ゔぁいおりん',
  'ジョン・スミス',
  'ゆーき',
  'suzuki',
  'すずき1',
  '鈴木',
  'ス\nズキ',
  'あ'.repeat(101),
];

describe('constants the client and the server share', () => {
  it('has the attachment size limit and allowed types of storage.rules (the server and forms share one copy)', () => {
    const rules = readFileSync(path.join(repoRoot, 'storage.rules'), 'utf8');
    const listed = /function isAllowedType\(contentType\) \{\s*return contentType in \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    expect([...listed.matchAll(/'([^']+)'/g)].map((match) => match[1]).sort()).toEqual([...ALLOWED_ATTACHMENT_TYPES].sort());
    const [, maxBytes] = /request\.resource\.size <= ([\d *]+)\n/.exec(rules) ?? [];
    expect(maxBytes?.split('*').reduce((product, factor) => product * Number(factor), 1)).toBe(MAX_ATTACHMENT_BYTES);
  });

  it('normalises full-width e-mail addresses and numbers with one function, which the server imports', () => {
    expect(filesWith(/function (toHalfWidth|normalizeEmail)\b/)).toEqual(['shared/src/validation/halfWidth.ts']);
    expect(contracts.toHalfWidth).toBe(halfWidth.toHalfWidth);
    expect(contracts.normalizeEmail).toBe(halfWidth.normalizeEmail);
    for (const text of TYPED) expect([text, halfWidth.normalizeEmail(text)]).toEqual([text, halfWidth.toHalfWidth(text).toLowerCase()]);
    expect(halfWidth.normalizeEmail('ｑａ－ｈａｎａｋｏ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('qa-hanako@a.example.com');
  });

  it('normalises and checks a フリガナ with one module, the schema the server and the form check with', () => {
    expect(filesWith(/function (normalizeNameReading|nameReadingProblem)\b|NAME_READING_PATTERN =/)).toEqual(['shared/src/contracts/nameReading.ts']);
    for (const text of TYPED) {
      const reading = contracts.normalizeNameReading(text);
      const checked = contracts.nameReading.safeParse(text);
      expect([text, checked.success ? checked.data : checked.error.issues[0]?.message]).toEqual([text, contracts.nameReadingProblem(reading) ?? reading]);
    }
  });

  it('says an address is registered already in one place', () => {
    expect(filesWith(new RegExp(contracts.ALREADY_REGISTERED))).toEqual(['shared/src/contracts/callables/tenantUsers.ts']);
  });

  it('has the same inquiry statuses in the same order, with the same words', () => {
    expect(clientStatuses).toEqual([...serverStatuses]);
    expect(clientStatusLabels).toEqual(serverStatusLabels);
  });
});
