import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

// Issue 37, item 11: the FAQ editor's toolbar keeps its tools on one row at 1366 px (「やり直す」 wrapped
// onto a second) and within the screen on a phone, and the page says what the admin does there, not
// what readers do.

const { browser } = useAppsInBrowser();
const TENANT = 'tenant-a';

describe.each([1366, 390])('the FAQ editor at %i px', (width) => {
  it('keeps the answer’s toolbar on one row on a wide screen and within a phone’s, and speaks to the admin', async () => {
    const { page, context, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${SHELL_URL}/tenants/${TENANT}/faq?new=${encodeURIComponent('パスワードを忘れたとき')}`);
    const toolbar = page.getByRole('toolbar', { name: '書式' });
    await toolbar.getByRole('button', { name: 'やり直す' }).waitFor();
    const tops = await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops.length).toBe(9);
    // On a phone the tools are touch-sized (44 px) and may take two rows, within the screen.
    if (width >= 1024) expect(new Set(tops).size).toBe(1);
    const rights = await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(width);
    expect(await page.getByText('よくある質問を検索できます。解決しない場合は問い合わせてください。').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
