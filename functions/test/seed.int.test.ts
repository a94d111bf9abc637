/** @jest-environment node */
// Runs against the emulators (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set by the runner).
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { demoAccounts, demoProjectId, demoTenants, seedDemo } from '../src/dev/demoData';

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
    tenants: Object.fromEntries(
      await Promise.all(
        demoTenants.map(async ({ id }) => [
          id,
          { doc: plain((await db.doc(`tenants/${id}`).get()).data()), users: await docs(`tenants/${id}/users`) },
        ]),
      ),
    ),
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
            categoryIds: [],
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
