import { authRestUrl } from './authRest';

// The signed-in user as Firebase Auth keeps them in this browser (shared/src/firebase/auth.ts persists
// to localStorage, read at once; IndexedDB for a session an earlier version kept there, until the SDK
// moves it), read without the SDK, and a current ID token for them: what a page needs to read its data
// through Firestore's REST API before the SDK has arrived.

const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';
/** A token this close to its end is refreshed first. */
const TOKEN_MARGIN_MS = 2 * 60 * 1000;

interface StoredUser {
  uid: string;
  refreshToken: string;
  accessToken: string;
  expirationTime: number;
}

const userKey = (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`;

function storedUserOf(value: unknown): StoredUser | null {
  const user = value as { uid?: unknown; stsTokenManager?: Record<string, unknown> } | null;
  const tokens = user?.stsTokenManager;
  if (typeof user?.uid !== 'string' || !tokens) return null;
  const { refreshToken, accessToken, expirationTime } = tokens;
  if (typeof refreshToken !== 'string' || typeof accessToken !== 'string' || typeof expirationTime !== 'number') return null;
  return { uid: user.uid, refreshToken, accessToken, expirationTime };
}

/** The value under `key` in Firebase Auth's database; null when there is none (it is never created here). */
function readAuthDatabase(key: string): Promise<unknown> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => request.transaction?.abort(); // no database yet: nobody signed in
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        return resolve(null);
      }
      const transaction = db.transaction(STORE, 'readonly');
      const get = transaction.objectStore(STORE).get(key);
      get.onsuccess = () => resolve((get.result as { value?: unknown } | undefined)?.value ?? null);
      get.onerror = () => resolve(null);
      transaction.oncomplete = () => db.close();
    };
  });
}

function readLocalStorage(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Exchanges the refresh token for a new ID token, as the SDK does (a simple request: no preflight). */
async function refreshedToken(apiKey: string, refreshToken: string): Promise<string | null> {
  const response = await fetch(authRestUrl('securetoken', 'v1/token', apiKey), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  if (!response.ok) return null;
  const token = ((await response.json()) as { id_token?: unknown }).id_token;
  return typeof token === 'string' ? token : null;
}

export interface StoredSession {
  uid: string;
  /** An ID token valid for a while yet (the stored one, or a refreshed one, which is not stored back). */
  idToken: string;
}

/**
 * Who is signed in here and a token to act as them, or null (nobody, or the token cannot be had):
 * never throws, so a page can always fall back on the app.
 */
export async function storedSession(apiKey: string, now = Date.now()): Promise<StoredSession | null> {
  try {
    const key = userKey(apiKey);
    const user = storedUserOf(readLocalStorage(key)) ?? storedUserOf(await readAuthDatabase(key));
    if (!user) return null;
    if (user.expirationTime - now > TOKEN_MARGIN_MS) return { uid: user.uid, idToken: user.accessToken };
    const idToken = await refreshedToken(apiKey, user.refreshToken);
    return idToken ? { uid: user.uid, idToken } : null;
  } catch {
    return null;
  }
}
