import type { Browser } from 'playwright-core';
import { AppServers } from './appServers';
import { launchBrowser } from './browser';

/**
 * Serves the four production builds and opens one browser for a test file, and stops both after it.
 * `browser()` is valid inside tests and hooks.
 */
export function useAppsInBrowser(): { browser: () => Browser; servers: AppServers } {
  const servers = new AppServers();
  let browser: Browser | undefined;
  beforeAll(async () => {
    await servers.startAll();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await servers.stopAll();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    servers,
  };
}
