/** @jest-environment node */
import { formatMail, formatTime, latestSignInLinks, mailPage, newestFirst } from '../../scripts/mailbox.mjs';
import { formatDateTime } from '../../shared/src/format/dateTime';

const link = (code: string) =>
  `http://127.0.0.1:9099/emulator/action?mode=signIn&lang=ja&oobCode=${code}&apiKey=fake-api-key` +
  '&continueUrl=http%3A%2F%2Flocalhost%3A9000%2Flogin';

describe('latestSignInLinks', () => {
  it('keeps the newest sign-in link per e-mail, newest first', () => {
    const body = {
      oobCodes: [
        { email: 'user@a.example.com', requestType: 'EMAIL_SIGNIN', oobCode: 'a1', oobLink: link('a1') },
        { email: 'admin@a.example.com', requestType: 'EMAIL_SIGNIN', oobCode: 'b1', oobLink: link('b1') },
        { email: 'user@a.example.com', requestType: 'EMAIL_SIGNIN', oobCode: 'a2', oobLink: link('a2') },
      ],
    };

    expect(latestSignInLinks(body)).toEqual([
      { email: 'user@a.example.com', link: link('a2'), continueUrl: 'http://localhost:9000/login' },
      { email: 'admin@a.example.com', link: link('b1'), continueUrl: 'http://localhost:9000/login' },
    ]);
  });

  it('ignores codes that are not sign-in links', () => {
    const body = {
      oobCodes: [
        { email: 'user@a.example.com', requestType: 'VERIFY_EMAIL', oobCode: 'v', oobLink: link('v') },
        { email: 'user@a.example.com', requestType: 'PASSWORD_RESET', oobCode: 'p', oobLink: link('p') },
      ],
    };

    expect(latestSignInLinks(body)).toEqual([]);
  });

  it('gives null for a link without continue URL', () => {
    const oobLink = 'http://127.0.0.1:9099/emulator/action?mode=signIn&oobCode=x';
    const body = { oobCodes: [{ email: 'x@example.com', requestType: 'EMAIL_SIGNIN', oobCode: 'x', oobLink }] };

    expect(latestSignInLinks(body)).toEqual([{ email: 'x@example.com', link: oobLink, continueUrl: null }]);
  });

  it('rejects an answer without a code list', () => {
    expect(() => latestSignInLinks({ error: 'not found' })).toThrow(/oobCodes/);
  });
});

/** A mail document as the Firestore REST API lists it. */
const mailDoc = (id: string, to: unknown, subject: string, text: string, createdAt?: string) => ({
  name: `projects/demo-madoguchi/databases/(default)/documents/mail/${id}`,
  fields: {
    to,
    message: { mapValue: { fields: { subject: { stringValue: subject }, text: { stringValue: text } } } },
    ...(createdAt && { createdAt: { timestampValue: createdAt } }),
  },
});

describe('outgoing mail', () => {
  it('reads the Trigger Email fields of a page, with its next page token', () => {
    const body = {
      documents: [
        mailDoc('m1', { stringValue: 'admin@a.example.com' }, '[窓口] 新しい問い合わせ #8: VPN', '本文', '2025-06-09T01:10:00.123456Z'),
        mailDoc('m2', { arrayValue: { values: [{ stringValue: 'a@example.com' }, { stringValue: 'b@example.com' }] } }, '件名', ''),
      ],
      nextPageToken: 'next',
    };

    expect(mailPage(body)).toEqual({
      mail: [
        { to: 'admin@a.example.com', subject: '[窓口] 新しい問い合わせ #8: VPN', text: '本文', createdAt: new Date('2025-06-09T01:10:00.123Z') },
        { to: 'a@example.com, b@example.com', subject: '件名', text: '', createdAt: null },
      ],
      nextPageToken: 'next',
    });
  });

  it('gives no mail for an empty collection, and refuses an error answer', () => {
    expect(mailPage({})).toEqual({ mail: [], nextPageToken: null });
    expect(() => mailPage({ error: { code: 403 } })).toThrow(/not a document list/);
    expect(() => mailPage(null)).toThrow(/not a document list/);
  });

  it('puts the newest first and mail without a time last', () => {
    const at = (iso: string | null) => ({ to: iso ?? 'none', subject: '', text: '', createdAt: iso ? new Date(iso) : null });
    const sorted = newestFirst([at('2025-06-01T00:00:00Z'), at(null), at('2025-06-03T00:00:00Z'), at('2025-06-02T00:00:00Z')]);
    expect(sorted.map((mail) => mail.to)).toEqual(['2025-06-03T00:00:00Z', '2025-06-02T00:00:00Z', '2025-06-01T00:00:00Z', 'none']);
  });

  it('shows times as the apps do, in the given time zone', () => {
    const date = new Date('2025-06-09T01:10:05Z');
    expect(formatTime(date, 'Asia/Tokyo')).toBe('2025/06/09 10:10:05 (UTC+09:00 Asia/Tokyo)');
    expect(formatTime(date, 'UTC')).toBe('2025/06/09 01:10:05 (UTC+00:00 UTC)');
    // The terminal script cannot import the apps' TypeScript; it must say what they say.
    for (const zone of ['Asia/Tokyo', 'UTC', 'America/New_York', 'Asia/Kolkata']) expect(formatTime(date, zone)).toBe(formatDateTime(date, zone));
  });

  it('prints recipient, subject, time and the indented text', () => {
    const mail = {
      to: 'user@a.example.com',
      subject: '[窓口] 問い合わせ #5 に回答がありました',
      text: '佐藤 花子 さんが回答しました。\n\nhttp://localhost:9000/tenants/tenant-a/inquiries/inq-vpn\n',
      createdAt: new Date('2025-06-09T01:10:00Z'),
    };
    expect(formatMail(mail, 0, 'Asia/Tokyo')).toBe(
      [
        '1. 2025/06/09 10:10:00 (UTC+09:00 Asia/Tokyo)  宛先: user@a.example.com',
        '   件名: [窓口] 問い合わせ #5 に回答がありました',
        '   佐藤 花子 さんが回答しました。',
        '',
        '   http://localhost:9000/tenants/tenant-a/inquiries/inq-vpn',
      ].join('\n'),
    );
    expect(formatMail({ to: '', subject: '', text: '', createdAt: null }, 2, 'Asia/Tokyo')).toBe('3. (送信時刻なし)  宛先: (なし)\n   件名: (なし)');
  });
});
