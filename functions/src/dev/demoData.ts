import type { App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import demoAccountsJson from './demo-accounts.json';
import { systemUserRecord } from '../systemUsers/systemUserRecord';
import { nameReading } from '@madoguchi/shared/contracts';
import { tenantRecord, tenantUserRecord, writeTenantUser } from '../tenants/records';
import { writeSearchEntry } from '../listSearch/rebuildListSearch';
import { userSearch } from '../listSearch/searchKinds';
import { isoTime, memberCategoryIds, timestamp } from './demoContent';
import { assertLocalEmulators } from './emulatorGuard';
import { seedDemoContent, type SeedWriter } from './seedContent';

// demo-accounts.json is the one table of demo tenants and accounts; front-end tests import the same
// file. Parsing it here gives the seed exact types and catches a typo before anything is written.

const demoTenantSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  createdAt: isoTime,
});

const demoAccountSchema = z.strictObject({
  key: z.string().min(1),
  uid: z.string().min(1),
  email: z.email(),
  displayName: z.string().min(1),
  /** フリガナ on the account's tenant user documents. */
  nameReading: z.optional(nameReading),
  systemAdmin: z.boolean(),
  memberships: z.array(
    z.strictObject({ tenantId: z.string().min(1), isTenantAdmin: z.boolean(), createdAt: isoTime }),
  ),
  /** Route the app lands on after login; null when login is refused (no tenant, not a system admin). */
  landing: z.string().startsWith('/').nullable(),
  summary: z.string(),
});

const demoDataSchema = z
  .strictObject({
    projectId: z.string().startsWith('demo-'),
    tenants: z.array(demoTenantSchema),
    accounts: z.array(demoAccountSchema),
  })
  .refine(
    ({ tenants, accounts }) =>
      accounts.every((account) =>
        account.memberships.every((m) => tenants.some((tenant) => tenant.id === m.tenantId)),
      ),
    { message: 'a membership names a tenant that is not in the table' },
  );

export type DemoTenant = z.infer<typeof demoTenantSchema>;
export type DemoAccount = z.infer<typeof demoAccountSchema>;

const demoData = demoDataSchema.parse(demoAccountsJson);
export const demoProjectId = demoData.projectId;
export const demoTenants: readonly DemoTenant[] = demoData.tenants;
export const demoAccounts: readonly DemoAccount[] = demoData.accounts;

// Fixed rather than "now", so that seeding again leaves every document unchanged.
const systemAdminAddedAt = '2025-03-31T09:00:00+09:00';

/**
 * Creates or resets the Auth user so it has the fixed uid, is verified and carries exactly the
 * expected claims. A user with the same e-mail but another uid (e.g. made by signing in before the
 * seed ran) is removed first, because tests rely on the fixed uids.
 */
export async function upsertAuthUser(auth: Auth, account: DemoAccount): Promise<void> {
  const existing = await auth.getUserByEmail(account.email).catch(ignoreUserNotFound);
  if (existing && existing.uid !== account.uid) await auth.deleteUser(existing.uid);

  const profile = {
    email: account.email,
    displayName: account.displayName,
    emailVerified: true,
    disabled: false,
  };
  const current = await auth.getUser(account.uid).catch(ignoreUserNotFound);
  if (current) await auth.updateUser(account.uid, profile);
  else await auth.createUser({ uid: account.uid, ...profile });
  await auth.setCustomUserClaims(account.uid, account.systemAdmin ? { systemAdmin: true } : null);
}

function ignoreUserNotFound(error: unknown): undefined {
  if ((error as { code?: unknown }).code === 'auth/user-not-found') return undefined;
  throw error;
}

function writeTenants(db: Firestore, batch: SeedWriter): void {
  for (const tenant of demoTenants) {
    batch.set(db.doc(`tenants/${tenant.id}`), tenantRecord(tenant.name, 'active', null, timestamp(tenant.createdAt)));
  }
}

/**
 * Writes the account's memberships and tenant user docs with their search entries, and removes any it
 * should not have (a removed user's entry goes with it, through the trigger). The
 * tenants and users' categories are the demo's unless given (the volume seed has its own).
 */
export async function writeMemberships(
  db: Firestore,
  batch: SeedWriter,
  account: DemoAccount,
  tenants: readonly DemoTenant[] = demoTenants,
  categoryIdsOf: (tenantId: string, uid: string) => string[] = memberCategoryIds,
): Promise<void> {
  const current = await db.collection(`userPermissions/${account.uid}/tenants`).listDocuments();
  for (const doc of current) {
    if (!account.memberships.some((m) => m.tenantId === doc.id)) {
      batch.delete(doc);
      batch.delete(db.doc(`tenants/${doc.id}/users/${account.uid}`));
    }
  }

  for (const membership of account.memberships) {
    const tenant = tenants.find((t) => t.id === membership.tenantId);
    if (!tenant) throw new Error(`unknown tenant ${membership.tenantId}`);
    const categoryIds = categoryIdsOf(tenant.id, account.uid);
    const user = {
      name: account.displayName,
      nameReading: account.nameReading ?? '',
      email: account.email,
      isTenantAdmin: membership.isTenantAdmin,
      categoryIds,
    };
    const createdAt = timestamp(membership.createdAt);
    writeTenantUser(batch, db, { ...tenant, status: 'active' }, account.uid, user, createdAt);
    writeSearchEntry(batch, db, tenant.id, userSearch, account.uid, tenantUserRecord(user, createdAt));
  }
}

/** The account as provisioned by us, as accounts/invitedAccounts.ts records the ones it creates. */
export function writeAccountRecord(db: Firestore, batch: SeedWriter, account: DemoAccount): void {
  batch.set(db.doc(`authAccounts/${account.uid}`), { email: account.email, provisionedAt: timestamp(systemAdminAddedAt) });
}

export function writeSystemUser(db: Firestore, batch: SeedWriter, account: DemoAccount): void {
  const ref = db.doc(`systemUsers/${account.uid}`);
  if (!account.systemAdmin) {
    batch.delete(ref);
    return;
  }
  // The first system admin is bootstrapped by the seed, not added by another admin.
  batch.set(ref, systemUserRecord(account.email, account.displayName, null, timestamp(systemAdminAddedAt)));
}

/**
 * Puts the demo tenants, accounts and content into the emulators behind `app`, replacing whatever
 * state those fixed ids had. Running it twice leaves the same data, so tests can call it freely.
 */
export async function seedDemo(app: App): Promise<void> {
  assertLocalEmulators(process.env);
  const auth = getAuth(app);
  const db = getFirestore(app);

  for (const account of demoAccounts) await upsertAuthUser(auth, account);

  const batch = db.batch();
  writeTenants(db, batch);
  for (const account of demoAccounts) {
    writeAccountRecord(db, batch, account);
    await writeMemberships(db, batch, account);
    writeSystemUser(db, batch, account);
  }
  await batch.commit();
  await seedDemoContent(db, demoTenants, demoAccounts);
}
