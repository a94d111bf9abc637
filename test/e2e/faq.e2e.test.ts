// The FAQ page in the browser: a tenant admin writes entries through the UI (rich text, categories,
// draft or published), a user finds them with Japanese queries and rates them, and what the user may
// not see stays hidden. Everything is made here with a per-run token and removed afterwards, since the
// seed data changes independently.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { openAdmin } from './support/adminSdk';
import { removeFaqEntries } from './support/faqEntries';
import { APPS, SHELL_URL } from './support/appServers';
import type { PageWithErrors } from './support/browser';
import { useAppsInBrowser } from './support/suite';
import { signedInPage } from './support/session';

const { browser } = useAppsInBrowser();
const TENANT = 'tenant-a';
const FAQ_URL = `${SHELL_URL}/tenants/${TENANT}/faq`;
const run = `e2e${Date.now().toString(36)}`;
const CATEGORY_ID = `faq-e2e-${run}`;
const CATEGORY_NAME = `FAQ検証用 ${run}`;

const PUBLISHED = `【${run}】ポータルのパスワードを再設定するには`;
const DRAFT = `【${run}】下書き中の質問`;
const LIMITED = `【${run}】検証用カテゴリ向けの質問`;

let admin: ReturnType<typeof openAdmin>;
let adminPage: PageWithErrors;
let userPage: PageWithErrors;
const created = new Map<string, string>();

beforeAll(async () => {
  admin = openAdmin('e2e-faq');
  await admin.db.doc(`tenants/${TENANT}/categories/${CATEGORY_ID}`).set({ name: CATEGORY_NAME, description: '', order: 999 });
  adminPage = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
  userPage = await signedInPage(browser(), 'user@a.example.com', `/tenants/${TENANT}`);
});

afterAll(async () => {
  await removeFaqEntries(admin.db, TENANT, [...created.values()]);
  const misses = await admin.db.collection(`tenants/${TENANT}/searchMisses`).get();
  await Promise.all(misses.docs.filter((doc) => String(doc.get('query')).includes(run)).map((doc) => doc.ref.delete()));
  await admin.db.doc(`tenants/${TENANT}/categories/${CATEGORY_ID}`).delete();
  await adminPage?.context.close();
  await userPage?.context.close();
  await admin.close();
});

/** Fills the editor as an admin types, and returns the new entry's id from the URL it lands on. */
async function createThroughForm(page: Page, fields: { question: string; status: '下書き' | '公開'; category?: string; writeAnswer: () => Promise<void> }) {
  await page.goto(FAQ_URL);
  await page.getByRole('button', { name: '新しいよくある質問' }).click();
  await page.getByRole('textbox', { name: /^質問/ }).fill(fields.question);
  await page.getByRole('textbox', { name: /^回答/ }).click();
  await fields.writeAnswer();
  if (fields.category) await page.getByRole('checkbox', { name: fields.category }).check();
  await page.getByRole('textbox', { name: /^タグ/ }).fill('パスワード, ログイン');
  await page.getByRole('radio', { name: fields.status }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByRole('heading', { level: 2, name: fields.question }).waitFor();
  const id = new URL(page.url()).searchParams.get('id');
  if (!id) throw new Error('the saved entry did not open');
  created.set(fields.question, id);
  return id;
}

async function search(page: Page, query: string) {
  await page.getByRole('searchbox', { name: 'キーワード' }).fill(query);
  await page.getByText(`「${query}」の検索結果:`).waitFor();
}

/** Whether any script the page has loaded so far contains `text`. */
async function loadedScriptsContain(page: Page, text: string): Promise<boolean> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  const bodies = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  return bodies.some((body) => body.includes(text));
}
// Tiptap's engine names its editing area so; no other code of the apps mentions it.
const EDITOR_CODE = 'ProseMirror';

const results = (page: Page) => page.getByRole('list', { name: '検索結果' });

describe('FAQ page', () => {
  it('lets a tenant admin write an answer in rich text and publish it', async () => {
    const { page } = adminPage;
    const id = await createThroughForm(page, {
      question: PUBLISHED,
      status: '公開',
      writeAnswer: async () => {
        const before = 'ログイン画面の';
        const phrase = 'パスワードを忘れた方';
        await page.keyboard.type(`${before}${phrase}から再設定してください。合鍵の再発行も同じ手順です。`);
        // Select the phrase and make it bold, as one marks up written text.
        await page.keyboard.press('Home');
        for (let i = 0; i < before.length; i += 1) await page.keyboard.press('ArrowRight');
        for (let i = 0; i < phrase.length; i += 1) await page.keyboard.press('Shift+ArrowRight');
        await page.getByRole('button', { name: '太字' }).click();
        await page.getByRole('button', { name: '太字', pressed: true }).waitFor();
      },
    });
    expect(await loadedScriptsContain(page, EDITOR_CODE)).toBe(true);
    const article = page.getByRole('article', { name: PUBLISHED });
    await article.getByText('公開済み', { exact: true }).waitFor();
    expect(await article.locator('strong').innerText()).toBe('パスワードを忘れた方');

    const stored = (await admin.db.doc(`tenants/${TENANT}/faqs/${id}`).get()).data();
    expect(stored).toMatchObject({ status: 'published', categoryIds: [], tags: ['パスワード', 'ログイン'] });
    expect(stored?.['answerHtml']).toContain('<strong>パスワードを忘れた方</strong>');
    expect(adminPage.pageErrors).toEqual([]);
  });

  it('lets the admin keep a draft and limit an entry to a user category', async () => {
    const { page } = adminPage;
    await createThroughForm(page, {
      question: DRAFT,
      status: '下書き',
      writeAnswer: () => page.keyboard.type('まだ公開していない回答です。'),
    });
    await createThroughForm(page, {
      question: LIMITED,
      status: '公開',
      category: CATEGORY_NAME,
      writeAnswer: () => page.keyboard.type('検証用カテゴリの人だけが読める回答です。'),
    });
    await page.goto(`${FAQ_URL}?view=manage`);
    const row = page.getByRole('row').filter({ hasText: DRAFT });
    await row.getByText('下書き', { exact: true }).waitFor();
    expect(adminPage.pageErrors).toEqual([]);
  });

  it.each([
    ['hiragana', 'ぱすわーど'],
    ['katakana', 'パスワード'],
    ['kanji', '再設定'],
    ['one-character', '鍵'],
  ])('shows the user the published entry for a %s query', async (_, query) => {
    const { page } = userPage;
    await page.goto(`${FAQ_URL}?q=${encodeURIComponent(query)}`);
    await page.getByRole('searchbox', { name: 'キーワード' }).waitFor();
    await results(page).getByRole('button', { name: PUBLISHED }).waitFor();
    expect(await results(page).locator('mark').count()).toBeGreaterThan(0);
    // Readers never download the editor: it loads only when an admin opens the form.
    expect(await loadedScriptsContain(page, EDITOR_CODE)).toBe(false);
  });

  it('takes the user\'s feedback', async () => {
    const { page } = userPage;
    await page.goto(FAQ_URL);
    await search(page, 'ぱすわーど');
    await page.getByRole('search').getByRole('button', { name: '検索語を消去' }).waitFor();
    await results(page).getByRole('button', { name: PUBLISHED }).click();
    const article = page.getByRole('article', { name: PUBLISHED });
    await article.locator('strong', { hasText: 'パスワードを忘れた方' }).waitFor();
    await article.getByRole('button', { name: 'はい' }).click();
    await article.getByText('ご回答ありがとうございます。').waitFor();
    const faq = admin.db.doc(`tenants/${TENANT}/faqs/${created.get(PUBLISHED)}`);
    expect((await faq.get()).get('helpfulCount')).toBe(1);
    await article.getByText('1人の役に立っています').waitFor();

    // After a reload, the list counts the vote and the entry shows it, changeable.
    await page.goto(FAQ_URL);
    await search(page, 'ぱすわーど');
    const result = results(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: PUBLISHED }) });
    await result.getByText('1人の役に立っています').waitFor();
    await results(page).getByRole('button', { name: PUBLISHED }).click();
    await article.getByText('以前「はい」と回答しています。回答は変更できます。').waitFor();
    expect(await article.getByRole('button', { name: 'はい' }).getAttribute('aria-pressed')).toBe('true');
    await article.getByRole('button', { name: 'いいえ' }).click();
    await article.getByText('ご回答ありがとうございます。解決しない場合は、問い合わせからご連絡ください。').waitFor();
    expect((await faq.get()).data()).toMatchObject({ helpfulCount: 0, notHelpfulCount: 1 });
    expect(userPage.pageErrors).toEqual([]);
  });

  it('builds the index in a worker and marks the query, its painted results and the index for the benchmark; 「もしかして」 comes from it too', async () => {
    const { page } = userPage;
    const workers: string[] = [];
    const onWorker = (worker: Worker) => workers.push(worker.url());
    page.on('worker', onWorker);
    try {
      await page.goto(FAQ_URL);
      await page.waitForFunction(() => performance.getEntriesByName('madoguchi:faq-index-ready').length > 0);
      await search(page, 'ぱすわーど');
      await results(page).getByRole('button', { name: PUBLISHED }).waitFor();
      await page.waitForFunction(() => performance.getEntriesByName('madoguchi:faq-results').length > 0);
      const details = (name: string) =>
        page.evaluate((mark) => performance.getEntriesByName(mark).map((entry) => (entry as PerformanceMark).detail as unknown), name);
      expect(await details('madoguchi:faq-index-ready')).toEqual([{ entries: expect.any(Number) }]);
      expect(await details('madoguchi:faq-query')).toEqual([{ query: 'ぱすわーど' }]);
      expect(await details('madoguchi:faq-results')).toEqual([{ query: 'ぱすわーど', hits: expect.any(Number) }]);
      // Nothing confident, but an entry shares a strong word: offered as 「もしかして」, apart from results.
      await search(page, '経費精算 社用車 ガソリン 領収書なし 海外');
      await page.getByRole('list', { name: 'もしかして' }).getByRole('button', { name: '経費精算の締め日はいつですか？' }).waitFor();
      expect(await results(page).count()).toBe(0);
      // The worker's own script where this build is the page's origin, otherwise a blob that imports it.
      expect(workers).toEqual([expect.stringMatching(/^(http:\/\/localhost:9000\/faq-search-worker\.[0-9a-f]{10}\.js|blob:http:\/\/localhost:9000\/.+)$/)]);
      expect(userPage.pageErrors).toEqual([]);
    } finally {
      page.off('worker', onWorker);
    }
  });

  it("starts the user-app's own worker bundle from the shell's origin through a blob, as startWorker does", async () => {
    // Above, the shell's copy of @madoguchi/shared/data (loaded first) started its same-origin worker. A
    // remote's copy is served from another origin: the browser refuses that script as a worker, and the
    // bundle must run from a blob that imports it, with no chunk to load.
    const builtFiles = readdirSync(path.resolve(__dirname, '../..', APPS.user_app.dir));
    const script = builtFiles.find((file) => /^faq-search-worker\.[0-9a-f]{10}\.js$/.test(file));
    const { page } = userPage;
    await page.goto(FAQ_URL);
    const outcome = await page.evaluate(async (scriptUrl) => {
      let refused = '';
      try {
        new Worker(scriptUrl).terminate();
      } catch (error) {
        refused = (error as Error).name;
      }
      const bootstrap = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(scriptUrl)});`], { type: 'text/javascript' }));
      const worker = new Worker(bootstrap);
      const answers = await new Promise<unknown[]>((resolve, reject) => {
        const received: unknown[] = [];
        worker.onerror = (event) => reject(new Error(event.message));
        worker.onmessage = (event) => {
          received.push(event.data);
          if (received.length === 2) resolve(received);
        };
        const entry = { id: 'e2e', question: 'パスワードを再設定するには', answerText: '', tags: [], categoryIds: [], helpfulCount: 0, updatedAt: null };
        worker.postMessage({ type: 'build', entries: [entry], synonyms: [] });
        worker.postMessage({ type: 'search', seq: 1, query: 'ぱすわーど' });
      });
      worker.terminate();
      return { refused, answers };
    }, `http://localhost:${APPS.user_app.port}/${script}`);
    expect(outcome).toEqual({
      refused: 'SecurityError',
      answers: [
        { type: 'built', entries: 1 },
        { type: 'hits', seq: 1, ids: ['e2e'] },
      ],
    });
  });

  it('hides drafts and entries for categories the user is not in', async () => {
    const { page } = userPage;
    await page.goto(FAQ_URL);
    await search(page, run);
    expect(await results(page).getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('ポータルのパスワード')]);
    for (const hidden of [DRAFT, LIMITED]) {
      await page.goto(`${FAQ_URL}?id=${created.get(hidden)}`);
      await page.getByText('よくある質問が見つかりません。', { exact: true }).waitFor();
      expect(await page.getByText(hidden).count()).toBe(0);
    }
  });

  it('lets the admin delete an entry after confirming, and the user no longer finds it', async () => {
    const { page } = adminPage;
    const id = created.get(PUBLISHED);
    await page.goto(`${FAQ_URL}?id=${id}`);
    await page.getByRole('button', { name: '削除', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
    await page.getByRole('tab', { name: '検索' }).waitFor();
    expect((await admin.db.doc(`tenants/${TENANT}/faqs/${id}`).get()).exists).toBe(false);
    created.delete(PUBLISHED);

    await userPage.page.goto(FAQ_URL);
    await search(userPage.page, run);
    await userPage.page.getByText(`「${run}」に一致するよくある質問は見つかりませんでした`).waitFor();
  });
});
