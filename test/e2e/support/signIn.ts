import type { Page } from 'playwright-core';
import { SHELL_URL } from './appServers';
import { latestSignInCode, signInLink } from '../../support/emailLinkSignIn';

/**
 * Signs in as a real user does: asks for a link on the login page, then opens the link from the
 * "mail" (the Auth emulator's outbox) in the same browser. `shellUrl`: where the shell is served.
 */
export async function signInByEmailLink(page: Page, email: string, shellUrl = SHELL_URL): Promise<void> {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: 'ログイン用リンクを送信' }).click();
  await page.getByRole('heading', { name: 'メールを確認してください' }).waitFor();
  await page.goto(signInLink(await latestSignInCode(email), `${shellUrl}/login`));
}
