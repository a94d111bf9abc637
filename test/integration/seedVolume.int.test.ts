/** @jest-environment node */
// The benchmark's volume seed (functions/src/dev/volumeData.ts, CLI seedVolume.ts) against the
// emulators, at a small volume: what it writes, its FAQ index, its accounts, and that running it again
// (after a larger run, or after the data drifted) leaves the same state. Removed again at the end.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { demoProjectId } from '../../functions/src/dev/demoData';
import { benchAccounts, benchAdmin, benchCategories, benchTenant, benchUser } from '../../functions/src/dev/volumeContent';
import { removeVolume, seedVolume } from '../../functions/src/dev/volumeData';
import { removeSearchVolume, searchAdmin, searchTenant, seedSearchVolume } from '../../functions/src/dev/searchVolume';
import { EVERYONE } from '../../functions/src/faq/faqIndex';
import { INQUIRY_STATUSES } from '../../functions/src/inquiries/inquiryStatus';
import { inquirySearch, userSearch, type SearchKind } from '../../functions/src/listSearch/searchKinds';

const volume = { faqs: 40, inquiries: 60 };
const base = `tenants/${benchTenant.id}`;

let app: App;
beforeAll(() => {
  // The Firestore client would otherwise probe the GCE metadata server for credentials.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app = initializeApp({ projectId: demoProjectId }, `seed-volume-test-${process.pid}`);
});
afterAll(async () => {
  // The browser tests that run after this file expect the demo tenants only.
  await removeVolume(app);
  await deleteApp(app);
});

const db = () => getFirestore(app);
const plain = (data: DocumentData | undefined) =>
  JSON.parse(JSON.stringify(data ?? null, (_key, value) => (value instanceof Timestamp ? value.toMillis() : value)));

/** Every document under tenant-bench by path, and the accounts' memberships, system user docs and Auth users. */
async function volumeState() {
  const documents: Record<string, unknown> = {};
  const collect = async (path: string): Promise<void> => {
    for (const collection of await db().doc(path).listCollections()) {
      for (const doc of (await collection.get()).docs) {
        documents[doc.ref.path] = plain(doc.data());
        await collect(doc.ref.path);
      }
    }
  };
  documents[base] = plain((await db().doc(base).get()).data());
  await collect(base);
  const accounts = await Promise.all(
    benchAccounts.map(async ({ uid }) => {
      const { email, emailVerified, customClaims } = await getAuth(app).getUser(uid);
      const memberships = (await db().collection(`userPermissions/${uid}/tenants`).get()).docs.map((d) => plain(d.data()));
      const systemUser = plain((await db().doc(`systemUsers/${uid}`).get()).data());
      return { uid, email, emailVerified, customClaims: customClaims ?? {}, memberships, systemUser };
    }),
  );
  return { documents, accounts };
}

const under = (documents: Record<string, unknown>, collection: string) =>
  Object.keys(documents).filter((path) => path.startsWith(`${base}/${collection}/`) && path.split('/').length === 4);

describe('seedVolume', () => {
  let seeded: Awaited<ReturnType<typeof volumeState>>;
  beforeAll(async () => {
    await seedVolume(app, volume);
    seeded = await volumeState();
  });

  it('writes the FAQ entries, inquiries with their threads, users and counter', async () => {
    const { documents } = seeded;
    const faqs = under(documents, 'faqs');
    expect(faqs).toHaveLength(volume.faqs);
    expect(faqs.every((path) => (documents[path] as { status: string }).status === 'published')).toBe(true);
    const inquiries = under(documents, 'inquiries').map((path) => documents[path] as { status: string; number: number });
    expect(inquiries).toHaveLength(volume.inquiries);
    expect(inquiries.map((inquiry) => inquiry.number).sort((a, b) => a - b)).toEqual(Array.from({ length: volume.inquiries }, (_, i) => i + 1));
    expect(new Set(inquiries.map((inquiry) => inquiry.status))).toEqual(new Set(INQUIRY_STATUSES));
    expect(Object.keys(documents).filter((path) => path.includes('/messages/')).length).toBeGreaterThan(volume.inquiries);
    expect(Object.keys(documents).some((path) => path.startsWith(`${base}/users/${benchAdmin.uid}/notifications/`))).toBe(true);
    expect(documents[`${base}/counters/inquiries`]).toEqual({ last: volume.inquiries });
    // Each user's bell badge counts exactly their unread entries (the volume's are all old, so read).
    const unreadOf = (uid: string) =>
      Object.keys(documents).filter((path) => path.startsWith(`${base}/users/${uid}/notifications/`) && (documents[path] as { read: boolean }).read === false).length;
    for (const { uid } of benchAccounts) expect(documents[`${base}/users/${uid}/counters/notifications`]).toEqual({ unread: unreadOf(uid) });
    expect(under(documents, 'users')).toHaveLength(benchAccounts.length);
    expect(under(documents, 'categories')).toHaveLength(benchCategories.length);
    expect(documents[base]).toMatchObject({ name: 'ベンチマーク株式会社', status: 'active' });
  });

  it("writes each inquiry's and user's search entry, as the triggers would", async () => {
    const { documents } = seeded;
    /** What each seeded document's entry should be, from the document as stored. */
    async function expectedEntries<Fields>(kind: SearchKind<Fields>) {
      const sources = await Promise.all(under(documents, kind.source).map((path) => db().doc(path).get()));
      return Object.fromEntries(
        sources.map((source) => {
          const fields = kind.fieldsOf(source.data()!);
          return [`${base}/${kind.entries}/${kind.keyOf(source.id, fields)}`, plain(kind.entryOf(source.id, fields))];
        }),
      );
    }
    const written = (entries: string) => Object.fromEntries(under(documents, entries).map((path) => [path, documents[path]]));
    expect(Object.keys(written(inquirySearch.entries))).toHaveLength(volume.inquiries);
    expect(written(inquirySearch.entries)).toEqual(await expectedEntries(inquirySearch));
    expect(Object.keys(written(userSearch.entries))).toHaveLength(benchAccounts.length);
    expect(written(userSearch.entries)).toEqual(await expectedEntries(userSearch));
  });

  it('indexes every published entry for its audiences', async () => {
    const { documents } = seeded;
    const shards = under(documents, 'faqIndex').map((path) => documents[path] as { audience: string; entries: { id: string }[] });
    for (const audience of [EVERYONE, ...benchCategories.map((category) => category.id)]) {
      const expected = under(documents, 'faqs')
        .filter((path) => (documents[path] as { audiences: string[] }).audiences.includes(audience))
        .map((path) => path.split('/').at(-1));
      const indexed = shards.filter((shard) => shard.audience === audience).flatMap((shard) => shard.entries.map((entry) => entry.id));
      expect(indexed.sort()).toEqual(expected.sort());
    }
  });

  it('gives bench-admin both admin roles and bench-user a membership in one category, all verified', async () => {
    const account = (uid: string) => seeded.accounts.find((a) => a.uid === uid);
    expect(account(benchAdmin.uid)).toMatchObject({
      email: 'bench-admin@example.com',
      emailVerified: true,
      customClaims: { systemAdmin: true },
      memberships: [{ id: benchTenant.id, name: benchTenant.name, isTenantAdmin: true, tenantStatus: 'active' }],
      systemUser: { email: 'bench-admin@example.com' },
    });
    expect(account(benchUser.uid)).toMatchObject({
      email: 'bench-user@example.com',
      emailVerified: true,
      customClaims: {},
      memberships: [{ id: benchTenant.id, isTenantAdmin: false }],
      systemUser: null,
    });
    expect(seeded.documents[`${base}/users/${benchUser.uid}`]).toMatchObject({ categoryIds: ['cat-sales'], isTenantAdmin: false, status: 'active' });
    expect(seeded.accounts.every((a) => a.emailVerified && a.memberships.length === 1)).toBe(true);
  });

  it('leaves the same state when run again, after a larger run or after drift', async () => {
    await seedVolume(app, { faqs: volume.faqs + 5, inquiries: volume.inquiries + 5 });
    await seedVolume(app, volume);
    expect(await volumeState()).toEqual(seeded);

    await db().doc(`${base}/inquiries/stray`).set({ title: '追加の問い合わせ' });
    await db().doc(`${base}/inquiries/bench-inq-00001/messages/added-reply`).set({ body: '追加の返信' });
    await db().doc(`${base}/faqs/bench-faq-00001`).update({ helpfulCount: FieldValue.increment(1) });
    await db().doc(`${base}/faqIndex/${EVERYONE}~0`).delete();
    await getAuth(app).setCustomUserClaims(benchUser.uid, { systemAdmin: true });
    await seedVolume(app, volume);
    expect(await volumeState()).toEqual(seeded);
  });
});

describe('seedSearchVolume (the text-search benchmark, at a small volume)', () => {
  const small = { inquiries: 40, users: 30 };
  const searchBase = `tenants/${searchTenant.id}`;
  afterAll(async () => {
    await removeSearchVolume(app);
  });

  it("writes the inquiries and users with each one's search entry, and its admin; removing leaves nothing", async () => {
    expect(await seedSearchVolume(app, small)).toEqual({ ...small, writes: expect.any(Number) });
    const count = async (path: string) => (await db().collection(path).get()).size;
    expect(await count(`${searchBase}/inquiries`)).toBe(small.inquiries);
    expect(await count(`${searchBase}/inquirySearch`)).toBe(small.inquiries);
    // The users and the admin, who signs in to search.
    expect(await count(`${searchBase}/users`)).toBe(small.users + 1);
    expect(await count(`${searchBase}/userSearch`)).toBe(small.users + 1);
    for (const inquiry of (await db().collection(`${searchBase}/inquiries`).limit(5).get()).docs) {
      const fields = inquirySearch.fieldsOf(inquiry.data());
      const entry = await db().doc(`${searchBase}/inquirySearch/${inquirySearch.keyOf(inquiry.id, fields)}`).get();
      expect(plain(entry.data())).toEqual(plain(inquirySearch.entryOf(inquiry.id, fields)));
    }
    expect((await getAuth(app).getUser(searchAdmin.uid)).emailVerified).toBe(true);
    expect((await db().doc(`userPermissions/${searchAdmin.uid}/tenants/${searchTenant.id}`).get()).get('isTenantAdmin')).toBe(true);

    await removeSearchVolume(app);
    expect((await db().doc(searchBase).listCollections()).length).toBe(0);
    await expect(getAuth(app).getUser(searchAdmin.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
