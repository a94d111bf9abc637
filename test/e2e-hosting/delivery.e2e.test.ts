// Independent delivery, as Firebase Hosting serves it (npm run preview: the Hosting emulator with
// firebase.json's headers, the shell's runtime config pointing at the remotes' sites). One remote is
// rebuilt with a change and re-served while the shell stays as it was; one declares another contract;
// one goes down and comes back. Each remote's dist is put back as it was afterwards.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { signedInPage } from '../e2e/support/session';
import { signInByEmailLink } from '../e2e/support/signIn';

const root = path.resolve(__dirname, '../..');
const urls = JSON.parse(process.env.PREVIEW_URLS ?? '{}') as Record<'shell' | 'user-app' | 'tenant-admin-app' | 'system-admin-app', string>;
const SHELL = urls.shell;
const backups = path.join(root, '.cache', 'delivery-e2e');

let browser: Browser;

/** Keeps a copy of `app`'s dist to put back after the test changed what it serves. */
function backUp(app: string): () => void {
  const dist = path.join(root, app, 'dist');
  const copy = path.join(backups, `${app}-dist`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(dist, copy, { recursive: true });
  return () => {
    rmSync(dist, { recursive: true, force: true });
    cpSync(copy, dist, { recursive: true });
  };
}

/** A fingerprint of every file of a dist: equal means nothing was redeployed. */
function fingerprint(app: string): string {
  const dist = path.join(root, app, 'dist');
  const hash = createHash('sha256');
  for (const file of readdirSync(dist, { recursive: true }).map(String).sort()) {
    const full = path.join(dist, file);
    if (file.endsWith('.js') || file.endsWith('.json') || file.endsWith('.html')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

beforeAll(async () => {
  if (!SHELL) throw new Error('PREVIEW_URLS is not set: run through npm test, which starts the preview (scripts/preview.mjs)');
  mkdirSync(backups, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('delivery through Firebase Hosting', () => {
  it('serves the composed app from the production builds, with the headers firebase.json sets', async () => {
    const manifest = await fetch(`${urls['user-app']}/mf-manifest.json`, { headers: { origin: SHELL } });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const deepLink = await fetch(`${SHELL}/tenants/tenant-a/faq`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<title>窓口</title>');

    const session = await signedInPage(browser, 'admin@a.example.com', '/tenants/tenant-a/admin', SHELL);
    const { page } = session;
    await page.getByRole('heading', { level: 1, name: '管理トップ' }).waitFor();
    await page.goto(`${SHELL}/tenants/tenant-a/faq`);
    await page.getByRole('heading', { level: 1, name: 'よくある質問' }).waitFor();
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });

  it("loads the Firestore SDK without the benchmark's read counter on a production page", async () => {
    const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const scripts: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const page = await context.newPage();
    // The counter would be asked for together with the SDK (shared/src/firebase/firestore.ts).
    const sdkLoaded = page.waitForResponse((response) => response.url().includes('/firebase-firestore.'));
    await signInByEmailLink(page, 'admin@a.example.com', SHELL);
    await page.waitForURL(`${SHELL}/tenants/tenant-a/admin`);
    await page.goto(`${SHELL}/tenants/tenant-a/faq`);
    await page.getByRole('heading', { level: 1, name: 'よくある質問' }).waitFor();
    await sdkLoaded;
    expect(scripts.filter((script) => script.includes('read-counter'))).toEqual([]);
    expect(await page.evaluate(() => typeof globalThis.__MADOGUCHI_FIRESTORE_READS__)).toBe('undefined');
    await context.close();
  });

  it('shows a rebuilt and re-served remote after a reload, with the shell untouched', async () => {
    const restore = backUp('user-app');
    const shellBefore = fingerprint('shell');
    try {
      // The user area's source with one new text, built on its own as its team would.
      // Beside the real one, so its webpack config finds the repository's tools and packages.
      const workspace = path.join(root, '.e2e-user-app-release');
      rmSync(workspace, { recursive: true, force: true });
      cpSync(path.join(root, 'user-app'), workspace, { recursive: true, filter: (source) => !/[/\\](dist|node_modules)$/.test(source) });
      const page = path.join(workspace, 'src/features/faq/FaqPage.tsx');
      const newText = 'よくある質問を検索できます（新しいリリース）。';
      writeFileSync(page, readFileSync(page, 'utf8').replace('よくある質問を検索できます。', newText));
      execFileSync(process.execPath, [require.resolve('webpack/bin/webpack.js', { paths: [root] }), '--mode', 'production', '--config', 'webpack.config.cjs'], {
        cwd: workspace,
        stdio: 'pipe',
      });
      // Re-served: the new build replaces what the Hosting site serves.
      const served = path.join(root, 'user-app', 'dist');
      rmSync(served, { recursive: true, force: true });
      cpSync(path.join(workspace, 'dist'), served, { recursive: true });

      const session = await signedInPage(browser, 'user@a.example.com', '/tenants/tenant-a', SHELL);
      await session.page.goto(`${SHELL}/tenants/tenant-a/faq`);
      await session.page.getByText(newText).waitFor();
      expect(fingerprint('shell')).toBe(shellBefore);
      expect(session.pageErrors).toEqual([]);
      await session.context.close();
    } finally {
      rmSync(path.join(root, '.e2e-user-app-release'), { recursive: true, force: true });
      restore();
    }
  });

  it('refuses a remote that declares another contract version, and the other areas keep working', async () => {
    const restore = backUp('tenant-admin-app');
    try {
      const file = path.join(root, 'tenant-admin-app', 'dist', 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: { madoguchi: { contractVersion: number } } };
      manifest.metaData.madoguchi.contractVersion = 2;
      writeFileSync(file, JSON.stringify(manifest));

      const session = await signedInPage(browser, 'admin@a.example.com', '/tenants/tenant-a/admin', SHELL);
      const { page } = session;
      await page.getByText('テナント管理画面は新しいバージョン（v2）のアプリ向けのため、このアプリ（v1）では表示できません。').waitFor();
      await page.goto(`${SHELL}/tenants/tenant-a/inquiries`);
      await page.getByRole('heading', { level: 1, name: '問い合わせ一覧' }).waitFor();
      expect(session.pageErrors).toEqual([]);
      await session.context.close();
    } finally {
      restore();
    }
  });

  it('shows the fallback while a remote is down and recovers with the retry once it is back', async () => {
    const manifest = path.join(root, 'user-app', 'dist', 'mf-manifest.json');
    const away = `${manifest}.away`;
    const session = await signedInPage(browser, 'admin@a.example.com', '/tenants/tenant-a/admin', SHELL);
    const { page } = session;
    try {
      renameSync(manifest, away);
      await page.goto(`${SHELL}/tenants/tenant-a/inquiries`);
      await page.getByText('ユーザー画面を読み込めませんでした。').waitFor();
      await page.goto(`${SHELL}/tenants/tenant-a/admin`);
      await page.getByRole('heading', { level: 1, name: '管理トップ' }).waitFor();
      await page.goBack();
      await page.getByText('ユーザー画面を読み込めませんでした。').waitFor();
    } finally {
      if (existsSync(away)) renameSync(away, manifest);
    }
    await page.getByRole('button', { name: '再読み込み' }).click();
    await page.getByRole('heading', { level: 1, name: '問い合わせ一覧' }).waitFor();
    await session.context.close();
  });
});
