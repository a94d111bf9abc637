import { messages } from '../messages/catalogue';
import type { AvailableTenant } from './authState';

/** The signed-in account as the flow needs it (a subset of Firebase's User). */
export interface SignedInAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

/** What the flow needs from the services; injected so it runs without a browser. */
export interface LoginPorts {
  signOut(): Promise<void>;
  /** The ID token's claims, read with a forced refresh. */
  readClaims(): Promise<Record<string, unknown>>;
  /** userPermissions/{uid}/tenants ordered by createdAt ascending. */
  fetchTenants(uid: string): Promise<Membership[]>;
}

/** A membership as read at login: a tenant, and whether the vendor has suspended it. */
export interface Membership extends AvailableTenant {
  suspended: boolean;
}

export interface Session {
  uid: string;
  userName: string;
  tenantId: string | null;
  isTenantAdmin: boolean;
  isSystemAdmin: boolean;
  tenants: AvailableTenant[];
}

export type LoginOutcome = { ok: true; session: Session } | { ok: false; message: string };

/** Refusals that the login toast words as "ログインに失敗しました。" plus the reason. */
class LoginRefusal extends Error {}

/** docs/product.md#choosing-a-tenant: one tenant is taken; of several, the stored last one, else the first. */
export function selectTenant(tenants: AvailableTenant[], lastTenantId: string | null): AvailableTenant | null {
  if (tenants.length === 1) return tenants[0] ?? null;
  if (lastTenantId === null) return tenants[0] ?? null;
  return tenants.find((tenant) => tenant.id === lastTenantId) ?? null;
}

/** Members of a suspended tenant may not enter it (rules and functions refuse them too). */
export function enterableTenants(memberships: Membership[]): AvailableTenant[] {
  return memberships.filter((membership) => !membership.suspended).map(({ suspended: _suspended, ...tenant }) => tenant);
}

/** Maps a failure during login to its toast (docs/product.md#messages-and-error-codes). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof LoginRefusal) return messages.loginFailed(error.message);
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code) {
    // Firestore says 'permission-denied'; functions and others prefix the service name.
    if (code === 'permission-denied' || code.endsWith('/permission-denied')) return messages.permissionDenied;
    if (error instanceof Error && error.name === 'FirebaseError') return messages.serviceUnavailable;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return messages.loginFailed(detail);
}

/**
 * The login flow after the account has signed in (docs/product.md#login-flow).
 * A refused login signs the account out again.
 */
export async function completeLogin(
  account: SignedInAccount,
  ports: LoginPorts,
  lastTenantId: string | null,
): Promise<LoginOutcome> {
  const refuse = async (message: string): Promise<LoginOutcome> => {
    await ports.signOut();
    return { ok: false, message };
  };
  if (!account.emailVerified) return refuse(messages.emailNotVerified);
  try {
    const claims = await ports.readClaims();
    const isSystemAdmin = claims['systemAdmin'] === true;
    const memberships = await ports.fetchTenants(account.uid);
    const tenants = enterableTenants(memberships);
    if (tenants.length === 0 && !isSystemAdmin) {
      throw new LoginRefusal(memberships.length > 0 ? messages.tenantSuspended : messages.noTenant);
    }
    const tenant = selectTenant(tenants, lastTenantId);
    return {
      ok: true,
      session: {
        uid: account.uid,
        userName: account.displayName ?? account.email ?? '',
        tenantId: tenant?.id ?? null,
        isTenantAdmin: tenant?.isTenantAdmin ?? false,
        isSystemAdmin,
        tenants,
      },
    };
  } catch (error) {
    return refuse(loginErrorMessage(error));
  }
}
