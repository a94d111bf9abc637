/** @jest-environment node */
// The login flow (docs/product.md#login-flow) against the Auth and Firestore emulators: real sign-ins
// (e-mail link and password), real token claims read with forced refresh, and real reads of
// userPermissions/{uid}/tenants under the real security rules. Only the browser is left out.
// Tests may use Firebase directly; the lint rule that keeps Firebase in the shared package is for app code.
import { getIdTokenResult, signInWithEmailAndPassword, signOut, type Auth, type User } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import type { App as AdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { demoAccounts, demoTenants } from '../../functions/src/dev/demoData';
import { writeTenantUser } from '../../functions/src/tenants/records';
import type { AvailableTenant } from '../../shared/src/auth/authState';
import { completeLogin, type LoginOutcome, type LoginPorts, type Session } from '../../shared/src/auth/loginFlow';
import { fetchMemberships } from '../../shared/src/auth/tenantsRepository';
import { messages } from '../../shared/src/messages/catalogue';
import { startDemoClients, stopDemoClients, type DemoClients } from '../support/demoClients';
import { signInByEmailLink as signInWithLink } from '../support/emailLinkSignIn';

// Unique per run, so reruns against a long-lived emulator never meet an account from a previous run.
const runId = `${Date.now().toString(36)}-${process.pid}`;

let clients: DemoClients | undefined;
let auth: Auth;
let adminApp: AdminApp;

beforeAll(async () => {
  // Refused reads are the point of one test; the client SDK would also log each one as a warning.
  setLogLevel('error');
  clients = await startDemoClients('login-flow-test');
  ({ auth, adminApp } = clients);
});

afterEach(async () => {
  // Every test ends signed out, whatever it asserted.
  if (auth?.currentUser) await signOut(auth);
});

afterAll(() => stopDemoClients(clients));

const signInByEmailLink = (email: string) => signInWithLink(auth, email);

/** The ports the shell wires up, with real services. */
function realPorts(user: User, overrides: Partial<LoginPorts> = {}): LoginPorts {
  return {
    signOut: () => signOut(auth),
    readClaims: async () => (await getIdTokenResult(user, true)).claims,
    fetchTenants: fetchMemberships,
    ...overrides,
  };
}

function demoAccount(email: string) {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account;
}

/** The records userPermissions/{uid}/tenants holds for a demo account, oldest first. */
function expectedTenants(email: string): AvailableTenant[] {
  return demoAccount(email)
    .memberships.map((membership) => ({
      id: membership.tenantId,
      name: demoTenants.find((tenant) => tenant.id === membership.tenantId)!.name,
      isTenantAdmin: membership.isTenantAdmin,
      createdAt: new Date(membership.createdAt),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function sessionOf(outcome: LoginOutcome): Session {
  if (!outcome.ok) throw new Error(`login was refused: ${outcome.message}`);
  return outcome.session;
}

async function logInDemo(email: string, lastTenantId: string | null): Promise<Session> {
  const user = await signInByEmailLink(email);
  expect(user).toMatchObject({ uid: demoAccount(email).uid, email, emailVerified: true });
  const session = sessionOf(await completeLogin(user, realPorts(user), lastTenantId));
  expect(session).toMatchObject({ uid: demoAccount(email).uid, userName: demoAccount(email).displayName });
  expect(auth.currentUser?.uid).toBe(session.uid);
  return session;
}

describe('demo accounts signed in by e-mail link', () => {
  it('sysadmin@example.com logs in as a system admin with no tenant', async () => {
    const session = await logInDemo('sysadmin@example.com', null);
    expect(session).toMatchObject({ isSystemAdmin: true, tenantId: null, isTenantAdmin: false, tenants: [] });
  });

  it('admin@a.example.com logs in to tenant-a as its tenant admin', async () => {
    const session = await logInDemo('admin@a.example.com', null);
    expect(session).toMatchObject({ tenantId: 'tenant-a', isTenantAdmin: true, isSystemAdmin: false });
    expect(session.tenants).toEqual(expectedTenants('admin@a.example.com'));
  });

  it('user@a.example.com logs in to tenant-a as a regular user', async () => {
    const session = await logInDemo('user@a.example.com', null);
    expect(session).toMatchObject({ tenantId: 'tenant-a', isTenantAdmin: false, isSystemAdmin: false });
    expect(session.tenants).toEqual(expectedTenants('user@a.example.com'));
  });

  it('user@b.example.com logs in to tenant-b as a regular user', async () => {
    const session = await logInDemo('user@b.example.com', null);
    expect(session).toMatchObject({ tenantId: 'tenant-b', isTenantAdmin: false, isSystemAdmin: false });
    expect(session.tenants).toEqual(expectedTenants('user@b.example.com'));
  });

  it('notenant@example.com is refused with the no-tenant message and signed out', async () => {
    const user = await signInByEmailLink('notenant@example.com');
    expect(auth.currentUser?.uid).toBe(user.uid);

    const outcome = await completeLogin(user, realPorts(user), null);

    expect(outcome).toEqual({ ok: false, message: messages.loginFailed(messages.noTenant) });
    expect(auth.currentUser).toBeNull();
  });
});

describe('multi@example.com (tenant-a, then tenant-b as admin)', () => {
  it('without a last tenant takes the oldest membership, with the tenants in createdAt order', async () => {
    const session = await logInDemo('multi@example.com', null);
    expect(session).toMatchObject({ tenantId: 'tenant-a', isTenantAdmin: false, isSystemAdmin: false });
    expect(session.tenants.map((tenant) => tenant.id)).toEqual(['tenant-a', 'tenant-b']);
    expect(session.tenants).toEqual(expectedTenants('multi@example.com'));
  });

  it('with last tenant tenant-b takes tenant-b, where it is tenant admin', async () => {
    const session = await logInDemo('multi@example.com', 'tenant-b');
    expect(session).toMatchObject({ tenantId: 'tenant-b', isTenantAdmin: true, isSystemAdmin: false });
    expect(session.tenants.map((tenant) => tenant.id)).toEqual(['tenant-a', 'tenant-b']);
  });

  it('with a last tenant it no longer belongs to selects none', async () => {
    const session = await logInDemo('multi@example.com', 'tenant-zzz');
    expect(session).toMatchObject({ tenantId: null, isTenantAdmin: false, isSystemAdmin: false });
    expect(session.tenants.map((tenant) => tenant.id)).toEqual(['tenant-a', 'tenant-b']);
  });
});

describe('refusals and claims with accounts made for the test', () => {
  it('refuses a member whose only tenant is suspended, with the suspension message', async () => {
    const adminAuth = getAdminAuth(adminApp);
    const db = getAdminFirestore(adminApp);
    const email = `suspended-${runId}@example.com`;
    const password = `pw-${runId}`;
    const { uid } = await adminAuth.createUser({ email, password, emailVerified: true, displayName: '停止 花子' });
    const tenant = { id: `suspended-${runId}`, name: '停止中商事', status: 'suspended' as const };
    try {
      await db.doc(`tenants/${tenant.id}`).set({ name: tenant.name, status: tenant.status });
      await db.runTransaction(async (tx) => {
        writeTenantUser(tx, db, tenant, uid, { name: '停止 花子', email, isTenantAdmin: true, categoryIds: [] }, Timestamp.now());
      });
      const { user } = await signInWithEmailAndPassword(auth, email, password);

      const outcome = await completeLogin(user, realPorts(user), null);

      expect(outcome).toEqual({ ok: false, message: messages.loginFailed(messages.tenantSuspended) });
      expect(auth.currentUser).toBeNull();
    } finally {
      await adminAuth.deleteUser(uid);
    }
  });

  it('refuses an account whose e-mail is not verified, and signs it out', async () => {
    const adminAuth = getAdminAuth(adminApp);
    const email = `unverified-${runId}@example.com`;
    const password = `pw-${runId}`;
    const { uid } = await adminAuth.createUser({ email, password, emailVerified: false, displayName: '未確認 太郎' });
    try {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      expect(user).toMatchObject({ uid, emailVerified: false });
      const fetchTenants = jest.fn(fetchMemberships);

      const outcome = await completeLogin(user, realPorts(user, { fetchTenants }), null);

      expect(outcome).toEqual({ ok: false, message: messages.emailNotVerified });
      expect(fetchTenants).not.toHaveBeenCalled();
      expect(auth.currentUser).toBeNull();
    } finally {
      await adminAuth.deleteUser(uid);
    }
  });

  it("maps the rules' permission-denied on another user's memberships to the unregistered message", async () => {
    const user = await signInByEmailLink('user@a.example.com');
    // The rules themselves refuse: user@a may read only userPermissions/demo-user-a.
    await expect(fetchMemberships(demoAccount('user@b.example.com').uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });

    const outcome = await completeLogin(
      user,
      realPorts(user, { fetchTenants: () => fetchMemberships(demoAccount('user@b.example.com').uid) }),
      null,
    );

    expect(outcome).toEqual({ ok: false, message: messages.permissionDenied });
    expect(auth.currentUser).toBeNull();
  });

  it('reads the claims with a forced refresh, so a claim set after sign-in counts', async () => {
    const adminAuth = getAdminAuth(adminApp);
    const email = `late-claim-${runId}@example.com`;
    const password = `pw-${runId}`;
    const { uid } = await adminAuth.createUser({ email, password, emailVerified: true, displayName: '後付 権限' });
    try {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      await adminAuth.setCustomUserClaims(uid, { systemAdmin: true });
      // The token the SDK holds predates the claim.
      expect((await getIdTokenResult(user)).claims['systemAdmin']).toBeUndefined();

      const session = sessionOf(await completeLogin(user, realPorts(user), null));

      expect(session).toMatchObject({ uid, isSystemAdmin: true, tenantId: null, isTenantAdmin: false, tenants: [] });
      expect((await getIdTokenResult(user)).claims['systemAdmin']).toBe(true);
    } finally {
      if (auth.currentUser) await signOut(auth);
      await adminAuth.deleteUser(uid);
    }
  });
});
