import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium: these machines cannot download Playwright's own browsers. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

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
