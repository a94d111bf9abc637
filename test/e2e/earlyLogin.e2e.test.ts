import type { Page, Route } from 'playwright-core';
import { latestSignInCode, sentOobCodes, signInLink } from '../support/emailLinkSignIn';
import { SHELL_URL } from './support/appServers';
import { openPage } from './support/browser';
import { useAppsInBrowser } from './support/suite';

// The login page works before the app's JavaScript has arrived (shell/src/early, issue 23): the shell's
// entry script is held back, as a slow network would, while a person uses the page index.html drew.

const { browser } = useAppsInBrowser();

/** Holds the shell's entry script until release() (a slow network), then serves it as built. */
async function holdAppScript(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${SHELL_URL}/main.js`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** React's login page has taken over: its field is Fluent's. */
const appDrawn = (page: Page) => page.locator('.fui-Input__input').waitFor();
const field = (page: Page) => page.getByLabel('メールアドレス');

describe('the login page before the app arrives', () => {
  it("sends the sign-in link through Auth's REST endpoint, and the link signs in", async () => {
    const { context, page, pageErrors, consoleProblems } = await openPage(browser());
    const release = await holdAppScript(page);
    const email = 'user@a.example.com';
    const before = (await sentOobCodes()).length;
    await page.goto(`${SHELL_URL}/login`, { waitUntil: 'commit' });
    await field(page).fill('ｕｓｅｒ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ');
    await page.getByRole('button', { name: 'ログイン用リンクを送信' }).click();
    await page.getByRole('heading', { name: 'メールを確認してください' }).waitFor();
    expect(await page.locator('.fui-Input__input').count()).toBe(0); // still index.html's page
    const sent = (await sentOobCodes()).slice(before);
    expect(sent.map((code) => [code.email, code.requestType])).toEqual([[email, 'EMAIL_SIGNIN']]);

    // The app arrives and says the same; the link it remembered the address for signs in here.
    release();
    await page.locator('.fui-Button', { hasText: '別のメールアドレスを使う' }).waitFor();
    await page.getByText(email).waitFor();
    await page.goto(signInLink(await latestSignInCode(email), `${SHELL_URL}/login`));
    await page.waitForURL(`${SHELL_URL}/tenants/tenant-a`);
    expect(pageErrors).toEqual([]);
    expect(consoleProblems).toEqual([]);
    await context.close();
  });

  it('hands what was typed, and the focus, to the app', async () => {
    const { context, page, pageErrors } = await openPage(browser());
    const release = await holdAppScript(page);
    await page.goto(`${SHELL_URL}/login`, { waitUntil: 'commit' });
    await field(page).click();
    await page.keyboard.type('admin@a.exa');
    release();
    await appDrawn(page);
    expect(await field(page).inputValue()).toBe('admin@a.exa');
    await page.keyboard.type('mple.com');
    expect(await field(page).inputValue()).toBe('admin@a.example.com');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('refuses an address in the words the server uses, before sending anything', async () => {
    const { context, page } = await openPage(browser());
    await holdAppScript(page);
    const before = (await sentOobCodes()).length;
    await page.goto(`${SHELL_URL}/login`, { waitUntil: 'commit' });
    await field(page).fill('user@@example');
    await page.getByRole('button', { name: 'ログイン用リンクを送信' }).click();
    await page.getByRole('alert').getByText('メールアドレスの形式が正しくありません。').waitFor();
    expect(await field(page).getAttribute('aria-invalid')).toBe('true');
    expect((await sentOobCodes()).length).toBe(before);
    await context.close();
  });

  it('draws the same page as the app, at a phone’s and a desktop’s width', async () => {
    for (const width of [390, 1366]) {
      const { context, page } = await openPage(browser());
      await page.setViewportSize({ width, height: 800 });
      const release = await holdAppScript(page);
      await page.goto(`${SHELL_URL}/login`, { waitUntil: 'commit' });
      const early = await boxes(page);
      release();
      await appDrawn(page);
      const drawn = await boxes(page);
      // Each part where the app draws it, within a pixel or two of rounding.
      expect(drawn.map((box) => box.name)).toEqual(early.map((box) => box.name));
      drawn.forEach((box, index) => {
        for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box[key] - early[index]![key])).toBeLessThanOrEqual(2);
      });
      await context.close();
    }
  });
});

/** Where the login page's parts are: heading, both buttons, the field. */
async function boxes(page: Page) {
  const parts = [
    page.getByRole('heading', { name: '窓口にログイン' }),
    page.getByRole('button', { name: 'Googleでログイン' }),
    page.getByRole('heading', { name: 'ログイン用リンクをメールで受け取る' }),
    field(page),
    page.getByRole('button', { name: 'ログイン用リンクを送信' }),
  ];
  return Promise.all(
    parts.map(async (part, index) => {
      const box = await part.boundingBox();
      if (!box) throw new Error(`part ${index} is not shown`);
      return { name: index, ...box };
    }),
  );
}
