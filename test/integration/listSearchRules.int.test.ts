/** @jest-environment node */
// firestore.rules for the lists' search entries (inquirySearch, userSearch), as the demo accounts' real
// tokens meet them, through the SDK and from outside the app over raw REST: a tenant's admins search
// both; a requester searches only the entries of their own inquiries (and must say so in the query);
// another tenant's admin, a system admin and a signed-out visitor read nothing; and no client writes,
// whatever the id, not even the tenant's admin.
import { signOut } from 'firebase/auth';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, setLogLevel, updateDoc, where } from 'firebase/firestore';
import { inquirySearchKey } from '../../shared/src/contracts/listSearch';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { queryWithToken, readWithToken, writeWithToken } from '../support/rawRest';

const suite = useCallableSuite('list-search-rules');
const entries = (tenantId: string, name: 'inquirySearch' | 'userSearch') => collection(suite.client.db, `tenants/${tenantId}/${name}`);
/** A search as the lists run it: a token of 「VPN」 (tenant-a's inq-vpn holds it), plus `more` filters. */
const vpnSearch = (tenantId: string, ...more: ReturnType<typeof where>[]) =>
  getDocs(query(entries(tenantId, 'inquirySearch'), where('tokens.vp', '==', true), ...more));
const userSearch = (tenantId: string) => getDocs(query(entries(tenantId, 'userSearch'), where('tokens.す', '==', true)));
/** Demo inquiries: inq-vpn is demo-user-a's (number 5), inq-github-invite demo-multi's (number 4). */
const VPN_KEY = inquirySearchKey(5, 'inq-vpn');
const OTHERS_KEY = inquirySearchKey(4, 'inq-github-invite');
const forged = { inquiryId: 'inq-forged', number: 999, requesterUid: 'demo-user-a', status: 'new', categoryId: null, text: '偽物', tokens: { 偽物: true } };

beforeAll(() => setLogLevel('error'));

describe('searching the entries through the SDK', () => {
  it("lets a tenant admin search all of their tenant's inquiries and users", async () => {
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    expect((await vpnSearch('tenant-a')).docs.map((entry) => entry.id)).toContain(VPN_KEY);
    expect((await userSearch('tenant-a')).docs.map((entry) => entry.get('uid'))).toContain('demo-user-a');
    expect((await getDoc(doc(entries('tenant-a', 'inquirySearch'), OTHERS_KEY))).get('inquiryId')).toBe('inq-github-invite');
  });

  it("lets a requester search their own inquiries' entries only, and only by saying so in the query", async () => {
    await signInByEmailLink(suite.client.auth, 'user@a.example.com');
    const own = await vpnSearch('tenant-a', where('requesterUid', '==', 'demo-user-a'));
    // Others' tests may have filed more of theirs about VPN.
    expect(own.docs.map((entry) => entry.id)).toContain(VPN_KEY);
    expect(new Set(own.docs.map((entry) => entry.get('requesterUid')))).toEqual(new Set(['demo-user-a']));
    expect((await getDoc(doc(entries('tenant-a', 'inquirySearch'), VPN_KEY))).exists()).toBe(true);
    expect(await codeOf(vpnSearch('tenant-a'))).toBe('permission-denied');
    expect(await codeOf(vpnSearch('tenant-a', where('requesterUid', '==', 'demo-multi')))).toBe('permission-denied');
    expect(await codeOf(getDoc(doc(entries('tenant-a', 'inquirySearch'), OTHERS_KEY)))).toBe('permission-denied');
  });

  it("refuses a plain user the users' entries, which are the admins' directory", async () => {
    await signInByEmailLink(suite.client.auth, 'user@a.example.com');
    expect(await codeOf(userSearch('tenant-a'))).toBe('permission-denied');
    expect(await codeOf(getDocs(entries('tenant-a', 'userSearch')))).toBe('permission-denied');
  });

  it('refuses an admin of another tenant, who is a plain user here', async () => {
    await signInByEmailLink(suite.client.auth, 'multi@example.com'); // admin of tenant-b, user of tenant-a
    expect(await codeOf(userSearch('tenant-b'))).toBe('ok');
    expect(await codeOf(userSearch('tenant-a'))).toBe('permission-denied');
    expect(await codeOf(vpnSearch('tenant-a'))).toBe('permission-denied');
    expect(await codeOf(vpnSearch('tenant-a', where('requesterUid', '==', 'demo-multi')))).toBe('ok');
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    expect(await codeOf(userSearch('tenant-b'))).toBe('permission-denied');
    expect(await codeOf(vpnSearch('tenant-b'))).toBe('permission-denied');
  });

  it('refuses a system admin and a signed-out visitor', async () => {
    await signInByEmailLink(suite.client.auth, 'sysadmin@example.com');
    expect(await codeOf(vpnSearch('tenant-a'))).toBe('permission-denied');
    expect(await codeOf(userSearch('tenant-a'))).toBe('permission-denied');
    await signOut(suite.client.auth);
    expect(await codeOf(vpnSearch('tenant-a', where('requesterUid', '==', 'demo-user-a')))).toBe('permission-denied');
  });

  it.each([
    ['a tenant admin', 'admin@a.example.com'],
    ['a requester', 'user@a.example.com'],
    ['an admin of another tenant', 'multi@example.com'],
  ])('refuses every write by %s: forged, changed, deleted entries', async (_who, email) => {
    await signInByEmailLink(suite.client.auth, email);
    const before = (await suite.db.doc(`tenants/tenant-a/inquirySearch/${VPN_KEY}`).get()).data();
    expect(await codeOf(setDoc(doc(entries('tenant-a', 'inquirySearch'), 'forged'), forged))).toBe('permission-denied');
    expect(await codeOf(updateDoc(doc(entries('tenant-a', 'inquirySearch'), VPN_KEY), { 'tokens.偽物': true }))).toBe('permission-denied');
    expect(await codeOf(deleteDoc(doc(entries('tenant-a', 'inquirySearch'), VPN_KEY)))).toBe('permission-denied');
    expect(await codeOf(setDoc(doc(entries('tenant-a', 'userSearch'), 'forged'), { uid: 'x', name: '偽物', tokens: { 偽物: true } }))).toBe('permission-denied');
    expect((await suite.db.doc(`tenants/tenant-a/inquirySearch/${VPN_KEY}`).get()).data()).toEqual(before);
    expect((await suite.db.doc('tenants/tenant-a/inquirySearch/forged').get()).exists).toBe(false);
  });
});

describe('from outside the app, over REST with real tokens', () => {
  const tokenOf = async (email: string) => (await signInByEmailLink(suite.client.auth, email)).getIdToken();
  const vpnQuery = (filters: object[] = []) => ({
    from: [{ collectionId: 'inquirySearch' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [{ fieldFilter: { field: { fieldPath: 'tokens.vp' }, op: 'EQUAL', value: { booleanValue: true } } }, ...filters],
      },
    },
    limit: 50,
  });
  const requesterIs = (uid: string) => ({ fieldFilter: { field: { fieldPath: 'requesterUid' }, op: 'EQUAL', value: { stringValue: uid } } });
  const usersQuery = { from: [{ collectionId: 'userSearch' }], limit: 50 };

  it("refuses another tenant's index and the admins' user index to a requester, and answers what the rules allow", async () => {
    const admin = await tokenOf('admin@a.example.com');
    expect((await queryWithToken('tenants/tenant-b', vpnQuery(), admin)).status).toBe(403);
    expect((await queryWithToken('tenants/tenant-b', usersQuery, admin)).status).toBe(403);
    const allowed = await queryWithToken('tenants/tenant-a', vpnQuery(), admin);
    expect(allowed).toEqual({ status: 200, body: expect.arrayContaining([`tenants/tenant-a/inquirySearch/${VPN_KEY}`]) });

    const user = await tokenOf('user@a.example.com');
    expect((await queryWithToken('tenants/tenant-a', usersQuery, user)).status).toBe(403);
    expect((await queryWithToken('tenants/tenant-a', vpnQuery(), user)).status).toBe(403);
    expect((await queryWithToken('tenants/tenant-a', vpnQuery([requesterIs('demo-multi')]), user)).status).toBe(403);
    const own = await queryWithToken('tenants/tenant-a', vpnQuery([requesterIs('demo-user-a')]), user);
    expect(own).toEqual({ status: 200, body: expect.arrayContaining([`tenants/tenant-a/inquirySearch/${VPN_KEY}`]) });
    const requesters = await Promise.all(own.body.map(async (entryPath) => (await suite.db.doc(entryPath).get()).get('requesterUid')));
    expect(new Set(requesters)).toEqual(new Set(['demo-user-a']));
  });

  it.each(['forged|entry', '<script>', 'a/b', 'line\r\nbreak'])('refuses a forged entry with the id %j and writes nothing', async (id) => {
    const fields = { inquiryId: { stringValue: 'inq-forged' }, requesterUid: { stringValue: 'demo-user-a' }, tokens: { mapValue: { fields: { 偽物: { booleanValue: true } } } } };
    for (const email of ['admin@a.example.com', 'user@a.example.com']) {
      const token = await tokenOf(email);
      const path = `tenants/tenant-a/inquirySearch/${encodeURIComponent(id)}`;
      // 403 from the rules, or 400 where the id cannot name a document at all ('a/b').
      for (const status of [await writeWithToken(path, fields, token), await writeWithToken(`tenants/tenant-a/userSearch/${encodeURIComponent(id)}`, fields, token)]) {
        expect([email, [400, 403].includes(status) ? 'refused' : status]).toEqual([email, 'refused']);
      }
    }
    const written = await suite.db.collection('tenants/tenant-a/inquirySearch').where('inquiryId', '==', 'inq-forged').get();
    expect(written.size).toBe(0);
    expect((await suite.db.collection('tenants/tenant-a/userSearch').where('inquiryId', '==', 'inq-forged').get()).size).toBe(0);
  });

  it("refuses a requester reading others' entries by id, whatever the id, and lets an admin find them missing", async () => {
    const user = await tokenOf('user@a.example.com');
    const admin = await tokenOf('admin@a.example.com');
    for (const id of [OTHERS_KEY, 'x|y', '<a>', 'cr\r\nlf']) {
      expect([id, await readWithToken(`tenants/tenant-a/inquirySearch/${encodeURIComponent(id)}`, user)]).toEqual([id, 403]);
      expect([id, await readWithToken(`tenants/tenant-a/userSearch/${encodeURIComponent(id)}`, user)]).toEqual([id, 403]);
    }
    expect(await readWithToken(`tenants/tenant-a/inquirySearch/${encodeURIComponent(OTHERS_KEY)}`, admin)).toBe(200);
    expect(await readWithToken(`tenants/tenant-a/inquirySearch/${encodeURIComponent('x|y')}`, admin)).toBe(404);
    await signOut(suite.client.auth);
  });
});
