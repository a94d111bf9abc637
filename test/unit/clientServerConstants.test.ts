// The client keeps copies of a few server constants so forms can refuse bad input before sending.
// The server cannot import the shared package (it deploys alone), so these tests keep the copies equal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { statusLabels as serverStatusLabels } from '../../functions/src/inquiries/inquiryNotices';
import { INQUIRY_STATUSES as serverStatuses } from '../../functions/src/inquiries/inquiryStatus';
import * as serverHalfWidth from '../../functions/src/platform/halfWidth';
import * as serverReading from '../../functions/src/tenants/nameReading';
import { ALREADY_REGISTERED as serverAlreadyRegistered } from '../../functions/src/tenants/tenantUsers';
import { ALLOWED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../../shared/src/contracts/attachments';
import { ALREADY_REGISTERED as clientAlreadyRegistered } from '../../tenant-admin-app/src/features/users/userFormRules';
import { INQUIRY_STATUS_LABELS as clientStatusLabels, INQUIRY_STATUSES as clientStatuses } from '../../shared/src/contracts/inquiryStatus';
import * as clientHalfWidth from '../../shared/src/validation/halfWidth';
import * as clientReading from '../../tenant-admin-app/src/features/users/nameReading';

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

describe('client copies of server constants', () => {
  it('has the attachment size limit and allowed types of storage.rules (the server and forms share one copy)', () => {
    const rules = readFileSync(join(__dirname, '../../storage.rules'), 'utf8');
    const listed = /function isAllowedType\(contentType\) \{\s*return contentType in \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    expect([...listed.matchAll(/'([^']+)'/g)].map((match) => match[1]).sort()).toEqual([...ALLOWED_ATTACHMENT_TYPES].sort());
    const [, maxBytes] = /request\.resource\.size <= ([\d *]+)\n/.exec(rules) ?? [];
    expect(maxBytes?.split('*').reduce((product, factor) => product * Number(factor), 1)).toBe(MAX_ATTACHMENT_BYTES);
  });

  it('normalises full-width e-mail addresses and numbers the same way (one function, two copies)', () => {
    for (const text of TYPED) {
      expect([text, clientHalfWidth.toHalfWidth(text)]).toEqual([text, serverHalfWidth.toHalfWidth(text)]);
      expect([text, clientHalfWidth.normalizeEmail(text)]).toEqual([text, serverHalfWidth.normalizeEmail(text)]);
    }
    expect(clientHalfWidth.normalizeEmail('ｑａ－ｈａｎａｋｏ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('qa-hanako@a.example.com');
  });

  it('normalises and checks a フリガナ the same way, with the same limits and words', () => {
    for (const text of TYPED) {
      const reading = clientReading.normalizeNameReading(text);
      expect([text, reading]).toEqual([text, serverReading.normalizeNameReading(text)]);
      expect([text, clientReading.nameReadingProblem(reading)]).toEqual([text, serverReading.nameReadingProblem(reading)]);
    }
    expect(clientReading.NAME_READING_MAX).toBe(serverReading.NAME_READING_MAX);
    expect(clientReading.NAME_READING_PATTERN.source).toBe(serverReading.NAME_READING_PATTERN.source);
    expect([clientReading.NAME_READING_NOT_KANA, clientReading.NAME_READING_TOO_LONG]).toEqual([
      serverReading.NAME_READING_NOT_KANA,
      serverReading.NAME_READING_TOO_LONG,
    ]);
  });

  it('says an address is registered already in the same words', () => {
    expect(clientAlreadyRegistered).toBe(serverAlreadyRegistered);
  });

  it('has the same inquiry statuses in the same order, with the same words', () => {
    expect(clientStatuses).toEqual([...serverStatuses]);
    expect(clientStatusLabels).toEqual(serverStatusLabels);
  });
});
