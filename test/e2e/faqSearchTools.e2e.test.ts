// The FAQ search tools in the browser: a reader finds an entry by the reading of its kanji and by a
// phrasing the admin wrote; searches that found nothing reach the admin home and are fixed there in one
// step (attached to an entry as another phrasing, or a new entry with the search as its question) and
// leave the list; the search test page shows why entries match, as all of them or a category's users
// see them. Entries are made through the UI with a per-run token and removed afterwards.
import type { Page } from 'playwright-core';
import { openAdmin } from './support/adminSdk';
import { removeFaqEntries } from './support/faqEntries';
import { SHELL_URL } from './support/appServers';
import type { PageWithErrors } from './support/browser';
import { useAppsInBrowser } from './support/suite';
import { signedInPage } from './support/session';

const { browser } = useAppsInBrowser();
const TENANT = 'tenant-a';
const FAQ_URL = `${SHELL_URL}/tenants/${TENANT}/faq`;
const ADMIN_HOME = `${SHELL_URL}/tenants/${TENANT}/admin`;
const run = `e2e${Date.now().toString(36)}`;
const CATEGORY_ID = `search-e2e-${run}`;
const CATEGORY_NAME = `検索検証用 ${run}`;

/**
 * A per-run token of rare kanji for the searches that must find nothing: a latin token would be a
 * word that every entry of this run holds in its question, and would find them.
 */
const RARE = Array.from('鰯鰤鱈鯖鮪鰹鯵鰻鱚鯛鮭鱒鰈鮃鰆鯰鰊鮗鯱鯉');
const rareToken = (seed: number) => Array.from({ length: 4 }, (_, i) => RARE[(seed * (i + 7) + i * 13) % RARE.length]).join('');
const seed = Date.now() % 997;

const LEAVE = `【${run}】有給休暇の残日数を確認するには`;
const LEAVE_PHRASING = `休みがあと何日あるか知りたい ${run}`;
const CARRY_OVER = `【${run}】有給休暇の繰り越し（検証カテゴリ向け）`;
const ATTACHED_MISS = `駐輪場の抽選申込 ${rareToken(seed)}`;
const NEW_ENTRY_MISS = `社用車の給油カード ${rareToken(seed + 1)}`;

let admin: ReturnType<typeof openAdmin>;
let adminPage: PageWithErrors;
let userPage: PageWithErrors;
const created: string[] = [];

beforeAll(async () => {
  admin = openAdmin('e2e-faq-search');
  await admin.db.doc(`tenants/${TENANT}/categories/${CATEGORY_ID}`).set({ name: CATEGORY_NAME, description: '', order: 998 });
  adminPage = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
  userPage = await signedInPage(browser(), 'user@a.example.com', `/tenants/${TENANT}`);
});

afterAll(async () => {
  await removeFaqEntries(admin.db, TENANT, created);
  const misses = await admin.db.collection(`tenants/${TENANT}/searchMisses`).get();
  const ours = [ATTACHED_MISS, NEW_ENTRY_MISS].map((query) => query.toLowerCase());
  await Promise.all(misses.docs.filter((doc) => ours.includes(String(doc.get('query')))).map((doc) => doc.ref.delete()));
  await admin.db.doc(`tenants/${TENANT}/categories/${CATEGORY_ID}`).delete();
  await adminPage?.context.close();
  await userPage?.context.close();
  await admin.close();
});

/** Writes the answer in the editor, publishes and returns the saved entry's id from the URL. */
async function publishFromEditor(page: Page, answer: string): Promise<string> {
  await page.getByRole('textbox', { name: /^回答/ }).click();
  await page.keyboard.type(answer);
  await page.getByRole('radio', { name: '公開' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/[?&]id=/);
  const id = new URL(page.url()).searchParams.get('id');
  if (!id) throw new Error('the saved entry did not open');
  created.push(id);
  return id;
}

async function createEntry(page: Page, fields: { question: string; answer: string; phrasings?: string; category?: string }) {
  await page.goto(FAQ_URL);
  await page.getByRole('button', { name: '新しいよくある質問' }).click();
  await page.getByRole('textbox', { name: /^質問/ }).fill(fields.question);
  if (fields.category) await page.getByRole('checkbox', { name: fields.category }).check();
  if (fields.phrasings) await page.getByRole('textbox', { name: /^別の言い方/ }).fill(fields.phrasings);
  return publishFromEditor(page, fields.answer);
}

const results = (page: Page) => page.getByRole('list', { name: '検索結果' });

/** The questions the user's FAQ page lists for a query, once it has answered. */
async function userResults(query: string): Promise<string[]> {
  const { page } = userPage;
  await page.goto(`${FAQ_URL}?q=${encodeURIComponent(query)}`);
  await page.getByText(`「${query}」`, { exact: false }).first().waitFor();
  const none = page.getByText(`「${query}」に一致するよくある質問は見つかりませんでした`, { exact: false });
  await Promise.race([results(page).waitFor(), none.waitFor()]);
  if (await none.count()) return [];
  return results(page).getByRole('listitem').getByRole('button').allInnerTexts();
}

/** Waits until the server has logged the search as a miss (the page logs it once the query settles). */
async function missLogged(query: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const found = await admin.db.collection(`tenants/${TENANT}/searchMisses`).where('query', '==', query.toLowerCase()).get();
    if (!found.empty) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the miss "${query}" was not logged`);
}

const missRow = (page: Page, query: string) => page.getByRole('table', { name: 'FAQで見つからなかった検索' }).getByRole('row').filter({ hasText: query.toLowerCase() });

describe('FAQ search tools', () => {
  it('lets a reader find an entry by the reading of its kanji and by a phrasing the admin wrote', async () => {
    const leave = await createEntry(adminPage.page, {
      question: LEAVE,
      answer: '勤怠システムの「休暇残高」で確認できます。',
      phrasings: `${LEAVE_PHRASING}\n有休 何日`,
    });
    await createEntry(adminPage.page, { question: CARRY_OVER, answer: '翌年度に20日まで繰り越せます。', category: CATEGORY_NAME });
    expect((await admin.db.doc(`tenants/${TENANT}/faqs/${leave}`).get()).get('aliases')).toEqual([LEAVE_PHRASING, '有休 何日']);

    // Kana only: without the reading the server stored, nothing of the entry's kanji would match.
    expect(await userResults('ゆうきゅうきゅうか ざんにっすう')).toContain(LEAVE);
    expect((await userResults(LEAVE_PHRASING))[0]).toBe(LEAVE);
    expect(userPage.pageErrors).toEqual([]);
  });

  it('lists a search that found nothing on the admin home, and attaching it to an entry answers it', async () => {
    expect(await userResults(ATTACHED_MISS)).toEqual([]);
    await missLogged(ATTACHED_MISS);

    const { page } = adminPage;
    await page.goto(ADMIN_HOME);
    await missRow(page, ATTACHED_MISS).waitFor();
    await missRow(page, ATTACHED_MISS).getByRole('button', { name: /既存のFAQに追加/ }).click();
    const dialog = page.getByRole('dialog', { name: '既存のFAQに別の言い方として追加' });
    await dialog.getByRole('searchbox', { name: '追加先のFAQを検索' }).fill(run);
    await dialog.getByRole('radio', { name: LEAVE }).check();
    await dialog.getByRole('button', { name: '追加' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await missRow(page, ATTACHED_MISS).waitFor({ state: 'detached' });

    expect((await userResults(ATTACHED_MISS))[0]).toBe(LEAVE);
    expect(adminPage.pageErrors).toEqual([]);
  });

  it('starts a new entry from a search that found nothing, with the search as its question', async () => {
    expect(await userResults(NEW_ENTRY_MISS)).toEqual([]);
    await missLogged(NEW_ENTRY_MISS);

    const { page } = adminPage;
    await page.goto(ADMIN_HOME);
    await missRow(page, NEW_ENTRY_MISS).getByRole('link', { name: /FAQを作成/ }).click();
    await page.getByRole('heading', { name: 'よくある質問を作成' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^質問/ }).inputValue()).toBe(NEW_ENTRY_MISS.toLowerCase());
    await publishFromEditor(page, '総務部で給油カードを借りてください。');

    await page.goto(ADMIN_HOME);
    await page.getByRole('table', { name: 'FAQで見つからなかった検索' }).waitFor();
    expect(await missRow(page, NEW_ENTRY_MISS).count()).toBe(0);
    expect(await userResults(NEW_ENTRY_MISS)).toHaveLength(1);
  });

  it('shows the admin why entries match, and what the users of one category see', async () => {
    const { page } = adminPage;
    await page.goto(`${ADMIN_HOME}/faq-search?q=${encodeURIComponent('ゆうきゅうきゅうか')}`);
    const shown = page.getByRole('list', { name: '表示される結果' });
    const leave = shown.getByRole('listitem').filter({ hasText: LEAVE });
    await leave.waitFor();
    expect(await leave.getByRole('list', { name: '一致した理由' }).innerText()).toContain('読み・質問');
    await shown.getByRole('listitem').filter({ hasText: CARRY_OVER }).waitFor();

    // Another category's users do not see the entry limited to the test category.
    const audience = page.getByRole('combobox', { name: '表示対象' });
    const other = (await audience.locator('option').allInnerTexts()).find((label) => label.endsWith('のユーザー') && !label.startsWith(CATEGORY_NAME));
    if (!other) throw new Error('the demo tenant has no other user category');
    await audience.selectOption({ label: other });
    await page.getByRole('heading', { name: `${other}に表示される結果`, exact: false }).waitFor();
    await shown.getByRole('listitem').filter({ hasText: LEAVE }).waitFor();
    expect(await shown.getByRole('listitem').filter({ hasText: CARRY_OVER }).count()).toBe(0);
    await audience.selectOption({ label: `${CATEGORY_NAME}のユーザー` });
    await shown.getByRole('listitem').filter({ hasText: CARRY_OVER }).waitFor();
    expect(adminPage.pageErrors).toEqual([]);
  });
});
