import type { Browser } from 'playwright-core';
import { clearRateLimits } from '../../support/rateLimits';
import { openAdmin } from './adminSdk';
import { AppServers } from './appServers';
import { launchBrowser } from './browser';

/**
 * Serves the four production builds and opens one browser for a test file, and stops both after it.
 * Each file starts with a fresh allowance of the per-user rate limits (the demo users file many
 * inquiries across the files). `browser()` is valid inside tests and hooks.
 */
export function useAppsInBrowser(): { browser: () => Browser; servers: AppServers } {
  const servers = new AppServers();
  let browser: Browser | undefined;
  beforeAll(async () => {
    const admin = openAdmin(`rate-limits-${process.pid}`);
    try {
      await clearRateLimits(admin.db);
    } finally {
      await admin.close();
    }
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
