/** @jest-environment node */
// Tenant admins in Slack, safe by default, against the emulators and the Slack stand-in: a reply in an
// inquiry's thread stays an internal note until an admin sends it with 「問い合わせ者に送信」, after
// seeing to whom and what; the buttons under the inquiry's post assign it and change its status. Every
// action checks, on our side, that the Slack user is that tenant's admin.
import { randomUUID } from 'node:crypto';
import { LOCAL_SLACK, type SlackStandIn } from '../../scripts/slack/standIn.mjs';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { connectSlackWithChannel, HELPDESK, useSlackStandIn } from '../support/slackConnect';

const suite = useCallableSuite('slack-admin-actions');
const SUPPORT = 'U0SUPPORT1'; // admin@a.example.com, 佐藤 花子 (demo-admin-a)
const USER_A = 'U0USERA001'; // user@a.example.com, 鈴木 一郎: not an admin

let slack: SlackStandIn;

const textOf = (value: unknown) => JSON.stringify(value);

/** An inquiry filed on the web by 鈴木 一郎, posted to the admins' channel; its post and messages. */
async function postedInquiry() {
  await connectSlackWithChannel(suite, slack);
  await signInByEmailLink(suite.client.auth, 'user@a.example.com');
  const inquiryId = `slackadm-${randomUUID().slice(0, 8)}`;
  const title = `プリンターが印刷しません ${inquiryId}`;
  await suite.client.call('createInquiry', { requestId: randomUUID(), tenantId: 'tenant-a', inquiryId, title, body: '3階のプリンターです', categoryId: null, attachments: [] });
  const post = slack.posts.find((candidate) => candidate.channel === HELPDESK && candidate.text.includes(inquiryId) && !candidate.thread_ts)!;
  const ref = suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`);
  const messages = async () => (await ref.collection('messages').orderBy('createdAt').get()).docs.map((doc) => doc.data());
  return { inquiryId, title, post, ref, messages };
}

const standIn = useSlackStandIn(suite, { people: [SUPPORT, USER_A], tenantIds: ['tenant-a'] });
beforeAll(() => {
  slack = standIn();
});


describe('the inquiry\'s post', () => {
  it('says that thread replies are internal notes, and carries 担当する, ステータス変更 and 窓口で開く', async () => {
    const { inquiryId, post } = await postedInquiry();
    expect(post.text).toContain('このスレッドへの返信は社内メモになり');
    const blocks = textOf(post.blocks);
    expect(blocks).toContain('担当する');
    expect(blocks).toContain('ステータス変更');
    expect(blocks).toContain(`/tenants/tenant-a/inquiries/${inquiryId}`);
  });
});

describe('「問い合わせ者に送信」', () => {
  it('shows the admin to whom and what, and only on sending makes the thread reply the requester\'s answer', async () => {
    const { post, ref, messages } = await postedInquiry();
    const { ts } = await slack.say({ user: SUPPORT, channel: HELPDESK, threadTs: post.ts, text: 'トナーを交換しました。もう一度お試しください。' });
    expect((await messages()).at(-1)).toMatchObject({ internal: true, body: 'トナーを交換しました。もう一度お試しください。' });
    const opened = await slack.messageShortcut({ user: SUPPORT, channel: HELPDESK, ts, callbackId: 'madoguchi_send' });
    expect(opened.status).toBe(200);
    const modal = slack.openViews(SUPPORT).at(-1)!;
    expect(modal.callback_id).toBe('madoguchi_send_confirm');
    expect(textOf(modal.blocks)).toContain('鈴木 一郎 さん');
    // Nothing went out on opening.
    expect((await messages()).filter((message) => !message['internal'])).toHaveLength(1);
    const sent = await slack.submitView({ user: SUPPORT, values: { body: 'トナーを交換しました。もう一度お試しください。（佐藤）' } });
    expect(sent.errors).toBeNull();
    expect((await messages()).at(-1)).toMatchObject({ authorUid: 'demo-admin-a', authorName: '佐藤 花子', internal: false, body: 'トナーを交換しました。もう一度お試しください。（佐藤）' });
    expect((await ref.get()).get('status')).toBe('waiting');
    // The requester has it in their DM thread.
    expect(slack.posts.some((candidate) => candidate.channel === slack.dmChannelOf(USER_A) && candidate.text.includes('（佐藤）'))).toBe(true);
  });

  it('sends once however often the same submission arrives', async () => {
    const { post, messages } = await postedInquiry();
    const { ts } = await slack.say({ user: SUPPORT, channel: HELPDESK, threadTs: post.ts, text: '確認します' });
    await slack.messageShortcut({ user: SUPPORT, channel: HELPDESK, ts, callbackId: 'madoguchi_send' });
    const modal = slack.openViews(SUPPORT).at(-1)!;
    const payload = {
      type: 'view_submission',
      team: { id: LOCAL_SLACK.teamId },
      user: { id: SUPPORT },
      view: { ...modal, state: { values: { body: { body: { type: 'plain_text_input', value: '確認します' } } } } },
    };
    const answers = await Promise.all([slack.sendInteraction(payload), slack.sendInteraction(payload), slack.sendInteraction(payload)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await messages()).filter((message) => message['body'] === '確認します' && !message['internal'])).toHaveLength(1);
  });

  it('is refused to someone who is not the tenant\'s admin, and on a message outside an inquiry thread', async () => {
    const { post, messages } = await postedInquiry();
    const { ts } = await slack.say({ user: USER_A, channel: HELPDESK, threadTs: post.ts, text: '私の返信' });
    const before = (await messages()).length;
    await slack.messageShortcut({ user: USER_A, channel: HELPDESK, ts, callbackId: 'madoguchi_send' });
    expect(slack.openViews(USER_A)).toEqual([]);
    expect(slack.responses.at(-1)?.text).toContain('テナント管理者だけ');
    const { ts: loose } = await slack.say({ user: SUPPORT, channel: HELPDESK, text: 'スレッド外のメッセージ' });
    await slack.messageShortcut({ user: SUPPORT, channel: HELPDESK, ts: loose, callbackId: 'madoguchi_send' });
    expect(slack.responses.at(-1)?.text).toContain('スレッドの中の返信');
    // A forged submission naming the inquiry, from the non-admin.
    const forged = await slack.sendInteraction({
      type: 'view_submission',
      team: { id: LOCAL_SLACK.teamId },
      user: { id: USER_A },
      view: { id: 'VFORGED0001', callback_id: 'madoguchi_send_confirm', private_metadata: JSON.stringify({ tenantId: 'tenant-a', inquiryId: post.text.match(/inquiries\/([\w-]+)/)![1] }), state: { values: { body: { body: { type: 'plain_text_input', value: 'なりすまし' } } } } },
    });
    expect(textOf(forged.json)).toContain('送信できません');
    // The tenant's admin naming another tenant's inquiry, or an id that is a path.
    for (const context of [{ tenantId: 'tenant-b', inquiryId: 'inq-b-1' }, { tenantId: 'tenant-a', inquiryId: '../../tenants/tenant-b/inquiries/x' }]) {
      const other = await slack.sendInteraction({
        type: 'view_submission',
        team: { id: LOCAL_SLACK.teamId },
        user: { id: SUPPORT },
        view: { id: `VFORGED${context.tenantId.length}`, callback_id: 'madoguchi_send_confirm', private_metadata: JSON.stringify(context), state: { values: { body: { body: { type: 'plain_text_input', value: 'なりすまし' } } } } },
      });
      expect(textOf(other.json)).toContain('送信できません');
    }
    expect((await messages()).length).toBe(before);
  });
});

describe('the post\'s buttons', () => {
  it('assign the inquiry to the admin who pressed 担当する, and say so in the thread', async () => {
    const { post, ref } = await postedInquiry();
    await slack.clickButton({ user: SUPPORT, actionId: 'madoguchi_assign_me', in: { message: { channel: HELPDESK, ts: post.ts } } });
    expect((await ref.get()).get('assigneeUid')).toBe('demo-admin-a');
    expect(slack.posts.filter((candidate) => candidate.thread_ts === post.ts).at(-1)?.text).toContain('佐藤 花子 さんが担当します');
    expect(slack.responses.at(-1)?.text).toContain('担当者になりました');
  });

  it('change the status as the web does, with the line in the thread', async () => {
    const { post, ref } = await postedInquiry();
    await slack.clickButton({ user: SUPPORT, actionId: 'madoguchi_set_status', selectedOption: 'in_progress', in: { message: { channel: HELPDESK, ts: post.ts } } });
    expect((await ref.get()).get('status')).toBe('in_progress');
    expect(slack.posts.filter((candidate) => candidate.thread_ts === post.ts).at(-1)?.text).toContain('「対応中」に変更しました');
  });

  it('do nothing for someone who is not the tenant\'s admin', async () => {
    const { post, ref } = await postedInquiry();
    await slack.clickButton({ user: USER_A, actionId: 'madoguchi_assign_me', in: { message: { channel: HELPDESK, ts: post.ts } } });
    await slack.clickButton({ user: USER_A, actionId: 'madoguchi_set_status', selectedOption: 'closed', in: { message: { channel: HELPDESK, ts: post.ts } } });
    const inquiry = (await ref.get()).data()!;
    expect(inquiry['assigneeUid'] ?? null).toBeNull();
    expect(inquiry['status']).toBe('new');
    expect(slack.responses.at(-1)?.text).toContain('テナント管理者だけ');
  });
});
