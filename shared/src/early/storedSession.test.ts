import { storedSession } from './storedSession';

// The session as the SDK keeps it in localStorage (jsdom has no IndexedDB, the earlier versions' place:
// nothing is found there here).
const fetchMock = jest.fn();
const NOW = Date.parse('2026-11-27T12:00:00Z');
const keep = (expirationTime: number, uid = 'u1') =>
  localStorage.setItem(
    'firebase:authUser:KEY:[DEFAULT]',
    JSON.stringify({ uid, stsTokenManager: { refreshToken: 'REFRESH', accessToken: 'STORED', expirationTime } }),
  );

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

describe('the stored session, before the auth SDK', () => {
  it('is nobody when nobody signed in', async () => {
    await expect(storedSession('KEY', NOW)).resolves.toBeNull();
  });

  it('uses the stored token while it is valid for a while yet', async () => {
    keep(NOW + 30 * 60_000);
    await expect(storedSession('KEY', NOW)).resolves.toEqual({ uid: 'u1', idToken: 'STORED' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes a token about to end, as the SDK does, without storing it back', async () => {
    keep(NOW + 60_000);
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ id_token: 'FRESH' }) });
    await expect(storedSession('KEY', NOW)).resolves.toEqual({ uid: 'u1', idToken: 'FRESH' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:9099/securetoken.googleapis.com/v1/token?key=KEY');
    expect(String(init.body)).toBe('grant_type=refresh_token&refresh_token=REFRESH');
    expect(JSON.parse(localStorage.getItem('firebase:authUser:KEY:[DEFAULT]') ?? '{}').stsTokenManager.accessToken).toBe('STORED');
  });

  it('is nobody when the refresh is refused (signed out elsewhere, disabled)', async () => {
    keep(NOW - 1);
    fetchMock.mockResolvedValue({ ok: false, json: async () => ({ error: { message: 'TOKEN_EXPIRED' } }) });
    await expect(storedSession('KEY', NOW)).resolves.toBeNull();
  });

  it('never throws, whatever is stored', async () => {
    localStorage.setItem('firebase:authUser:KEY:[DEFAULT]', '{not json');
    await expect(storedSession('KEY', NOW)).resolves.toBeNull();
    keep(NOW - 1);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(storedSession('KEY', NOW)).resolves.toBeNull();
  });
});
