import type { Page } from 'playwright-core';
import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

// Issue 37, item 10, at the phone width it was seen at: the FAQ search box's clear button stays inside
// the field, and the phone's navigation bar names the notification settings.

const { browser } = useAppsInBrowser();
const TENANT = 'tenant-a';

type Box = { left: number; right: number; top: number; bottom: number };

/** The search field's box and its clear button's, or null for a button that is not laid out (display: none). */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null): Box | null => {
      if (!element || element.getClientRects().length === 0) return null;
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const input = document.querySelector('input[type=search]');
    const field = input?.closest('.fui-SearchBox') ?? null;
    return { field: box(field), dismiss: box(field?.querySelector('.fui-SearchBox__dismiss') ?? null) };
  });

/** The clear button's box lies within the field's (a button that takes no room passes). */
function expectInside({ field, dismiss }: { field: Box | null; dismiss: Box | null }) {
  expect(field).not.toBeNull();
  if (!field || !dismiss) return;
  expect(dismiss.left).toBeGreaterThanOrEqual(field.left);
  expect(dismiss.right).toBeLessThanOrEqual(field.right);
  expect(dismiss.top).toBeGreaterThanOrEqual(field.top);
  expect(dismiss.bottom).toBeLessThanOrEqual(field.bottom);
}

describe('on a phone (390 px)', () => {
  it('keeps the FAQ search box’s clear button inside the field, typed in or left, and the button clears it', async () => {
    const { page, context, pageErrors } = await signedInPage(browser(), 'user@a.example.com', `/tenants/${TENANT}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${SHELL_URL}/tenants/${TENANT}/faq`);
    const box = page.getByRole('searchbox', { name: 'キーワード' });
    await box.fill('パスワード');
    const clear = page.getByRole('button', { name: '検索語を消去' });
    await clear.waitFor();
    expectInside(await boxes(page));

    // Left for the results: Fluent hides the button, and it must not hide past the field's edge.
    await page.getByRole('heading', { level: 1, name: 'よくある質問' }).click();
    await page.waitForFunction(() => !document.querySelector('.fui-SearchBox')?.contains(document.activeElement));
    expectInside(await boxes(page));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await box.click();
    await clear.click();
    expect(await box.inputValue()).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('names the notification settings in the navigation bar', async () => {
    const { page, context, pageErrors } = await signedInPage(browser(), 'user@a.example.com', `/tenants/${TENANT}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${SHELL_URL}/tenants/${TENANT}/notifications`);
    await page.getByRole('heading', { level: 1, name: '通知設定' }).waitFor();
    const bar = page.getByRole('navigation', { name: 'メニュー' });
    await bar.getByRole('button', { name: 'メニューを開く' }).waitFor();
    await bar.locator('span[aria-current="page"]', { hasText: '通知設定' }).waitFor({ timeout: 5_000 });
    expect(await bar.locator('span[aria-current="page"]').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
