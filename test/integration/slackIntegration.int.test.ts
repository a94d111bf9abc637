/** @jest-environment node */
// The Slack integration against the emulators, with a local stand-in playing Slack (scripts/slack):
// installing through a single-use state, routing and posting inquiries, replies coming back through
// the signed events endpoint, failures Slack reports, uninstall, the token staying server-side, two
// tenants sharing a workspace, what people write reaching Slack as plain text, and suspended tenants.
import { randomUUID } from 'node:crypto';
import { doc, getDoc, serverTimestamp, setLogLevel, updateDoc } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { postNewInquiry, postPendingInquiries, postStatusChange, postWebReply } from '../../functions/src/slack/inquiryThreads';
import { signatureOf } from '../../functions/src/slack/signature';
import { threadRule } from '../../functions/src/slack/slackMessages';
import { LOCAL_SLACK, markupOf, type SlackStandIn } from '../../scripts/slack/standIn.mjs';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { approveAt as approveIn, connectSlack, connectSlackWithChannel, HELPDESK, startSettlingSlackStandIn, type SlackSettings } from '../support/slackConnect';
import { serverCall } from '../support/serverCall';
import { expectWrittenAsContract, writtenAsContract } from '../support/storedContracts';
import { inquiryDocument, messageDocument, slackIntegrationDocument } from '@madoguchi/shared/contracts';

const suite = useCallableSuite('slack-integration');
const ADMIN_A = 'admin@a.example.com';
const USER_A = 'user@a.example.com';
const ADMIN_B = 'multi@example.com'; // tenant admin of tenant-b, plain user of tenant-a
const USER_B = 'user@b.example.com';
const SYSADMIN = 'sysadmin@example.com';
const PRIVATE = 'G0PRIVATE1';
const NOT_MEMBER = 'C0GENERAL1';

let slack: SlackStandIn;
/** Every callable result of the file, to show none carries the token. */
const results: unknown[] = [];

async function call<T = Record<string, unknown>>(name: string, data: object): Promise<T> {
  const result = await suite.client.call(name, data);
  results.push(result);
  return result as T;
}
const mutate = <T = Record<string, unknown>>(name: string, data: object) => call<T>(name, { requestId: randomUUID(), ...data });
const signIn = (email: string) => signInByEmailLink(suite.client.auth, email);

/** The integration document as the server left it, checked against its contract each time it is read. */
async function integration(tenantId = 'tenant-a') {
  const data = (await suite.db.doc(`tenants/${tenantId}/integrations/slack`).get()).data();
  if (data) expectWrittenAsContract(slackIntegrationDocument, data);
  return data;
}
const installation = async (tenantId = 'tenant-a') => (await suite.db.doc(`slackInstallations/${tenantId}`).get()).data();
const inquiry = async (id: string) => writtenAsContract(inquiryDocument, (await suite.db.doc(`tenants/tenant-a/inquiries/${id}`).get()).data());
const messagesOf = async (id: string) =>
  (await suite.db.collection(`tenants/tenant-a/inquiries/${id}/messages`).orderBy('createdAt').get()).docs.map((m) => writtenAsContract(messageDocument, m.data()));

async function forget(tenantId: string) {
  await Promise.all([
    suite.db.doc(`slackInstallations/${tenantId}`).delete(),
    suite.db.doc(`tenants/${tenantId}/integrations/slack`).delete(),
  ]);
}

const approveAt = (authorizeUrl: string) => approveIn(slack, authorizeUrl);
const connect = (tenantId = 'tenant-a', email = ADMIN_A) => connectSlack(suite, slack, tenantId, email, (result) => results.push(result));
const connectWithChannel = (settings: SlackSettings = {}, tenantId = 'tenant-a', email = ADMIN_A) =>
  connectSlackWithChannel(suite, slack, settings, tenantId, email, (result) => results.push(result));

let inquiryCount = 0;
interface Filing {
  tenantId?: string;
  email?: string;
  title?: (inquiryId: string) => string;
  body?: string;
}
async function fileInquiry(categoryId: string | null = null, filing: Filing = {}) {
  const { tenantId = 'tenant-a', email = USER_A, body = '自宅から接続できません。\n<エラー> & 再起動済み' } = filing;
  await signIn(email);
  const inquiryId = `slack-${Date.now().toString(36)}-${(inquiryCount += 1)}`;
  const title = filing.title?.(inquiryId) ?? `VPNにつながりません ${inquiryId}`;
  const { number } = await mutate<{ number: number }>('createInquiry', { tenantId, inquiryId, title, body, categoryId, attachments: [] });
  return { inquiryId, title, number };
}

/** How many "Slack連携が切れました" notices the user has in the tenant. */
const cutOffNotices = async (tenantId: string, uid: string) =>
  (await suite.db.collection(`tenants/${tenantId}/users/${uid}/notifications`).where('type', '==', 'slackDisconnected').count().get()).data().count;

const postsAbout = (text: string) => slack.posts.filter((post) => post.text.includes(text));
const threadOf = (ts: string) => slack.posts.filter((post) => post.thread_ts === ts);

beforeAll(async () => {
  setLogLevel('error');
  slack = await startSettlingSlackStandIn();
  // postPendingInquiries runs in this process (the scheduled job's core): it reads the same config.
  process.env.SLACK_API_URL = `${slack.url}/api/`;
});
afterAll(async () => {
  await Promise.all([forget('tenant-a'), forget('tenant-b')]);
  await slack?.close();
});
beforeEach(async () => {
  await Promise.all([forget('tenant-a'), forget('tenant-b')]);
});

describe('connecting', () => {
  it('sends the admin to Slack with the client id, the minimal scopes and a state bound to them and the tenant', async () => {
    const admin = await signIn(ADMIN_A);
    const { authorizeUrl } = await call<{ authorizeUrl: string }>('startSlackInstall', { tenantId: 'tenant-a' });
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${slack.url}/oauth/v2/authorize`);
    expect(url.searchParams.get('client_id')).toBe(LOCAL_SLACK.clientId);
    expect(url.searchParams.get('scope')).toBe(LOCAL_SLACK.scopes);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:9000/slack/oauth_redirect');
    const state = (await suite.db.doc(`slackInstallStates/${url.searchParams.get('state')}`).get()).data();
    expect(state).toMatchObject({ tenantId: 'tenant-a', uid: admin.uid, usedAt: null });
    const ttl = (state?.['expiresAt'] as Timestamp).toMillis() - (state?.['createdAt'] as Timestamp).toMillis();
    expect(ttl).toBe(10 * 60 * 1000);
  });

  it('lets only the tenant\'s admins start', async () => {
    await signIn(USER_A);
    expect(await codeOf(suite.client.call('startSlackInstall', { tenantId: 'tenant-a' }))).toBe('functions/permission-denied');
    await signIn(ADMIN_B);
    expect(await codeOf(suite.client.call('startSlackInstall', { tenantId: 'tenant-a' }))).toBe('functions/permission-denied');
  });

  it('stores the bot token only server-side and shows the admins the workspace', async () => {
    const result = await connect();
    expect(result).toEqual({ tenantId: 'tenant-a', teamName: LOCAL_SLACK.teamName });
    const token = String((await installation())?.['botToken']);
    expect(token).toMatch(/^xoxb-/);
    expect(await installation()).toMatchObject({ teamId: LOCAL_SLACK.teamId, botUserId: slack.botUserId, installedBy: 'demo-admin-a' });
    const shown = await integration();
    expect(shown).toMatchObject({ status: 'connected', teamId: LOCAL_SLACK.teamId, teamName: LOCAL_SLACK.teamName, channelId: null, repliesPublic: false, ticketEmoji: 'ticket', connectedBy: 'demo-admin-a', connectedByName: '佐藤 花子' });
    expect(JSON.stringify(shown)).not.toContain(token);
    // The admin's own client reads the public half and is refused the token.
    expect((await getDoc(doc(suite.client.db, 'tenants/tenant-a/integrations/slack'))).get('teamName')).toBe(LOCAL_SLACK.teamName);
    expect(await codeOf(getDoc(doc(suite.client.db, 'slackInstallations/tenant-a')))).toBe('permission-denied');
  });

  it.each([
    ['an unknown state', () => ({ state: 'A'.repeat(32) }), 'functions/invalid-argument'],
    ['a state that is no id of ours', () => ({ state: '../slackInstallations/tenant-a' }), 'functions/invalid-argument'],
    ['a missing state', () => ({ state: undefined }), 'functions/invalid-argument'],
  ])('refuses %s and stores nothing', async (_name, override, code) => {
    await signIn(ADMIN_A);
    const { authorizeUrl } = await call<{ authorizeUrl: string }>('startSlackInstall', { tenantId: 'tenant-a' });
    const approved = await approveAt(authorizeUrl);
    expect(await codeOf(suite.client.call('completeSlackInstall', { ...approved, ...override() }))).toBe(code);
    expect(await installation()).toBeUndefined();
    expect(await integration()).toBeUndefined();
  });

  it('refuses an expired state and stores nothing', async () => {
    await signIn(ADMIN_A);
    const { authorizeUrl } = await call<{ authorizeUrl: string }>('startSlackInstall', { tenantId: 'tenant-a' });
    const approved = await approveAt(authorizeUrl);
    await suite.db.doc(`slackInstallStates/${approved.state}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await codeOf(suite.client.call('completeSlackInstall', approved))).toBe('functions/deadline-exceeded');
    expect(await installation()).toBeUndefined();
  });

  it('uses a state once: a second completion is refused, even with a fresh code', async () => {
    await signIn(ADMIN_A);
    const { authorizeUrl } = await call<{ authorizeUrl: string }>('startSlackInstall', { tenantId: 'tenant-a' });
    const approved = await approveAt(authorizeUrl);
    await call('completeSlackInstall', approved);
    await forget('tenant-a');
    const again = await approveAt(authorizeUrl);
    expect(await codeOf(suite.client.call('completeSlackInstall', again))).toBe('functions/failed-precondition');
    expect(await installation()).toBeUndefined();
  });

  it('refuses another admin\'s state, of another tenant, and does not spend it', async () => {
    await signIn(ADMIN_B);
    const { authorizeUrl } = await call<{ authorizeUrl: string }>('startSlackInstall', { tenantId: 'tenant-b' });
    const approved = await approveAt(authorizeUrl);
    await signIn(ADMIN_A);
    expect(await codeOf(suite.client.call('completeSlackInstall', approved))).toBe('functions/permission-denied');
    expect(await installation('tenant-a')).toBeUndefined();
    expect(await installation('tenant-b')).toBeUndefined();
    expect((await suite.db.doc(`slackInstallStates/${approved.state}`).get()).get('usedAt')).toBeNull();
  });

  it('refuses a code Slack does not know, spending the state', async () => {
    await signIn(ADMIN_A);
    const { authorizeUrl } = await call<{ authorizeUrl: string }>('startSlackInstall', { tenantId: 'tenant-a' });
    const { state } = await approveAt(authorizeUrl);
    const refusal = suite.client.call('completeSlackInstall', { state, code: 'code-forged' });
    await expect(refusal).rejects.toMatchObject({ code: 'functions/failed-precondition', message: expect.stringContaining('invalid_code') });
    expect(await installation()).toBeUndefined();
  });

  it('keeps the channel and settings when the same workspace is connected again', async () => {
    await connectWithChannel({ repliesPublic: true, ticketEmoji: 'sos', categoryChannels: { 'cat-sales': PRIVATE } });
    await connect();
    expect(await integration()).toMatchObject({ status: 'connected', channelId: HELPDESK, channelName: 'helpdesk', repliesPublic: true, ticketEmoji: 'sos' });
    expect((await suite.db.doc('tenants/tenant-a/categories/cat-sales').get()).data()).toMatchObject({ slackChannelId: PRIVATE, slackChannelName: 'it-private' });
  });
});

describe('settings', () => {
  it('lists the channels the bot can use', async () => {
    await connect();
    const { channels } = await call<{ channels: unknown[] }>('listSlackChannels', { tenantId: 'tenant-a' });
    expect(channels).toEqual([
      { id: NOT_MEMBER, name: 'general', isPrivate: false, isMember: false },
      { id: HELPDESK, name: 'helpdesk', isPrivate: false, isMember: true },
      { id: PRIVATE, name: 'it-private', isPrivate: true, isMember: true },
    ]);
  });

  it('saves the default channel, how thread replies are taken, the ticket reaction and a channel per category, with their names', async () => {
    await connectWithChannel({ categoryChannels: { 'cat-dev': PRIVATE } });
    expect(await integration()).toMatchObject({ channelId: HELPDESK, channelName: 'helpdesk', repliesPublic: false, ticketEmoji: 'ticket' });
    expect((await suite.db.doc('tenants/tenant-a/categories/cat-dev').get()).data()).toMatchObject({ slackChannelId: PRIVATE, slackChannelName: 'it-private' });
    await mutate('saveSlackSettings', { tenantId: 'tenant-a', channelId: HELPDESK, repliesPublic: true, ticketEmoji: 'raising_hand', categoryChannels: { 'cat-dev': null } });
    expect((await suite.db.doc('tenants/tenant-a/categories/cat-dev').get()).data()).toMatchObject({ slackChannelId: null, slackChannelName: null });
    expect(await integration()).toMatchObject({ repliesPublic: true, ticketEmoji: 'raising_hand' });
  });

  it('refuses channels Slack does not list, unknown categories, and non-admins', async () => {
    await connect();
    const save = (data: object) => codeOf(suite.client.call('saveSlackSettings', { requestId: randomUUID(), tenantId: 'tenant-a', repliesPublic: false, ticketEmoji: 'ticket', categoryChannels: {}, ...data }));
    expect(await save({ channelId: 'C0NOSUCH00' })).toBe('functions/invalid-argument');
    expect(await save({ channelId: HELPDESK, categoryChannels: { 'no-such-category': HELPDESK } })).toBe('functions/invalid-argument');
    expect(await save({ channelId: '#helpdesk' })).toBe('functions/invalid-argument');
    expect((await integration())?.['channelId']).toBeNull();
    await signIn(USER_A);
    expect(await save({ channelId: HELPDESK })).toBe('functions/permission-denied');
  });

  it('checks the connection\'s health: token, and whether the bot is in the default channel', async () => {
    await connectWithChannel();
    expect(await call('checkSlackHealth', { tenantId: 'tenant-a' })).toEqual({ tokenValid: true, botInChannel: true, problem: null });
    await mutate('saveSlackSettings', { tenantId: 'tenant-a', channelId: NOT_MEMBER, repliesPublic: false, ticketEmoji: 'ticket', categoryChannels: {} });
    const health = await call<{ problem: string }>('checkSlackHealth', { tenantId: 'tenant-a' });
    expect(health).toMatchObject({ tokenValid: true, botInChannel: false, problem: expect.stringContaining('/invite') });
    expect((await integration())?.['health']).toMatchObject({ tokenValid: true, botInChannel: false, problem: health.problem });
  });

  it('disconnects: the token is revoked at Slack and forgotten here, with the category channels', async () => {
    await connectWithChannel({ categoryChannels: { 'cat-sales': PRIVATE } });
    await mutate('disconnectSlack', { tenantId: 'tenant-a' });
    expect(slack.calls.at(-1)?.method).toBe('auth.revoke');
    expect(await installation()).toBeUndefined();
    expect(await integration()).toBeUndefined();
    expect((await suite.db.doc('tenants/tenant-a/categories/cat-sales').get()).get('slackChannelId')).toBeNull();
  });
});

describe('inquiries in Slack', () => {
  it('posts a new inquiry to the default channel with a link back, and keeps its ts', async () => {
    await connectWithChannel();
    const { inquiryId, title } = await fileInquiry();
    const [post] = postsAbout(title);
    expect(post).toMatchObject({ channel: HELPDESK, thread_ts: null });
    expect(post?.text).toContain(`http://localhost:9000/tenants/tenant-a/inquiries/${inquiryId}`);
    expect(post?.text).toContain('鈴木 一郎 さん');
    expect(post?.text).toContain('&lt;エラー&gt; &amp; 再起動済み');
    expect((await inquiry(inquiryId))?.['slack']).toEqual({ channelId: HELPDESK, ts: post?.ts });
    expect((await integration())?.['health']).toMatchObject({ lastPostAt: expect.any(Timestamp), problem: null });
  });

  it('posts to the category\'s own channel when it has one', async () => {
    await connectWithChannel({ categoryChannels: { 'cat-sales': PRIVATE } });
    const { title } = await fileInquiry('cat-sales');
    expect(postsAbout(title)).toEqual([expect.objectContaining({ channel: PRIVATE })]);
    expect(postsAbout(title)[0]?.text).toContain('カテゴリ: 営業部');
  });

  it('posts nothing while no channel is chosen', async () => {
    await connect();
    const { inquiryId, title } = await fileInquiry();
    expect(postsAbout(title)).toEqual([]);
    expect((await inquiry(inquiryId))?.['slackPending']).toBeUndefined();
  });

  it('follows public web replies and status changes in the thread, but never internal notes', async () => {
    await connectWithChannel();
    const { inquiryId, title } = await fileInquiry();
    const ts = String(postsAbout(title)[0]?.ts);
    await signIn(ADMIN_A);
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: '社内メモ: VPN装置を確認中', internal: true, attachments: [] });
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: '再接続をお試しください。', internal: false, attachments: [] });
    await mutate('changeInquiryStatus', { tenantId: 'tenant-a', inquiryId, status: 'resolved' });
    expect(threadOf(ts).map((post) => ({ text: post.text, username: post.username }))).toEqual([
      { text: '再接続をお試しください。', username: '佐藤 花子（窓口）' },
      // The first admin to answer in public takes the inquiry (issue 37).
      { text: ':bust_in_silhouette: 佐藤 花子 さんが担当します', username: null },
      { text: expect.stringContaining('ステータスを「未対応」から「回答待ち」に変更しました（佐藤 花子）'), username: null },
      { text: expect.stringContaining('ステータスを「回答待ち」から「解決済み」に変更しました（佐藤 花子）'), username: null },
    ]);
  });

  it('keeps the inquiry when Slack refuses the post, shows why, and posts it when retried', async () => {
    await connectWithChannel();
    slack.failNext('chat.postMessage', { error: 'not_in_channel' });
    const { inquiryId, title } = await fileInquiry();
    expect(await inquiry(inquiryId)).toMatchObject({ title, slackPending: true });
    expect(postsAbout(title)).toEqual([]);
    expect((await integration())?.['health']).toMatchObject({ problemCode: 'not_in_channel', problem: expect.stringContaining('招待') });

    expect(await serverCall(postPendingInquiries, suite.db)).toBeGreaterThanOrEqual(1);
    expect(postsAbout(title)).toHaveLength(1);
    expect(await inquiry(inquiryId)).toMatchObject({ slack: { channelId: HELPDESK, ts: postsAbout(title)[0]?.ts } });
    expect((await inquiry(inquiryId))?.['slackPending']).toBeUndefined();
    expect((await integration())?.['health']).toMatchObject({ problem: null });
  });

  it('waits out a short rate limit and leaves a long one to the retry job', async () => {
    await connectWithChannel();
    slack.failNext('chat.postMessage', { retryAfter: 1 });
    const short = await fileInquiry();
    expect(postsAbout(short.title)).toHaveLength(1);

    slack.failNext('chat.postMessage', { retryAfter: 120 });
    const long = await fileInquiry();
    expect(postsAbout(long.title)).toHaveLength(0);
    expect((await inquiry(long.inquiryId))?.['slackPending']).toBe(true);
    expect((await integration())?.['health']).toMatchObject({ problemCode: 'rate_limited', problem: expect.stringContaining('利用制限') });
  });

  it('marks the token invalid when Slack no longer accepts it', async () => {
    await connectWithChannel();
    slack.failNext('chat.postMessage', { error: 'invalid_auth' });
    await fileInquiry();
    expect((await integration())?.['health']).toMatchObject({ tokenValid: false, problemCode: 'invalid_auth', problem: expect.stringContaining('再接続') });
  });

  it.each(['channel_not_found', 'is_archived'])('explains %s to the admins', async (error) => {
    await connectWithChannel();
    slack.failNext('chat.postMessage', { error });
    await fileInquiry();
    expect((await integration())?.['health']).toMatchObject({ problemCode: error, problem: expect.stringMatching(/チャンネル/) });
  });
});

describe('the requester\'s thread in Slack', () => {
  const USER_A_DM = 'D0USERA001';
  const dmPosts = () => slack.posts.filter((post) => post.channel === USER_A_DM);
  const grid = () => suite.db.doc('tenants/tenant-a/users/demo-user-a/settings/notifications');
  afterEach(() => grid().delete());

  it('opens a direct message per inquiry and carries the admins\' public answers and status changes there, never internal notes', async () => {
    await connectWithChannel();
    const { inquiryId, title, number } = await fileInquiry();
    await signIn(ADMIN_A);
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: '社内メモ: VPN装置を確認中', internal: true, attachments: [] });
    expect(dmPosts().filter((post) => post.text.includes(title))).toEqual([]);
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: '再接続をお試しください。', internal: false, attachments: [] });
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: '2回目の回答です。', internal: false, attachments: [] });
    const thread = (await inquiry(inquiryId))?.['slackDm'] as { channelId: string; ts: string; userId: string };
    expect(thread).toMatchObject({ channelId: USER_A_DM, userId: 'U0USERA001' });
    const parent = dmPosts().find((post) => post.ts === thread.ts);
    expect(parent?.text).toContain(`問い合わせ #${number}`);
    expect(parent?.thread_ts).toBeNull();
    const replies = () => dmPosts().filter((post) => post.thread_ts === thread.ts);
    expect(replies().map((post) => ({ text: post.text, username: post.username }))).toEqual([
      { text: '再接続をお試しください。', username: '佐藤 花子（窓口）' },
      { text: '2回目の回答です。', username: '佐藤 花子（窓口）' },
    ]);
    expect(JSON.stringify(dmPosts())).not.toContain('社内メモ');
    // Status changes go there only when the requester asks for them in their grid.
    await mutate('changeInquiryStatus', { tenantId: 'tenant-a', inquiryId, status: 'resolved' });
    expect(replies()).toHaveLength(2);
    await grid().set({ inquiryReply: { inApp: true, mail: true, slack: true }, inquiryStatus: { inApp: true, mail: false, slack: true }, releaseNote: { inApp: true, mail: false } });
    await mutate('changeInquiryStatus', { tenantId: 'tenant-a', inquiryId, status: 'in_progress' });
    expect(replies().at(-1)?.text).toContain('ステータスを「解決済み」から「対応中」に変更しました');
  });

  it('sends nothing to Slack when the requester switched Slack off for replies', async () => {
    await connectWithChannel();
    await grid().set({ inquiryReply: { inApp: true, mail: false, slack: false }, inquiryStatus: { inApp: true, mail: false }, releaseNote: { inApp: true, mail: false } });
    const { inquiryId } = await fileInquiry();
    await signIn(ADMIN_A);
    const before = dmPosts().length;
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: '回答です。', internal: false, attachments: [] });
    expect(dmPosts()).toHaveLength(before);
    expect((await inquiry(inquiryId))?.['slackDm']).toBeUndefined();
  });

  it('still stores the answer when the requester has no Slack account with their address, or Slack fails', async () => {
    await connectWithChannel();
    const { inquiryId } = await fileInquiry();
    await signIn(ADMIN_A);
    slack.failNext('users.lookupByEmail', { error: 'users_not_found' });
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: '見つからない場合の回答です。', internal: false, attachments: [] });
    slack.failNext('users.lookupByEmail', { retryAfter: 30 });
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: '混雑時の回答です。', internal: false, attachments: [] });
    expect((await messagesOf(inquiryId)).map((message) => message['body'])).toEqual(expect.arrayContaining(['見つからない場合の回答です。', '混雑時の回答です。']));
    expect((await inquiry(inquiryId))?.['slackDm']).toBeUndefined();
  });
});

describe('the events endpoint', () => {
  async function threadedInquiry(settings: { repliesPublic?: boolean } = {}) {
    await connectWithChannel(settings);
    const filed = await fileInquiry();
    return { ...filed, ts: String(postsAbout(filed.title)[0]?.ts) };
  }
  const replyEvent = (ts: string, extra: object = {}) =>
    slack.envelope({ type: 'message', channel: HELPDESK, user: 'U0SUPPORT1', text: '装置を再起動しました。<https://example.com/vpn|手順>', ts: `${Date.now() / 1000}`, thread_ts: ts, ...extra });

  it('adds a person\'s thread reply to the inquiry as an answer when the tenant sends thread replies to requesters, and tells the requester', async () => {
    const { inquiryId, ts } = await threadedInquiry({ repliesPublic: true });
    const answered = await slack.sendEvent(replyEvent(ts));
    expect(answered.status).toBe(200);
    const messages = await messagesOf(inquiryId);
    // Written by the tenant's admin, named as the tenant knows them (not by their Slack display name).
    expect(messages.at(-1)).toMatchObject({ source: 'slack', authorUid: 'demo-admin-a', authorName: '佐藤 花子', slackUserId: 'U0SUPPORT1', internal: false, body: '装置を再起動しました。手順 (https://example.com/vpn)' });
    expect((await inquiry(inquiryId))?.['status']).toBe('waiting');
    const bell = await suite.db.collection('tenants/tenant-a/users/demo-user-a/notifications').where('link', '==', `/tenants/tenant-a/inquiries/${inquiryId}`).get();
    expect(bell.docs.map((n) => n.get('title'))).toContain(`問い合わせ #${(await inquiry(inquiryId))?.['number']} に回答がありました`);
    expect((await integration())?.['health']).toMatchObject({ lastEventAt: expect.any(Timestamp) });
  });

  it('keeps thread replies as internal notes by default, and does not tell the requester', async () => {
    const { inquiryId, ts } = await threadedInquiry();
    await slack.sendEvent(replyEvent(ts));
    expect((await messagesOf(inquiryId)).at(-1)).toMatchObject({ source: 'slack', internal: true });
    expect((await inquiry(inquiryId))?.['status']).toBe('new');
    const bell = await suite.db.collection('tenants/tenant-a/users/demo-user-a/notifications').where('link', '==', `/tenants/tenant-a/inquiries/${inquiryId}`).get();
    expect(bell.empty).toBe(true);
  });

  it('processes a retried event once', async () => {
    const { inquiryId, ts } = await threadedInquiry();
    const event = replyEvent(ts);
    const first = await slack.sendEvent(event);
    const retry = await slack.sendEvent(event, { retry: 1 });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(JSON.parse(retry.body)).toMatchObject({ outcome: 'duplicate' });
    expect((await messagesOf(inquiryId)).filter((m) => m['source'] === 'slack')).toHaveLength(1);
  });

  it('takes a burst of replies in one thread, each once', async () => {
    const { inquiryId, ts } = await threadedInquiry({ repliesPublic: true });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => slack.reply({ channel: HELPDESK, threadTs: ts, text: `返信 ${i}` })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect((await messagesOf(inquiryId)).filter((m) => m['source'] === 'slack').map((m) => m['body']).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `返信 ${i}`).sort());
    expect((await inquiry(inquiryId))?.['status']).toBe('waiting');
  });

  it.each([
    ['a bot\'s message (our own posts included)', { bot_id: 'B0MADOGUCHI' }],
    ['an edit', { subtype: 'message_changed' }],
    ['a join notice', { subtype: 'channel_join' }],
    ['the bot user itself', { user: 'UBOTMADO01' }],
  ])('ignores %s', async (_name, extra) => {
    const { inquiryId, ts } = await threadedInquiry();
    const answered = await slack.sendEvent(replyEvent(ts, extra));
    expect(answered.status).toBe(200);
    expect((await messagesOf(inquiryId)).filter((m) => m['source'] === 'slack')).toHaveLength(0);
  });

  it('ignores messages outside an inquiry\'s thread', async () => {
    const { inquiryId, ts } = await threadedInquiry();
    await slack.sendEvent(replyEvent(ts, { thread_ts: undefined }));
    await slack.sendEvent(replyEvent('1111.000001'));
    expect((await messagesOf(inquiryId)).filter((m) => m['source'] === 'slack')).toHaveLength(0);
  });

  describe('refuses with 401 and does nothing', () => {
    const body = (ts: string) => JSON.stringify(replyEvent(ts));
    it.each([
      ['a signature made with another secret', (ts: string) => slack.sendEvent(JSON.parse(body(ts)), { secret: 'not-the-signing-secret' })],
      ['a missing signature', (ts: string) => slack.sendEvent(JSON.parse(body(ts)), { signature: null })],
      ['a stale timestamp (6 minutes old)', (ts: string) => slack.sendEvent(JSON.parse(body(ts)), { timestamp: Math.floor(Date.now() / 1000) - 360 })],
      [
        'a body re-serialized after signing',
        (ts: string) => {
          const signedBody = body(ts);
          const stamp = String(Math.floor(Date.now() / 1000));
          const signature = signatureOf(LOCAL_SLACK.signingSecret, stamp, signedBody);
          return slack.sendEvent(null, { body: JSON.stringify(JSON.parse(signedBody), null, 2), timestamp: Number(stamp), signature });
        },
      ],
    ])('%s', async (_name, send) => {
      const { inquiryId, ts } = await threadedInquiry();
      const answered = await send(ts);
      expect(answered.status).toBe(401);
      expect((await messagesOf(inquiryId)).filter((m) => m['source'] === 'slack')).toHaveLength(0);
    });
  });

  it('answers Slack\'s URL verification when signed', async () => {
    const answered = await slack.sendEvent({ type: 'url_verification', challenge: 'challenge-123', token: 'x' });
    expect(answered).toEqual({ status: 200, body: JSON.stringify({ challenge: 'challenge-123' }) });
    expect((await slack.sendEvent({ type: 'url_verification', challenge: 'x' }, { signature: null })).status).toBe(401);
  });

  it('marks the connection cut off when the app is uninstalled, and tells the tenant admins', async () => {
    await connectWithChannel();
    const answered = await slack.uninstall();
    expect(answered.status).toBe(200);
    expect(await integration()).toMatchObject({ status: 'disconnected', health: { tokenValid: false, problem: expect.stringContaining('連携が切れました') } });
    expect((await installation())?.['botToken']).toBeUndefined();
    const bell = await suite.db.collection('tenants/tenant-a/users/demo-admin-a/notifications').where('type', '==', 'slackDisconnected').get();
    expect(bell.size).toBeGreaterThanOrEqual(1);
    // Nothing is posted any more, and the inquiry is filed all the same.
    const { inquiryId, title } = await fileInquiry();
    expect(postsAbout(title)).toEqual([]);
    expect(await inquiry(inquiryId)).toMatchObject({ title });
  });

  it('cuts nothing off while Slack cannot say whether the token works, and fails the event so that Slack sends it again', async () => {
    await connectWithChannel();
    slack.revokeToken(String((await installation())?.['botToken']));
    slack.failNext('auth.test', { retryAfter: 120 });
    const event = slack.envelope({ type: 'app_uninstalled' });
    expect((await slack.sendEvent(event)).status).toBe(500);
    expect((await integration())?.['status']).toBe('connected');
    expect((await slack.sendEvent(event, { retry: 1 })).status).toBe(200);
    expect((await integration())?.['status']).toBe('disconnected');
  });

  it('marks the connection cut off when the bot token is revoked', async () => {
    await connectWithChannel();
    slack.revokeToken(String((await installation())?.['botToken']));
    await slack.sendEvent(slack.envelope({ type: 'tokens_revoked', tokens: { bot: [slack.botUserId] } }));
    expect((await integration())?.['status']).toBe('disconnected');
  });
});

describe('two tenants in one workspace', () => {
  it('share the one bot token Slack gives; one disconnecting leaves it working for the other, the last revokes it', async () => {
    await connectWithChannel({}, 'tenant-a', ADMIN_A);
    await connectWithChannel({}, 'tenant-b', ADMIN_B);
    const token = String((await installation('tenant-a'))?.['botToken']);
    expect((await installation('tenant-b'))?.['botToken']).toBe(token);

    await signIn(ADMIN_A);
    const calls = slack.calls.length;
    await mutate('disconnectSlack', { tenantId: 'tenant-a' });
    expect(await installation('tenant-a')).toBeUndefined();
    expect(slack.calls.slice(calls).map((c) => c.method)).not.toContain('auth.revoke');
    expect(slack.tokenWorks(token)).toBe(true);
    await signIn(ADMIN_B);
    expect(await call('checkSlackHealth', { tenantId: 'tenant-b' })).toEqual({ tokenValid: true, botInChannel: true, problem: null });
    const { inquiryId } = await fileInquiry(null, { tenantId: 'tenant-b', email: USER_B });
    expect(postsAbout(`/tenants/tenant-b/inquiries/${inquiryId}`)).toHaveLength(1);

    await signIn(ADMIN_B);
    await mutate('disconnectSlack', { tenantId: 'tenant-b' });
    expect(slack.calls.slice(calls).map((c) => c.method)).toContain('auth.revoke');
    expect(slack.tokenWorks(token)).toBe(false);
  });

  it.each([
    ['tokens_revoked', { type: 'tokens_revoked', tokens: { bot: ['UBOTMADO01'] } }],
    ['app_uninstalled', { type: 'app_uninstalled' }],
  ])('on %s, cut off only the tenant whose token no longer works; the other keeps working and is told nothing', async (_name, event) => {
    await connectWithChannel({}, 'tenant-a', ADMIN_A);
    const revoked = String((await installation('tenant-a'))?.['botToken']);
    slack.revokeToken(revoked); // tenant-a's token is dead; tenant-b then installs and gets a new one
    await connectWithChannel({}, 'tenant-b', ADMIN_B);
    expect((await installation('tenant-b'))?.['botToken']).not.toBe(revoked);
    const healthB = (await integration('tenant-b'))?.['health'];
    const [noticesA, noticesB] = [await cutOffNotices('tenant-a', 'demo-admin-a'), await cutOffNotices('tenant-b', 'demo-multi')];

    const answered = await slack.sendEvent(slack.envelope(event));
    expect(answered.status).toBe(200);
    expect(await integration('tenant-a')).toMatchObject({ status: 'disconnected', health: { tokenValid: false } });
    expect((await installation('tenant-a'))?.['botToken']).toBeUndefined();
    expect(await cutOffNotices('tenant-a', 'demo-admin-a')).toBe(noticesA + 1);

    expect(await integration('tenant-b')).toMatchObject({ status: 'connected', health: healthB });
    expect((await installation('tenant-b'))?.['botToken']).toEqual(expect.stringMatching(/^xoxb-/));
    expect(await cutOffNotices('tenant-b', 'demo-multi')).toBe(noticesB);
    const { inquiryId } = await fileInquiry(null, { tenantId: 'tenant-b', email: USER_B });
    expect(postsAbout(`/tenants/tenant-b/inquiries/${inquiryId}`)).toHaveLength(1);
  });
});

describe('what people write, in Slack', () => {
  /** The user's own name, changed through their own client as the profile page does. */
  async function rename(email: string, uid: string, name: string) {
    await signIn(email);
    await updateDoc(doc(suite.client.db, `tenants/tenant-a/users/${uid}`), { name, updatedAt: serverTimestamp() });
  }
  const names = { 'demo-user-a': '鈴木 一郎', 'demo-admin-a': '佐藤 花子' };
  afterEach(async () => {
    await Promise.all(Object.entries(names).map(([uid, name]) => suite.db.doc(`tenants/tenant-a/users/${uid}`).update({ name })));
  });

  it('arrives as plain text: the exact text Slack receives mentions no one and links only to the inquiry', async () => {
    await connectWithChannel();
    await rename(USER_A, 'demo-user-a', '<!here> 鈴木 <@U0SUPPORT1> | 一郎 & @channel');
    const { inquiryId, number } = await fileInquiry(null, {
      title: () => '<!channel> 緊急 <https://evil.example|こちら>',
      body: '至急ご確認ください。\r<!here> <@U0SUPPORT1>\r\n<https://evil.example/login|窓口のログイン>',
    });
    const link = `http://localhost:9000/tenants/tenant-a/inquiries/${inquiryId}`;
    const [parent] = postsAbout(link);
    expect(parent?.text).toBe(
      [
        `:incoming_envelope: *新しい問い合わせ #${number}* <${link}|&lt;!channel&gt; 緊急 &lt;https://evil.example|こちら&gt;>`,
        '&lt;!here&gt; 鈴木 &lt;@U0SUPPORT1&gt; | 一郎 &amp; @channel さん',
        '>至急ご確認ください。',
        '>&lt;!here&gt; &lt;@U0SUPPORT1&gt;',
        '>&lt;https://evil.example/login|窓口のログイン&gt;',
        `<${link}|窓口で開く>\u3000${threadRule(false)}`,
      ].join('\n'),
    );
    expect(markupOf(parent!)).toEqual({
      mentions: [],
      links: [
        { url: link, label: '&lt;!channel&gt; 緊急 &lt;https://evil.example|こちら&gt;' },
        { url: link, label: '窓口で開く' },
      ],
    });

    await rename(ADMIN_A, 'demo-admin-a', '<!channel> 佐藤 <https://evil.example|花子>');
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId, body: '手順です <!channel> @here\r<https://evil.example|こちら> & <@U0SUPPORT1>', internal: false, attachments: [] });
    const replies = threadOf(String(parent?.ts));
    expect(replies.map((post) => ({ text: post.text, username: post.username }))).toEqual([
      {
        text: '手順です &lt;!channel&gt; @here\n&lt;https://evil.example|こちら&gt; &amp; &lt;@U0SUPPORT1&gt;',
        username: '&lt;!channel&gt; 佐藤 &lt;https://evil.example|花子&gt;（窓口）',
      },
      { text: ':bust_in_silhouette: &lt;!channel&gt; 佐藤 &lt;https://evil.example|花子&gt; さんが担当します', username: null },
      {
        text: ':arrows_counterclockwise: ステータスを「未対応」から「回答待ち」に変更しました（&lt;!channel&gt; 佐藤 &lt;https://evil.example|花子&gt;）',
        username: null,
      },
    ]);
    for (const post of replies) expect(markupOf(post)).toEqual({ mentions: [], links: [] });
  });
});

describe('a release note fixing an inquiry', () => {
  it("posts the thread's system message, the note's title escaped, linking only to the note", async () => {
    const noteId = `slack-note-${Date.now().toString(36)}`;
    const now = Timestamp.now();
    await suite.db.doc(`patchNotes/${noteId}`).set({
      title: '<!channel> 修正 <https://evil.example|こちら> & 完了', bodyHtml: '<p>本文</p>', labels: ['fix'], status: 'published', publishAt: null,
      publishedAt: now, authorUid: 'demo-sysadmin', createdAt: now, updatedAt: now,
    });
    try {
      await connectWithChannel();
      const { inquiryId, title } = await fileInquiry();
      const ts = String(postsAbout(title)[0]?.ts);
      await signIn(ADMIN_A);
      await mutate('markInquiryFixed', { tenantId: 'tenant-a', inquiryId, patchNoteId: noteId });
      const link = `http://localhost:9000/tenants/tenant-a/patch-note/${noteId}`;
      const [post] = threadOf(ts);
      expect(post).toMatchObject({
        text: `:white_check_mark: この件はリリースノート<${link}|『&lt;!channel&gt; 修正 &lt;https://evil.example|こちら&gt; &amp; 完了』>で修正されました。`,
        username: null,
      });
      expect(markupOf(post!)).toEqual({ mentions: [], links: [{ url: link, label: '『&lt;!channel&gt; 修正 &lt;https://evil.example|こちら&gt; &amp; 完了』' }] });
    } finally {
      await suite.db.recursiveDelete(suite.db.doc(`patchNotes/${noteId}`));
    }
  });
});

describe('a suspended tenant', () => {
  async function setTenantStatus(status: 'active' | 'suspended') {
    await signIn(SYSADMIN);
    await mutate('setTenantStatus', { tenantId: 'tenant-a', status });
  }
  afterEach(async () => {
    if ((await suite.db.doc('tenants/tenant-a').get()).get('status') !== 'active') await setTenantStatus('active');
  });
  const slackMessagesOf = async (inquiryId: string) => (await messagesOf(inquiryId)).filter((m) => m['source'] === 'slack').map((m) => m['body']);
  const bellOf = async (inquiryId: string) =>
    (await suite.db.collection('tenants/tenant-a/users/demo-user-a/notifications').where('link', '==', `/tenants/tenant-a/inquiries/${inquiryId}`).count().get()).data().count;

  it('takes no Slack reply and posts nothing while suspended, and carries on in the same threads once resumed', async () => {
    const unposted = await fileInquiry(); // before Slack was connected: never posted
    await connectWithChannel({ repliesPublic: true });
    const threaded = await fileInquiry();
    const ts = String(postsAbout(threaded.title)[0]?.ts);
    slack.failNext('chat.postMessage', { error: 'not_in_channel' });
    const pending = await fileInquiry();
    expect(await inquiry(pending.inquiryId)).toMatchObject({ slackPending: true });
    const token = (await installation())?.['botToken'];

    await setTenantStatus('suspended');
    const bell = await bellOf(threaded.inquiryId);
    const answered = await slack.reply({ channel: HELPDESK, threadTs: ts, text: '停止中に書かれた返信' });
    expect(answered.status).toBe(200);
    // Acknowledged at once, as every person's event is, and then taken as nothing.
    expect(JSON.parse(answered.body)).toMatchObject({ outcome: 'accepted' });
    expect(await slackMessagesOf(threaded.inquiryId)).toEqual([]);
    expect(await bellOf(threaded.inquiryId)).toBe(bell);
    expect((await inquiry(threaded.inquiryId))?.['status']).toBe('new');

    // Every posting path: the retry job, a status line (the scheduled close's), a reply, a new inquiry.
    const posts = slack.posts.length;
    await postPendingInquiries(suite.db);
    await postStatusChange(suite.db, 'tenant-a', threaded.inquiryId, { from: 'resolved', to: 'closed', by: '自動クローズ' });
    await postWebReply(suite.db, 'tenant-a', threaded.inquiryId, { authorName: '佐藤 花子', body: '停止中の回答', attachments: 0 });
    await postNewInquiry(suite.db, 'tenant-a', unposted.inquiryId); // one filed as the tenant was being suspended
    expect(slack.posts.length).toBe(posts);
    expect(await inquiry(pending.inquiryId)).toMatchObject({ slackPending: true });
    expect(await inquiry(unposted.inquiryId)).toMatchObject({ slackPending: true });

    await setTenantStatus('active');
    expect(await integration()).toMatchObject({ status: 'connected', channelId: HELPDESK });
    expect((await installation())?.['botToken']).toBe(token);
    await postPendingInquiries(suite.db);
    await postPendingInquiries(suite.db);
    expect(postsAbout(pending.title)).toHaveLength(1);
    expect(postsAbout(unposted.title)).toHaveLength(1);
    expect(await inquiry(pending.inquiryId)).toMatchObject({ slack: { channelId: HELPDESK, ts: postsAbout(pending.title)[0]?.ts } });

    await signIn(ADMIN_A);
    await mutate('postInquiryMessage', { tenantId: 'tenant-a', inquiryId: threaded.inquiryId, body: '再開後の回答です。', internal: false, attachments: [] });
    expect(postsAbout(threaded.title).filter((post) => post.channel === HELPDESK)).toHaveLength(1);
    expect(threadOf(ts).map((post) => post.text)).toEqual(['再開後の回答です。', expect.stringContaining('さんが担当します'), expect.stringContaining('「未対応」から「回答待ち」')]);
    await slack.reply({ channel: HELPDESK, threadTs: ts, text: '再開後に書かれた返信' });
    expect(await slackMessagesOf(threaded.inquiryId)).toEqual(['再開後に書かれた返信']);
  });
});

describe('the bot token', () => {
  it('was in no callable result of this file', () => {
    expect(results.length).toBeGreaterThan(10);
    expect(JSON.stringify(results)).not.toMatch(/xoxb-/);
  });
});
