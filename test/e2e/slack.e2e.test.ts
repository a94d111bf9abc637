// Slack end to end in the browser, with the local stand-in playing Slack: the tenant admin connects
// through Slack's authorize page and back through /slack/oauth_redirect, picks the channel; a user
// files an inquiry, Slack receives the post; a signed thread reply arrives and the user reads it. An
// employee asks from Slack's page and gets the answer back there.
import type { Page } from 'playwright-core';
import type { SlackStandIn } from '../../scripts/slack/standIn.mjs';
import { inquiryEventsSettled } from '../support/inquiryEvents';
import { startSettlingSlackStandIn, warmSlackDoors } from '../support/slackConnect';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-slack');
const TENANT = 'tenant-a';
const SLACK_PAGE = `${SHELL_URL}/tenants/${TENANT}/admin/slack`;
const title = `プリンターが印刷できません ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text });

let slack: SlackStandIn;
let inquiryPath = '';

async function forgetSlack() {
  await Promise.all([admin.db.doc(`slackInstallations/${TENANT}`).delete(), admin.db.doc(`tenants/${TENANT}/integrations/slack`).delete()]);
}

beforeAll(async () => {
  slack = await startSettlingSlackStandIn();
  await warmSlackDoors(slack);
  await forgetSlack();
});
afterAll(async () => {
  if (inquiryPath) await admin.db.recursiveDelete(admin.db.doc(inquiryPath));
  await forgetSlack();
  await slack?.close();
  await admin.close();
});

describe('Slack', () => {
  it('connects, posts a new inquiry to the chosen channel, and brings a thread reply back to the user', async () => {
    const adminSession = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    const { page } = adminSession;

    // Connect: our page → Slack's authorize page → /slack/oauth_redirect → back to the settings.
    await page.goto(SLACK_PAGE);
    await page.getByRole('button', { name: 'Slackに接続' }).click();
    await page.waitForURL(`${slack.url}/oauth/v2/authorize?**`);
    await page.getByRole('button', { name: '許可する' }).click();
    await toast(page, `Slackワークスペース「${slack.team.name}」と連携しました。`).waitFor();
    await page.waitForURL(SLACK_PAGE);
    await page.getByRole('heading', { name: '接続中のワークスペース' }).waitFor();
    await page.getByText(slack.team.name).first().waitFor();

    // Choose the default channel; private channels and channels without the app are marked.
    await page.getByRole('combobox', { name: '既定のチャンネル' }).click();
    await page.getByRole('option', { name: /#general（アプリ未参加）/ }).waitFor();
    await page.getByRole('option', { name: /#it-private（非公開）/ }).waitFor();
    await page.getByRole('option', { name: '#helpdesk' }).click();
    // Thread replies stay internal notes unless the admin knowingly sends them to requesters.
    await page.getByRole('switch', { name: 'スレッドでの返信を問い合わせ者に送る' }).click();
    await page.getByRole('button', { name: '送るようにする' }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await toast(page, 'Slack連携の設定を保存しました。').waitFor();
    const integration = await admin.db.doc(`tenants/${TENANT}/integrations/slack`).get();
    expect(integration.data()).toMatchObject({ status: 'connected', channelId: 'C0HELPDESK', channelName: 'helpdesk', repliesPublic: true });

    await page.getByRole('button', { name: '今すぐ確認' }).click();
    await page.getByText('確認しました。問題は見つかりませんでした。').waitFor();

    // A user files an inquiry in the browser; Slack receives it in #helpdesk.
    const userSession = await signedInPage(browser(), 'user@a.example.com', `/tenants/${TENANT}`);
    const userPage = userSession.page;
    await userPage.goto(`${SHELL_URL}/tenants/${TENANT}/inquiries?new=1`);
    const form = userPage.getByRole('form', { name: '新規問い合わせ' });
    await form.getByLabel('件名').fill(title);
    await form.getByLabel('内容').fill('3階の複合機で印刷ジョブが止まったままです。');
    const filing = new Date();
    await form.getByRole('button', { name: '送信する' }).click();
    await userPage.waitForURL(new RegExp(`/tenants/${TENANT}/inquiries/[A-Za-z0-9-]+$`));
    // The post follows the filing as a reaction to its event.
    await inquiryEventsSettled(filing, { atLeast: 1 });
    inquiryPath = new URL(userPage.url()).pathname.replace(/^\//, '');
    const parent = slack.posts.find((post) => post.text.includes(title));
    expect(parent).toMatchObject({ channel: 'C0HELPDESK', thread_ts: null });
    expect(parent?.text).toContain(`${SHELL_URL}/${inquiryPath}`);

    // Someone answers in the thread; the user sees it in the open inquiry, marked as from Slack.
    const answered = await slack.reply({ channel: 'C0HELPDESK', threadTs: String(parent?.ts), text: '電源を入れ直すと復旧します。' });
    expect(answered.status).toBe(200);
    const thread = userPage.getByRole('list', { name: 'やり取り' });
    // Written by the tenant's admin, named as the tenant knows them.
    const reply = thread.getByRole('listitem', { name: '佐藤 花子 のメッセージ' });
    await reply.getByText('電源を入れ直すと復旧します。').waitFor();
    await reply.getByText('Slack', { exact: true }).waitFor();

    // The admin home shows the connection as healthy.
    await page.goto(`${SHELL_URL}/tenants/${TENANT}/admin`);
    await page.getByText('正常').first().waitFor();
    expect(adminSession.pageErrors).toEqual([]);
    expect(userSession.pageErrors).toEqual([]);
    await userSession.context.close();
    await adminSession.context.close();
  });

  it('lets an employee ask from Slack (message shortcut, modal) and brings the admin\'s answer back to Slack, where their thread reply reaches the admin', async () => {
    const asked = `VPNに接続できません ${Date.now().toString(36)}`;
    const employee = await browser().newContext({ locale: 'ja-JP' });
    const slackPage = await employee.newPage();
    await slackPage.goto(`${slack.url}/?as=U0USERA001`);

    // In #helpdesk, the employee writes, then turns the message into an inquiry with the shortcut.
    const helpdesk = slackPage.getByRole('region', { name: '#helpdesk' });
    await helpdesk.getByLabel('#helpdesk にメッセージを送信').fill(`${asked}\n自宅から社内システムに入れません。`);
    await helpdesk.getByRole('button', { name: /として送信$/ }).click();
    await helpdesk.getByRole('article').filter({ hasText: asked }).getByRole('button', { name: '窓口に問い合わせ' }).click();
    const modal = slackPage.getByRole('dialog', { name: '窓口に問い合わせ' });
    expect(await modal.getByLabel('件名').inputValue()).toBe(asked);
    await modal.getByRole('button', { name: '送信' }).last().click();
    const done = slackPage.getByRole('dialog', { name: '送信しました' });
    await done.getByText('を受け付けました').waitFor();
    await done.getByRole('button', { name: '閉じる' }).click();
    const filed = await admin.db.collection(`tenants/${TENANT}/inquiries`).where('title', '==', asked).get();
    expect(filed.docs.map((doc) => doc.get('requesterUid'))).toEqual(['demo-user-a']);
    const inquiryId = filed.docs[0]!.id;

    // The admin answers on the web.
    const adminSession = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    await adminSession.page.goto(`${SHELL_URL}/tenants/${TENANT}/inquiries/${inquiryId}`);
    const reply = adminSession.page.getByRole('form', { name: '返信・社内メモ' });
    await reply.getByRole('textbox', { name: /^返信/ }).fill('VPNクライアントを再起動してください。');
    const answering = new Date();
    await reply.getByRole('button', { name: '返信する' }).click();
    // The DM follows the answer as a reaction to its event (the page shows the answer before the server has it).
    await inquiryEventsSettled(answering, { atLeast: 1 });

    // The employee reads it in their DM with the app, and answers in that thread.
    await slackPage.goto(`${slack.url}/?as=U0USERA001`);
    const dm = slackPage.getByRole('region', { name: 'ダイレクトメッセージ（窓口アプリ）' });
    const thread = dm.getByRole('listitem').filter({ hasText: asked }).first();
    await thread.getByText('VPNクライアントを再起動してください。').waitFor();
    await thread.getByLabel('スレッドで返信').fill('再起動したら接続できました。');
    const answeringBack = new Date();
    await thread.getByRole('button', { name: '返信する' }).click();
    // The stand-in hands the event to the app before it shows the page again; the app takes it after acknowledging.
    await dm.getByRole('listitem').filter({ hasText: asked }).first().getByText('再起動したら接続できました。').waitFor();
    await inquiryEventsSettled(answeringBack, { atLeast: 1 });
    const taken = await admin.db.collection(`tenants/${TENANT}/inquiries/${inquiryId}/messages`).where('body', '==', '再起動したら接続できました。').get();
    expect(taken.docs.map((doc) => doc.get('authorUid'))).toEqual(['demo-user-a']);

    // And the admin sees it on the inquiry's page.
    await adminSession.page.getByText('再起動したら接続できました。').waitFor();
    expect(adminSession.pageErrors).toEqual([]);
    await admin.db.recursiveDelete(admin.db.doc(`tenants/${TENANT}/inquiries/${inquiryId}`));
    await adminSession.context.close();
    await employee.close();
  });

  it('says so when the admin cancels on Slack\'s page, and stores nothing', async () => {
    const session = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    await forgetSlack();
    await session.page.goto(SLACK_PAGE);
    await session.page.getByRole('button', { name: 'Slackに接続' }).click();
    await session.page.getByRole('link', { name: 'キャンセル' }).click();
    await session.page.getByText('Slackでの連携がキャンセルされました。').waitFor();
    expect((await admin.db.doc(`slackInstallations/${TENANT}`).get()).exists).toBe(false);
    await session.context.close();
  });
});
