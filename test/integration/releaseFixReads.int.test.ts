/** @jest-environment node */
// The reads behind inquiries fixed in a release note (shared/src/data, system-admin-app's patchNotes
// and support api), on the real Firestore SDK under the real rules: the system admin's picker of
// escalated inquiries, the support inbox and a note's list, the tenant admin's look-ups for the
// support form, and a published note opened from a thread's link.
import { signOut } from 'firebase/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { systemMessageRecord } from '../../functions/src/inquiries/inquiryRecords';
import { fetchInquiry, fetchInquiryByNumber, watchInquiryMessages } from '../../shared/src/data/inquiries';
import { fetchPublishedPatchNote } from '../../shared/src/data/patchNotes';
import { watchPatchNoteFixes, type NoteFix } from '../../system-admin-app/src/features/patchNotes/api/releaseFixes';
import { fetchEscalations } from '../../system-admin-app/src/features/patchNotes/api/escalations';
import { fetchSupportInbox } from '../../system-admin-app/src/features/support/api/supportInbox';
import { startDemoClients, stopDemoClients, type DemoClients } from '../support/demoClients';
import { signInByEmailLink } from '../support/emailLinkSignIn';

let clients: DemoClients | undefined;
const admin = () => getAdminFirestore(clients!.adminApp);
const NOTE = 'note-launch';
/** A list no system admin reads here: the SDK would answer others from its cache of what they read. */
const UNREAD_LIST = 'note-mail-subject';

/** The first answer of a live read, or its refusal. */
function firstOf<T>(subscribe: (onData: (data: T) => void, onError: (error: unknown) => void) => Promise<() => void>): Promise<T> {
  return new Promise((resolve, reject) => {
    const stopped = subscribe(
      (data) => {
        void stopped.then((stop) => stop());
        resolve(data);
      },
      reject,
    );
  });
}

const FIX: NoteFix = {
  tenantId: 'tenant-a', tenantName: '株式会社さくら商事', inquiryId: 'inq-phone-attachment', number: 8, title: 'スマートフォンで添付ファイルが開けません',
  supportRequestId: 'support-a-phone-attachment',
};

beforeAll(async () => {
  clients = await startDemoClients('release-fix-reads');
  for (const note of [NOTE, UNREAD_LIST]) {
    await admin().doc(`patchNotes/${note}/private/fixes`).set({ fixes: [FIX], updatedAt: Timestamp.now(), updatedBy: 'demo-sysadmin' });
  }
});

afterAll(async () => {
  if (clients) {
    for (const note of [NOTE, UNREAD_LIST]) await admin().doc(`patchNotes/${note}/private/fixes`).delete();
    await signOut(clients.auth);
  }
  await stopDemoClients(clients);
});

describe('as a system admin', () => {
  beforeAll(async () => {
    await signInByEmailLink(clients!.auth, 'sysadmin@example.com');
  });

  it('lists the support requests that carry inquiries, newest first, each with them (the seed escalates one)', async () => {
    const page = await fetchEscalations(50, null);
    expect(page.items.every((request) => request.inquiries.length > 0)).toBe(true);
    const times = page.items.map((request) => request.createdAt?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const seeded = page.items.find((request) => request.id === 'support-a-phone-attachment');
    expect(seeded).toMatchObject({ tenantId: 'tenant-a', tenantName: '株式会社さくら商事', inquiries: [{ inquiryId: FIX.inquiryId, number: FIX.number, title: FIX.title }] });
  });

  it("pages the support inbox, every tenant's requests newest first, all of them or those of one status", async () => {
    const newestFirst = (times: number[]) => expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = await fetchSupportInbox(null, 50, null);
    newestFirst(all.items.map((request) => request.createdAt?.getTime() ?? 0));
    // The seed's requests: one answered by the vendor, the others open.
    expect(all.items.find((request) => request.id === 'support-a-csv-import')).toMatchObject({ status: 'answered', tenantId: 'tenant-a' });
    expect(all.items.find((request) => request.id === 'support-a-slack')).toMatchObject({ status: 'open', tenantName: '株式会社さくら商事' });
    for (const status of ['open', 'answered'] as const) {
      const page = await fetchSupportInbox(status, 50, null);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((request) => request.status === status)).toBe(true);
      newestFirst(page.items.map((request) => request.createdAt?.getTime() ?? 0));
    }
  });

  it("reads a note's list, and none for a note without one", async () => {
    expect(await firstOf(watchPatchNoteFixes(NOTE))).toEqual([FIX]);
    expect(await firstOf(watchPatchNoteFixes('note-faq-search'))).toEqual([]);
  });
});

describe('as a tenant admin', () => {
  beforeAll(async () => {
    await signOut(clients!.auth);
    await signInByEmailLink(clients!.auth, 'admin@a.example.com');
  });

  it('finds an inquiry of the tenant by id and by number, and nothing for either that names none', async () => {
    expect(await fetchInquiry('tenant-a', FIX.inquiryId)).toMatchObject({ id: FIX.inquiryId, number: FIX.number, title: FIX.title });
    expect(await fetchInquiryByNumber('tenant-a', FIX.number)).toMatchObject({ id: FIX.inquiryId });
    expect(await fetchInquiry('tenant-a', 'no-such-inquiry')).toBeNull();
    expect(await fetchInquiryByNumber('tenant-a', 999_999)).toBeNull();
  });

  it("reads no note's list, and no other tenant's inquiry", async () => {
    await expect(firstOf(watchPatchNoteFixes(UNREAD_LIST))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(fetchInquiry('tenant-b', 'inq-handy')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(fetchEscalations(10, null)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(fetchSupportInbox('open', 10, null)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('as a user', () => {
  const message = `tenants/tenant-a/inquiries/${FIX.inquiryId}/messages/releaseNote-${NOTE}`;
  beforeAll(async () => {
    await signOut(clients!.auth);
    await signInByEmailLink(clients!.auth, 'user@a.example.com');
    await admin().doc(message).set(systemMessageRecord({ body: 'この件はリリースノート『窓口の提供を開始しました』で修正されました。', patchNoteId: NOTE }, Timestamp.now()));
  });
  afterAll(() => admin().doc(message).delete());

  it('reads the system message in the thread of their inquiry as one, with the note it names', async () => {
    const thread = await firstOf(watchInquiryMessages({ tenantId: 'tenant-a', uid: 'demo-user-a', isTenantAdmin: false }, FIX.inquiryId));
    expect(thread.at(-1)).toMatchObject({ id: `releaseNote-${NOTE}`, source: 'system', authorUid: null, authorName: 'システム', patchNoteId: NOTE, internal: false });
    expect(thread.slice(0, -1).every((reply) => reply.source === 'web' && reply.patchNoteId === null)).toBe(true);
  });

  it('opens a published note from a link, and finds a draft or an unknown id missing alike', async () => {
    expect(await fetchPublishedPatchNote(NOTE)).toMatchObject({ id: NOTE, title: '窓口の提供を開始しました' });
    expect(await fetchPublishedPatchNote('note-slack-channels')).toBeNull();
    expect(await fetchPublishedPatchNote('no-such-note')).toBeNull();
    await expect(firstOf(watchPatchNoteFixes(UNREAD_LIST))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
