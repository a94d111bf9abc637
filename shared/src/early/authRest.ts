import { EMULATOR_PORTS, emulatorHost, usesEmulators } from '../firebase/emulators';
import { messages } from '../messages/catalogue';

// Firebase Auth's REST API, for what a page does before the auth SDK has arrived (shell/src/early):
// the same requests the SDK makes, to Google's hosts or, on a local page, to the Auth emulator.

type AuthService = 'identitytoolkit' | 'securetoken';

export function authRestUrl(service: AuthService, path: string, apiKey: string): string {
  const host = `${service}.googleapis.com`;
  const origin = usesEmulators() ? `http://${emulatorHost()}:${EMULATOR_PORTS.auth}/${host}` : `https://${host}`;
  return `${origin}/${path}?key=${encodeURIComponent(apiKey)}`;
}

export type SendLinkResult = { ok: true } | { ok: false; message: string };

/** The SDK's error code for a REST error (INVALID_EMAIL → auth/invalid-email). */
const sdkCode = (serverCode: string) => `auth/${serverCode.toLowerCase().replace(/_/g, '-')}`;

/**
 * Sends the e-mail sign-in link as the SDK's sendSignInLinkToEmail does, in Japanese (the app's
 * auth.languageCode), to come back to `continueUrl`; never throws.
 */
export async function sendSignInLinkByRest(apiKey: string, email: string, continueUrl: string): Promise<SendLinkResult> {
  let response: Response;
  try {
    response = await fetch(authRestUrl('identitytoolkit', 'v1/accounts:sendOobCode', apiKey), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Firebase-Locale': 'ja' },
      body: JSON.stringify({ requestType: 'EMAIL_SIGNIN', email, continueUrl, canHandleCodeInApp: true, clientType: 'CLIENT_TYPE_WEB' }),
    });
  } catch (error) {
    return { ok: false, message: messages.mailLinkSendFailed('auth/network-request-failed', String(error)) };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  // The server's message is a code, sometimes followed by " : detail".
  const serverCode = String(body?.error?.message ?? `HTTP_${response.status}`).split(/\s/)[0] ?? '';
  return { ok: false, message: messages.mailLinkSendFailed(sdkCode(serverCode), serverCode) };
}
