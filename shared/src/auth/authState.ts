import type { User } from 'firebase/auth';

/** A tenant the user may enter: a record of userPermissions/{uid}/tenants, oldest first. */
export interface AvailableTenant {
  id: string;
  name: string;
  isTenantAdmin: boolean;
  createdAt: Date;
}

/** The auth state (docs/product.md#auth-state-and-local-storage). `currentUser` lives in memory only. */
export interface AuthState {
  currentUserId: string | null;
  currentUser: User | null;
  currentUserName: string | null;
  tenantId: string | null;
  lastTenantId: string | null;
  isTenantAdmin: boolean;
  isSystemAdmin: boolean;
  emailForSignIn: string | null;
  /** The user's tenants as read at login; in memory only, for switching tenants. */
  tenants: AvailableTenant[];
}

export const signedOutState: AuthState = {
  currentUserId: null,
  currentUser: null,
  currentUserName: null,
  tenantId: null,
  lastTenantId: null,
  isTenantAdmin: false,
  isSystemAdmin: false,
  emailForSignIn: null,
  tenants: [],
};
