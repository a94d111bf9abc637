import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { useAppsInBrowser } from './support/suite';
import { openPage } from './support/browser';
import { signedInPage } from './support/session';

const { browser } = useAppsInBrowser();

describe('runtime config', () => {
  // The shell's page carries the config inline (scripts/hosting/runtimeConfigFiles.mjs); without it the
  // shell fetches runtime-config.json.
  const INLINE = /<script[^>]*\bid=["']?runtime-config["']?[^>]*>[\s\S]*?<\/script>/;
  const inline = (json: string) => `<script type="application/json" id="runtime-config">${json}</script>`;

  it.each([
    ['malformed JSON inline', inline('{"firebase": '), null, 'が正しいJSONではありません'],
    ['a missing field inline', inline(JSON.stringify({ firebase: { apiKey: 'k' }, remotes: {} })), null, 'firebase.projectId'],
    ['not inline, and its file malformed', '', { status: 200, body: '{"firebase": ' }, 'が正しいJSONではありません'],
    ['not inline, and its file missing', '', { status: 404, body: 'Not found' }, 'HTTP 404'],
  ])('shows a Japanese error page when it is %s', async (_, block, file, problem) => {
    const { context, page } = await openPage(browser());
    await page.route(`${SHELL_URL}/login`, async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, body: (await response.text()).replace(INLINE, block) });
    });
    if (file) await page.route('**/runtime-config.json', (route) => route.fulfill({ ...file, contentType: 'application/json' }));
    await page.goto(`${SHELL_URL}/login`);
    await page.getByRole('heading', { level: 1, name: 'アプリを開始できません' }).waitFor();
    await page.getByText(problem).first().waitFor();
    await context.close();
  });

  it('carries the same config inline as the file beside it', async () => {
    const page = await (await fetch(`${SHELL_URL}/login`)).text();
    const file = await (await fetch(`${SHELL_URL}/runtime-config.json`)).json();
    const carried = INLINE.exec(page)?.[0].replace(/^<script[^>]*>|<\/script>$/g, '');
    expect(JSON.parse(carried ?? 'null')).toEqual(file);
  });
});

describe('system admin', () => {
  it('enters the system admin area from the tenant selection page', async () => {
    const { context, page, pageErrors } = await signedInPage(browser(), 'sysadmin@example.com', '/select');
    await page.getByRole('button', { name: 'システム管理画面へ' }).click();
    await page.waitForURL(`${SHELL_URL}/systemAdmin/tenants`);
    await page.getByRole('heading', { level: 1, name: 'テナント' }).waitFor();
    await page.getByRole('navigation', { name: 'システム管理メニュー' }).getByRole('link', { name: 'リリースノート' }).click();
    await page.getByRole('heading', { level: 1, name: 'リリースノート' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('user name', () => {
  it('follows the tenant user document live', async () => {
    const admin = openAdmin('e2e-user-name');
    const userDoc = admin.db.doc('tenants/tenant-b/users/demo-user-b');
    const original = (await userDoc.get()).get('name') as string;
    const { context, page } = await signedInPage(browser(), 'user@b.example.com', '/tenants/tenant-b');
    try {
      await page.getByRole('button', { name: 'ユーザーメニュー' }).getByText(original).waitFor();
      await userDoc.update({ name: '田中 健太（営業部）' });
      await page.getByRole('button', { name: 'ユーザーメニュー' }).getByText('田中 健太（営業部）').waitFor();
    } finally {
      await userDoc.update({ name: original });
      await context.close();
      await admin.close();
    }
  });
});

describe('standalone harness', () => {
  it("runs a remote on its own port with a demo sign-in", async () => {
    const { context, page, pageErrors } = await openPage(browser());
    await page.goto('http://localhost:9001/');
    await page.getByRole('region', { name: '開発用ハーネス' }).waitFor();
    await page.getByLabel('デモアカウントのメールアドレス').fill('user@a.example.com');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('http://localhost:9001/tenants/tenant-a');
    await page.getByRole('heading', { level: 1, name: 'トップ' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
