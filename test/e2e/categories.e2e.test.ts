// User categories in the browser: a tenant admin registers one, edits it, sees its member count, and
// deletes it, moving its users to another category. The member is a user document made here; the
// category and the document carry a per-run token and are removed afterwards, whatever happened.
import type { Page } from 'playwright-core';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-categories');
const TENANT = 'tenant-a';
const LIST_URL = `${SHELL_URL}/tenants/${TENANT}/admin/categories`;
const run = `e2e${Date.now().toString(36)}`;
/** A toast on screen (its text is also in a live region for screen readers, hence the class). */
const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text });
const MEMBER = admin.db.doc(`tenants/${TENANT}/users/${run}-member`);
/** A seeded category of tenant-a that the member moves to. */
const TARGET = { id: 'cat-dev', name: '開発部' };

const registered = `法務部 ${run}`;
const renamed = `法務・知財部 ${run}`;
let categoryId = '';

afterAll(async () => {
  await MEMBER.delete();
  const left = await admin.db.collection(`tenants/${TENANT}/categories`).where('name', 'in', [registered, renamed]).get();
  await Promise.all(left.docs.map((doc) => doc.ref.delete()));
  await admin.close();
});

const row = (page: Page, name: string) => page.getByRole('table', { name: 'ユーザーカテゴリ一覧' }).getByRole('row').filter({ hasText: name });

describe('user categories', () => {
  it('registers, edits and deletes a category, moving its users to the chosen category', async () => {
    const { context, page, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    try {
      await page.goto(LIST_URL);
      await row(page, '営業部').waitFor();
      await page.getByRole('button', { name: '新規登録' }).click();
      await page.waitForURL(`${SHELL_URL}/tenants/${TENANT}/admin/users/categories/new`);

      // Client validation first: nothing is sent without a name.
      const form = page.getByRole('form', { name: 'ユーザーカテゴリ登録' });
      await form.getByRole('button', { name: '登録する' }).click();
      await form.getByText('カテゴリ名を入力してください。').waitFor();

      await form.getByLabel('カテゴリ名').fill(registered);
      await form.getByLabel('説明').fill('契約書の確認を担当します。');
      await form.getByLabel('表示順').fill('90');
      await form.getByRole('button', { name: '登録する' }).click();
      await page.waitForURL(LIST_URL);
      await toast(page, `ユーザーカテゴリ「${registered}」を登録しました。`).waitFor();
      await row(page, registered).getByText('0人').waitFor();
      const stored = await admin.db.collection(`tenants/${TENANT}/categories`).where('name', '==', registered).get();
      expect(stored.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ description: '契約書の確認を担当します。', order: 90 })]);
      categoryId = stored.docs[0]!.id;

      // Edit it from the list.
      await row(page, registered).getByRole('link', { name: registered }).click();
      await page.waitForURL(`${SHELL_URL}/tenants/${TENANT}/admin/users/categories/${categoryId}`);
      const editor = page.getByRole('form', { name: 'ユーザーカテゴリ編集' });
      expect(await editor.getByLabel('カテゴリ名').inputValue()).toBe(registered);
      await editor.getByLabel('カテゴリ名').fill(renamed);
      await editor.getByLabel('表示順').fill('91');
      await editor.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(LIST_URL);
      await toast(page, `ユーザーカテゴリ「${renamed}」を保存しました。`).waitFor();
      expect((await admin.db.doc(`tenants/${TENANT}/categories/${categoryId}`).get()).data()).toEqual(
        expect.objectContaining({ name: renamed, description: '契約書の確認を担当します。', order: 91 }),
      );

      // A member joins (written as the server would) and the list counts them.
      await MEMBER.set({ name: `検証 太郎 ${run}`, email: `${run}@a.example.com`, isTenantAdmin: false, categoryIds: [categoryId], status: 'active' });
      await page.reload();
      await row(page, renamed).getByText('1人').waitFor();

      // Delete it, moving what it has to 開発部.
      await row(page, renamed).getByRole('link', { name: renamed }).click();
      await page.getByRole('button', { name: 'このカテゴリを削除' }).click();
      const dialog = page.getByRole('dialog', { name: `「${renamed}」を削除しますか?` });
      await dialog.getByText('ユーザー: 1人').waitFor();
      await dialog.getByRole('button', { name: '削除する' }).click();
      await dialog.getByText('移動先を選んでください。').waitFor();
      await dialog.getByRole('combobox', { name: /移動先/ }).click();
      await page.getByRole('option', { name: TARGET.name }).click();
      await dialog.getByRole('button', { name: '削除する' }).click();
      await page.waitForURL(LIST_URL);
      await toast(page, `ユーザーカテゴリ「${renamed}」を削除しました。1件を「${TARGET.name}」に移しました。`).waitFor();
      await row(page, TARGET.name).waitFor();
      expect(await row(page, renamed).count()).toBe(0);

      expect((await admin.db.doc(`tenants/${TENANT}/categories/${categoryId}`).get()).exists).toBe(false);
      expect((await MEMBER.get()).get('categoryIds')).toEqual([TARGET.id]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
