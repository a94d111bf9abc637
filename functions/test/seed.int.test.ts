/** @jest-environment node */
// Runs against the emulators (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set by the runner).
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { demoContent, memberCategoryIds } from '../src/dev/demoContent';
import { demoAccounts, demoProjectId, demoTenants, seedDemo } from '../src/dev/demoData';
import { EVERYONE } from '../src/faq/faqIndex';
import { tokyoDay } from '@madoguchi/shared/contracts';
import { foldQuery, searchMissId } from '../src/faq/searchMisses';
import { sanitizeRichText } from '../src/faq/richText';
import { INQUIRY_STATUSES } from '../src/inquiries/inquiryStatus';

let app: App;
beforeAll(() => {
  // The Firestore client would otherwise probe the GCE metadata server for credentials.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app = initializeApp({ projectId: demoProjectId }, `seed-test-${process.pid}`);
});
afterAll(() => deleteApp(app));

/** Everything the seed owns, as plain data that toEqual can compare. */
async function seededState() {
  const auth = getAuth(app);
  const db = getFirestore(app);
  const plain = (data: DocumentData | undefined) =>
    data === undefined
      ? null
      : JSON.parse(JSON.stringify(data, (_key, value) => (value instanceof Timestamp ? value.toMillis() : value)));
  const docs = async (path: string) =>
    Object.fromEntries((await db.collection(path).get()).docs.map((d) => [d.id, plain(d.data())]));
  /** The documents with their subcollections' documents (messages, votes). */
  const docsWith = async (path: string, subcollection: string) =>
    Object.fromEntries(
      await Promise.all(
        (await db.collection(path).get()).docs.map(async (d) => [
          d.id,
          { ...plain(d.data()), [subcollection]: await docs(`${d.ref.path}/${subcollection}`) },
        ]),
      ),
    );
  const tenantState = async (id: string) => ({
    doc: plain((await db.doc(`tenants/${id}`).get()).data()),
    users: await docs(`tenants/${id}/users`),
    notifications: Object.fromEntries(
      await Promise.all(demoAccounts.map(async ({ uid }) => [uid, await docs(`tenants/${id}/users/${uid}/notifications`)])),
    ),
    userCounters: Object.fromEntries(
      await Promise.all(demoAccounts.map(async ({ uid }) => [uid, await docs(`tenants/${id}/users/${uid}/counters`)])),
    ),
    categories: await docs(`tenants/${id}/categories`),
    synonyms: await docs(`tenants/${id}/synonyms`),
    faqs: await docsWith(`tenants/${id}/faqs`, 'votes'),
    faqIndex: await docs(`tenants/${id}/faqIndex`),
    inquiries: await docsWith(`tenants/${id}/inquiries`, 'messages'),
    counters: await docs(`tenants/${id}/counters`),
    searchMisses: await docs(`tenants/${id}/searchMisses`),
    cannedReplies: await docs(`tenants/${id}/cannedReplies`),
  });

  const users = await Promise.all(
    demoAccounts.map(async ({ uid }) => {
      const { email, emailVerified, displayName, disabled, customClaims } = await auth.getUser(uid);
      return { uid, email, emailVerified, displayName, disabled, customClaims: customClaims ?? {} };
    }),
  );
  return {
    authUserCount: (await auth.listUsers()).users.filter((u) => demoAccounts.some((a) => a.email === u.email))
      .length,
    users,
    tenants: Object.fromEntries(await Promise.all(demoTenants.map(async ({ id }) => [id, await tenantState(id)]))),
    patchNotes: await docs('patchNotes'),
    supportRequests: await docs('supportRequests'),
    memberships: Object.fromEntries(
      await Promise.all(demoAccounts.map(async ({ uid }) => [uid, await docs(`userPermissions/${uid}/tenants`)])),
    ),
    systemUsers: Object.fromEntries(
      await Promise.all(
        demoAccounts.map(async ({ uid }) => [uid, plain((await db.doc(`systemUsers/${uid}`).get()).data())]),
      ),
    ),
  };
}

describe('seedDemo', () => {
  it('leaves the same state when run twice', async () => {
    await seedDemo(app);
    const first = await seededState();
    await seedDemo(app);
    const second = await seededState();

    expect(second).toEqual(first);
    expect(first.authUserCount).toBe(demoAccounts.length);
    expect(Object.entries(first.systemUsers).filter(([, doc]) => doc).map(([uid]) => uid)).toEqual(['demo-sysadmin']);
  });

  it('resets claims, memberships and e-mail owners that drifted', async () => {
    const auth = getAuth(app);
    const db = getFirestore(app);
    await seedDemo(app);
    const expected = await seededState();

    // Drift: a stray claim, a stray membership, a deleted membership and the e-mail held by another uid.
    await auth.setCustomUserClaims('demo-user-a', { systemAdmin: true });
    await db.doc('userPermissions/demo-user-a/tenants/tenant-b').set({ id: 'tenant-b', name: 'x', isTenantAdmin: true });
    await db.doc('tenants/tenant-b/users/demo-user-a').set({ name: 'x' });
    await db.doc('userPermissions/demo-multi/tenants/tenant-b').delete();
    await auth.deleteUser('demo-notenant');
    await auth.createUser({ uid: 'someone-else', email: 'notenant@example.com' });
    // Drift in the content: what a demo session in the app (or a test) may have changed.
    const a = 'tenants/tenant-a';
    await db.doc(`${a}/inquiries/inq-vpn`).update({ status: 'closed', assigneeUid: null });
    await db.doc(`${a}/inquiries/inq-vpn/messages/added-reply`).set({ body: '追加の返信', internal: false });
    await db.doc(`${a}/counters/inquiries`).delete();
    await db.doc(`${a}/faqs/faq-vpn`).update({ helpfulCount: 0, categoryIds: ['cat-dev'], audiences: ['cat-dev'] });
    await db.doc(`${a}/faqs/faq-vpn/votes/demo-user-a`).set({ vote: 'helpful' });
    await db.doc(`${a}/faqIndex/${EVERYONE}~0`).delete();
    await db.doc(`${a}/faqIndex/cat-dev~0`).update({ entries: [] });
    await db.doc(`${a}/categories/cat-sales`).delete();
    await db.doc(`${a}/synonyms/syn-vpn`).update({ words: ['VPN'] });
    await db.doc(`${a}/users/demo-user-a/notifications/inq-vpn-3`).update({ read: true });
    await db.doc(`${a}/users/demo-user-a/counters/notifications`).set({ unread: 42 });
    await db.doc(`${a}/users/demo-admin-a/counters/notifications`).delete();
    await db.doc('patchNotes/note-slack-channels').update({ status: 'published' });
    await db.doc('supportRequests/support-a-slack').update({ status: 'closed' });
    await db.doc(`${a}/searchMisses/${searchMissId(foldQuery('駐車場'))}`).update({ count: 99 });
    await db.doc(`${a}/cannedReplies/canned-received`).update({ body: '書き換えた本文', categoryId: 'cat-dev' });
    await db.doc(`${a}/cannedReplies/canned-resolved`).delete();

    await seedDemo(app);

    expect(await seededState()).toEqual(expected);
    await expect(auth.getUser('someone-else')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('demo accounts after seeding', () => {
  beforeAll(() => seedDemo(app));

  it.each(demoAccounts.map((account) => [account.email, account] as const))(
    '%s has exactly the expected claims and memberships',
    async (_email, account) => {
      const user = await getAuth(app).getUser(account.uid);
      expect(user).toMatchObject({ email: account.email, emailVerified: true, displayName: account.displayName });
      expect(user.customClaims ?? {}).toEqual(account.systemAdmin ? { systemAdmin: true } : {});

      const db = getFirestore(app);
      const memberships = await db.collection(`userPermissions/${account.uid}/tenants`).orderBy('createdAt').get();
      expect(memberships.docs.map((d) => d.data())).toEqual(
        account.memberships.map((m) => ({
          id: m.tenantId,
          name: demoTenants.find((t) => t.id === m.tenantId)?.name,
          isTenantAdmin: m.isTenantAdmin,
          tenantStatus: 'active',
          createdAt: Timestamp.fromDate(new Date(m.createdAt)),
        })),
      );

      for (const tenant of demoTenants) {
        const membership = account.memberships.find((m) => m.tenantId === tenant.id);
        const tenantUser = await db.doc(`tenants/${tenant.id}/users/${account.uid}`).get();
        expect(tenantUser.exists).toBe(Boolean(membership));
        if (membership) {
          expect(tenantUser.data()).toMatchObject({
            name: account.displayName,
            email: account.email,
            isTenantAdmin: membership.isTenantAdmin,
            categoryIds: memberCategoryIds(tenant.id, account.uid),
            status: 'active',
          });
        }
      }

      const systemUser = await db.doc(`systemUsers/${account.uid}`).get();
      expect(systemUser.exists).toBe(account.systemAdmin);
    },
  );

  it('has the tenants with Japanese names, active', async () => {
    const db = getFirestore(app);
    for (const tenant of demoTenants) {
      expect((await db.doc(`tenants/${tenant.id}`).get()).data()).toMatchObject({ name: tenant.name, status: 'active' });
    }
    expect(demoTenants.map((t) => t.id)).toEqual(['tenant-a', 'tenant-b']);
  });

  it('lists multi@example.com in tenant A before tenant B', async () => {
    const memberships = await getFirestore(app).collection('userPermissions/demo-multi/tenants').orderBy('createdAt').get();
    expect(memberships.docs.map((d) => d.id)).toEqual(['tenant-a', 'tenant-b']);
  });
});

describe('demo content after seeding', () => {
  beforeAll(() => seedDemo(app));
  const db = () => getFirestore(app);

  describe.each(demoTenants.map((tenant) => [tenant.id] as const))('%s', (tenantId) => {
    const base = `tenants/${tenantId}`;
    const content = demoContent.tenants[tenantId]!;
    const seededInquiries = demoContent.inquiries[tenantId]!;

    it('has its user categories, and the demo users in them', async () => {
      const categories = await db().collection(`${base}/categories`).get();
      const ids = categories.docs.map((d) => d.id);
      expect(ids).toEqual(expect.arrayContaining(content.categories.map((c) => c.id)));
      for (const doc of categories.docs.filter((d) => d.id.startsWith('cat-'))) {
        expect(doc.data()).toMatchObject({ name: expect.any(String), description: expect.any(String), order: expect.any(Number) });
      }
      const users = await db().collection(`${base}/users`).get();
      const categorized = users.docs.filter((d) => (d.get('categoryIds') as string[]).length > 0);
      expect(categorized.length).toBeGreaterThan(0);
      for (const user of categorized) expect(ids).toEqual(expect.arrayContaining(user.get('categoryIds') as string[]));
    });

    it('has an inquiry in every status, numbered from 1, with the counter at the highest number', async () => {
      const seeded = await Promise.all(seededInquiries.map(({ id }) => db().doc(`${base}/inquiries/${id}`).get()));
      expect(new Set(seeded.map((d) => d.get('status')))).toEqual(new Set(INQUIRY_STATUSES));
      expect(seeded.map((d) => d.get('number'))).toEqual(seededInquiries.map((_, i) => i + 1));

      // Other tests also write unnumbered fixtures straight into the collection.
      const all = await db().collection(`${base}/inquiries`).get();
      const highest = Math.max(...all.docs.map((d) => d.get('number')).filter((n): n is number => typeof n === 'number'));
      expect((await db().doc(`${base}/counters/inquiries`).get()).data()).toEqual({ last: highest });
    });

    it('keeps each thread consistent with its inquiry, internal notes included', async () => {
      let internalNotes = 0;
      for (const { id } of seededInquiries) {
        const inquiry = (await db().doc(`${base}/inquiries/${id}`).get()).data()!;
        const messages = (await db().collection(`${base}/inquiries/${id}/messages`).orderBy('createdAt').get()).docs.map((d) => d.data());
        const requester = (await db().doc(`${base}/users/${inquiry['requesterUid']}`).get()).data();
        expect(inquiry['requesterName']).toBe(requester?.['name']);
        expect(messages[0]).toMatchObject({ body: inquiry['body'], authorUid: inquiry['requesterUid'], internal: false, source: 'web' });
        const lastPublic = messages.filter((m) => !m['internal']).at(-1);
        expect(inquiry['lastMessageAt']).toEqual(lastPublic?.['createdAt']);
        expect(inquiry['resolvedAt'] !== null).toBe(['resolved', 'closed'].includes(String(inquiry['status'])));
        if (inquiry['assigneeUid']) {
          expect((await db().doc(`${base}/users/${inquiry['assigneeUid']}`).get()).get('isTenantAdmin')).toBe(true);
        }
        for (const message of messages.filter((m) => m['internal'])) {
          internalNotes += 1;
          expect((await db().doc(`${base}/users/${message['authorUid']}`).get()).get('isTenantAdmin')).toBe(true);
        }
      }
      expect(internalNotes).toBeGreaterThan(0);
    });

    it('indexes the published FAQ entries for their audiences, and not the drafts', async () => {
      const index = await db().collection(`${base}/faqIndex`).get();
      const indexed = (audience: string) =>
        index.docs
          .filter((d) => d.get('audience') === audience)
          .flatMap((d) => (d.get('entries') as Array<{ id: string }>).map((entry) => entry.id));
      const audiences = [EVERYONE, ...content.categories.map((c) => c.id)];
      for (const audience of audiences) {
        const forAudience = content.faqs.filter((faq) =>
          audience === EVERYONE ? faq.categoryIds.length === 0 : faq.categoryIds.includes(audience),
        );
        const published = forAudience.filter((faq) => faq.status === 'published').map((faq) => faq.id);
        expect(indexed(audience)).toEqual(expect.arrayContaining(published));
        for (const faq of forAudience.filter((f) => f.status === 'draft')) expect(indexed(audience)).not.toContain(faq.id);
      }
      expect(content.faqs.some((faq) => faq.status === 'draft')).toBe(true);

      const faq = (await db().doc(`${base}/faqs/${content.faqs[0]!.id}`).get()).data();
      expect(faq?.['answerHtml']).toBe(sanitizeRichText(String(faq?.['answerHtml'])));
      expect(faq?.['answerText']).not.toMatch(/</);

      // Every demo entry in the index carries the readings the seed analysed, one per tag (other test
      // files running beside this one may index entries of their own, written without them).
      const demoIds = new Set(content.faqs.map((demo) => demo.id));
      const entries = index.docs
        .flatMap((d) => d.get('entries') as Array<{ id: string; tags: string[]; reading?: { question: string; tags: string[] } }>)
        .filter((entry) => demoIds.has(entry.id));
      for (const entry of entries) {
        expect(entry.reading?.question).toMatch(/\S/);
        expect(entry.reading?.tags).toHaveLength(entry.tags.length);
      }
      const leave = entries.find((entry) => entry.id === 'faq-paid-leave');
      expect(leave?.reading?.question).toMatch(/^ゆうきゅうきゅうか/);
    });

    it('has the synonyms for the search', async () => {
      const synonyms = await db().collection(`${base}/synonyms`).get();
      expect(synonyms.docs.map((d) => d.get('words'))).toEqual(expect.arrayContaining(Object.values(content.synonyms)));
    });
  });

  it("fills the demo user's bell with read and unread notifications", async () => {
    const notifications = (await db().collection('tenants/tenant-a/users/demo-user-a/notifications').get()).docs.map((d) => d.data());
    expect(notifications.length).toBeGreaterThanOrEqual(3);
    expect(notifications.some((n) => n['read'] === false)).toBe(true);
    expect(notifications.some((n) => n['read'] === true)).toBe(true);
    for (const n of notifications) {
      expect(n).toEqual({ type: expect.any(String), title: expect.any(String), link: expect.stringMatching(/^\/tenants\/tenant-a\//), read: expect.any(Boolean), createdAt: expect.any(Timestamp) });
    }
  });

  it("keeps each demo user's unread counter at the number of their unread notifications", async () => {
    const counted: Array<[string, number]> = [];
    for (const tenant of demoTenants) {
      for (const account of demoAccounts.filter((a) => a.memberships.some((m) => m.tenantId === tenant.id))) {
        const user = `tenants/${tenant.id}/users/${account.uid}`;
        const unread = await db().collection(`${user}/notifications`).where('read', '==', false).count().get();
        expect((await db().doc(`${user}/counters/notifications`).get()).data()).toEqual({ unread: unread.data().count });
        counted.push([account.uid, unread.data().count]);
      }
    }
    // Not all zero: the demo bell has unread entries to count.
    expect(counted.some(([, unread]) => unread > 0)).toBe(true);
  });

  it('gives the admin home zero-hit searches in the last 30 days, and one only older', async () => {
    const since = tokyoDay(new Date(Date.now() - 29 * 24 * 60 * 60 * 1000));
    const recent = new Map<string, number>();
    for (const { query, searchedDaysAgo } of demoContent.tenants['tenant-a']!.searchMisses) {
      const miss = (await db().doc(`tenants/tenant-a/searchMisses/${searchMissId(foldQuery(query))}`).get()).data();
      const days = Object.entries(miss?.['days'] as Record<string, number>);
      expect(miss).toMatchObject({ query: foldQuery(query), count: searchedDaysAgo.length, lastAt: expect.any(Timestamp) });
      expect(days.reduce((sum, [, count]) => sum + count, 0)).toBe(searchedDaysAgo.length);
      recent.set(query, days.filter(([day]) => day >= since).reduce((sum, [, count]) => sum + count, 0));
    }
    expect(recent.get('社員食堂 メニュー')).toBeGreaterThan(0);
    expect([...recent.values()]).toContain(0);
  });

  it('has requests to the vendor answered and open, with the fields sendSupportRequest writes, one escalating an inquiry', async () => {
    const requests = await Promise.all(
      demoContent.tenants['tenant-a']!.supportRequests.map(({ id }) => db().doc(`supportRequests/${id}`).get()),
    );
    expect(requests.map((d) => d.get('status')).sort()).toEqual(['answered', 'open', 'open']);
    for (const request of requests) {
      expect(Object.keys(request.data()!).sort()).toEqual(
        ['tenantId', 'tenantName', 'fromUid', 'fromName', 'subject', 'body', 'inquiries', 'hasInquiries', 'status', 'replies', 'createdAt'].sort(),
      );
      expect(request.data()).toMatchObject({ tenantId: 'tenant-a', tenantName: '株式会社さくら商事', fromUid: 'demo-admin-a', fromName: '佐藤 花子' });
      const replies = request.get('replies') as Array<Record<string, unknown>>;
      expect(replies.length > 0).toBe(request.get('status') === 'answered');
      for (const reply of replies) expect(reply).toEqual({ body: expect.any(String), fromName: '窓口サポート', createdAt: expect.any(Timestamp) });
    }
    // The escalated inquiry's number and title, as they are on the inquiry: what a release note lists.
    const escalated = requests.filter((request) => request.get('hasInquiries') === true);
    expect(escalated.map((request) => request.id)).toEqual(['support-a-phone-attachment']);
    const inquiry = (await db().doc('tenants/tenant-a/inquiries/inq-phone-attachment').get()).data()!;
    expect(escalated[0]!.get('inquiries')).toEqual([{ inquiryId: 'inq-phone-attachment', number: inquiry['number'], title: inquiry['title'] }]);
  });

  it('has published release notes with labels and sanitized bodies, and a draft', async () => {
    const notes = await Promise.all(demoContent.patchNotes.map(({ id }) => db().doc(`patchNotes/${id}`).get()));
    const published = notes.filter((d) => d.get('status') === 'published');
    expect(published.length).toBeGreaterThanOrEqual(3);
    expect(new Set(published.flatMap((d) => d.get('labels') as string[]))).toEqual(new Set(['new', 'improvement', 'fix']));
    for (const note of published) expect(note.get('publishedAt')).toBeInstanceOf(Timestamp);
    const drafts = notes.filter((d) => d.get('status') === 'draft');
    expect(drafts.map((d) => d.get('publishedAt'))).toEqual([null]);
    for (const note of notes) expect(note.get('bodyHtml')).toBe(sanitizeRichText(String(note.get('bodyHtml'))));
  });
});
