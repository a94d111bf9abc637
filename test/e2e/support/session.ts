import type { Browser } from 'playwright-core';
import { openPage, type PageWithErrors } from './browser';
import { SHELL_URL } from './appServers';
import { signInByEmailLink } from './signIn';

/** A fresh browser context signed in as a demo account, settled on its landing page. */
export async function signedInPage(browser: Browser, email: string, landing: string, shellUrl = SHELL_URL): Promise<PageWithErrors> {
  const session = await openPage(browser);
  await signInByEmailLink(session.page, email, shellUrl);
  await session.page.waitForURL(`${shellUrl}${landing}`);
  return session;
}

/** The text of the toasts on screen. */
export function toastTexts(session: PageWithErrors): Promise<string[]> {
  return session.page.locator('.fui-Toast').allInnerTexts();
}
