import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

// The system admin's system users screen in the composed app against the emulators: one cannot remove
// oneself; an admin added by e-mail is listed, then removed, claim and all. The added account carries
// a per-run token and is deleted afterwards.

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-system-users');
const run = Date.now().toString(36);
const added = { name: `E2E システム管理者 ${run}`, email: `e2e-sysadmin-${run}@example.com` };

afterAll(async () => {
  const account = await admin.auth.getUserByEmail(added.email).catch(() => null);
  if (account) {
    await admin.db.doc(`systemUsers/${account.uid}`).delete();
    const markers = await admin.db.collection('callRequests').where('result.uid', '==', account.uid).get();
    await Promise.all(markers.docs.map((marker) => marker.ref.delete()));
    await admin.auth.deleteUser(account.uid);
  }
  await admin.close();
});

describe('system admin: system users', () => {
  it('adds a system admin by e-mail, lists them, cannot remove oneself, and removes the added one', async () => {
    const { context, page, pageErrors } = await signedInPage(browser(), 'sysadmin@example.com', '/select');
    await page.goto(`${SHELL_URL}/systemAdmin/systemusers`);
    await page.getByRole('heading', { level: 1, name: 'システム管理者' }).waitFor();
    const table = page.getByRole('table', { name: 'システム管理者一覧' });

    const own = table.getByRole('button', { name: '山田 管理を外す' });
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);
    expect(await own.getAttribute('aria-describedby')).toBeTruthy();
    await table.getByText('ご自身は外せません。').waitFor();

    const form = page.getByRole('form', { name: 'システム管理者を追加' });
    await form.getByRole('textbox', { name: '氏名' }).fill(added.name);
    await form.getByRole('textbox', { name: 'メールアドレス' }).fill(added.email);
    await form.getByRole('button', { name: '追加する' }).click();
    await page.locator('.fui-Toast').filter({ hasText: `${added.name}さんをシステム管理者に追加しました。` }).waitFor();

    const addedRow = table.getByRole('row').filter({ hasText: added.email });
    await addedRow.getByText(added.name).waitFor();
    await addedRow.getByText('山田 管理').waitFor();
    const account = await admin.auth.getUserByEmail(added.email);
    expect(account.customClaims?.['systemAdmin']).toBe(true);
    expect((await admin.db.doc(`systemUsers/${account.uid}`).get()).get('addedBy')).toBe('demo-sysadmin');
    expect(await form.getByRole('textbox', { name: '氏名' }).inputValue()).toBe('');

    await addedRow.getByRole('button', { name: `${added.name}を外す` }).click();
    const dialog = page.getByRole('dialog', { name: `${added.name}さんをシステム管理者から外しますか？` });
    await dialog.getByRole('button', { name: '外す' }).click();
    // The dialog hides the rest of the page from the accessibility tree: wait for it to close first.
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.fui-Toast').filter({ hasText: `${added.name}さんをシステム管理者から外しました。` }).waitFor();
    await addedRow.waitFor({ state: 'detached' });
    expect((await admin.db.doc(`systemUsers/${account.uid}`).get()).exists).toBe(false);
    expect((await admin.auth.getUser(account.uid)).customClaims?.['systemAdmin']).toBeUndefined();
    expect(await own.isDisabled()).toBe(true);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
