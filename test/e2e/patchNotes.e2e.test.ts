import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { publishDuePatchNotes } from '../../functions/src/patchNotes/publishScheduledPatchNotes';
import { brandTheme } from '../../shared/src/theme/brandTheme';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import type { PageWithErrors } from './support/browser';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';
import { serverCall } from '../support/serverCall';

// Release notes end to end: a system admin writes, previews, schedules and publishes one, and a user
// of another tenant reads it with the unread badge; hostile HTML renders inert for readers and in the
// preview. Every note and preview made here is deleted afterwards.

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-patch-notes');
const run = Date.now().toString(36);
const made: DocumentReference[] = [];

afterAll(async () => {
  // Publishing told every demo user: their bell entries (named by the note's id) go with the notes.
  const bells = await admin.db.collectionGroup('notifications').where('type', '==', 'releaseNote').get();
  const ids = made.map((ref) => ref.id);
  await Promise.all([...made.map((ref) => admin.db.recursiveDelete(ref)), ...bells.docs.filter((doc) => ids.includes(doc.id)).map((doc) => doc.ref.delete())]);
  await admin.close();
});

/** Payloads that must never run: each would set window.__xss. */
const HOSTILE_HTML = [
  '<p>安全な本文です。</p>',
  '<img src="x" onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=2">リンクA</a>',
  '<a href="jav&#x09;ascript:window.__xss=3">リンクB</a>',
  '<svg><script>window.__xss=4</script></svg>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=6">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=7>">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=window.__xss=8 src>">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=9>">',
].join('');

/** Nothing hostile ran or survived in the page: no flag, no handler attributes, no scripts, no javascript: links. */
async function expectInert(session: PageWithErrors, scope: string): Promise<void> {
  const { page } = session;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const name of ['リンクA', 'リンクB']) {
    const link = page.locator(scope).getByText(name);
    if (await link.count()) await link.click({ noWaitAfter: true }).catch(() => undefined);
  }
  // Every image has settled (loaded or failed), so an onerror would have fired by now.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const found = await page.evaluate((selector) => {
    const root = document.querySelector(selector);
    const all = root ? [...root.querySelectorAll('*')] : [];
    return {
      flag: (window as { __xss?: unknown }).__xss ?? null,
      handlers: all.filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith('on'))).length,
      scripts: all.filter((element) => ['SCRIPT', 'IFRAME', 'STYLE'].includes(element.tagName.toUpperCase())).length,
      jsLinks: all.filter((element) => /^\s*javascript:/i.test(element.getAttribute('href') ?? '')).length,
    };
  }, scope);
  expect(found).toEqual({ flag: null, handlers: 0, scripts: 0, jsLinks: 0 });
  expect(dialogs).toEqual([]);
  expect(session.pageErrors).toEqual([]);
}

async function fillEditor(page: Page, title: string, body: string): Promise<void> {
  await page.getByRole('textbox', { name: /タイトル/ }).fill(title);
  await page.getByRole('checkbox', { name: '新機能' }).check();
  const editor = page.getByRole('textbox', { name: /本文/ });
  await editor.click();
  await page.keyboard.type(body);
}

/** `#rrggbb` as the browser computes a colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('release notes', () => {
  it("shows a note's links in the brand's link colour, underlined, with a ring when reached by keyboard", async () => {
    const reader = await signedInPage(browser(), 'user@a.example.com', '/tenants/tenant-a');
    const { page } = reader;
    await page.goto(`${SHELL_URL}/tenants/tenant-a/patch-note`);
    const link = page.getByRole('article').getByRole('link', { name: '利用ガイド' });
    const style = () =>
      link.evaluate((element) => {
        const { color, textDecorationLine, outlineStyle, outlineWidth } = getComputedStyle(element);
        return { color, textDecorationLine, outlineStyle, outlineWidth };
      });
    expect(await style()).toMatchObject({ color: rgb(brandTheme.colorBrandForegroundLink), textDecorationLine: 'underline', outlineStyle: 'none' });
    await page.keyboard.press('Tab');
    await link.focus();
    expect(await style()).toMatchObject({ outlineStyle: 'solid', outlineWidth: '2px' });
    expect(reader.pageErrors).toEqual([]);
    await reader.context.close();
  });

  it('renders hostile HTML inert for readers and in the preview', async () => {
    const note = admin.db.collection('patchNotes').doc();
    made.push(note);
    const now = Timestamp.now();
    const title = `e2e XSS ${run}`;
    await note.set({ title, bodyHtml: HOSTILE_HTML, labels: ['fix'], status: 'published', publishAt: null, publishedAt: now, authorUid: 'demo-sysadmin', createdAt: now, updatedAt: now });
    const preview = await note.collection('previews').add({ title, bodyHtml: HOSTILE_HTML, labels: ['fix'], createdBy: 'demo-sysadmin', createdAt: now });

    const reader = await signedInPage(browser(), 'user@b.example.com', '/tenants/tenant-b');
    await reader.page.goto(`${SHELL_URL}/tenants/tenant-b/patch-note`);
    await reader.page.getByRole('article', { name: title }).getByText('安全な本文です。').waitFor();
    await expectInert(reader, 'article');
    await reader.context.close();

    const sysadmin = await signedInPage(browser(), 'sysadmin@example.com', '/select');
    await sysadmin.page.goto(`${SHELL_URL}/systemAdmin/patchNote/${note.id}/preview/${preview.id}`);
    await sysadmin.page.getByRole('article', { name: title }).getByText('安全な本文です。').waitFor();
    await expectInert(sysadmin, 'article');
    await sysadmin.context.close();
  });

  it('is written, previewed, scheduled and published, and a user of another tenant sees it unread', async () => {
    const title = `e2e リリースノート ${run}`;
    const sysadmin = await signedInPage(browser(), 'sysadmin@example.com', '/select');
    const { page, context } = sysadmin;
    await page.goto(`${SHELL_URL}/systemAdmin/patchNote`);
    await page.getByRole('button', { name: '新規作成' }).click();
    await fillEditor(page, title, '検索がさらに速くなりました。');
    await page.getByRole('button', { name: '下書き保存' }).click();
    await page.waitForURL(/\/systemAdmin\/patchNote\/(?!new)[^/]+$/);
    const noteId = new URL(page.url()).pathname.split('/').pop()!;
    const note = admin.db.doc(`patchNotes/${noteId}`);
    made.push(note);
    expect((await note.get()).get('status')).toBe('draft');

    // The preview shows unsaved edits in a new tab, as users will see them.
    // Into the paragraph, then to the end of the document, as a person clicks and presses Ctrl+End.
    await page.getByRole('textbox', { name: /本文/ }).getByText('検索がさらに速くなりました。').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('（プレビュー確認）');
    // The preview takes the form as the page last rendered it: let the typing land first.
    await page.getByRole('textbox', { name: /本文/ }).getByText('検索がさらに速くなりました。（プレビュー確認）').waitFor();
    const [previewTab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'プレビュー' }).click()]);
    const article = previewTab.getByRole('article', { name: title });
    await article.getByText('検索がさらに速くなりました。（プレビュー確認）').waitFor();
    await article.getByText('新機能').waitFor();
    await previewTab.close();

    // Scheduled: saved with the edit, still a draft that readers cannot see.
    const inADay = new Date(Date.now() + 24 * 3600_000);
    const local = new Date(inADay.getTime() - inADay.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByLabel('公開日時を予約').fill(local);
    await page.getByRole('button', { name: '予約する' }).click();
    await page.getByRole('region', { name: '公開' }).getByText('予約', { exact: true }).waitFor();
    const scheduled = await note.get();
    expect(scheduled.get('status')).toBe('draft');
    expect(scheduled.get('bodyHtml')).toContain('（プレビュー確認）');

    // The scheduled function publishes it once its time has come.
    await note.update({ publishAt: Timestamp.fromMillis(Date.now() - 1000) });
    await serverCall(publishDuePatchNotes, admin.db, new Date());
    await page.getByRole('region', { name: '公開' }).getByText('公開済み', { exact: true }).waitFor();

    const reader = await signedInPage(browser(), 'user@b.example.com', '/tenants/tenant-b');
    await reader.page.getByRole('link', { name: /^リリースノート、未読 \d+ 件(以上)?$/ }).click();
    await reader.page.getByRole('article', { name: title }).getByText('未読').waitFor();
    expect(reader.pageErrors).toEqual([]);
    await reader.context.close();

    // Unpublished, then published at once.
    await page.getByRole('button', { name: '公開を取り消す' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取り消す' }).click();
    await page.getByRole('region', { name: '公開' }).getByText('下書き', { exact: true }).waitFor();
    await page.getByRole('button', { name: '今すぐ公開' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '公開する' }).click();
    await page.getByRole('region', { name: '公開' }).getByText('公開済み', { exact: true }).waitFor();
    expect((await note.get()).get('status')).toBe('published');
    expect(sysadmin.pageErrors).toEqual([]);
    await context.close();
  });
});
