import type { Page } from 'playwright-core';
import { SHELL_URL } from './appServers';

const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PROJECT_ID = 'demo-madoguchi';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/** The newest e-mail sign-in code the Auth emulator "sent" to an address. */
export async function latestSignInCode(email: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'EMAIL_SIGNIN').at(-1);
  if (!code) throw new Error(`no sign-in link was sent to ${email}`);
  return code.oobCode;
}

/** The link a real mail would carry: back to /login on the shell, with the one-time code. */
export function signInLink(oobCode: string): string {
  return `${SHELL_URL}/login?mode=signIn&oobCode=${oobCode}&apiKey=demo-api-key&lang=ja`;
}

/**
 * Signs in as a real user does: asks for a link on the login page, then opens the link from the
 * "mail" (the Auth emulator's outbox) in the same browser.
 */
export async function signInByEmailLink(page: Page, email: string): Promise<void> {
  await page.goto(`${SHELL_URL}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: 'ログイン用リンクを送信' }).click();
  await page.getByRole('heading', { name: 'メールを確認してください' }).waitFor();
  await page.goto(signInLink(await latestSignInCode(email)));
}
