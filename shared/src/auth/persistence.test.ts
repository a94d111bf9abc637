import { signedOutState } from './authState';
import { createAuthStore } from './authStore';
import { readPersistedAuth, writePersistedAuth } from './persistence';

describe('auth persistence', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips exactly the persisted fields', () => {
    const persisted = {
      currentUserId: 'u1',
      currentUserName: '山田 花子',
      tenantId: 'tenant-a',
      lastTenantId: 'tenant-a',
      isTenantAdmin: true,
      isSystemAdmin: false,
      emailForSignIn: 'u@example.com',
    };
    writePersistedAuth(localStorage, persisted);
    expect(readPersistedAuth(localStorage)).toEqual(persisted);
    expect(Object.keys(localStorage).sort()).toEqual([
      'madoguchi.emailForSignIn',
      'madoguchi.isTenantAdmin',
      'madoguchi.lastTenantId',
      'madoguchi.tenantId',
      'madoguchi.uid',
      'madoguchi.userName',
    ]);
  });

  it('a store starts from what is stored and writes every change back', () => {
    writePersistedAuth(localStorage, { ...signedOutState, currentUserId: 'u1', tenantId: 'tenant-b' });
    const store = createAuthStore(localStorage);
    expect(store.getState()).toMatchObject({ currentUserId: 'u1', tenantId: 'tenant-b', tenants: [] });
    const listener = jest.fn();
    store.subscribe(listener);
    store.setState({ currentUserName: '新しい名前' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('madoguchi.userName')).toBe('新しい名前');
  });

  it('never stores the in-memory fields', () => {
    const store = createAuthStore(localStorage);
    store.setState({ tenants: [{ id: 't', name: 'T', isTenantAdmin: false, createdAt: new Date() }] });
    expect(Object.values(localStorage).join()).not.toContain('"name"');
  });

  it('signing out clears the identity but keeps the last tenant', () => {
    const store = createAuthStore(localStorage);
    store.setState({ currentUserId: 'u1', tenantId: 'tenant-a', lastTenantId: 'tenant-a', isSystemAdmin: true });
    store.setState({ ...signedOutState, lastTenantId: store.getState().lastTenantId });
    expect(readPersistedAuth(localStorage)).toEqual({
      currentUserId: null,
      currentUserName: null,
      tenantId: null,
      lastTenantId: 'tenant-a',
      isTenantAdmin: false,
      isSystemAdmin: false,
      emailForSignIn: null,
    });
    expect(Object.keys(localStorage)).toEqual(['madoguchi.lastTenantId']);
  });
});
