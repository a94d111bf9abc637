/** @jest-environment node */
// 「本文をチャンネルに表示しない」 (issue 37): everyone who can read the admins' channel sees what is
// posted there, so a tenant may keep bodies out of it. The post then has the title, the requester, the
// category and links; a reply says only that there was one; status lines stay. Checked on what the
// Slack stand-in received through chat.postMessage (text and blocks), as Slack would show it.
import { randomUUID } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import type { SlackStandIn } from '../../scripts/slack/standIn.mjs';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { connectSlack, connectSlackWithChannel, HELPDESK, startSettlingSlackStandIn } from '../support/slackConnect';

const suite = useCallableSuite('slack-channel-privacy');
const ADMIN_A = 'admin@a.example.com';
const USER_A = 'user@a.example.com';
const PHONE = '090-1234-5678';
const BODY = `自宅のVPNに接続できません。折り返しは携帯 ${PHONE} までお願いします。`;

let slack: SlackStandIn;
let filed = 0;

const forget = () => Promise.all([suite.db.doc('slackInstallations/tenant-a').delete(), suite.db.doc('tenants/tenant-a/integrations/slack').delete()]);
const integration = async () => (await suite.db.doc('tenants/tenant-a/integrations/slack').get()).data();
const mutate = (name: string, data: object) => suite.client.call(name, { requestId: randomUUID(), ...data });

beforeAll(async () => {
  setLogLevel('error');
  slack = await startSettlingSlackStandIn();
});
afterAll(async () => {
  await forget();
  await slack?.close();
});
beforeEach(forget);

/** The settings as the admin saves them on the Slack page; `hideBodyInChannel` left out when undefined. */
async function saveSettings(hideBodyInChannel?: unknown) {
  await signInByEmailLink(suite.client.auth, ADMIN_A);
  return mutate('saveSlackSettings', {
    tenantId: 'tenant-a',
    channelId: HELPDESK,
    repliesPublic: false,
    ticketEmoji: 'ticket',
    categoryChannels: {},
    ...(hideBodyInChannel !== undefined && { hideBodyInChannel }),
  });
}

/** An inquiry filed by the requester in the sales category (営業部), and its post in the channel. */
async function fileInquiry() {
  await signInByEmailLink(suite.client.auth, USER_A);
  const inquiryId = `privacy-${Date.now().toString(36)}-${(filed += 1)}`;
  const title = `VPNにつながりません ${inquiryId}`;
  await mutate('createInquiry', { tenantId: 'tenant-a', inquiryId, title, body: BODY, categoryId: 'cat-sales', attachments: [] });
  const post = slack.posts.find((candidate) => candidate.channel === HELPDESK && !candidate.thread_ts && candidate.text.includes(inquiryId));
  return { inquiryId, title, post: post!, thread: () => slack.posts.filter((candidate) => candidate.thread_ts === post?.ts) };
}

/** Everything Slack received for a post: its text and blocks as chat.postMessage carried them. */
const seen = (post: { text: string; blocks: unknown }) => JSON.stringify([post.text, post.blocks]);

it('keeps bodies out of the channel when the tenant chooses: title, requester, category and a link only; replies only say there was one', async () => {
  await connectSlackWithChannel(suite, slack, {}, 'tenant-a', ADMIN_A);
  await saveSettings(true);
  expect(await integration()).toMatchObject({ hideBodyInChannel: true });

  const { inquiryId, title, post, thread } = await fileInquiry();
  const link = `http://localhost:9000/tenants/tenant-a/inquiries/${inquiryId}`;
  expect(post.text).toContain(title);
  expect(post.text).toContain('鈴木 一郎 さん');
  expect(post.text).toContain('カテゴリ: 営業部');
  expect(post.text).toContain(`<${link}|窓口で開く>`);
  expect(post.text).toContain('本文はチャンネルに表示しない設定です。');
  expect(seen(post)).not.toContain(PHONE);
  expect(seen(post)).not.toContain('自宅のVPN');
  // The buttons stay, and link to the inquiry.
  expect(JSON.stringify(post.blocks)).toContain('madoguchi_assign_me');
  const postCalls = slack.calls.filter((call) => call.method === 'chat.postMessage' && JSON.stringify(call.params).includes(inquiryId));
  expect(postCalls).toHaveLength(1);
  expect(JSON.stringify(postCalls)).not.toContain(PHONE);

  // Later posts in the thread: the requester's follow-up, the admin's answer, the status moves.
  await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: `追記です。自宅の電話は ${PHONE} です。`, internal: false, attachments: [] });
  await signInByEmailLink(suite.client.auth, ADMIN_A);
  await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: `${PHONE} にお電話します。`, internal: false, attachments: [] });
  await mutate('changeInquiryStatus', { tenantId: 'tenant-a', inquiryId, status: 'resolved' });
  const said = thread().map((reply) => ({ text: reply.text, username: reply.username }));
  // The replies, under their authors' names (other lines, such as who took the inquiry on, may come between).
  expect(said.filter((reply) => reply.username)).toEqual([
    { text: expect.stringMatching(/^:speech_balloon: 返信がありました。本文はチャンネルに表示しない設定です。/), username: '鈴木 一郎（窓口）' },
    { text: expect.stringMatching(/^:speech_balloon: 返信がありました。/), username: '佐藤 花子（窓口）' },
  ]);
  expect(said.map((reply) => reply.text)).toEqual(
    expect.arrayContaining([
      expect.stringContaining('ステータスを「未対応」から「回答待ち」に変更しました（佐藤 花子）'),
      expect.stringContaining('ステータスを「回答待ち」から「解決済み」に変更しました（佐藤 花子）'),
    ]),
  );
  for (const reply of thread()) expect(seen(reply)).not.toContain(PHONE);
  expect(JSON.stringify(slack.posts.filter((candidate) => candidate.channel === HELPDESK))).not.toContain(PHONE);
});

it('shows bodies by default, keeps the choice when a save leaves it out and across a reconnect, and refuses anything but on or off', async () => {
  await connectSlackWithChannel(suite, slack, {}, 'tenant-a', ADMIN_A);
  expect(await integration()).toMatchObject({ hideBodyInChannel: false });
  const shown = await fileInquiry();
  expect(shown.post.text).toContain(PHONE);

  expect(await codeOf(saveSettings('yes'))).toBe('functions/invalid-argument');
  await saveSettings(true);
  await saveSettings();
  expect(await integration()).toMatchObject({ hideBodyInChannel: true });
  await connectSlack(suite, slack, 'tenant-a', ADMIN_A);
  expect(await integration()).toMatchObject({ status: 'connected', hideBodyInChannel: true });
  expect(seen((await fileInquiry()).post)).not.toContain(PHONE);

  await saveSettings(false);
  expect((await fileInquiry()).post.text).toContain(PHONE);
});
