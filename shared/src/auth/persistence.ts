import type { AuthState } from './authState';

/** The fields SPEC.md section 3 keeps in local storage, and their keys. */
const KEYS = {
  currentUserId: 'madoguchi.uid',
  currentUserName: 'madoguchi.userName',
  tenantId: 'madoguchi.tenantId',
  lastTenantId: 'madoguchi.lastTenantId',
  isTenantAdmin: 'madoguchi.isTenantAdmin',
  isSystemAdmin: 'madoguchi.isSystemAdmin',
  emailForSignIn: 'madoguchi.emailForSignIn',
} as const;

export type PersistedAuth = Pick<AuthState, keyof typeof KEYS>;

const textKeys = ['currentUserId', 'currentUserName', 'tenantId', 'lastTenantId', 'emailForSignIn'] as const;
const flagKeys = ['isTenantAdmin', 'isSystemAdmin'] as const;

export function readPersistedAuth(storage: Storage): PersistedAuth {
  const text = (key: (typeof textKeys)[number]) => storage.getItem(KEYS[key]) || null;
  const flag = (key: (typeof flagKeys)[number]) => storage.getItem(KEYS[key]) === 'true';
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
    if (value) storage.setItem(KEYS[key], value);
    else storage.removeItem(KEYS[key]);
  }
  for (const key of flagKeys) {
    if (state[key]) storage.setItem(KEYS[key], 'true');
    else storage.removeItem(KEYS[key]);
  }
}
