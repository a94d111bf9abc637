/** @jest-environment node */
// storage.rules against the Storage emulator, which reads memberships from the Firestore emulator.
// The Storage emulator needs a rules runtime that firebase-tools downloads; where it is missing (as
// on these offline machines) the emulators start without Storage and these tests say so and skip.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { FIRESTORE_HOST, hostAndPort } from '../support/emulatorHosts';

const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const describeWithStorage = storageHost ? describe : describe.skip;
if (!storageHost) {
  console.warn(
    'Storage のルールテストは実行していません: Storage エミュレーターが起動していません ' +
      '(ルール実行用の JAR をダウンロードできない環境です)。Storage エミュレーターが動く環境では実行されます。',
  );
}

const A = 'tenant-storage-a';
const B = 'tenant-storage-b';
const MB = 1024 * 1024;
const createdAt = new Date('2025-04-01T00:00:00Z');
let env: RulesTestEnvironment;

const storageAs = (uid: string) =>
  env.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true }).storage();

const file = (tenantId: string, inquiryId: string, name = 'report.pdf') =>
  `tenants/${tenantId}/inquiries/${inquiryId}/attachments/f-${Math.random().toString(36).slice(2)}/${name}`;

async function upload(uid: string, filePath: string, bytes: number, contentType: string, uploadedBy = uid) {
  await storageAs(uid).ref(filePath).put(new Uint8Array(bytes), { contentType, customMetadata: { uploadedBy } });
}

describeWithStorage('inquiry attachments (storage.rules)', () => {
  beforeAll(async () => {
    const [host, port] = (storageHost ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-madoguchi-storage-rules',
      storage: { rules: readFileSync(path.resolve(__dirname, '../../storage.rules'), 'utf8'), host, port: Number(port) },
      firestore: hostAndPort(FIRESTORE_HOST),
    });
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const tenantId of [A, B]) await db.doc(`tenants/${tenantId}`).set({ name: tenantId, status: 'active', createdAt });
      for (const [uid, tenantId, isTenantAdmin] of [['alice', A, false], ['adam', A, true], ['bob', B, false]] as const) {
        await db.doc(`userPermissions/${uid}/tenants/${tenantId}`).set({ id: tenantId, name: tenantId, isTenantAdmin, createdAt });
      }
      await db.doc(`tenants/${A}/inquiries/by-alice`).set({ requesterUid: 'alice', createdAt });
      await db.doc(`tenants/${A}/inquiries/by-adam`).set({ requesterUid: 'adam', createdAt });
    });
  });

  afterAll(() => env?.cleanup());

  it('lets a requester attach a PDF of exactly 10 MB to their inquiry, and read it back', async () => {
    const target = file(A, 'by-alice');
    await assertSucceeds(upload('alice', target, 10 * MB, 'application/pdf'));
    await assertSucceeds(storageAs('alice').ref(target).getMetadata());
    await assertSucceeds(storageAs('adam').ref(target).getMetadata());
  });

  it('refuses a file over 10 MB', async () => {
    await assertFails(upload('alice', file(A, 'by-alice'), 10 * MB + 1, 'application/pdf'));
  });

  it.each(['text/html', 'image/svg+xml', 'application/javascript', 'application/octet-stream'])(
    'refuses the content type %s',
    async (contentType) => {
      await assertFails(upload('alice', file(A, 'by-alice', 'page.html'), 100, contentType));
    },
  );

  it("refuses uploads to and reads from another tenant's paths", async () => {
    const target = file(A, 'by-alice');
    await assertSucceeds(upload('alice', target, 100, 'image/png'));
    await assertFails(storageAs('bob').ref(target).getMetadata());
    await assertFails(upload('bob', file(A, 'by-alice'), 100, 'image/png'));
    await assertFails(upload('alice', file(B, 'any'), 100, 'image/png'));
  });

  it("refuses a user someone else's inquiry, and a forged uploader", async () => {
    await assertFails(upload('alice', file(A, 'by-adam'), 100, 'image/png'));
    await assertFails(upload('alice', file(A, 'not-yet-created'), 100, 'image/png', 'adam'));
    await assertFails(upload('alice', 'elsewhere/file.png', 100, 'image/png'));
  });

  it("never lets the requester read an admin's file until the server records it attached to a public message", async () => {
    const target = file(A, 'by-alice');
    await assertSucceeds(upload('adam', target, 100, 'application/pdf'));
    await assertFails(storageAs('alice').ref(target).getMetadata());
    // As recordAttachmentVisibility does for a file of an internal note, then of a public reply.
    const mark = (visibility: string) =>
      env.withSecurityRulesDisabled((context) => context.storage().ref(target).updateMetadata({ customMetadata: { visibility } }).then(() => undefined));
    await mark('internal');
    await assertFails(storageAs('alice').ref(target).getMetadata());
    await assertSucceeds(storageAs('adam').ref(target).getMetadata());
    await mark('public');
    await assertSucceeds(storageAs('alice').ref(target).getMetadata());
  });

  it('refuses an upload that marks itself public, and inquiry or file ids outside letters, digits, - and _', async () => {
    const put = async (filePath: string, customMetadata: Record<string, string>) => {
      await storageAs('adam').ref(filePath).put(new Uint8Array(100), { contentType: 'application/pdf', customMetadata });
    };
    await assertFails(put(file(A, 'by-alice'), { uploadedBy: 'adam', visibility: 'public' }));
    await assertFails(put(`tenants/${A}/inquiries/a|b/attachments/f1/x.pdf`, { uploadedBy: 'adam' }));
    await assertFails(put(`tenants/${A}/inquiries/by-alice/attachments/f<1>/x.pdf`, { uploadedBy: 'adam' }));
  });
});
