import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { EVERYONE, rebuildFaqIndex } from '../faq/faqIndex';
import { inquiryCounterPath, inquiryCounterRecord } from '../inquiries/inquiryRecords';
import { tenantRecord } from '../tenants/records';
import { batchWriter, inParallel } from './batchWriter';
import { timestamp } from './demoContent';
import { upsertAuthUser, writeAccountRecord, writeMemberships, writeSystemUser } from './demoData';
import { assertLocalEmulators } from './emulatorGuard';
import { rebuildCategoryDigest } from '../digests/digests';
import { withTriggersOff } from './emulatorTriggers';
import type { AnalyticsWrite } from '../analytics/analyticsWrites';
import { faqRecord, membersOf, writeCategories, writeInquiry, writeInquiryAnalytics } from './seedContent';
import { addBellOwner, writeUnreadCounters, type SeededBells } from './seedBells';
import {
  benchAccounts,
  benchAdmin,
  benchCategories,
  benchCategoryIds,
  benchFaqs,
  benchInquiries,
  benchSynonyms,
  benchTenant,
} from './volumeContent';

// The benchmark's volume (volumeContent.ts) in the local emulators, written as the demo seed writes
// its content. The seed owns tenant-bench outright: each run deletes it and writes it again.

export const DEFAULT_VOLUME = { faqs: 3000, inquiries: 5000 };
const faqIndexBuiltAt = timestamp('2025-07-01T06:00:00+09:00');
/** Auth Admin calls at once. */
const AUTH_CALLS = 8;

export interface VolumeOptions {
  faqs?: number;
  inquiries?: number;
  /** Hears a line per step, with its time. */
  log?: (line: string) => void;
}

export interface VolumeSummary {
  faqs: number;
  inquiries: number;
  messages: number;
  notifications: number;
  accounts: number;
}

async function timed<T>(log: (line: string) => void, label: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} 秒)`);
  return result;
}

/** Deletes tenant-bench and everything under it; BulkWriter's ramp-up would take minutes here. */
const deleteTenant = (db: Firestore) => db.recursiveDelete(db.doc(`tenants/${benchTenant.id}`), db.bulkWriter({ throttling: false }));

/**
 * Puts tenant-bench with `faqs` published FAQ entries (and their index) and `inquiries` inquiries
 * (and their search entries), and its accounts (benchAccounts), into the emulators behind `app`, with
 * the emulator's triggers off. Running it again with the same counts leaves the same data.
 */
export async function seedVolume(app: App, options: VolumeOptions = {}): Promise<VolumeSummary> {
  assertLocalEmulators(process.env);
  return withTriggersOff(process.env, () => writeVolume(app, options));
}

async function writeVolume(app: App, options: VolumeOptions): Promise<VolumeSummary> {
  const { faqs = DEFAULT_VOLUME.faqs, inquiries = DEFAULT_VOLUME.inquiries, log = () => undefined } = options;
  const auth = getAuth(app);
  const db = getFirestore(app);
  const base = `tenants/${benchTenant.id}`;

  await timed(log, `Auth ユーザー ${benchAccounts.length} 件`, () =>
    inParallel(benchAccounts, AUTH_CALLS, (account) => upsertAuthUser(auth, account)),
  );
  await timed(log, `${base} を削除`, () => deleteTenant(db));

  const writer = batchWriter(db);
  writer.set(db.doc(base), tenantRecord(benchTenant.name, 'active', null, timestamp(benchTenant.createdAt)));
  for (const account of benchAccounts) {
    writeAccountRecord(db, writer, account);
    await writeMemberships(db, writer, account, [benchTenant], benchCategoryIds);
    writeSystemUser(db, writer, account);
  }
  writeCategories(writer, db, benchTenant.id, benchCategories);
  for (const [id, words] of Object.entries(benchSynonyms)) writer.set(db.doc(`${base}/synonyms/${id}`), { words });
  for (const faq of benchFaqs(faqs)) writer.set(db.doc(`${base}/faqs/${faq.id}`), await faqRecord(faq, benchAdmin.uid));

  const members = membersOf(benchTenant.id, benchAccounts);
  const summary: VolumeSummary = { faqs, inquiries, messages: 0, notifications: 0, accounts: benchAccounts.length };
  const analytics: AnalyticsWrite[] = [];
  const bells: SeededBells = new Map();
  for (const uid of members.keys()) addBellOwner(bells, benchTenant.id, uid);
  benchInquiries(inquiries).forEach((inquiry, index) => {
    const written = writeInquiry(writer, db, benchTenant.id, index + 1, inquiry, members, bells);
    summary.messages += written.messages.length;
    summary.notifications += written.notifications.length;
    analytics.push(...written.analytics);
  });
  writeInquiryAnalytics(writer, db, benchTenant.id, analytics);
  writer.set(db.doc(inquiryCounterPath(benchTenant.id)), inquiryCounterRecord(inquiries));
  await writeUnreadCounters(writer, db, bells);

  let reported = 0;
  await timed(log, `${writer.size} 件を書き込み`, () =>
    writer.close((done, total) => {
      if (done < total && done - reported < total / 10) return;
      reported = done;
      log(`  ${done} / ${total}`);
    }),
  );
  await rebuildCategoryDigest(db, benchTenant.id);
  const audiences = [EVERYONE, ...benchCategories.map((category) => category.id)];
  await timed(log, 'FAQ の索引を再構築', () => rebuildFaqIndex(db, benchTenant.id, audiences, faqIndexBuiltAt));
  return summary;
}

/** Takes tenant-bench and its accounts out of the emulators again. */
export async function removeVolume(app: App): Promise<void> {
  assertLocalEmulators(process.env);
  const db = getFirestore(app);
  await withTriggersOff(process.env, () => deleteTenant(db));
  const writer = batchWriter(db);
  for (const { uid } of benchAccounts) {
    writer.delete(db.doc(`userPermissions/${uid}/tenants/${benchTenant.id}`));
    writer.delete(db.doc(`systemUsers/${uid}`));
  }
  await writer.close();
  await getAuth(app).deleteUsers(benchAccounts.map((account) => account.uid));
}
