// The pure decisions behind the hardening of issue 17, each of which the emulator tests exercise end
// to end: which accounts an invitation may reuse, what one-line fields and ids accept, how a mail
// subject is built from typed text, who may read an attachment, and how waiting mails are digested.
import { invitationVerdict, type AccountFacts } from '../src/accounts/invitedAccounts';
import { attachmentVisibility } from '../src/inquiries/attachments';
import { mailSubject } from '../src/notifications/mail';
import { digestMail } from '../src/notifications/mailDigests';
import { docId, multiLine, singleLine } from '@madoguchi/shared/contracts';
import { tenantIdOf } from '../src/platform/input';

describe('invitationVerdict', () => {
  const facts = (overrides: Partial<AccountFacts>): AccountFacts => ({
    hasPassword: false, emailVerified: true, provisioned: true, hasAccess: true, ...overrides,
  });

  it('reuses only an account we provisioned, or one that had access before, and never one with a password', () => {
    expect(invitationVerdict(facts({}))).toBe('reuse');
    expect(invitationVerdict(facts({ emailVerified: false }))).toBe('reuse'); // ours, not signed in yet
    expect(invitationVerdict(facts({ provisioned: false }))).toBe('reuse'); // granted before, verified by its owner
    expect(invitationVerdict(facts({ hasPassword: true }))).toBe('recreate');
    expect(invitationVerdict(facts({ hasPassword: true, hasAccess: false }))).toBe('replace');
  });

  it('replaces an account someone else made for the address (signed up, or anonymous given the address)', () => {
    expect(invitationVerdict(facts({ provisioned: false, hasAccess: false }))).toBe('replace');
    expect(invitationVerdict(facts({ provisioned: false, hasAccess: false, emailVerified: false }))).toBe('replace');
  });

  it('recreates an unverified account it did not make that already has access', () => {
    expect(invitationVerdict(facts({ provisioned: false, emailVerified: false }))).toBe('recreate');
  });
});

describe('input rules', () => {
  const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

  it('ids: letters, digits, - and _, 1 to 64 of them', () => {
    for (const good of ['tenant-a', 'demo_user', 'a', 'A'.repeat(64), 'qQuyIDLBs6unM3u3cvbY']) expect(ok(docId, good)).toBe(true);
    for (const bad of ['', 'A'.repeat(65), 'a|b', 'a<b', 'a>b', 'a/b', 'a b', 'a\r\nb', '..', 'ａ', 'id<!channel>', '__x__x|']) {
      expect(ok(docId, bad)).toBe(false);
    }
  });

  it('one-line text refuses line breaks and other control characters, and keeps Japanese', () => {
    const line = singleLine('件名', 20);
    expect(ok(line, '件名：VPN（至急）')).toBe(true);
    for (const bad of ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028b', 'a\u0000b', 'a\u001bb', 'a\u0085b', 'a\tb', '   ']) expect(ok(line, bad)).toBe(false);
  });

  it('bodies keep line breaks and tabs, and refuse other control characters', () => {
    const body = multiLine('本文', 100);
    expect(ok(body, '1行目\r\n2行目\n\t3行目')).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u2029b']) expect(ok(body, bad)).toBe(false);
  });

  it('reads the tenant id leniently, only when it can name a tenant', () => {
    expect(tenantIdOf({ tenantId: 'tenant-a', junk: 1 })).toBe('tenant-a');
    for (const bad of [null, 'tenant-a', {}, { tenantId: 7 }, { tenantId: 'tenant-a/users' }, { tenantId: 'a b' }]) expect(tenantIdOf(bad)).toBeNull();
  });
});

describe('mailSubject', () => {
  it('turns line breaks and control characters into one space, so typed text cannot add a header', () => {
    expect(mailSubject('VPN\r\nBcc: everyone@example.com')).toBe('[窓口] VPN Bcc: everyone@example.com');
    expect(mailSubject('a\u0000\u2028b\tc')).toBe('[窓口] a b c');
    expect(mailSubject(`${'あ'.repeat(130)}`)).toBe(`[窓口] ${'あ'.repeat(120)}…`);
  });
});

describe('attachmentVisibility', () => {
  it('shares a file with the requester once a public message carries it, and never takes that back', () => {
    expect(attachmentVisibility(true, undefined)).toBe('internal');
    expect(attachmentVisibility(false, undefined)).toBe('public');
    expect(attachmentVisibility(true, 'internal')).toBe('internal');
    expect(attachmentVisibility(false, 'internal')).toBe('public');
    expect(attachmentVisibility(true, 'public')).toBe('public');
  });
});

describe('digestMail', () => {
  const item = (n: number) => ({ title: `問い合わせ #7 に返信がありました (${n})`, body: `鈴木 さんが返信しました。${n}`, link: '/tenants/t/inquiries/i' });

  it('sends one waiting mail as it is, several as one list under the last title', () => {
    expect(digestMail([item(1)])).toEqual(item(1));
    const digest = digestMail([item(1), item(2), item(3)]);
    expect(digest.title).toBe('問い合わせ #7 に返信がありました (3)（ほか2件）');
    expect(digest.body).toContain('前回のお知らせ以降、3件の更新がありました。');
    expect(digest.body).toContain('・問い合わせ #7 に返信がありました (1)');
    expect(digest.link).toBe('/tenants/t/inquiries/i');
  });
});
