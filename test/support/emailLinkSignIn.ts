import { sendSignInLinkToEmail, signInWithEmailLink, type Auth, type User } from 'firebase/auth';
import { AUTH_EMULATOR } from './emulatorHosts';

const PROJECT_ID = 'demo-madoguchi';
const LOGIN_URL = 'http://localhost:9000/login';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/** What the Auth emulator has "mailed", oldest first. */
export async function sentOobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: HTTP ${response.status}`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** Signs in as the app does: asks for a link by e-mail, then opens the link from the emulator's outbox. */
/** The link a real mail carries: back to /login on the shell, with the one-time code. */
export function signInLink(oobCode: string, loginUrl = LOGIN_URL): string {
  return `${loginUrl}?mode=signIn&oobCode=${oobCode}&apiKey=demo-api-key&lang=ja`;
}

/** The newest e-mail sign-in code sent to an address. */
export async function latestSignInCode(email: string): Promise<string> {
  const code = (await sentOobCodes()).filter((entry) => entry.email === email && entry.requestType === 'EMAIL_SIGNIN').at(-1);
  if (!code) throw new Error(`no sign-in link was sent to ${email}`);
  return code.oobCode;
}

export async function signInByEmailLink(auth: Auth, email: string): Promise<User> {
  const before = new Set((await sentOobCodes()).map((code) => code.oobCode));
  await sendSignInLinkToEmail(auth, email, { url: LOGIN_URL, handleCodeInApp: true });
  const code = (await sentOobCodes())
    .filter((entry) => entry.email === email && entry.requestType === 'EMAIL_SIGNIN' && !before.has(entry.oobCode))
    .at(-1);
  if (!code) throw new Error(`no sign-in link was sent to ${email}`);
  const { user } = await signInWithEmailLink(auth, email, signInLink(code.oobCode));
  return user;
}
