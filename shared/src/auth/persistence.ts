import type { AuthState } from './authState';

/**
 * The fields docs/product.md#auth-state-and-local-storage keeps in local storage, and their keys (also
 * read before the app starts: shell/src/early).
 */
export const PERSISTED_KEYS = {
  currentUserId: 'madoguchi.uid',
  currentUserName: 'madoguchi.userName',
  tenantId: 'madoguchi.tenantId',
  lastTenantId: 'madoguchi.lastTenantId',
  isTenantAdmin: 'madoguchi.isTenantAdmin',
  isSystemAdmin: 'madoguchi.isSystemAdmin',
  emailForSignIn: 'madoguchi.emailForSignIn',
} as const;

export type PersistedAuth = Pick<AuthState, keyof typeof PERSISTED_KEYS>;

const textKeys = ['currentUserId', 'currentUserName', 'tenantId', 'lastTenantId', 'emailForSignIn'] as const;
const flagKeys = ['isTenantAdmin', 'isSystemAdmin'] as const;

export function readPersistedAuth(storage: Storage): PersistedAuth {
  const text = (key: (typeof textKeys)[number]) => storage.getItem(PERSISTED_KEYS[key]) || null;
  const flag = (key: (typeof flagKeys)[number]) => storage.getItem(PERSISTED_KEYS[key]) === 'true';
  return {
    currentUserId: text('currentUserId'),
    currentUserName: text('currentUserName'),
    tenantId: text('tenantId'),
    lastTenantId: text('lastTenantId'),
    emailForSignIn: text('emailForSignIn'),
    isTenantAdmin: flag('isTenantAdmin'),
    isSystemAdmin: flag('isSystemAdmin'),
  };
}

export function writePersistedAuth(storage: Storage, state: PersistedAuth): void {
  for (const key of textKeys) {
    const value = state[key];
    if (value) storage.setItem(PERSISTED_KEYS[key], value);
    else storage.removeItem(PERSISTED_KEYS[key]);
  }
  for (const key of flagKeys) {
    if (state[key]) storage.setItem(PERSISTED_KEYS[key], 'true');
    else storage.removeItem(PERSISTED_KEYS[key]);
  }
}
