/** @jest-environment node */
// Account pre-hijacking, as an outside review proved it: someone signs an address up with a password
// through the Auth REST API before the address is invited; the invitation used to reuse that account,
// and once the owner had signed in by e-mail link (which verifies the address) the attacker's password
// gave a verified token with the owner's rights. Each way of inviting is played through with raw REST
// calls and real emulator tokens: afterwards the attacker's password, refresh token and old ID token
// open nothing, and the owner's e-mail link sign-in does.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { signOut } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setLogLevel, updateDoc } from 'firebase/firestore';
import { emulatorClient } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { AUTH_EMULATOR } from '../support/emulatorHosts';
import { callWithToken, claimsOf, readWithToken, refreshIdToken, signInWithPassword, signUpWithPassword, type RestSession } from '../support/rawRest';

const suite = useCallableSuite('invitation-takeover');
const runId = `${Date.now().toString(36)}${process.pid}`;
const PASSWORD = 'attacker-chose-this-1';
let count = 0;
const victim = () => `victim-${runId}-${++count}@example.com`;

beforeAll(() => setLogLevel('error'));

/** The attacker's whole arsenal after the fact: every token they can still get. */
async function attackerTokens(email: string, before: RestSession): Promise<string[]> {
  const tokens = [before.idToken];
  const refreshed = await refreshIdToken(before.refreshToken);
  if ('idToken' in refreshed) tokens.push(refreshed.idToken);
  const again = await signInWithPassword(email, PASSWORD);
  if ('idToken' in again) tokens.push(again.idToken);
  return tokens;
}

/** The owner opens the mailed link in their own browser. */
async function ownerSignsIn(email: string) {
  const owner = emulatorClient(`owner-${randomUUID()}`);
  const user = await signInByEmailLink(owner.auth, email);
  return { owner, uid: user.uid, token: await user.getIdToken() };
}

/** Tenant data the grant opens, read over REST with each token: every read refused. */
async function expectRefusedEverywhere(tokens: string[], tenantId: string, uid: string) {
  for (const token of tokens) {
    expect(await readWithToken(`tenants/${tenantId}`, token)).toBe(403);
    expect(await readWithToken(`tenants/${tenantId}/users/${uid}`, token)).toBe(403);
    expect(await readWithToken(`tenants/${tenantId}/users/${claimsOf(token)['user_id']}`, token)).toBe(403);
    const call = await callWithToken('createInquiry', { requestId: randomUUID(), tenantId, inquiryId: `x${randomUUID().slice(0, 8)}`, title: '乗っ取り', body: '本文', categoryId: null, attachments: [] }, token);
    expect(call.status).toBe(403);
  }
}

async function expectPasswordGone(email: string) {
  const again = await signInWithPassword(email, PASSWORD);
  expect(again).toEqual({ error: expect.stringMatching(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND/) });
}

describe('an address signed up with a password before it is invited', () => {
  it('as a tenant user (createTenantUser): the attacker is refused everywhere; the owner gets in', async () => {
    const email = victim();
    const attacker = await signUpWithPassword(email, PASSWORD);
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    const { uid } = (await suite.client.call('createTenantUser', {
      requestId: randomUUID(), tenantId: 'tenant-a', name: '被害 予定', email, isTenantAdmin: false, categoryIds: [],
    })) as { uid: string };
    expect(uid).not.toBe(attacker.localId);

    const { owner, uid: ownerUid, token } = await ownerSignsIn(email);
    try {
      expect(ownerUid).toBe(uid);
      await expectPasswordGone(email);
      await expectRefusedEverywhere(await attackerTokens(email, attacker), 'tenant-a', uid);
      expect(await readWithToken(`tenants/tenant-a/users/${uid}`, token)).toBe(200);
    } finally {
      await owner.close();
    }
  });

  it('as a CSV-imported user (importTenantUsers)', async () => {
    const email = victim();
    const attacker = await signUpWithPassword(email, PASSWORD);
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    const csv = `氏名,メールアドレス\r\n取込 予定,${email}\r\n`;
    const report = (await suite.client.call('importTenantUsers', {
      requestId: randomUUID(), tenantId: 'tenant-a', fileBase64: Buffer.from(csv).toString('base64'), dryRun: false,
    })) as { counts: { create: number } };
    expect(report.counts.create).toBe(1);
    const [imported] = (await suite.db.collection('tenants/tenant-a/users').where('email', '==', email).get()).docs;

    const { owner, uid, token } = await ownerSignsIn(email);
    try {
      expect(uid).toBe(imported?.id);
      await expectPasswordGone(email);
      await expectRefusedEverywhere(await attackerTokens(email, attacker), 'tenant-a', uid);
      expect(await readWithToken(`tenants/tenant-a/users/${uid}`, token)).toBe(200);
    } finally {
      await owner.close();
    }
  });

  it("as a new tenant's first admin (createTenant)", async () => {
    const email = victim();
    const attacker = await signUpWithPassword(email, PASSWORD);
    await signInByEmailLink(suite.client.auth, 'sysadmin@example.com');
    const { tenantId, adminUid } = (await suite.client.call('createTenant', {
      requestId: randomUUID(), name: `乗っ取り検証 ${runId}`, admin: { name: '初代 管理者', email },
    })) as { tenantId: string; adminUid: string };

    const { owner, uid, token } = await ownerSignsIn(email);
    try {
      expect(uid).toBe(adminUid);
      await expectPasswordGone(email);
      const tokens = await attackerTokens(email, attacker);
      await expectRefusedEverywhere(tokens, tenantId, uid);
      for (const stolen of tokens) {
        const invite = await callWithToken('createTenantUser', { requestId: randomUUID(), tenantId, name: '手下', email: `crony-${runId}@example.com`, isTenantAdmin: true, categoryIds: [] }, stolen);
        expect(invite.status).toBe(403);
      }
      expect(await readWithToken(`tenants/${tenantId}`, token)).toBe(200);
    } finally {
      await owner.close();
    }
  });

  it('as a system user (addSystemUser): no token of the attacker carries the claim or passes the mirror', async () => {
    const email = victim();
    const attacker = await signUpWithPassword(email, PASSWORD);
    await signInByEmailLink(suite.client.auth, 'sysadmin@example.com');
    const { uid } = (await suite.client.call('addSystemUser', { requestId: randomUUID(), email, name: '追加 管理者' })) as { uid: string };
    const { owner, uid: ownerUid } = await ownerSignsIn(email);
    try {
      expect(ownerUid).toBe(uid);
      await expectPasswordGone(email);
      for (const stolen of await attackerTokens(email, attacker)) {
        expect(claimsOf(stolen)['systemAdmin']).toBeUndefined();
        expect(await readWithToken(`systemUsers/${uid}`, stolen)).toBe(403);
        expect(await readWithToken('tenants/tenant-a', stolen)).toBe(403);
        const rename = await callWithToken('renameTenant', { requestId: randomUUID(), tenantId: 'tenant-a', name: '乗っ取り' }, stolen);
        expect(rename.status).toBe(403);
      }
      // The owner's own token, once refreshed for the claim, is a system admin's.
      const fresh = await owner.auth.currentUser!.getIdToken(true);
      expect(claimsOf(fresh)['systemAdmin']).toBe(true);
      expect(await readWithToken(`systemUsers/${uid}`, fresh)).toBe(200);
    } finally {
      await owner.close();
      await suite.db.doc(`systemUsers/${uid}`).delete();
      await getAuth(suite.adminApp).setCustomUserClaims(uid, null);
    }
  });

  it('as an account that signed itself up without a password (anonymous, then given the address)', async () => {
    const email = victim();
    const anonymous = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ returnSecureToken: true }),
    }).then((response) => response.json() as Promise<RestSession>);
    const upgraded = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken: anonymous.idToken, email, returnSecureToken: true }),
    }).then((response) => response.json() as Promise<RestSession>);
    expect(upgraded.localId).toBe(anonymous.localId);

    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    const { uid } = (await suite.client.call('createTenantUser', {
      requestId: randomUUID(), tenantId: 'tenant-a', name: '匿名 経由', email, isTenantAdmin: false, categoryIds: [],
    })) as { uid: string };
    expect(uid).not.toBe(anonymous.localId);
    const { owner } = await ownerSignsIn(email);
    try {
      await expectRefusedEverywhere(await attackerTokens(email, upgraded), 'tenant-a', uid);
    } finally {
      await owner.close();
    }
  });
});

describe('an account that already had access when its password was found (invited before this fix)', () => {
  it('is recreated under its uid: the password and every earlier token stop working in all its tenants', async () => {
    const email = victim();
    const attacker = await signUpWithPassword(email, PASSWORD);
    const uid = attacker.localId;
    // What an invitation used to do: reuse the attacker's account, here for tenant-b.
    await suite.db.doc(`tenants/tenant-b/users/${uid}`).set({
      name: '旧 招待', email, isTenantAdmin: false, categoryIds: [], status: 'active', createdAt: new Date(), updatedAt: new Date(),
    });
    await suite.db.doc(`userPermissions/${uid}/tenants/tenant-b`).set({ id: 'tenant-b', name: 'みなと物流株式会社', isTenantAdmin: false, tenantStatus: 'active', createdAt: new Date() });
    await (await ownerSignsIn(email)).owner.close();
    const stolen = await signInWithPassword(email, PASSWORD);
    if (!('idToken' in stolen)) throw new Error(`the old flaw should let the password in: ${stolen.error}`);
    expect(claimsOf(stolen.idToken)['email_verified']).toBe(true);
    expect(await readWithToken('tenants/tenant-b', stolen.idToken)).toBe(200);

    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    const invited = (await suite.client.call('createTenantUser', {
      requestId: randomUUID(), tenantId: 'tenant-a', name: '旧 招待', email, isTenantAdmin: false, categoryIds: [],
    })) as { uid: string };
    expect(invited.uid).toBe(uid);

    await expectPasswordGone(email);
    // Production refuses the refresh of a deleted account's session; the emulator still answers one,
    // with the old sign-in time, which the grants refuse like the rest.
    const refreshed = await refreshIdToken(stolen.refreshToken);
    const tokens = [stolen.idToken, attacker.idToken, ...('idToken' in refreshed ? [refreshed.idToken] : [])];
    for (const token of tokens) {
      expect(await readWithToken('tenants/tenant-b', token)).toBe(403);
      expect(await readWithToken('tenants/tenant-a', token)).toBe(403);
      expect((await callWithToken('rateFaq', { tenantId: 'tenant-b', faqId: 'none', vote: 'helpful' }, token)).status).toBe(403);
    }

    // auth_time has whole seconds: the owner's next sign-in is from a later second than the reset.
    const stamp = Number((await suite.db.doc(`userPermissions/${uid}/tenants/tenant-b`).get()).get('tokensValidAfter'));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stamp * 1000 - Date.now())));
    const after = await ownerSignsIn(email);
    try {
      expect(after.uid).toBe(uid);
      expect(await readWithToken('tenants/tenant-b', after.token)).toBe(200);
      expect(await readWithToken('tenants/tenant-a', after.token)).toBe(200);
    } finally {
      await after.owner.close();
    }
  });
});

describe('a person who already has an account', () => {
  it('is added as invited, and the admin learns nothing of their sign-ins elsewhere until they sign in here', async () => {
    const email = victim();
    // Someone tenant-b invited, who has signed in there.
    await signInByEmailLink(suite.client.auth, 'multi@example.com'); // admin of tenant-b
    const inB = (await suite.client.call('createTenantUser', {
      requestId: randomUUID(), tenantId: 'tenant-b', name: '物流 太郎', email, isTenantAdmin: false, categoryIds: [],
    })) as { uid: string };
    await signOut(suite.client.auth);
    const person = await ownerSignsIn(email);
    try {
      await updateDoc(doc(person.owner.db, `tenants/tenant-b/users/${inB.uid}`), { lastSignInAt: serverTimestamp() });

      await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
      const fresh = (await suite.client.call('createTenantUser', {
        requestId: randomUUID(), tenantId: 'tenant-a', name: '別名 太郎', email: `never-${email}`, isTenantAdmin: false, categoryIds: [],
      })) as Record<string, unknown>;
      const existing = (await suite.client.call('createTenantUser', {
        requestId: randomUUID(), tenantId: 'tenant-a', name: '別名 太郎', email, isTenantAdmin: false, categoryIds: [],
      })) as Record<string, unknown>;
      // The same answer for a known and an unknown address.
      expect(Object.keys(existing)).toEqual(Object.keys(fresh));
      expect(existing['uid']).toBe(inB.uid);
      // What tenant-a's admin can read of them: tenant-a's own record, under the name they gave.
      const seen = await getDoc(doc(suite.client.db, `tenants/tenant-a/users/${inB.uid}`));
      expect(seen.get('name')).toBe('別名 太郎');
      expect(seen.get('lastSignInAt')).toBeUndefined();
      await expect(getDoc(doc(suite.client.db, `tenants/tenant-b/users/${inB.uid}`))).rejects.toMatchObject({ code: 'permission-denied' });
      // Auth's own sign-in time is no longer handed out.
      expect((await callWithToken('getTenantUserSignIn', { tenantId: 'tenant-a', uid: inB.uid }, await suite.client.auth.currentUser!.getIdToken())).status).not.toBe(200);

      // Once they open tenant-a, its admins see that sign-in.
      await updateDoc(doc(person.owner.db, `tenants/tenant-a/users/${inB.uid}`), { lastSignInAt: serverTimestamp() });
      expect((await getDoc(doc(suite.client.db, `tenants/tenant-a/users/${inB.uid}`))).get('lastSignInAt')).toBeTruthy();
    } finally {
      await person.owner.close();
    }
  });
});
