import type { Browser, BrowserContext, Page } from 'playwright-core';
// @ts-expect-error -- a plain ES module shared with the scripts
import { launchChromium } from '../../../scripts/lib/chromium.mjs';

export const launchBrowser = (): Promise<Browser> => launchChromium();

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors on the page: a screen that throws fails its test. */
  pageErrors: string[];
}

export async function openPage(browser: Browser): Promise<PageWithErrors> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}
