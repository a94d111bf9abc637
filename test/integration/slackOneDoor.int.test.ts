/** @jest-environment node */
// One door in: a reply in an inquiry's Slack thread takes the same server command as the web's, so it
// is checked as the web checks. Only the tenant's own active admins' replies enter (whoever else writes
// in the thread is told privately, and nothing is stored or sent); the limits count Slack as they count
// the web, per person, tenant and action, sized by role; one tenant's rush never spills into another.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, getDoc, getDocs, query, setDoc, setLogLevel, where } from 'firebase/firestore';
import { RATE_LIMITS } from '../../functions/src/platform/rateLimit';
import type { SlackStandIn } from '../../scripts/slack/standIn.mjs';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { useRateLimit } from '../support/rateLimits';
import { connectSlackWithChannel, HELPDESK, startSettlingSlackStandIn, warmSlackDoors } from '../support/slackConnect';
import { BURST_CEILING_MS } from '../support/bursts';

const suite = useCallableSuite('slack-one-door');
const ADMIN_A = 'U0SUPPORT1'; // admin@a.example.com: 佐藤 花子, admin of tenant-a only
const USER_A = 'U0USERA001'; // user@a.example.com: a plain member of tenant-a
const MULTI = 'U0MULTI001'; // multi@example.com: a member of tenant-a, the admin of tenant-b
const NOBODY = 'U0GUEST001'; // guest@example.com: registered nowhere

let slack: SlackStandIn;
let count = 0;

const forget = (tenantId: string) =>
  Promise.all([suite.db.doc(`slackInstallations/${tenantId}`).delete(), suite.db.doc(`tenants/${tenantId}/integrations/slack`).delete()]);

beforeAll(async () => {
  setLogLevel('error');
  slack = await startSettlingSlackStandIn();
  await warmSlackDoors(slack);
});
afterAll(async () => {
  await Promise.all([forget('tenant-a'), forget('tenant-b')]);
  await slack?.close();
});
beforeEach(() => Promise.all([forget('tenant-a'), forget('tenant-b')]));

/** A tenant connected to the workspace with thread replies sent to requesters, and an inquiry posted there. */
async function threadIn(tenantId: 'tenant-a' | 'tenant-b') {
  const [adminEmail, requesterEmail, requesterUid] =
    tenantId === 'tenant-a' ? ['admin@a.example.com', 'user@a.example.com', 'demo-user-a'] : ['multi@example.com', 'user@b.example.com', 'demo-user-b'];
  await connectSlackWithChannel(suite, slack, { repliesPublic: true }, tenantId, adminEmail);
  await signInByEmailLink(suite.client.auth, requesterEmail);
  const inquiryId = `door-${Date.now().toString(36)}-${(count += 1)}`;
  const title = `スレッドの確認 ${inquiryId}`;
  await suite.client.call('createInquiry', { requestId: randomUUID(), tenantId, inquiryId, title, body: '本文', categoryId: null, attachments: [] });
  const post = slack.posts.find((candidate) => candidate.channel === HELPDESK && candidate.text.includes(inquiryId) && !candidate.thread_ts)!;
  const ref = suite.db.doc(`tenants/${tenantId}/inquiries/${inquiryId}`);
  const fromSlack = async () => (await ref.collection('messages').where('source', '==', 'slack').get()).docs.map((doc) => doc.data());
  const bell = async () => (await suite.db.collection(`tenants/${tenantId}/users/${requesterUid}/notifications`).where('link', '==', `/tenants/${tenantId}/inquiries/${inquiryId}`).get()).size;
  return { inquiryId, post, ref, fromSlack, bell };
}

const privately = (user: string, threadTs: string) => slack.ephemerals.filter((ephemeral) => ephemeral.user === user && ephemeral.thread_ts === threadTs).map((ephemeral) => ephemeral.text);

describe('a reply in an inquiry\'s thread', () => {
  it.each([
    ['a plain member of the tenant', USER_A],
    ['the admin of another tenant, a plain member here', MULTI],
    ['someone registered nowhere', NOBODY],
  ])('from %s is stored nowhere, tells the requester nothing and is refused to the writer alone', async (_who, user) => {
    const thread = await threadIn('tenant-a');
    const answered = await slack.reply({ user, channel: HELPDESK, threadTs: thread.post.ts, text: '再設定はこちら https://phish.example/login' });
    expect(answered.status).toBe(200);
    expect(await thread.fromSlack()).toEqual([]);
    expect((await thread.ref.get()).get('status')).toBe('new');
    expect(await thread.bell()).toBe(0);
    expect(privately(user, thread.post.ts).join('\n')).toContain('テナント管理者だけ');
  });

  it('from an admin of another tenant in the same workspace never reaches this tenant\'s requester', async () => {
    const theirs = await threadIn('tenant-b');
    await slack.reply({ user: ADMIN_A, channel: HELPDESK, threadTs: theirs.post.ts, text: '佐藤です。こちらで対応します' });
    expect(await theirs.fromSlack()).toEqual([]);
    expect(await theirs.bell()).toBe(0);
    // Its own admin is heard, named as the tenant knows them.
    await slack.reply({ user: MULTI, channel: HELPDESK, threadTs: theirs.post.ts, text: '確認しました' });
    expect(await theirs.fromSlack()).toEqual([expect.objectContaining({ authorUid: 'demo-multi', authorName: expect.any(String), internal: false, body: '確認しました' })]);
  });

  it('from the tenant\'s admin once disabled is refused as well', async () => {
    const thread = await threadIn('tenant-a');
    const admin = suite.db.doc('tenants/tenant-a/users/demo-admin-a');
    await admin.update({ status: 'disabled' });
    try {
      await slack.reply({ user: ADMIN_A, channel: HELPDESK, threadTs: thread.post.ts, text: '無効化された管理者の返信' });
    } finally {
      await admin.update({ status: 'active' });
    }
    expect(await thread.fromSlack()).toEqual([]);
    expect(privately(ADMIN_A, thread.post.ts)).toHaveLength(1);
  });

  it('from the tenant\'s admin is the help desk\'s answer, once per event, and rings the requester\'s bell once', async () => {
    const thread = await threadIn('tenant-a');
    const event = slack.envelope({ type: 'message', channel: HELPDESK, user: ADMIN_A, text: '対応しました', ts: `${Date.now() / 1000}`, thread_ts: thread.post.ts, channel_type: 'channel' });
    await Promise.all([slack.sendEvent(event), slack.sendEvent(event, { retry: 1 })]);
    expect(await thread.fromSlack()).toEqual([expect.objectContaining({ authorUid: 'demo-admin-a', authorName: '佐藤 花子', slackUserId: ADMIN_A, internal: false })]);
    expect((await thread.ref.get()).get('status')).toBe('waiting');
    expect(await thread.bell()).toBe(1);
    // Not posted into the thread it was written in a second time.
    expect(slack.posts.filter((candidate) => candidate.thread_ts === thread.post.ts && candidate.text.includes('対応しました'))).toEqual([]);
  });
});

describe('the buttons and 「問い合わせ者に送信」', () => {
  /** 担当する, ステータス変更 and a forged send confirmation by `user`; what the inquiry then holds. */
  async function tryEverything(thread: Awaited<ReturnType<typeof threadIn>>, user: string) {
    const onPost = { message: { channel: HELPDESK, ts: thread.post.ts } };
    await slack.clickButton({ user, actionId: 'madoguchi_assign_me', in: onPost });
    await slack.clickButton({ user, actionId: 'madoguchi_set_status', selectedOption: 'resolved', in: onPost });
    const sent = await slack.sendInteraction({
      type: 'view_submission',
      team: { id: slack.team.id },
      user: { id: user },
      view: { id: `V${Date.now()}`, callback_id: 'madoguchi_send_confirm', private_metadata: JSON.stringify({ tenantId: 'tenant-a', inquiryId: thread.inquiryId }), state: { values: { body: { body: { type: 'plain_text_input', value: '送信の試み' } } } } },
    });
    const inquiry = (await thread.ref.get()).data();
    const messages = (await thread.ref.collection('messages').get()).docs.map((message) => message.data());
    return { assignee: inquiry?.['assigneeUid'], status: inquiry?.['status'], sentBodies: messages.map((message) => message['body']), sent: JSON.stringify(sent.json) };
  }

  it('from the tenant\'s admin once disabled change nothing', async () => {
    const thread = await threadIn('tenant-a');
    const admin = suite.db.doc('tenants/tenant-a/users/demo-admin-a');
    await admin.update({ status: 'disabled' });
    try {
      const after = await tryEverything(thread, ADMIN_A);
      expect(after).toMatchObject({ assignee: null, status: 'new', sentBodies: ['本文'] });
      expect(after.sent).toContain('送信できません');
    } finally {
      await admin.update({ status: 'active' });
    }
  });

  it('in a suspended tenant change nothing, even from its admin', async () => {
    const thread = await threadIn('tenant-a');
    const tenant = suite.db.doc('tenants/tenant-a');
    await tenant.update({ status: 'suspended' });
    try {
      const after = await tryEverything(thread, ADMIN_A);
      expect(after).toMatchObject({ assignee: null, status: 'new', sentBodies: ['本文'] });
    } finally {
      await tenant.update({ status: 'active' });
    }
  });
});

describe('the events door', () => {
  it('acknowledges a person\'s reply at once and takes it after, dropping its text from the receipt once taken', async () => {
    const thread = await threadIn('tenant-a');
    const event = slack.envelope({ type: 'message', channel: HELPDESK, user: ADMIN_A, text: '受け付けてから処理します', ts: `${Date.now() / 1000}`, thread_ts: thread.post.ts, channel_type: 'channel' });
    const answered = await slack.sendEvent(event);
    expect(JSON.parse(answered.body)).toMatchObject({ outcome: 'accepted' });
    const receipt = (await suite.db.doc(`slackEventReceipts/${event.event_id}`).get()).data();
    expect(receipt).toMatchObject({ type: 'message', doneAt: expect.any(Timestamp) });
    expect(receipt).not.toHaveProperty('event');
    expect(await thread.fromSlack()).toEqual([expect.objectContaining({ body: '受け付けてから処理します', authorUid: 'demo-admin-a' })]);
  });
});

describe('30 replies at once in one thread', () => {
  it('from a plain member store none; from the tenant\'s admin each is stored once', async () => {
    const thread = await threadIn('tenant-a');
    const burst = (user: string, text: string) =>
      Promise.all(Array.from({ length: 30 }, (_, index) => slack.reply({ user, channel: HELPDESK, threadTs: thread.post.ts, text: `${text} ${index}` })));
    expect((await burst(USER_A, 'なりすまし')).map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(await thread.fromSlack()).toEqual([]);
    expect(await burst(ADMIN_A, '回答')).toHaveLength(30);
    expect((await thread.fromSlack()).map((message) => message['body']).sort()).toEqual(Array.from({ length: 30 }, (_, index) => `回答 ${index}`).sort());
    expect(await thread.bell()).toBeGreaterThanOrEqual(1);
  }, BURST_CEILING_MS);
});

describe('limits, for Slack as for the web', () => {
  it('stop an admin\'s thread replies at their allowance, telling them privately and storing nothing', async () => {
    const thread = await threadIn('tenant-a');
    await useRateLimit(suite.db, { uid: 'demo-admin-a', tenantId: 'tenant-a' }, RATE_LIMITS.adminMessage);
    await slack.reply({ user: ADMIN_A, channel: HELPDESK, threadTs: thread.post.ts, text: '上限を超えた返信' });
    expect(await thread.fromSlack()).toEqual([]);
    expect(privately(ADMIN_A, thread.post.ts).join('\n')).toContain(RATE_LIMITS.adminMessage.message);
  });

  /** `count` internal notes on the inquiry, one after the other, as the signed-in admin; the codes they ended with. */
  async function notes(tenantId: string, inquiryId: string, count: number) {
    const codes: Array<string | undefined> = [];
    for (let index = 0; index < count; index += 1) {
      codes.push(await codeOf(suite.client.call('postInquiryMessage', { requestId: randomUUID(), tenantId, inquiryId, body: `メモ ${index}`, internal: true, attachments: [] })));
    }
    return codes;
  }

  it('let a tenant admin clear a backlog: 60 notes and answers in a row are taken', async () => {
    const thread = await threadIn('tenant-a');
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    expect(await notes('tenant-a', thread.inquiryId, 60)).toEqual(Array(60).fill('ok'));
  }, BURST_CEILING_MS);

  it('never spill from one tenant into another', async () => {
    // The admin of tenant-b writes 40 notes there; in tenant-a, where they are a member, they still write.
    const theirs = await threadIn('tenant-b');
    await signInByEmailLink(suite.client.auth, 'multi@example.com');
    expect(await notes('tenant-b', theirs.inquiryId, 40)).toEqual(Array(40).fill('ok'));
    const inquiryId = `door-${Date.now().toString(36)}-${(count += 1)}`;
    await suite.client.call('createInquiry', { requestId: randomUUID(), tenantId: 'tenant-a', inquiryId, title: '別テナントの上限', body: '本文', categoryId: null, attachments: [] });
    const reply = suite.client.call('postInquiryMessage', { requestId: randomUUID(), tenantId: 'tenant-a', inquiryId, body: '別テナントの上限とは別です', internal: false, attachments: [] });
    await expect(reply).resolves.toMatchObject({ status: 'new' });
  }, BURST_CEILING_MS);
});

describe('the events a command records', () => {
  it('are the server\'s alone: a tenant admin can neither read, list nor write them', async () => {
    const thread = await threadIn('tenant-a');
    const recorded = await suite.db.collection('inquiryEvents').where('inquiryId', '==', thread.inquiryId).get();
    expect(recorded.docs.map((event) => event.get('kind'))).toEqual(['filed']);
    expect(recorded.docs[0]?.get('doneAt')).not.toBeNull();
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    const events = collection(suite.client.db, 'inquiryEvents');
    expect(await codeOf(getDoc(doc(events, recorded.docs[0]!.id)))).toBe('permission-denied');
    expect(await codeOf(getDocs(query(events, where('tenantId', '==', 'tenant-a'))))).toBe('permission-denied');
    expect(await codeOf(setDoc(doc(events, 'forged'), { kind: 'replied', tenantId: 'tenant-a', inquiryId: thread.inquiryId, doneAt: null }))).toBe('permission-denied');
  });
});
