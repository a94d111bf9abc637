/** @jest-environment node */
// Issue 21's loop on the server, against the emulators: FAQ entries inserted into replies, the
// requester's satisfaction, FAQ views, and the analytics report that counts them, with the refusals an
// attacker would try (another tenant, a plain user, forged fields, bursts).
import { randomUUID } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import type { AnalyticsReport } from '@madoguchi/shared/contracts';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { expectWrittenAsContract } from '../support/storedContracts';
import { faqDocument } from '@madoguchi/shared/contracts';
import { BURST_CEILING_MS } from '../support/bursts';

const suite = useCallableSuite('learning-loop');
const auth = () => suite.client.auth;
const call = (name: string, data: object) => suite.client.call(name, { tenantId: 'tenant-a', ...data });
const withRequest = (name: string, data: object) => call(name, { requestId: randomUUID(), ...data });
const USER = 'user@a.example.com';
const ADMIN = 'admin@a.example.com';
const OTHER_ADMIN = 'multi@example.com';
const runId = `${Date.now().toString(36)}${process.pid}`;
/** The inquiries of these tests are filed in a category of their own, so the report can be narrowed to them. */
const CATEGORY = `loop-${runId}`;
/** A category the demo user is not in: entries for it are not theirs to see. */
const HIDDEN = `loop-hidden-${runId}`;

beforeAll(async () => {
  setLogLevel('error');
  await suite.db.doc(`tenants/tenant-a/categories/${CATEGORY}`).set({ name: `学習ループ ${runId}`, description: '', order: 9 });
  await suite.db.doc(`tenants/tenant-a/categories/${HIDDEN}`).set({ name: `非表示 ${runId}`, description: '', order: 9 });
});

async function fileInquiry(requester = USER) {
  await signInByEmailLink(auth(), requester);
  const inquiryId = suite.db.collection('ids').doc().id;
  await withRequest('createInquiry', { inquiryId, title: `学習ループ ${runId}`, body: '手順を教えてください。', categoryId: CATEGORY, attachments: [] });
  return inquiryId;
}

async function saveFaq(fields: object = {}) {
  if (auth().currentUser?.email !== ADMIN) await signInByEmailLink(auth(), ADMIN);
  const data = { faqId: null, question: `パスワードの変更方法 ${runId}`, answerHtml: '<p>設定画面の「パスワード」から変更できます。</p>', categoryIds: [], tags: [], aliases: [], status: 'published', ...fields };
  return ((await withRequest('saveFaq', data)) as { faqId: string }).faqId;
}

const report = async (categoryId: string | null = CATEGORY) => {
  await signInByEmailLink(auth(), ADMIN);
  return (await call('fetchAnalytics', { days: 7, categoryId })) as AnalyticsReport;
};

describe('FAQ entries inserted into a reply', () => {
  it('are stored with their question and excerpt, shown to the requester, and counted as uses', async () => {
    const faqId = await saveFaq();
    const inquiryId = await fileInquiry();
    const before = await report();
    await withRequest('postInquiryMessage', { inquiryId, body: 'こちらをご覧ください。', internal: false, attachments: [], faqIds: [faqId, faqId] });
    const messages = await suite.db.collection(`tenants/tenant-a/inquiries/${inquiryId}/messages`).orderBy('createdAt').get();
    expect(messages.docs.at(-1)?.get('faqLinks')).toEqual([{ faqId, question: `パスワードの変更方法 ${runId}`, excerpt: '設定画面の「パスワード」から変更できます。' }]);
    const after = await report();
    expect(after.totals.faqInserted - before.totals.faqInserted).toBe(1);
    expect(after.faqs.find((entry) => entry.faqId === faqId)?.inserted).toBe(1);
    // The first public answer of the inquiry is measured once.
    expect(after.totals.firstResponses - before.totals.firstResponses).toBe(1);
    await withRequest('postInquiryMessage', { inquiryId, body: '補足です。', internal: false, attachments: [] });
    expect((await report()).totals.firstResponses - before.totals.firstResponses).toBe(1);
  });

  it('are refused from a requester, when the requester cannot see the entry, and for drafts or unknown ids', async () => {
    const visible = await saveFaq();
    const hidden = await saveFaq({ categoryIds: [HIDDEN], question: `非表示のFAQ ${runId}` });
    const draft = await saveFaq({ status: 'draft' });
    const inquiryId = await fileInquiry();
    const post = (faqIds: string[]) => withRequest('postInquiryMessage', { inquiryId, body: '参考に', internal: false, attachments: [], faqIds });
    expect(await codeOf(post([visible]))).toBe('functions/permission-denied');
    await signInByEmailLink(auth(), ADMIN);
    await expect(post([hidden])).rejects.toThrow(`FAQ「非表示のFAQ ${runId}」は依頼者のユーザーカテゴリでは表示されないため挿入できません。`);
    expect(await codeOf(post([draft]))).toBe('functions/not-found');
    expect(await codeOf(post(['missing-entry']))).toBe('functions/not-found');
    expect(await codeOf(post(['a|<>/b']))).toBe('functions/invalid-argument');
    expect(await codeOf(post([visible, hidden, draft, 'x']))).toBe('functions/invalid-argument');
    // Nothing was posted by the refused calls.
    const messages = await suite.db.collection(`tenants/tenant-a/inquiries/${inquiryId}/messages`).get();
    expect(messages.size).toBe(1);
  });
});

describe('satisfaction (解決しましたか？)', () => {
  it('is answered once by the requester of a resolved inquiry, kept on it and counted', async () => {
    const inquiryId = await fileInquiry();
    expect(await codeOf(withRequest('rateInquiry', { inquiryId, rating: 'satisfied' }))).toBe('functions/failed-precondition');
    await signInByEmailLink(auth(), ADMIN);
    await withRequest('changeInquiryStatus', { inquiryId, status: 'resolved' });
    expect(await codeOf(withRequest('rateInquiry', { inquiryId, rating: 'satisfied' }))).toBe('functions/permission-denied');
    const before = await report();

    await signInByEmailLink(auth(), USER);
    const requestId = randomUUID();
    const answer = { requestId, inquiryId, rating: 'dissatisfied', comment: '  手順が分かりにくかったです。\n画面の名前が違いました。  ' };
    await call('rateInquiry', answer);
    // The same request again (a lost answer retried) is the same answer, not a refusal or a second count.
    await call('rateInquiry', answer);
    expect(await codeOf(withRequest('rateInquiry', { inquiryId, rating: 'satisfied' }))).toBe('functions/failed-precondition');
    const stored = (await suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`).get()).get('satisfaction');
    expect(stored).toMatchObject({ rating: 'dissatisfied', comment: '手順が分かりにくかったです。\n画面の名前が違いました。' });

    const after = await report();
    expect(after.totals.dissatisfied - before.totals.dissatisfied).toBe(1);
    expect(after.totals.satisfied - before.totals.satisfied).toBe(0);
    expect(after.totals.resolved - before.totals.resolved).toBe(0);
    expect(after.resolution.count).toBeGreaterThanOrEqual(1);
  });

  it('refuses forged fields, a bad rating, another tenant and 30 answers at once beyond the first', async () => {
    const inquiryId = await fileInquiry();
    await signInByEmailLink(auth(), ADMIN);
    await withRequest('changeInquiryStatus', { inquiryId, status: 'resolved' });
    await signInByEmailLink(auth(), USER);
    expect(await codeOf(withRequest('rateInquiry', { inquiryId, rating: 'great' }))).toBe('functions/invalid-argument');
    expect(await codeOf(withRequest('rateInquiry', { inquiryId, rating: 'satisfied', at: '2020-01-01' }))).toBe('functions/invalid-argument');
    expect(await codeOf(withRequest('rateInquiry', { inquiryId, rating: 'satisfied', comment: 'a\u0000b' }))).toBe('functions/invalid-argument');
    expect(await codeOf(withRequest('rateInquiry', { inquiryId: 'a|<>/b', rating: 'satisfied' }))).toBe('functions/invalid-argument');
    expect(await codeOf(suite.client.call('rateInquiry', { requestId: randomUUID(), tenantId: 'tenant-b', inquiryId, rating: 'satisfied' }))).toBe('functions/permission-denied');

    const before = await report();
    await signInByEmailLink(auth(), USER);
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => withRequest('rateInquiry', { inquiryId, rating: 'satisfied' })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((await report()).totals.satisfied - before.totals.satisfied).toBe(1);
    // A ceiling, not a timing: each of the 30 calls may start its own worker in the Functions emulator.
  }, BURST_CEILING_MS);
});

describe('「FAQにする」: an entry made from a resolved inquiry', () => {
  const draft = (inquiryId: string, fields: object = {}) =>
    saveFaq({ sourceInquiryId: inquiryId, question: `VPNが切れるときは ${runId}`, answerHtml: '<p>アプリを更新してください。</p>', ...fields });

  it('links both ways, and is not published while it holds the requester\'s name, an address or a number', async () => {
    const inquiryId = await fileInquiry();
    await signInByEmailLink(auth(), ADMIN);
    await withRequest('changeInquiryStatus', { inquiryId, status: 'resolved' });
    await expect(draft(inquiryId, { question: `鈴木さんのVPN ${runId}` })).rejects.toThrow('個人情報が含まれているため公開できません: 依頼者の名前「鈴木さん」');
    await expect(draft(inquiryId, { answerHtml: '<p>詳細は suzuki@sakura.example.jp か ０３－１２３４－５６７８ へ。</p>' })).rejects.toThrow(
      'メールアドレス「suzuki@sakura.example.jp」、電話番号「03-1234-5678」',
    );
    // As a draft it may be saved with them, to be cleaned up later.
    const kept = await draft(inquiryId, { question: `鈴木一郎さんのVPN ${runId}`, status: 'draft' });
    const faqId = await draft(inquiryId);
    expect((await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get()).get('sourceInquiryIds')).toEqual([inquiryId]);
    const made = (await suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`).get()).get('madeFaqs') as { faqId: string }[];
    expect(made.map((faq) => faq.faqId).sort()).toEqual([faqId, kept].sort());
  });

  /** An inquiry filed by `requester` and resolved, with the name it stores of them. */
  async function resolvedInquiry(requester = USER) {
    const inquiryId = await fileInquiry(requester);
    await signInByEmailLink(auth(), ADMIN);
    await withRequest('changeInquiryStatus', { inquiryId, status: 'resolved' });
    const name = String((await suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`).get()).get('requesterName'));
    return { inquiryId, name };
  }
  /** The entry as the server left it, checked against its contract. */
  async function stored(faqId: string) {
    const data = (await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get()).data();
    if (data) expectWrittenAsContract(faqDocument, data);
    return data;
  }
  const REFUSED = '個人情報が含まれているため公開できません: ';

  it('keeps a draft holding personal data from being published by id, as the editor reopening it does', async () => {
    const { inquiryId, name } = await resolvedInquiry();
    const personal = `<p>${name} さん (loop-user@example.com, 090-1234-5678) から頂いた件です。</p>`;
    const faqId = await draft(inquiryId, { answerHtml: personal, status: 'draft' });
    // Reopened, the draft is saved by its id alone; the entry remembers where it came from.
    const publish = (answerHtml: string) => saveFaq({ faqId, question: `VPNが切れるときは ${runId}`, answerHtml });
    await expect(publish(personal)).rejects.toThrow(
      `${REFUSED}依頼者の名前「${name} さん」、メールアドレス「loop-user@example.com」、電話番号「090-1234-5678」。`,
    );
    expect(await stored(faqId)).toMatchObject({ status: 'draft', answerHtml: personal });
    await publish('<p>アプリを更新してください。</p>');
    expect(await stored(faqId)).toMatchObject({ status: 'published', sourceInquiryIds: [inquiryId] });
  });

  it('checks a published entry again when it is edited or given another phrasing', async () => {
    const { inquiryId, name } = await resolvedInquiry();
    const faqId = await draft(inquiryId);
    await expect(saveFaq({ faqId, question: `${name}様のVPN ${runId}` })).rejects.toThrow(`${REFUSED}依頼者の名前「${name}様」`);
    await expect(withRequest('addFaqAlias', { faqId, alias: `${name}さんのVPN` })).rejects.toThrow(`${REFUSED}依頼者の名前「${name}さん」`);
    expect(await stored(faqId)).toMatchObject({ status: 'published', question: `VPNが切れるときは ${runId}`, aliases: [] });
  });

  it('checks the requesters of every source inquiry, and skips one since deleted', async () => {
    const first = await resolvedInquiry();
    const second = await resolvedInquiry(OTHER_ADMIN); // a plain user of tenant-a
    const faqId = await draft(first.inquiryId);
    await expect(draft(second.inquiryId, { faqId, question: `${first.name}さんのVPN ${runId}` })).rejects.toThrow(`${REFUSED}依頼者の名前「${first.name}さん」`);
    await draft(second.inquiryId, { faqId });
    await expect(saveFaq({ faqId, question: `${second.name}さんのVPN ${runId}` })).rejects.toThrow(`${REFUSED}依頼者の名前「${second.name}さん」`);
    expect((await stored(faqId))?.['sourceInquiryIds']).toEqual([first.inquiryId, second.inquiryId]);
    // Gone, the second inquiry has no one left to protect; the first still has.
    await suite.db.recursiveDelete(suite.db.doc(`tenants/tenant-a/inquiries/${second.inquiryId}`));
    await saveFaq({ faqId, question: `${second.name}さんのVPN ${runId}` });
    await expect(saveFaq({ faqId, question: `${first.name}さんのVPN ${runId}` })).rejects.toThrow(`${REFUSED}依頼者の名前「${first.name}さん」`);
  });

  it('is refused for an inquiry still open, another tenant\'s or a made-up one, and for a plain user', async () => {
    const inquiryId = await fileInquiry();
    const fields = { faqId: null, question: `x ${runId}`, answerHtml: '<p>x</p>', categoryIds: [], tags: [], aliases: [], status: 'draft', sourceInquiryId: inquiryId };
    expect(await codeOf(withRequest('saveFaq', fields))).toBe('functions/permission-denied');
    await signInByEmailLink(auth(), ADMIN);
    expect(await codeOf(draft(inquiryId))).toBe('functions/failed-precondition');
    expect(await codeOf(draft('no-such-inquiry'))).toBe('functions/not-found');
    expect(await codeOf(draft('a|<>/b'))).toBe('functions/invalid-argument');
    // An admin of tenant-b naming a tenant-a inquiry from their own tenant finds nothing there.
    await signInByEmailLink(auth(), OTHER_ADMIN);
    expect(await codeOf(suite.client.call('saveFaq', { requestId: randomUUID(), tenantId: 'tenant-b', ...fields }))).toBe('functions/not-found');
  });
});

describe('FAQ views', () => {
  it('count once a day per reader and entry, only entries the reader may see, and never the admins who keep them', async () => {
    // For everyone (the demo user is in neither test category), so the report is the tenant's whole.
    const faqId = await saveFaq({});
    const hidden = await saveFaq({ categoryIds: [HIDDEN] });
    const before = await report(null);
    await signInByEmailLink(auth(), ADMIN);
    expect(await call('recordFaqView', { faqId })).toEqual({ counted: false });
    await signInByEmailLink(auth(), USER);
    expect(await call('recordFaqView', { faqId })).toEqual({ counted: true });
    expect(await call('recordFaqView', { faqId })).toEqual({ counted: false });
    expect(await codeOf(call('recordFaqView', { faqId: hidden }))).toBe('functions/not-found');
    expect(await codeOf(call('recordFaqView', { faqId, views: 100 }))).toBe('functions/invalid-argument');
    const after = await report(null);
    expect(after.faqs.find((entry) => entry.faqId === faqId)?.views).toBe((before.faqs.find((entry) => entry.faqId === faqId)?.views ?? 0) + 1);
    expect(after.faqs.some((entry) => entry.faqId === hidden)).toBe(false);
  });
});

describe('fetchAnalytics', () => {
  it('reads at most two documents a month and answers for 7, 30 and 90 days', async () => {
    await signInByEmailLink(auth(), ADMIN);
    for (const days of [7, 30, 90]) {
      const result = (await call('fetchAnalytics', { days, categoryId: null })) as AnalyticsReport;
      expect(result.days).toHaveLength(days);
      expect(result.documentsRead).toBeLessThanOrEqual(2 * 4);
    }
    const past = (await call('fetchAnalytics', { days: 30, categoryId: null, until: '2025-06-30' })) as AnalyticsReport;
    expect(past).toMatchObject({ from: '2025-06-01', to: '2025-06-30' });
  });

  it('is for the tenant admins of the tenant only, and checks what it is given', async () => {
    await signInByEmailLink(auth(), USER);
    expect(await codeOf(call('fetchAnalytics', { days: 7, categoryId: null }))).toBe('functions/permission-denied');
    await signInByEmailLink(auth(), OTHER_ADMIN);
    expect(await codeOf(call('fetchAnalytics', { days: 7, categoryId: null }))).toBe('functions/permission-denied');
    await signInByEmailLink(auth(), ADMIN);
    expect(await codeOf(call('fetchAnalytics', { days: 14, categoryId: null }))).toBe('functions/invalid-argument');
    expect(await codeOf(call('fetchAnalytics', { days: 7, categoryId: 'a|<>/b' }))).toBe('functions/invalid-argument');
    expect(await codeOf(call('fetchAnalytics', { days: 7, categoryId: null, until: '2026-02-30' }))).toBe('functions/invalid-argument');
    expect(await codeOf(call('fetchAnalytics', { days: 7, categoryId: null, until: '2999-01-01' }))).toBe('functions/invalid-argument');
    expect(await codeOf(call('fetchAnalytics', { days: 7, categoryId: null, until: '2026-11-01\r\n' }))).toBe('functions/invalid-argument');
  });

  it('keeps the figures out of the browser: no client reads or writes the analytics documents or the view lists', async () => {
    await signInByEmailLink(auth(), ADMIN);
    const { doc, getDoc, setDoc } = await import('firebase/firestore');
    const month = new Date().toISOString().slice(0, 7);
    const ref = doc(suite.client.db, `tenants/tenant-a/analytics/inquiries-${month}`);
    expect(await codeOf(getDoc(ref))).toBe('permission-denied');
    expect(await codeOf(setDoc(ref, { days: {} }))).toBe('permission-denied');
    // Nor the list of entries a reader viewed today (it would tell others what they read), even their own.
    await signInByEmailLink(auth(), USER);
    const day = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const views = doc(suite.client.db, `tenants/tenant-a/users/demo-user-a/faqViews/${day}`);
    expect(await codeOf(getDoc(views))).toBe('permission-denied');
    expect(await codeOf(setDoc(views, { faqIds: [] }))).toBe('permission-denied');
  });
});
