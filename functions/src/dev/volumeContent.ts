import { z } from 'zod';
import type { InquiryStatus } from '../inquiries/inquiryStatus';
import type { DemoFaq, DemoInquiry, DemoTenantContent, DemoThreadEvent } from './demoContent';
import type { DemoAccount, DemoTenant } from './demoData';
import volumeTextJson from './volume-text.json';

// The benchmark's tenant: thousands of FAQ entries and inquiries in the shapes of the demo content,
// made up from the phrases of volume-text.json by a seeded generator. Entry i is the same whatever the
// count, so a small run is the start of a large one and running again writes the same documents.

const FAQS_PER_TOPIC = 6;
const topicSchema = z.strictObject({
  key: z.string().regex(/^[a-z]+$/),
  tags: z.array(z.string().min(1)).min(1),
  faqs: z.array(z.strictObject({ q: z.string().min(1), a: z.string().min(1) })).length(FAQS_PER_TOPIC),
  steps: z.array(z.string().min(1)).min(3),
  /** Inquiry titles, each with the entry whose answer resolves it. */
  inquiries: z.array(z.strictObject({ title: z.string().min(1), faq: z.number().int().min(0).max(FAQS_PER_TOPIC - 1) })).min(1),
});
const phrases = z.array(z.string().min(1)).min(1);
const volumeText = z
  .strictObject({
    contexts: z.array(z.string()).min(1),
    closings: phrases,
    notes: phrases,
    bodies: phrases,
    adminReplies: phrases,
    requesterReplies: phrases,
    internalNotes: phrases,
    topics: z.array(topicSchema).min(1),
    familyNames: phrases,
    givenNames: phrases,
  })
  .parse(volumeTextJson);
type Topic = (typeof volumeText.topics)[number];

export const benchTenant: DemoTenant = { id: 'tenant-bench', name: 'ベンチマーク株式会社', createdAt: '2024-04-01T09:00:00+09:00' };

const categoryCreatedAt = '2024-04-01T10:00:00+09:00';
export const benchCategories: DemoTenantContent['categories'] = [
  { id: 'cat-sales', name: '営業部', description: '法人営業と代理店を担当する部署です。', order: 1, createdAt: categoryCreatedAt },
  { id: 'cat-dev', name: '開発部', description: '自社製品と社内システムを開発しています。', order: 2, createdAt: categoryCreatedAt },
  { id: 'cat-factory', name: '製造部', description: '名古屋工場で製品の製造と品質管理を担当します。', order: 3, createdAt: categoryCreatedAt },
  { id: 'cat-store', name: '店舗スタッフ', description: '全国の直営店で働くスタッフです。', order: 4, createdAt: categoryCreatedAt },
];

export const benchSynonyms: Record<string, string[]> = {
  'syn-password': ['パスワード', 'PW', 'パスコード'],
  'syn-expense': ['経費', '精算', '立替'],
  'syn-vpn': ['VPN', 'リモート接続'],
  'syn-pc': ['PC', 'パソコン', 'ピーシー'],
  'syn-leave': ['有給休暇', '有給', '有休', '年休'],
};

const member = (isTenantAdmin: boolean) => [{ tenantId: benchTenant.id, isTenantAdmin, createdAt: benchTenant.createdAt }];
const userArea = `/tenants/${benchTenant.id}`;

/** System admin and tenant admin of tenant-bench: one account opens all three areas. */
export const benchAdmin: DemoAccount = {
  key: 'bench-admin',
  uid: 'bench-admin',
  email: 'bench-admin@example.com',
  displayName: '管理 一郎',
  systemAdmin: true,
  memberships: member(true),
  landing: `${userArea}/admin`,
  summary: `システム管理者、${benchTenant.name} (${benchTenant.id}) のテナント管理者`,
};
export const benchUser: DemoAccount = {
  key: 'bench-user',
  uid: 'bench-user',
  email: 'bench-user@example.com',
  displayName: '利用 花子',
  systemAdmin: false,
  memberships: member(false),
  landing: userArea,
  summary: `${benchTenant.name} の利用者 (営業部)、問い合わせの16件に1件を出した人`,
};

/** The requesters besides bench-user: about 50 people file the inquiries. */
const OTHER_REQUESTERS = 49;
const requesters: DemoAccount[] = Array.from({ length: OTHER_REQUESTERS }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  const { familyNames, givenNames } = volumeText;
  return {
    key: `bench-requester-${n}`,
    uid: `bench-requester-${n}`,
    email: `bench-requester-${n}@example.com`,
    displayName: `${familyNames[i % familyNames.length]} ${givenNames[(i * 7) % givenNames.length]}`,
    systemAdmin: false,
    memberships: member(false),
    landing: userArea,
    summary: '',
  };
});
export const benchAccounts: readonly DemoAccount[] = [benchAdmin, benchUser, ...requesters];

/** An account's user categories: bench-user is in 営業部, most requesters in one category. */
export function benchCategoryIds(_tenantId: string, uid: string): string[] {
  if (uid === benchUser.uid) return ['cat-sales'];
  const index = requesters.findIndex((account) => account.uid === uid);
  if (index < 0 || index % 5 === 4) return [];
  return [benchCategories[index % benchCategories.length]!.id];
}

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}
type Generator = ReturnType<typeof generator>;

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const iso = (ms: number) => new Date(ms).toISOString();
const faqsStart = Date.parse('2024-04-01T09:00:00+09:00');
const inquiriesStart = Date.parse('2024-07-01T09:00:00+09:00');
/** About a year of inquiries for the default 5,000. */
const INQUIRY_EVERY_MS = 105 * MINUTE_MS;

function answerHtml(random: Generator, topic: Topic, lead: string, context: string): string {
  const paragraphs = [`<p>${lead}</p>`];
  if (random.next() < 0.7) {
    const first = random.int(0, topic.steps.length - 2);
    const steps = topic.steps.slice(first, first + random.int(2, 4));
    paragraphs.push(`<ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`);
  }
  const situation = context ? `${context}お困りの場合も、同じ手順で対応できます。` : '';
  paragraphs.push(`<p>${random.pick(volumeText.notes)}${situation}</p>`, `<p>${random.pick(volumeText.closings)}</p>`);
  return paragraphs.join('');
}

/** Entry i: topic, question and situation run through every combination before any repeats. */
function benchFaq(i: number): DemoFaq {
  const random = generator(0x0f0a0000 + i);
  const { topics, contexts } = volumeText;
  const topic = topics[i % topics.length]!;
  const { q, a } = topic.faqs[Math.floor(i / topics.length) % FAQS_PER_TOPIC]!;
  const combinations = topics.length * FAQS_PER_TOPIC;
  const context = contexts[Math.floor(i / combinations) % contexts.length]!;
  const round = Math.floor(i / (combinations * contexts.length));
  const createdAt = faqsStart + i * 150 * MINUTE_MS;
  return {
    id: `bench-faq-${String(i + 1).padStart(5, '0')}`,
    question: `${context}${q}${round ? ` (${round + 1})` : ''}`,
    answerHtml: answerHtml(random, topic, a, context),
    // Most entries are for everyone; one in five for a single category.
    categoryIds: random.next() < 0.2 ? [random.pick(benchCategories).id] : [],
    tags: topic.tags,
    aliases: [],
    status: 'published',
    feedback: { helpful: random.int(0, 80), notHelpful: random.int(0, 8), solved: random.int(0, 30) },
    createdAt: iso(createdAt),
    updatedAt: iso(createdAt + random.int(0, 60) * DAY_MS),
  };
}

export const benchFaqs = (count: number): DemoFaq[] => Array.from({ length: count }, (_, i) => benchFaq(i));

/** Where the inquiries end up, roughly: most are done with, some still open. */
const STATUS_SHARES: [InquiryStatus, number][] = [
  ['new', 0.12],
  ['in_progress', 0.13],
  ['waiting', 0.15],
  ['resolved', 0.15],
  ['closed', 0.45],
];

function statusOf(random: Generator): InquiryStatus {
  let roll = random.next();
  for (const [status, share] of STATUS_SHARES) {
    if ((roll -= share) < 0) return status;
  }
  return 'closed';
}

/** A thread through the status machine to `status`, in the order the callables allow. */
function threadTo(random: Generator, status: InquiryStatus, requester: string, opening: string, answer: string, openedAt: number) {
  const admin = benchAdmin.uid;
  let at = openedAt;
  const later = () => iso((at += random.int(20, 300) * MINUTE_MS));
  const thread: DemoThreadEvent[] = [{ at: iso(at), by: requester, body: opening, internal: false }];
  const say = (by: string, body: string, extra: { internal?: boolean; status?: InquiryStatus } = {}) =>
    thread.push({ at: later(), by, body, internal: extra.internal ?? false, status: extra.status });

  if (random.next() < 0.2) say(requester, random.pick(volumeText.requesterReplies));
  if (status !== 'new' && random.next() < 0.5) thread.push({ at: later(), by: admin, assign: admin });
  let autoClosed = false;
  if (status === 'in_progress') {
    thread.push({ at: later(), by: admin, status: 'in_progress' });
    if (random.next() < 0.4) say(admin, random.pick(volumeText.internalNotes), { internal: true });
  } else if (status === 'waiting') {
    say(admin, random.pick(volumeText.adminReplies));
  } else if (status === 'resolved' || (status === 'closed' && random.next() < 0.7)) {
    say(admin, `お問い合わせありがとうございます。${answer}`, { status: 'resolved' });
    autoClosed = status === 'closed';
  } else if (status === 'closed') {
    // Answered, then marked resolved by the requester, then closed by the scheduled job.
    say(admin, `お問い合わせありがとうございます。${answer}`);
    thread.push({ at: later(), by: requester, status: 'resolved' });
    autoClosed = true;
  }
  return { thread, autoClosed };
}

/** Inquiry i, numbered i + 1: one in 16 from bench-user, the rest from the other requesters. */
function benchInquiry(i: number): DemoInquiry {
  const random = generator(0x01a00000 + i);
  const requester = i % 16 === 0 ? benchUser : random.pick(requesters);
  const topic = random.pick(volumeText.topics);
  const context = random.next() < 0.5 ? '' : random.pick(volumeText.contexts);
  const subject = random.pick(topic.inquiries);
  const title = `${context}${subject.title}`;
  const opening = random.pick(volumeText.bodies).replace('{title}', title);
  const openedAt = inquiriesStart + i * INQUIRY_EVERY_MS + random.int(0, 60) * MINUTE_MS;
  const { thread, autoClosed } = threadTo(random, statusOf(random), requester.uid, opening, topic.faqs[subject.faq]!.a, openedAt);
  const categoryIds = benchCategoryIds(benchTenant.id, requester.uid);
  return {
    id: `bench-inq-${String(i + 1).padStart(5, '0')}`,
    title,
    categoryId: categoryIds[0] ?? (random.next() < 0.5 ? null : random.pick(benchCategories).id),
    thread,
    autoClosed,
  };
}

export const benchInquiries = (count: number): DemoInquiry[] => Array.from({ length: count }, (_, i) => benchInquiry(i));
