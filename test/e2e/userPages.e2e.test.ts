import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { formatDateTime } from '../../shared/src/format/dateTime';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import type { PageWithErrors } from './support/browser';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

// Profile, notification settings, the bell and release notes, in the composed app against the
// emulators. Other tests and the seed change the demo data, so each test makes the documents it needs
// and puts back what it changed.

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-user-pages');
const run = Date.now().toString(36);

afterAll(() => admin.close());

/** Resolves once the document, as the server holds it, passes `check` (a listener, not a poll). */
function serverState(ref: DocumentReference, check: (snapshot: DocumentSnapshot) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = ref.onSnapshot((snapshot) => {
      if (!check(snapshot)) return;
      stop();
      resolve();
    }, reject);
  });
}

/** Waits until the input labelled `label` holds `value`. */
async function inputValue(page: Page, label: RegExp, value: string): Promise<void> {
  const input = await page.getByRole('textbox', { name: label }).elementHandle();
  await page.waitForFunction(([element, expected]) => (element as HTMLInputElement).value === expected, [input, value] as const);
}

/** A document's fields as they were, to write back after the test (missing fields deleted). */
async function snapshotFields(ref: DocumentReference, fields: string[]): Promise<DocumentData> {
  const data = (await ref.get()).data() ?? {};
  return Object.fromEntries(fields.map((field) => [field, data[field] ?? FieldValue.delete()]));
}

/** The bell's name: the unread count the server keeps. */
const bellLabel = (unread: number) => (unread === 0 ? 'お知らせ' : `お知らせ、未読 ${unread} 件`);

const userMenu = (page: Page) => page.getByRole('button', { name: 'ユーザーメニュー' });

async function openFromUserMenu(page: Page, item: string, heading: string): Promise<void> {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('profile', () => {
  it('renames the user: the header follows at once, and the name is stored and survives a reload', async () => {
    const userDoc = admin.db.doc('tenants/tenant-b/users/demo-user-b');
    const before = await snapshotFields(userDoc, ['name', 'updatedAt']);
    const renamed = `田中 健太（e2e ${run}）`;
    const { context, page, pageErrors } = await signedInPage(browser(), 'user@b.example.com', '/tenants/tenant-b');
    try {
      await openFromUserMenu(page, 'プロフィール', 'プロフィール');
      await page.getByText('user@b.example.com').waitFor();
      await page.getByRole('list', { name: '所属テナント' }).getByText('みなと物流株式会社').waitFor();
      await inputValue(page, /お名前/, before['name'] as string);

      // Client validation, as strict as the rules: nothing is sent.
      await page.getByRole('textbox', { name: /お名前/ }).fill('   ');
      await page.getByText('お名前を入力してください。').waitFor();

      await page.getByRole('textbox', { name: /お名前/ }).fill(renamed);
      await page.getByRole('button', { name: '保存' }).click();
      await userMenu(page).getByText(renamed).waitFor();
      await serverState(userDoc, (snapshot) => snapshot.get('name') === renamed);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
      await userMenu(page).getByText(renamed).waitFor();
      await inputValue(page, /お名前/, renamed);
      expect(pageErrors).toEqual([]);
    } finally {
      await userDoc.update(before);
      await context.close();
    }
  });
});

describe('notification settings', () => {
  it("shows the server's defaults, saves a tenant admin's grid and reads it back after a reload", async () => {
    const settingsDoc = admin.db.doc('tenants/tenant-a/users/demo-admin-a/settings/notifications');
    const saved = (await settingsDoc.get()).data();
    await settingsDoc.delete();
    const { context, page, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', '/tenants/tenant-a/admin');
    const cell = (name: string) => page.getByRole('checkbox', { name });
    try {
      await openFromUserMenu(page, '通知設定', '通知設定');
      await page.getByRole('table', { name: '通知設定' }).waitFor();
      await page.getByText('まだ保存されていないため、標準の設定を表示しています。').waitFor();
      expect(await cell('問い合わせのステータス変更（メール）').isChecked()).toBe(false);
      expect(await cell('新規問い合わせ（アプリ内）').isChecked()).toBe(true);

      await cell('問い合わせのステータス変更（メール）').click();
      await cell('新規問い合わせ（アプリ内）').click();
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText('通知設定を保存しました。').waitFor();
      const stored = (await settingsDoc.get()).data();
      expect(stored).toMatchObject({
        inquiryReply: { inApp: true, mail: true },
        inquiryStatus: { inApp: true, mail: true },
        releaseNote: { inApp: true, mail: false },
        newInquiry: { inApp: false, mail: true },
      });

      await page.reload();
      await page.getByRole('table', { name: '通知設定' }).waitFor();
      expect(await cell('問い合わせのステータス変更（メール）').isChecked()).toBe(true);
      expect(await cell('新規問い合わせ（アプリ内）').isChecked()).toBe(false);
      expect(await page.getByText(/標準の設定を表示しています/).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      if (saved) await settingsDoc.set(saved);
      else await settingsDoc.delete();
      await context.close();
    }
  });
});

describe('a user in tenant-a', () => {
  const userDoc = admin.db.doc('tenants/tenant-a/users/demo-user-a');
  const notifications = userDoc.collection('notifications');
  let session: PageWithErrors;

  beforeAll(async () => {
    session = await signedInPage(browser(), 'user@a.example.com', '/tenants/tenant-a');
  });
  afterAll(() => session.context.close());
  afterEach(() => expect(session.pageErrors).toEqual([]));

  it('has no new-inquiry row in the notification settings', async () => {
    const { page } = session;
    await page.goto(`${SHELL_URL}/tenants/tenant-a/notifications`);
    await page.getByRole('table', { name: '通知設定' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(4);
    expect(await page.getByRole('row', { name: /新規問い合わせ/ }).count()).toBe(0);
  });

  it('sees a new notification in the bell, opens it (read, and at its link), then marks all read', async () => {
    const { page } = session;
    const unreadBefore = (await notifications.where('read', '==', false).get()).docs.map((doc) => doc.ref);
    const counter = userDoc.collection('counters').doc('notifications');
    const counterBefore = await snapshotFields(counter, ['unread']);
    const now = Date.now();
    const older = notifications.doc();
    const newer = notifications.doc();
    const olderAt = Timestamp.fromMillis(now - 1000);
    // Written as the server's queueNotice writes a notice: the entry and its count in one batch.
    const arrive = admin.db.batch();
    arrive.set(older, { type: 'inquiryReply', title: `e2e 返信 ${run}`, link: '/tenants/tenant-a/profile', read: false, createdAt: olderAt });
    arrive.set(newer, { type: 'inquiryStatus', title: `e2e 状態 ${run}`, link: '/tenants/tenant-a/faq', read: false, createdAt: Timestamp.fromMillis(now) });
    arrive.set(counter, { unread: FieldValue.increment(2) }, { merge: true });
    await arrive.commit();
    try {
      const unread = Number((await counter.get()).get('unread'));
      expect(unread).toBeGreaterThanOrEqual(2);
      await page.goto(`${SHELL_URL}/tenants/tenant-a`);
      await page.getByRole('button', { name: bellLabel(unread), exact: true }).click();

      const list = page.getByRole('list', { name: 'お知らせ一覧' });
      const first = list.getByRole('button', { name: `e2e 返信 ${run}` });
      await first.getByText(formatDateTime(olderAt.toDate(), 'Asia/Tokyo')).waitFor();
      await first.click();
      await page.waitForURL(`${SHELL_URL}/tenants/tenant-a/profile`);
      await serverState(older, (snapshot) => snapshot.get('read') === true);
      await page.getByRole('button', { name: bellLabel(unread - 1), exact: true }).click();

      await page.getByRole('button', { name: 'すべて既読にする' }).click();
      await page.getByRole('button', { name: bellLabel(0), exact: true }).waitFor();
      await serverState(newer, (snapshot) => snapshot.get('read') === true);
      expect(await page.getByRole('button', { name: 'すべて既読にする' }).isDisabled()).toBe(true);
    } finally {
      await Promise.all([older.delete(), newer.delete(), counter.set(counterBefore, { merge: true }), ...unreadBefore.map((ref) => ref.update({ read: false }))]);
      await page.keyboard.press('Escape');
    }
  });

  it('shows a release note published since the last visit as unread, until the release notes are viewed', async () => {
    const { page } = session;
    const before = await snapshotFields(userDoc, ['patchNotesSeenAt', 'updatedAt']);
    const title = `e2e リリースノート ${run}`;
    const note = admin.db.collection('patchNotes').doc();
    const publishedAt = Timestamp.now();
    await userDoc.update({ patchNotesSeenAt: Timestamp.fromMillis(publishedAt.toMillis() - 60_000) });
    await note.set({
      title,
      bodyHtml: '<p>一覧を<strong>見やすく</strong>しました。</p><img src="x" onerror="window.__injected = true">',
      labels: ['new', 'fix'],
      status: 'published',
      publishAt: null,
      publishedAt,
      authorUid: 'demo-sysadmin',
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
    try {
      const newer = await admin.db
        .collection('patchNotes')
        .where('status', '==', 'published')
        .where('publishedAt', '>', Timestamp.fromMillis(publishedAt.toMillis() - 60_000))
        .get();
      const count = Math.min(newer.size, 10);
      const badge = count >= 10 ? '未読 10 件以上' : `未読 ${count} 件`;
      await page.goto(`${SHELL_URL}/tenants/tenant-a`);
      await page.getByRole('link', { name: `リリースノート、${badge}` }).click();

      await page.waitForURL(`${SHELL_URL}/tenants/tenant-a/patch-note`);
      const article = page.getByRole('article', { name: title });
      await article.getByText('未読').waitFor();
      await article.getByText('新機能').waitFor();
      await article.getByText('修正').waitFor();
      expect(await article.locator('strong').innerText()).toBe('見やすく');
      // The image that carried the handler is gone altogether: the shared policy allows no <img>.
      expect(await article.locator('img').count()).toBe(0);
      expect(await page.evaluate(() => (window as { __injected?: unknown }).__injected)).toBeUndefined();

      // Viewing the page records the visit with the server's time, and the entry's badge clears.
      await page.getByRole('link', { name: 'リリースノート', exact: true }).waitFor();
      await serverState(userDoc, (snapshot) => {
        const seenAt = snapshot.get('patchNotesSeenAt') as Timestamp | undefined;
        return seenAt !== undefined && seenAt.toMillis() >= publishedAt.toMillis();
      });
    } finally {
      await note.delete();
      await userDoc.update(before);
    }
  });
});
