// The emulators' REST APIs as an attacker uses them: no SDK, no app, just the project's public API key
// and whatever token a call returns.
import { AUTH_EMULATOR, FIRESTORE_HOST, functionUrl } from './emulatorHosts';

const PROJECT = 'demo-madoguchi';
const API_KEY = 'demo-api-key';
const identityToolkit = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;

export interface RestSession {
  idToken: string;
  refreshToken: string;
  localId: string;
}

export interface RestOutcome<T> {
  status: number;
  body: T;
}

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RestOutcome<T>> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  // An unknown function answers in plain text.
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : { error: { message: text } }) as T };
}

/** accounts:signUp with an address and a password, as anyone may before the address is invited. */
export async function signUpWithPassword(email: string, password: string): Promise<RestSession> {
  const { status, body } = await postJson<RestSession>(`${identityToolkit}/accounts:signUp?key=${API_KEY}`, { email, password, returnSecureToken: true });
  if (status !== 200) throw new Error(`signUp: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** accounts:signInWithPassword; the error message (e.g. INVALID_PASSWORD) when refused. */
export async function signInWithPassword(email: string, password: string): Promise<RestSession | { error: string }> {
  const { status, body } = await postJson<RestSession & { error?: { message: string } }>(
    `${identityToolkit}/accounts:signInWithPassword?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return status === 200 ? body : { error: body.error?.message ?? String(status) };
}

/** A fresh ID token for a refresh token; the error message when refused. */
export async function refreshIdToken(refreshToken: string): Promise<{ idToken: string } | { error: string }> {
  const response = await fetch(`${AUTH_EMULATOR}/securetoken.googleapis.com/v1/token?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
  });
  const body = (await response.json()) as { id_token?: string; error?: { message: string } };
  return response.ok && body.id_token ? { idToken: body.id_token } : { error: body.error?.message ?? String(response.status) };
}

/** A callable invoked over HTTP with a bearer token, as the callable protocol has it. */
export async function callWithToken(name: string, data: unknown, idToken: string): Promise<RestOutcome<{ result?: unknown; error?: { status: string; message: string } }>> {
  return postJson(functionUrl(name), { data }, { authorization: `Bearer ${idToken}` });
}

/** A Firestore document read over REST with a bearer token: 200 when the rules allow it. */
export async function readWithToken(path: string, idToken: string): Promise<number> {
  const response = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT}/databases/(default)/documents/${path}`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  await response.body?.cancel();
  return response.status;
}

/** The claims of an ID token (the emulator's are unsigned JWTs). */
export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

const FIRESTORE_DOCUMENTS = `http://${FIRESTORE_HOST}/v1/projects/${PROJECT}/databases/(default)/documents`;

/** A Firestore query over REST (runQuery under `parent`) with a bearer token: the status and the documents' paths. */
export async function queryWithToken(parent: string, structuredQuery: object, idToken: string): Promise<RestOutcome<string[]>> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/${parent}:runQuery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ structuredQuery }),
  });
  const body = (await response.json()) as { document?: { name: string } }[] | object;
  const paths = Array.isArray(body) ? body.flatMap((item) => (item.document ? [item.document.name.split('/documents/')[1] ?? ''] : [])) : [];
  return { status: response.status, body: paths };
}

/** A document written over REST with a bearer token (PATCH: create or replace; DELETE): 200 when the rules allow it. */
export async function writeWithToken(path: string, fields: Record<string, unknown> | null, idToken: string): Promise<number> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/${path}`, {
    method: fields ? 'PATCH' : 'DELETE',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    ...(fields && { body: JSON.stringify({ fields }) }),
  });
  await response.body?.cancel();
  return response.status;
}
