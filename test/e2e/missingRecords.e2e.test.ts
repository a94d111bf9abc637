import type { Page } from 'playwright-core';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import type { PageWithErrors } from './support/browser';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

// Every detail route of every area opened with an id that names nothing: the page says what is missing
// in its own words, with the way back to its list, and never 権限がありません. Someone else's inquiry in
// the reader's own tenant is told apart (the rules answer a missing id, and refuse another's).

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-missing-records');
const TENANT = 'tenant-a';
const MISSING = 'no-such-record-e2e';

afterAll(() => admin.close());

/** Opens `path`, expects `message` with a link or button `back`, follows it and expects to land on `list`. */
async function expectMissing(page: Page, path: string, message: string, back: string, list: string) {
  await page.goto(`${SHELL_URL}${path}`);
  await page.getByText(message, { exact: true }).waitFor();
  expect(await page.getByText('権限がありません。', { exact: true }).count()).toBe(0);
  await page.getByRole('status').getByText(back, { exact: true }).click();
  await page.waitForURL(`${SHELL_URL}${list}`);
}

async function closed(session: PageWithErrors) {
  expect(session.pageErrors).toEqual([]);
  await session.context.close();
}

describe('a detail route with an id that names nothing', () => {
  it('user area: an inquiry and an FAQ entry; someone else’s inquiry is refused in so many words', async () => {
    const user = await signedInPage(browser(), 'user@a.example.com', `/tenants/${TENANT}`);
    const { page } = user;
    await expectMissing(page, `/tenants/${TENANT}/inquiries/${MISSING}`, '問い合わせが見つかりません。', '問い合わせ一覧に戻る', `/tenants/${TENANT}/inquiries`);
    await expectMissing(page, `/tenants/${TENANT}/faq?id=${MISSING}`, 'よくある質問が見つかりません。', 'よくある質問の一覧に戻る', `/tenants/${TENANT}/faq`);

    const others = await admin.db.collection(`tenants/${TENANT}/inquiries`).where('requesterUid', '!=', 'demo-user-a').limit(1).get();
    const other = others.docs[0];
    if (!other) throw new Error('the demo data has an inquiry of another requester in tenant-a');
    await page.goto(`${SHELL_URL}/tenants/${TENANT}/inquiries/${other.id}`);
    await page.getByText('この問い合わせを表示する権限がありません。', { exact: true }).waitFor();
    expect(await page.getByText(String(other.get('title'))).count()).toBe(0);
    await page.getByRole('link', { name: '問い合わせ一覧に戻る' }).waitFor();
    await closed(user);
  });

  it('tenant admin area: a user, a user category, and an inquiry as the admin reads it', async () => {
    const tenantAdmin = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    const { page } = tenantAdmin;
    await expectMissing(page, `/tenants/${TENANT}/admin/users/${MISSING}`, 'ユーザーが見つかりません。', 'ユーザー一覧に戻る', `/tenants/${TENANT}/admin/users`);
    await expectMissing(
      page,
      `/tenants/${TENANT}/admin/users/categories/${MISSING}`,
      'ユーザーカテゴリが見つかりません。',
      'ユーザーカテゴリ一覧に戻る',
      `/tenants/${TENANT}/admin/categories`,
    );
    await expectMissing(page, `/tenants/${TENANT}/inquiries/${MISSING}`, '問い合わせが見つかりません。', '問い合わせ一覧に戻る', `/tenants/${TENANT}/inquiries`);
    await closed(tenantAdmin);
  });

  it('system admin area: a release note, its preview, a support request and a tenant searched for', async () => {
    const systemAdmin = await signedInPage(browser(), 'sysadmin@example.com', '/select');
    const { page } = systemAdmin;
    await expectMissing(page, `/systemAdmin/patchNote/${MISSING}`, 'リリースノートが見つかりません。', 'リリースノート一覧に戻る', '/systemAdmin/patchNote');
    await expectMissing(
      page,
      `/systemAdmin/patchNote/${MISSING}/preview/${MISSING}`,
      'プレビューが見つかりません。',
      'リリースノート一覧に戻る',
      '/systemAdmin/patchNote',
    );
    await expectMissing(page, `/systemAdmin/support/${MISSING}`, 'サポート依頼が見つかりません。', 'サポート受信箱に戻る', '/systemAdmin/support');
    // Tenants have no detail route: the list, searched for a tenant that does not exist.
    await page.goto(`${SHELL_URL}/systemAdmin/tenants?q=${MISSING}`);
    await page.getByText('条件に一致するテナントはありません', { exact: true }).waitFor();
    await closed(systemAdmin);
  });
});
