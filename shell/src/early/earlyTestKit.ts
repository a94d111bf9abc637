// What the first script's page tests share: Firestore's REST answers mocked on fetch, a stored session
// as the app and Auth leave it in this browser, and a clean page at the path under test.

export const fetchMock = jest.fn();

export const answer = (body: unknown, status = 200) => Promise.resolve({ ok: status < 300, status, json: async () => body });

/** A stored session as the app (its record) and Firebase Auth (the user) keep it. */
export function storeSession({ uid, userName, tenantId, isTenantAdmin = false, authUid = uid }: {
  uid: string;
  userName: string;
  tenantId: string;
  isTenantAdmin?: boolean;
  /** Whose Auth user is stored, when it is not the app's record's. */
  authUid?: string;
}) {
  localStorage.setItem('madoguchi.uid', uid);
  localStorage.setItem('madoguchi.userName', userName);
  localStorage.setItem('madoguchi.tenantId', tenantId);
  localStorage.setItem('madoguchi.isTenantAdmin', String(isTenantAdmin));
  localStorage.setItem(
    'firebase:authUser:KEY:[DEFAULT]',
    JSON.stringify({ uid: authUid, stsTokenManager: { refreshToken: 'R', accessToken: 'TOKEN', expirationTime: Date.now() + 3_600_000 } }),
  );
}

/** A fresh page at `path`: no storage, no early reads or page, an empty root, fetch mocked. */
export function freshPage(path: string) {
  localStorage.clear();
  delete window.__madoguchiEarlyReads;
  delete window.__madoguchiEarlyPage;
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', path);
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
}
