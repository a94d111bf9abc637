import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { writeSearchEntry } from '../listSearch/rebuildListSearch';
import { inquirySearch, userSearch } from '../listSearch/searchKinds';
import { inquiryCounterPath, inquiryCounterRecord } from '../inquiries/inquiryRecords';
import { tenantRecord, tenantUserRecord } from '../tenants/records';
import { batchWriter } from './batchWriter';
import { timestamp } from './demoContent';
import { replayInquiry } from './demoInquiries';
import { upsertAuthUser, writeMemberships, type DemoAccount, type DemoTenant } from './demoData';
import { assertLocalEmulators } from './emulatorGuard';
import { rebuildCategoryDigest } from '../digests/digests';
import { withTriggersOff } from './emulatorTriggers';
import { membersOf, writeCategories } from './seedContent';
import { benchAccounts, benchCategories, benchInquiries, benchTenant } from './volumeContent';

// The text-search benchmark's tenant (scripts/bench/textSearch.mjs): as many inquiries and users as a
// large customer has, each with its search entry, nothing else (no threads, bell or FAQ). The inquiries
// are the volume tenant's (volumeContent.ts), filed by its people; a few carry a rare word. The users are
// made up from common names with their readings. Entry i is the same whatever the count.

export const searchTenant: DemoTenant = { id: 'tenant-search', name: '検索ベンチマーク株式会社', createdAt: '2024-04-01T09:00:00+09:00' };
export const searchAdmin: DemoAccount = {
  key: 'search-admin',
  uid: 'search-admin',
  email: 'search-admin@example.com',
  displayName: '検索 管理者',
  systemAdmin: false,
  memberships: [{ tenantId: searchTenant.id, isTenantAdmin: true, createdAt: searchTenant.createdAt }],
  landing: `/tenants/${searchTenant.id}/admin`,
  summary: `${searchTenant.name} (${searchTenant.id}) のテナント管理者`,
};

export const DEFAULT_SEARCH_VOLUME = { inquiries: 50_000, users: 5_000 };

/** One inquiry in this many carries the rare word (トナー), so a search finds a handful. */
const RARE_EVERY = 10_007;
export const RARE_INQUIRY = { title: 'トナーカートリッジの発注について', body: '複合機のトナーが残りわずかです。発注をお願いします。' };

// Common family and given names with their readings and romaji (for the e-mail addresses).
const FAMILY: [string, string, string][] = [
  ['佐藤', 'サトウ', 'sato'], ['鈴木', 'スズキ', 'suzuki'], ['高橋', 'タカハシ', 'takahashi'], ['田中', 'タナカ', 'tanaka'],
  ['伊藤', 'イトウ', 'ito'], ['渡辺', 'ワタナベ', 'watanabe'], ['山本', 'ヤマモト', 'yamamoto'], ['中村', 'ナカムラ', 'nakamura'],
  ['小林', 'コバヤシ', 'kobayashi'], ['加藤', 'カトウ', 'kato'], ['吉田', 'ヨシダ', 'yoshida'], ['山田', 'ヤマダ', 'yamada'],
  ['佐々木', 'ササキ', 'sasaki'], ['山口', 'ヤマグチ', 'yamaguchi'], ['松本', 'マツモト', 'matsumoto'], ['井上', 'イノウエ', 'inoue'],
  ['木村', 'キムラ', 'kimura'], ['林', 'ハヤシ', 'hayashi'], ['清水', 'シミズ', 'shimizu'], ['山崎', 'ヤマザキ', 'yamazaki'],
];
const GIVEN: [string, string, string][] = [
  ['翔太', 'ショウタ', 'shota'], ['美咲', 'ミサキ', 'misaki'], ['大輔', 'ダイスケ', 'daisuke'], ['彩', 'アヤ', 'aya'],
  ['健太', 'ケンタ', 'kenta'], ['由美', 'ユミ', 'yumi'], ['拓也', 'タクヤ', 'takuya'], ['愛', 'アイ', 'ai'],
  ['直樹', 'ナオキ', 'naoki'], ['恵', 'メグミ', 'megumi'], ['亮', 'リョウ', 'ryo'], ['舞', 'マイ', 'mai'],
  ['誠', 'マコト', 'makoto'], ['真由美', 'マユミ', 'mayumi'], ['隆', 'タカシ', 'takashi'],
];
/** One user in this many has a rare name, so a search finds a few. */
const RARE_USER_EVERY = 1_999;
export const RARE_USER = ['勅使河原', 'テシガワラ', 'teshigawara'] as const;

/** User i: a common name (one in RARE_USER_EVERY rare), one in five without a reading, some admins, some disabled. */
function searchUser(i: number) {
  const [family, familyReading, familyRomaji] = i % RARE_USER_EVERY === 1_000 ? RARE_USER : FAMILY[i % FAMILY.length]!;
  const [given, givenReading, givenRomaji] = GIVEN[Math.floor(i / FAMILY.length) % GIVEN.length]!;
  const user = {
    name: `${family} ${given}`,
    nameReading: i % 5 === 4 ? '' : `${familyReading} ${givenReading}`,
    email: `${givenRomaji}.${familyRomaji}${i + 1}@example.com`,
    isTenantAdmin: i % 250 === 0,
    categoryIds: i % 5 === 4 ? [] : [benchCategories[i % benchCategories.length]!.id],
  };
  const createdAt = Timestamp.fromMillis(timestamp(searchTenant.createdAt).toMillis() + i * 60_000);
  return { id: `search-user-${String(i + 1).padStart(5, '0')}`, record: { ...tenantUserRecord(user, createdAt), status: i % 20 === 19 ? 'disabled' : 'active' } };
}

/** The users' documents: id and data. */
export const searchVolumeUsers = (count: number) => Array.from({ length: count }, (_, i) => searchUser(i));

/** The inquiries' documents, filed by the volume tenant's people and replayed as the callables would have left them. */
export function searchVolumeInquiries(count: number) {
  const members = membersOf(benchTenant.id, benchAccounts);
  return benchInquiries(count).map((inquiry, index) => {
    const rare = index % RARE_EVERY === 5_000;
    const filed = rare ? { ...inquiry, title: RARE_INQUIRY.title, thread: [{ ...inquiry.thread[0]!, body: RARE_INQUIRY.body }], autoClosed: false } : inquiry;
    return { id: inquiry.id, record: replayInquiry(searchTenant.id, index + 1, filed, members).record };
  });
}

export interface SearchVolumeOptions {
  inquiries?: number;
  users?: number;
  log?: (line: string) => void;
}

const deleteTenant = (db: Firestore) => db.recursiveDelete(db.doc(`tenants/${searchTenant.id}`), db.bulkWriter({ throttling: false }));

/**
 * Puts tenant-search with `inquiries` inquiries and `users` users, each with its search entry, and its
 * admin's account into the emulators behind `app`, with the emulator's triggers off (the seed writes the
 * entries). Running it again with the same counts leaves the same data.
 */
export async function seedSearchVolume(app: App, options: SearchVolumeOptions = {}) {
  assertLocalEmulators(process.env);
  const { inquiries = DEFAULT_SEARCH_VOLUME.inquiries, users = DEFAULT_SEARCH_VOLUME.users, log = () => undefined } = options;
  const db = getFirestore(app);
  await upsertAuthUser(getAuth(app), searchAdmin);
  return withTriggersOff(process.env, async () => {
    await deleteTenant(db);
    const writer = batchWriter(db);
    writer.set(db.doc(`tenants/${searchTenant.id}`), tenantRecord(searchTenant.name, 'active', null, timestamp(searchTenant.createdAt)));
    await writeMemberships(db, writer, searchAdmin, [searchTenant], () => []);
    writeCategories(writer, db, searchTenant.id, benchCategories);
    for (const { id, record } of searchVolumeUsers(users)) {
      writer.set(db.doc(`tenants/${searchTenant.id}/users/${id}`), record);
      writeSearchEntry(writer, db, searchTenant.id, userSearch, id, record);
    }
    for (const { id, record } of searchVolumeInquiries(inquiries)) {
      writer.set(db.doc(`tenants/${searchTenant.id}/inquiries/${id}`), record);
      writeSearchEntry(writer, db, searchTenant.id, inquirySearch, id, record);
    }
    writer.set(db.doc(inquiryCounterPath(searchTenant.id)), inquiryCounterRecord(inquiries));
    let reported = 0;
    const started = Date.now();
    await writer.close((done, total) => {
      if (done < total && done - reported < total / 10) return;
      reported = done;
      log(`  ${done} / ${total} (${((Date.now() - started) / 1000).toFixed(1)} 秒)`);
    });
    await rebuildCategoryDigest(db, searchTenant.id);
    return { inquiries, users, writes: writer.size };
  });
}

/** Takes tenant-search and its admin out of the emulators again. */
export async function removeSearchVolume(app: App): Promise<void> {
  assertLocalEmulators(process.env);
  const db = getFirestore(app);
  await withTriggersOff(process.env, () => deleteTenant(db));
  await db.doc(`userPermissions/${searchAdmin.uid}/tenants/${searchTenant.id}`).delete();
  await getAuth(app).deleteUser(searchAdmin.uid).catch(() => undefined);
}
