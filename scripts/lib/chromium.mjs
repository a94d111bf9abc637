// Debian's chromium through playwright-core: these machines cannot download Playwright's own browsers.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Makes the apps' Firestore client in `context` count its reads (shared/src/firebase/readCounter.ts),
 * which production pages never load: for the benchmark and the tests that bound a page's reads.
 * @param {import('playwright-core').BrowserContext} context
 */
export function countFirestoreReads(context) {
  return context.addInitScript(() => {
    globalThis.__MADOGUCHI_COUNT_READS__ = true;
  });
}
