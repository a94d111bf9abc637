/** @jest-environment node */
// firestore.rules for canned replies (定型文), as the demo accounts' real tokens meet them: the tenant's
// admins read them; plain users (requesters), admins of another tenant, system admins and signed-out
// visitors read nothing; and no client writes, not even the tenant's admin.
import { randomUUID } from 'node:crypto';
import { signOut } from 'firebase/auth';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';

const suite = useCallableSuite('canned-reply-rules');
/** A demo canned reply of tenant-a (functions/src/dev/demo-content.json). */
const DEMO = 'canned-received';
const replies = (tenantId: string) => collection(suite.client.db, `tenants/${tenantId}/cannedReplies`);
const byTitle = (tenantId: string) => getDocs(query(replies(tenantId), orderBy('title', 'asc')));
const reply = (tenantId: string, id: string) => doc(suite.client.db, `tenants/${tenantId}/cannedReplies/${id}`);
const forged = { title: '偽の定型文', body: '{{requesterName}} さん', categoryId: null, updatedBy: 'demo-admin-a', updatedByName: '佐藤 花子' };

beforeAll(() => setLogLevel('error'));

describe('reading canned replies', () => {
  it("lets a tenant admin list and get their tenant's", async () => {
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    expect((await byTitle('tenant-a')).docs.map((entry) => entry.id)).toContain(DEMO);
    expect((await getDoc(reply('tenant-a', DEMO))).get('title')).toBe('受付のご連絡');
  });

  it('refuses a plain user of the tenant: requesters see only what was sent to them', async () => {
    await signInByEmailLink(suite.client.auth, 'user@a.example.com');
    expect(await codeOf(byTitle('tenant-a'))).toBe('permission-denied');
    expect(await codeOf(getDocs(replies('tenant-a')))).toBe('permission-denied');
    expect(await codeOf(getDoc(reply('tenant-a', DEMO)))).toBe('permission-denied');
  });

  it('refuses an admin of another tenant, who reads their own tenant only', async () => {
    await signInByEmailLink(suite.client.auth, 'multi@example.com'); // admin of tenant-b, user of tenant-a
    expect(await codeOf(byTitle('tenant-b'))).toBe('ok');
    expect(await codeOf(byTitle('tenant-a'))).toBe('permission-denied');
    expect(await codeOf(getDoc(reply('tenant-a', DEMO)))).toBe('permission-denied');
  });

  it('refuses a tenant admin the replies of another tenant', async () => {
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    expect(await codeOf(byTitle('tenant-b'))).toBe('permission-denied');
  });

  it('refuses a system admin and a signed-out visitor', async () => {
    await signInByEmailLink(suite.client.auth, 'sysadmin@example.com');
    expect(await codeOf(byTitle('tenant-a'))).toBe('permission-denied');
    await signOut(suite.client.auth);
    expect(await codeOf(byTitle('tenant-a'))).toBe('permission-denied');
    expect(await codeOf(getDoc(reply('tenant-a', DEMO)))).toBe('permission-denied');
  });
});

describe('writing canned replies from a client', () => {
  const stored = async () => (await suite.db.doc(`tenants/tenant-a/cannedReplies/${DEMO}`).get()).data();

  it.each([
    ['a tenant admin', 'admin@a.example.com'],
    ['a plain user', 'user@a.example.com'],
    ['an admin of another tenant', 'multi@example.com'],
  ])('refuses every write by %s: creating, editing, deleting', async (_, email) => {
    await signInByEmailLink(suite.client.auth, email);
    const before = await stored();
    const id = `forged-${randomUUID()}`;
    expect(await codeOf(setDoc(reply('tenant-a', id), forged))).toBe('permission-denied');
    expect(await codeOf(updateDoc(reply('tenant-a', DEMO), { title: '書き換え' }))).toBe('permission-denied');
    expect(await codeOf(setDoc(reply('tenant-a', DEMO), forged))).toBe('permission-denied');
    expect(await codeOf(deleteDoc(reply('tenant-a', DEMO)))).toBe('permission-denied');
    expect((await suite.db.doc(`tenants/tenant-a/cannedReplies/${id}`).get()).exists).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('refuses a signed-out write', async () => {
    expect(await codeOf(setDoc(reply('tenant-a', `forged-${randomUUID()}`), forged))).toBe('permission-denied');
    expect(await codeOf(deleteDoc(reply('tenant-a', DEMO)))).toBe('permission-denied');
    expect((await suite.db.doc(`tenants/tenant-a/cannedReplies/${DEMO}`).get()).exists).toBe(true);
  });
});
