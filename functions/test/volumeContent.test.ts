/** @jest-environment node */
import { INQUIRY_STATUSES } from '../src/inquiries/inquiryStatus';
import { sanitizeRichText } from '../src/faq/richText';
import { replayInquiry } from '../src/dev/demoInquiries';
import { membersOf } from '../src/dev/seedContent';
import {
  benchAccounts,
  benchAdmin,
  benchCategories,
  benchCategoryIds,
  benchFaqs,
  benchInquiries,
  benchTenant,
  benchUser,
} from '../src/dev/volumeContent';

// The generator behind the benchmark's volume seed (volumeData.ts), at its default size.
const faqs = benchFaqs(3000);
const inquiries = benchInquiries(5000);
const members = membersOf(benchTenant.id, benchAccounts);
const share = (part: number) => part / inquiries.length;

describe('bench FAQ entries', () => {
  it('are the same on every run, a smaller count being the start of a larger', () => {
    expect(benchFaqs(40)).toEqual(faqs.slice(0, 40));
  });

  it('have distinct ids and questions, and answers that pass the sanitizer unchanged', () => {
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(faqs.length);
    for (const faq of faqs) {
      expect(faq.id).toMatch(/^[a-z0-9-]+$/);
      expect(faq.question.length).toBeLessThanOrEqual(200);
      expect(sanitizeRichText(faq.answerHtml)).toBe(faq.answerHtml);
      expect(Date.parse(faq.updatedAt)).toBeGreaterThanOrEqual(Date.parse(faq.createdAt));
    }
  });

  it('are all published, most for everyone and some for one category each', () => {
    expect(faqs.every((faq) => faq.status === 'published')).toBe(true);
    const restricted = faqs.filter((faq) => faq.categoryIds.length > 0);
    expect(restricted.length / faqs.length).toBeGreaterThan(0.1);
    expect(restricted.length / faqs.length).toBeLessThan(0.3);
    expect(new Set(restricted.flatMap((faq) => faq.categoryIds))).toEqual(new Set(benchCategories.map((c) => c.id)));
    expect(restricted.every((faq) => faq.categoryIds.length === 1)).toBe(true);
  });
});

describe('bench inquiries', () => {
  const replayed = inquiries.map((inquiry, index) => replayInquiry(benchTenant.id, index + 1, inquiry, members));

  it('replay through the status machine into every status', () => {
    const statuses = replayed.map(({ record }) => record.status);
    for (const status of INQUIRY_STATUSES) expect(share(statuses.filter((s) => s === status).length)).toBeGreaterThan(0.05);
    expect(replayed.some(({ messages }) => messages.some((m) => m.data.internal))).toBe(true);
    expect(replayed.filter(({ messages }) => messages.length > 2).length).toBeGreaterThan(100);
  });

  it('come from about 50 requesters, a few hundred from bench-user', () => {
    const requesters = new Set(replayed.map(({ record }) => record.requesterUid));
    expect(requesters.size).toBe(50);
    expect(requesters.has(benchAdmin.uid)).toBe(false);
    const fromBenchUser = replayed.filter(({ record }) => record.requesterUid === benchUser.uid).length;
    expect(fromBenchUser).toBeGreaterThanOrEqual(200);
    expect(fromBenchUser).toBeLessThan(500);
  });

  it('have short titles and categories of the tenant', () => {
    const categoryIds = new Set(benchCategories.map((c) => c.id));
    for (const inquiry of inquiries) {
      expect(inquiry.title.length).toBeLessThanOrEqual(100);
      expect(inquiry.categoryId === null || categoryIds.has(inquiry.categoryId)).toBe(true);
    }
  });
});

describe('bench accounts', () => {
  it('have distinct uids, e-mails and names, all in tenant-bench', () => {
    for (const key of ['uid', 'email', 'displayName'] as const) {
      expect(new Set(benchAccounts.map((account) => account[key])).size).toBe(benchAccounts.length);
    }
    expect(benchAccounts.every((a) => a.memberships.length === 1 && a.memberships[0]?.tenantId === benchTenant.id)).toBe(true);
  });

  it('make bench-admin a system admin and tenant admin, bench-user a user in one category', () => {
    expect(benchAdmin).toMatchObject({ email: 'bench-admin@example.com', systemAdmin: true, memberships: [{ isTenantAdmin: true }] });
    expect(benchUser).toMatchObject({ email: 'bench-user@example.com', systemAdmin: false, memberships: [{ isTenantAdmin: false }] });
    expect(benchCategoryIds(benchTenant.id, benchUser.uid)).toEqual(['cat-sales']);
    expect(benchAccounts.filter((a) => a.systemAdmin || a.memberships[0]?.isTenantAdmin)).toEqual([benchAdmin]);
  });
});
