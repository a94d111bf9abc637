import { messages } from '../messages/catalogue';
import {
  completeLogin,
  loginErrorMessage,
  selectTenant,
  type LoginPorts,
  type Membership,
  type SignedInAccount,
} from './loginFlow';

const tenantA: Membership = { id: 'tenant-a', name: 'A', isTenantAdmin: false, createdAt: new Date(1), suspended: false };
const tenantB: Membership = { id: 'tenant-b', name: 'B', isTenantAdmin: true, createdAt: new Date(2), suspended: false };
const suspendedC: Membership = { id: 'tenant-c', name: 'C', isTenantAdmin: true, createdAt: new Date(3), suspended: true };
const account: SignedInAccount = { uid: 'u1', email: 'u@example.com', emailVerified: true, displayName: '山田 花子' };

function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: ${code}`), { name: 'FirebaseError', code });
}

function ports(overrides: Partial<LoginPorts> = {}) {
  const signOut = jest.fn(async () => undefined);
  const readClaims = jest.fn(async () => ({}) as Record<string, unknown>);
  const fetchTenants = jest.fn(async () => [tenantA]);
  return { signOut, readClaims, fetchTenants, ...overrides };
}

describe('login flow', () => {
  it('refuses an unverified e-mail with its toast and signs out, reading nothing else', async () => {
    const p = ports();
    const outcome = await completeLogin({ ...account, emailVerified: false }, p, null);
    expect(outcome).toEqual({ ok: false, message: messages.emailNotVerified });
    expect(outcome.ok || outcome.message).toBe('登録されているメールアドレスの確認が済んでいないため、ログインできません。');
    expect(p.signOut).toHaveBeenCalledTimes(1);
    expect(p.readClaims).not.toHaveBeenCalled();
  });

  it('reads the claims (the port forces a refresh) and stores the system-admin flag', async () => {
    const p = ports({ readClaims: jest.fn(async () => ({ systemAdmin: true })) });
    const outcome = await completeLogin(account, p, null);
    expect(outcome).toMatchObject({ ok: true, session: { isSystemAdmin: true } });
  });

  it('ignores a systemAdmin claim that is not exactly true', async () => {
    const p = ports({ readClaims: jest.fn(async () => ({ systemAdmin: 'true' })) });
    expect(await completeLogin(account, p, null)).toMatchObject({ ok: true, session: { isSystemAdmin: false } });
  });

  it('refuses a user without tenants with the no-tenant message and signs out', async () => {
    const p = ports({ fetchTenants: jest.fn(async () => []) });
    const outcome = await completeLogin(account, p, null);
    expect(outcome).toEqual({
      ok: false,
      message: 'ログインに失敗しました。どのテナントにも登録されていないため、ご利用いただけません。管理者にお問い合わせください。',
    });
    expect(p.signOut).toHaveBeenCalled();
  });

  it('logs a system admin without tenants in as a user with no tenant', async () => {
    const p = ports({ readClaims: jest.fn(async () => ({ systemAdmin: true })), fetchTenants: jest.fn(async () => []) });
    expect(await completeLogin(account, p, null)).toEqual({
      ok: true,
      session: { uid: 'u1', userName: '山田 花子', tenantId: null, isTenantAdmin: false, isSystemAdmin: true, tenants: [] },
    });
    expect(p.signOut).not.toHaveBeenCalled();
  });

  it('refuses a member of suspended tenants only with the suspension message and signs out', async () => {
    const p = ports({ fetchTenants: jest.fn(async () => [suspendedC]) });
    const outcome = await completeLogin(account, p, null);
    expect(outcome).toEqual({
      ok: false,
      message: 'ログインに失敗しました。ご所属のテナントは現在利用停止中のため、ご利用いただけません。管理者にお問い合わせください。',
    });
    expect(p.signOut).toHaveBeenCalled();
  });

  it('leaves suspended tenants out of the choice when others remain, even a stored last one', async () => {
    const p = ports({ fetchTenants: jest.fn(async () => [tenantA, suspendedC]) });
    const outcome = await completeLogin(account, p, 'tenant-c');
    expect(outcome).toMatchObject({ ok: true, session: { tenantId: 'tenant-a', tenants: [{ id: 'tenant-a' }] } });
    expect(outcome.ok && outcome.session.tenants[0]).not.toHaveProperty('suspended');
  });

  it('logs a system admin whose only tenant is suspended in with no tenant', async () => {
    const p = ports({ readClaims: jest.fn(async () => ({ systemAdmin: true })), fetchTenants: jest.fn(async () => [suspendedC]) });
    expect(await completeLogin(account, p, null)).toMatchObject({ ok: true, session: { tenantId: null, tenants: [] } });
  });

  it('selects the only tenant automatically, with its admin flag', async () => {
    const p = ports({ fetchTenants: jest.fn(async () => [tenantB]) });
    expect(await completeLogin(account, p, 'something-else')).toMatchObject({
      ok: true,
      session: { tenantId: 'tenant-b', isTenantAdmin: true },
    });
  });

  it('of several tenants selects the stored last one', async () => {
    const p = ports({ fetchTenants: jest.fn(async () => [tenantA, tenantB]) });
    expect(await completeLogin(account, p, 'tenant-b')).toMatchObject({ ok: true, session: { tenantId: 'tenant-b' } });
  });

  it('of several tenants selects the first when none is stored', async () => {
    const p = ports({ fetchTenants: jest.fn(async () => [tenantA, tenantB]) });
    expect(await completeLogin(account, p, null)).toMatchObject({ ok: true, session: { tenantId: 'tenant-a', isTenantAdmin: false } });
  });

  it('of several tenants selects none when the stored last one is not among them', async () => {
    const p = ports({ fetchTenants: jest.fn(async () => [tenantA, tenantB]) });
    expect(await completeLogin(account, p, 'tenant-gone')).toMatchObject({
      ok: true,
      session: { tenantId: null, isTenantAdmin: false, tenants: [{ id: 'tenant-a' }, { id: 'tenant-b' }] },
    });
  });

  it('uses the e-mail as the name when the account has no display name', async () => {
    expect(await completeLogin({ ...account, displayName: null }, ports(), null)).toMatchObject({
      session: { userName: 'u@example.com' },
    });
  });

  it('maps permission-denied to the unregistered-or-disabled toast and signs out', async () => {
    const p = ports({ fetchTenants: jest.fn(async () => Promise.reject(firebaseError('permission-denied'))) });
    expect(await completeLogin(account, p, null)).toEqual({
      ok: false,
      message: 'ユーザーが登録されていないか、無効になっているため、ログインできません。',
    });
    expect(p.signOut).toHaveBeenCalled();
  });

  it('maps other service errors to the network toast and signs out', async () => {
    const p = ports({ readClaims: jest.fn(async () => Promise.reject(firebaseError('auth/network-request-failed'))) });
    expect(await completeLogin(account, p, null)).toEqual({
      ok: false,
      message: 'サーバーに接続できませんでした。ネットワーク接続を確認し、しばらくしてから再度お試しください。',
    });
    expect(p.signOut).toHaveBeenCalled();
  });

  it('maps any other error to "login failed" with its own message', async () => {
    const p = ports({ fetchTenants: jest.fn(async () => Promise.reject(new TypeError('x is undefined'))) });
    expect(await completeLogin(account, p, null)).toEqual({ ok: false, message: 'ログインに失敗しました。x is undefined' });
  });
});

describe('loginErrorMessage', () => {
  it('recognises a prefixed permission-denied code', () => {
    expect(loginErrorMessage(firebaseError('functions/permission-denied'))).toBe(messages.permissionDenied);
  });
  it('handles non-Error values', () => {
    expect(loginErrorMessage('boom')).toBe('ログインに失敗しました。boom');
  });
});

describe('selectTenant', () => {
  it('returns null when there are no tenants', () => {
    expect(selectTenant([], null)).toBeNull();
  });
});

describe('message catalogue', () => {
  it.each([
    [messages.googleAuthFailed('auth/internal-error', 'oops'), '認証に失敗しました。(auth/internal-error) oops'],
    [messages.mailLinkSendFailed('auth/invalid-email', 'bad'), 'ログイン用リンクのメール送信に失敗しました。(auth/invalid-email) bad'],
    [messages.mailLinkVerifyFailed('auth/expired-action-code', 'old'), 'ログイン用リンクの確認に失敗しました。(auth/expired-action-code) old'],
    [messages.permissionInsufficient, '権限がありません。'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
