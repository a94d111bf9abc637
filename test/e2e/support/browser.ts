import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RecordedQuery } from '../../../shared/src/firebase/queryShapes';
import { currentTestFile, shapeWriter } from '../../support/queryShapeFiles';
// @ts-expect-error -- a plain ES module shared with the scripts
import { countFirestoreReads, launchChromium } from '../../../scripts/lib/chromium.mjs';

export const launchBrowser = (): Promise<Browser> => launchChromium();

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors on the page: a screen that throws fails its test. */
  pageErrors: string[];
  /**
   * Errors and warnings in the browser's console, the browser's own included (each failed request, a
   * callable's refusal too): a page without a real problem logs none.
   */
  consoleProblems: string[];
}

const recordShape = shapeWriter('clientBrowser');

/**
 * When the run records query shapes (for the index check), the apps' Firestore client reports each
 * query to this binding (shared/src/firebase/queryShapes.ts); a binding outlives navigations.
 */
async function recordQueryShapes(context: BrowserContext): Promise<void> {
  if (!recordShape) return;
  const testFile = currentTestFile();
  await context.exposeBinding('__MADOGUCHI_QUERY_SHAPES__', ({ page }, query: RecordedQuery) => {
    recordShape({ ...query, source: `${testFile} ${new URL(page.url()).pathname}` });
  });
}

export async function openPage(browser: Browser): Promise<PageWithErrors> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  await recordQueryShapes(context);
  await countFirestoreReads(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      consoleProblems.push(`${message.type()} ${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  return { context, page, pageErrors, consoleProblems };
}
