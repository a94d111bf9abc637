import type { DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { foldAnalytics, type AnalyticsWrite } from '../analytics/analyticsWrites';
import { cannedReplyRecord } from '../cannedReplies/cannedReplyRecord';
import { EVERYONE, audiencesOf, rebuildFaqIndex } from '../faq/faqIndex';
import { faqContent, storedFaq } from '../faq/faqRecord';
import { sanitizeRichText } from '../faq/richText';
import { reviewSearchMisses } from '../faq/missReview';
import { foldQuery, searchMissId } from '../faq/searchMisses';
import { tokyoDay, type faqDocument, type patchNoteDocument, type supportRequestDocument } from '@madoguchi/shared/contracts';
import { notificationRecord } from '../notifications/notify';
import { releaseNoteNotice } from '../patchNotes/releaseNoteNotice';
import { VENDOR_NAME } from '../support/supportNotices';
import { demoContent, timestamp, type DemoFaq, type DemoInquiry, type DemoTenantContent } from './demoContent';
import type { DemoAccount, DemoTenant } from './demoData';
import { demoReadBefore, replayInquiry, type DemoMember } from './demoInquiries';
import { addBellEntry, addBellOwner, writeUnreadCounters, type SeededBells } from './seedBells';
import { checkedBulkWriter } from '../platform/checkedBulkWriter';
import type { Written } from '../platform/storedDocuments';
import { rebuildCategoryDigest, rebuildPatchNoteDigest } from '../digests/digests';
import { writeSearchEntry } from '../listSearch/rebuildListSearch';
import { inquirySearch } from '../listSearch/searchKinds';
import { inquiryCounterPath, inquiryCounterRecord } from '../inquiries/inquiryRecords';
import { storedInquiry } from '../inquiries/storedInquiry';

// Writes demoContent with fixed ids and times (zero-hit searches excepted: see writeSearchMisses).
// Each run resets the documents the seed owns (and drops what was added under them, such as replies
// and votes), and leaves everything else alone.

/** The FAQ index of a demo tenant says it was built at this (fixed) time. */
const faqIndexBuiltAt = timestamp('2025-06-12T18:00:00+09:00');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the seeds write: a BulkWriter here (checkedBulkWriter), batches of at most 500 in the volume seed (batchWriter.ts). */
export interface SeedWriter {
  set(ref: DocumentReference, data: DocumentData): void;
  delete(ref: DocumentReference): void;
}

/** Deletes the documents of a collection whose ids the seed does not write. */
async function dropOthers(writer: SeedWriter, db: Firestore, path: string, keep: readonly string[]) {
  for (const doc of await db.collection(path).listDocuments()) {
    if (!keep.includes(doc.id)) writer.delete(doc);
  }
}

export function membersOf(tenantId: string, accounts: readonly DemoAccount[]): Map<string, DemoMember> {
  const members = new Map<string, DemoMember>();
  for (const account of accounts) {
    const membership = account.memberships.find((m) => m.tenantId === tenantId);
    if (membership) members.set(account.uid, { name: account.displayName, isTenantAdmin: membership.isTenantAdmin });
  }
  return members;
}

/** The categories; the seed then rebuilds their digest (rebuildCategoryDigest) once they are written. */
export function writeCategories(writer: SeedWriter, db: Firestore, tenantId: string, categories: DemoTenantContent['categories']) {
  for (const { id, createdAt, ...fields } of categories) {
    const at = timestamp(createdAt);
    writer.set(db.doc(`tenants/${tenantId}/categories/${id}`), { ...fields, createdAt: at, updatedAt: at });
  }
}

/** An entry as the callables store it, with the demo's fixed feedback counts and times. */
export async function faqRecord(faq: DemoFaq, editorUid: string): Promise<Written<typeof faqDocument>> {
  return {
    ...(await faqContent(faq, editorUid)),
    helpfulCount: faq.feedback.helpful,
    notHelpfulCount: faq.feedback.notHelpful,
    solvedCount: faq.feedback.solved,
    createdAt: timestamp(faq.createdAt),
    updatedAt: timestamp(faq.updatedAt),
  };
}

/** The entries and synonyms; returns the audiences whose index shards must be rebuilt. */
async function writeFaqs(writer: SeedWriter, db: Firestore, tenantId: string, content: DemoTenantContent) {
  const base = `tenants/${tenantId}`;
  for (const [id, words] of Object.entries(content.synonyms)) writer.set(db.doc(`${base}/synonyms/${id}`), { words });

  // An entry moved to another audience since the last run must leave that audience's index too.
  const previous = content.faqs.length ? await db.getAll(...content.faqs.map((faq) => db.doc(`${base}/faqs/${faq.id}`))) : [];
  const audiences = new Set([EVERYONE, ...content.categories.map((c) => c.id)]);
  for (const snapshot of previous) for (const audience of storedFaq(snapshot).audiences) audiences.add(audience);

  for (const faq of content.faqs) {
    const ref = db.doc(`${base}/faqs/${faq.id}`);
    writer.set(ref, await faqRecord(faq, content.editorUid));
    for (const audience of audiencesOf(faq.categoryIds)) audiences.add(audience);
    // The counts above stand for votes nobody can change; real votes would double count.
    await dropOthers(writer, db, `${ref.path}/votes`, []);
  }
  return audiences;
}

/**
 * An inquiry replayed as the callables would have written it: the record with its search entry, its
 * thread, the bell (tallied in `bells`).
 */
export function writeInquiry(
  writer: SeedWriter,
  db: Firestore,
  tenantId: string,
  number: number,
  inquiry: DemoInquiry,
  members: ReadonlyMap<string, DemoMember>,
  bells: SeededBells,
) {
  const replayed = replayInquiry(tenantId, number, inquiry, members);
  const ref = db.doc(`tenants/${tenantId}/inquiries/${inquiry.id}`);
  writer.set(ref, replayed.record);
  writeSearchEntry(writer, db, tenantId, inquirySearch, inquiry.id, replayed.record);
  for (const message of replayed.messages) writer.set(ref.collection('messages').doc(message.id), message.data);
  for (const { uid, id, data } of replayed.notifications) {
    writer.set(db.doc(`tenants/${tenantId}/users/${uid}/notifications/${id}`), data);
    addBellEntry(bells, tenantId, uid, id, data.read);
  }
  return { ref, ...replayed };
}

/**
 * The figures the seeded inquiries add up to, written whole: seeding again replaces them instead of
 * adding to them. Only the months of the seeded inquiries are written; later activity keeps its own.
 */
export function writeInquiryAnalytics(writer: SeedWriter, db: Firestore, tenantId: string, writes: readonly AnalyticsWrite[]) {
  for (const [path, data] of foldAnalytics(tenantId, writes)) writer.set(db.doc(path), data);
}

/** The inquiries numbered in file order, their figures, the counter past every number in use, and the bell. */
async function writeInquiries(writer: SeedWriter, db: Firestore, tenantId: string, accounts: readonly DemoAccount[], bells: SeededBells) {
  const base = `tenants/${tenantId}`;
  const members = membersOf(tenantId, accounts);
  const inquiries = demoContent.inquiries[tenantId] ?? [];
  const analytics: AnalyticsWrite[] = [];
  for (const [index, inquiry] of inquiries.entries()) {
    const { ref, messages, analytics: figures } = writeInquiry(writer, db, tenantId, index + 1, inquiry, members, bells);
    analytics.push(...figures);
    await dropOthers(writer, db, `${ref.path}/messages`, messages.map((m) => m.id));
  }
  writeInquiryAnalytics(writer, db, tenantId, analytics);

  // Inquiries filed through the app since the emulators started keep their numbers; the next one
  // continues after the highest.
  const highest = await db.collection(`${base}/inquiries`).orderBy('number', 'desc').limit(1).get();
  const last = Math.max(inquiries.length, highest.docs[0] ? storedInquiry(highest.docs[0]).number : 0);
  writer.set(db.doc(inquiryCounterPath(tenantId)), inquiryCounterRecord(last));
}

/**
 * Zero-hit searches counted back from today, since the admin home sums the last 30 days: fixed dates
 * would fall out of that window. Seeding again the same day writes the same documents.
 */
function writeSearchMisses(writer: SeedWriter, db: Firestore, tenantId: string, content: DemoTenantContent, today: Date) {
  for (const { query, searchedDaysAgo } of content.searchMisses) {
    const days: Record<string, number> = {};
    for (const ago of searchedDaysAgo) {
      const day = tokyoDay(new Date(today.getTime() - ago * DAY_MS));
      days[day] = (days[day] ?? 0) + 1;
    }
    const latest = Object.keys(days).sort().at(-1);
    const folded = foldQuery(query);
    writer.set(db.doc(`tenants/${tenantId}/searchMisses/${searchMissId(folded)}`), {
      query: folded,
      count: searchedDaysAgo.length,
      lastAt: timestamp(`${latest}T00:00:00+09:00`),
      days,
    });
  }
}

/** The reply templates, as saveCannedReply stores them, saved by the tenant's FAQ editor. */
function writeCannedReplies(writer: SeedWriter, db: Firestore, tenantId: string, content: DemoTenantContent, accounts: readonly DemoAccount[]) {
  const name = membersOf(tenantId, accounts).get(content.editorUid)?.name;
  if (!name) throw new Error(`canned replies of ${tenantId}: ${content.editorUid} is not a member`);
  for (const { id, updatedAt, ...fields } of content.cannedReplies) {
    writer.set(db.doc(`tenants/${tenantId}/cannedReplies/${id}`), cannedReplyRecord(fields, { uid: content.editorUid, name }, timestamp(updatedAt)));
  }
}

/**
 * The tenant admins' requests to the vendor, answered when the demo has a reply for them; the inquiries
 * one is about copied in as sendSupportRequest does (their number is their place in the file).
 */
function writeSupportRequests(
  writer: SeedWriter,
  db: Firestore,
  tenant: DemoTenant,
  content: DemoTenantContent,
  accounts: readonly DemoAccount[],
) {
  const members = membersOf(tenant.id, accounts);
  const inquiries = demoContent.inquiries[tenant.id] ?? [];
  const linked = (inquiryId: string) => {
    const index = inquiries.findIndex((inquiry) => inquiry.id === inquiryId);
    return { inquiryId, number: index + 1, title: inquiries[index]?.title ?? '' };
  };
  for (const { id, fromUid, subject, body, createdAt, inquiryIds, replies } of content.supportRequests) {
    const from = members.get(fromUid);
    if (!from?.isTenantAdmin) throw new Error(`support request ${id}: ${fromUid} is not a tenant admin of ${tenant.id}`);
    writer.set(db.doc(`supportRequests/${id}`), {
      tenantId: tenant.id,
      tenantName: tenant.name,
      fromUid,
      fromName: from.name,
      subject,
      body,
      inquiries: inquiryIds.map(linked),
      hasInquiries: inquiryIds.length > 0,
      status: replies.length ? 'answered' : 'open',
      replies: replies.map((reply) => ({ body: reply.body, fromName: VENDOR_NAME, createdAt: timestamp(reply.createdAt) })),
      createdAt: timestamp(createdAt),
    } satisfies Written<typeof supportRequestDocument>);
  }
}

function writePatchNotes(writer: SeedWriter, db: Firestore, tenants: readonly DemoTenant[], accounts: readonly DemoAccount[], bells: SeededBells) {
  const author = accounts.find((account) => account.systemAdmin);
  if (!author) throw new Error('the demo release notes need a system admin as their author');
  for (const note of demoContent.patchNotes) {
    const publishedAt = note.publishedAt === null ? null : timestamp(note.publishedAt);
    writer.set(db.doc(`patchNotes/${note.id}`), {
      title: note.title,
      bodyHtml: sanitizeRichText(note.bodyHtml),
      labels: note.labels,
      status: note.status,
      publishAt: null,
      publishedAt,
      authorUid: author.uid,
      createdAt: timestamp(note.createdAt),
      updatedAt: publishedAt ?? timestamp(note.createdAt),
    } satisfies Written<typeof patchNoteDocument>);
  }

  // Everyone hears of the newest note in the bell.
  const newest = demoContent.patchNotes
    .filter((note) => note.publishedAt !== null)
    .sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''))[0];
  if (!newest?.publishedAt) return;
  const at = timestamp(newest.publishedAt);
  for (const tenant of tenants) {
    const notice = releaseNoteNotice(tenant.id, newest.title);
    for (const uid of membersOf(tenant.id, accounts).keys()) {
      const data = notificationRecord(notice, at, at.toMillis() < demoReadBefore.toMillis());
      writer.set(db.doc(`tenants/${tenant.id}/users/${uid}/notifications/${newest.id}`), data);
      addBellEntry(bells, tenant.id, uid, newest.id, data.read);
    }
  }
}

/**
 * Puts the demo content of every demo tenant (user categories, FAQ with its search index, synonyms,
 * zero-hit searches, inquiries with their threads and the counter, notifications with each member's
 * unread counter, canned replies, requests to the vendor) and the release notes in place.
 */
export async function seedDemoContent(db: Firestore, tenants: readonly DemoTenant[], accounts: readonly DemoAccount[]) {
  const writer = checkedBulkWriter(db);
  const audiences = new Map<string, Set<string>>();
  const today = new Date();
  const bells: SeededBells = new Map();
  for (const tenant of tenants) {
    const content = demoContent.tenants[tenant.id];
    if (!content) throw new Error(`no demo content for tenant ${tenant.id}`);
    for (const uid of membersOf(tenant.id, accounts).keys()) addBellOwner(bells, tenant.id, uid);
    writeCategories(writer, db, tenant.id, content.categories);
    audiences.set(tenant.id, await writeFaqs(writer, db, tenant.id, content));
    writeSearchMisses(writer, db, tenant.id, content, today);
    await writeInquiries(writer, db, tenant.id, accounts, bells);
    writeCannedReplies(writer, db, tenant.id, content, accounts);
    writeSupportRequests(writer, db, tenant, content, accounts);
  }
  writePatchNotes(writer, db, tenants, accounts, bells);
  await writeUnreadCounters(writer, db, bells);
  await writer.close();
  // From the collections as they now are: tests and people may have added categories and notes.
  for (const tenant of tenants) await rebuildCategoryDigest(db, tenant.id);
  await rebuildPatchNoteDigest(db);
  for (const [tenantId, list] of audiences) {
    await rebuildFaqIndex(db, tenantId, list, faqIndexBuiltAt);
    // As after any FAQ change: a seeded miss the FAQ answers (better search since) leaves the list.
    await reviewSearchMisses(db, tenantId);
  }
}
