/** @jest-environment node */
// Employees asking from Slack, against the emulators and the Slack stand-in (scripts/slack): the
// message shortcut, the ticket reaction and a DM open the inquiry modal, which suggests FAQ entries and
// files the inquiry for the tenant user with the Slack user's e-mail; /madoguchi searches the FAQ; the
// requester's reply in their DM thread becomes their reply; App Home lists their open inquiries.
// People who are nobody to us learn only that they are not registered (and the contact lines tenants
// chose to show them), and forged payloads do nothing.
import { randomUUID } from 'node:crypto';
import { doc, updateDoc } from 'firebase/firestore';
import { demoAccounts, demoTenants } from '../../functions/src/dev/demoData';
import { LOCAL_SLACK, type SlackStandIn } from '../../scripts/slack/standIn.mjs';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { connectSlackWithChannel, HELPDESK, type SlackSettings, useSlackStandIn } from '../support/slackConnect';
import { BURST_CEILING_MS } from '../support/bursts';

const suite = useCallableSuite('slack-employees');
const USER_A = 'U0USERA001'; // user@a.example.com, 鈴木 一郎 (demo-user-a)
const MULTI = 'U0MULTI001'; // multi@example.com: user in tenant-a, admin in tenant-b
const GUEST = 'U0GUEST001'; // guest@example.com: registered nowhere
const LEAVE_QUESTION = '有給休暇はどうやって申請しますか？';

let slack: SlackStandIn;

const connect = (settings: SlackSettings = {}) => connectSlackWithChannel(suite, slack, settings);
const inquiriesOf = async (uid: string, tenantId = 'tenant-a') =>
  (await suite.db.collection(`tenants/${tenantId}/inquiries`).where('requesterUid', '==', uid).get()).docs;
const modalOf = (user: string) => slack.openViews(user).at(-1);
const textOf = (value: unknown) => JSON.stringify(value);
/** The initial value of a modal's input, by action id. */
function initial(view: ReturnType<typeof modalOf>, actionId: string): unknown {
  const block = view?.blocks.find((candidate) => (candidate['element'] as { action_id?: string } | undefined)?.action_id === actionId);
  return (block?.['element'] as { initial_value?: unknown } | undefined)?.initial_value;
}

const standIn = useSlackStandIn(suite, { people: [USER_A, MULTI, GUEST], tenantIds: ['tenant-a', 'tenant-b'] });
beforeAll(() => {
  slack = standIn();
});


describe('asking from Slack', () => {
  it('turns a message into an inquiry through the message shortcut: the modal suggests FAQ entries and files it for the person with that e-mail', async () => {
    await connect();
    const { ts } = await slack.say({ user: USER_A, channel: HELPDESK, text: '有給休暇の申請方法を教えてください\n来週使いたいです &lt;急ぎ&gt;' });
    const before = (await inquiriesOf('demo-user-a')).length;
    const answer = await slack.messageShortcut({ user: USER_A, channel: HELPDESK, ts });
    expect(answer.status).toBe(200);
    const modal = modalOf(USER_A);
    expect(modal?.callback_id).toBe('madoguchi_inquiry');
    expect(initial(modal, 'title')).toBe('有給休暇の申請方法を教えてください');
    expect(initial(modal, 'body')).toBe('有給休暇の申請方法を教えてください\n来週使いたいです <急ぎ>');
    // The suggestions came after the modal opened (a trigger lasts 3 seconds), in the same modal.
    expect(textOf(modal?.blocks)).toContain(LEAVE_QUESTION);
    expect(textOf(modal?.blocks)).toContain('これで解決');
    expect(slack.views.filter((record) => record.user === USER_A).map((record) => record.via).slice(-2)).toEqual(['views.open', 'views.update']);

    const submitted = await slack.submitView({ user: USER_A, values: { title: '有給休暇の申請方法', body: '来週使いたいです', category: 'cat-soumu' } });
    expect(submitted.errors).toBeNull();
    const filed = (await inquiriesOf('demo-user-a')).map((doc) => doc.data());
    expect(filed).toHaveLength(before + 1);
    const inquiry = filed.find((candidate) => candidate['title'] === '有給休暇の申請方法')!;
    expect(inquiry).toMatchObject({ requesterName: '鈴木 一郎', categoryId: 'cat-soumu', status: 'new' });
    expect(textOf(modalOf(USER_A)?.blocks)).toContain(`問い合わせ *#${inquiry['number']}* を受け付けました`);
    // The admins' channel heard of it, and the requester's DM thread is open for the answers.
    expect(slack.posts.some((post) => post.channel === HELPDESK && post.text.includes('有給休暇の申請方法'))).toBe(true);
    expect(inquiry['slackDm']).toMatchObject({ channelId: slack.dmChannelOf(USER_A), userId: USER_A });
  });

  it('refuses a modal whose fields break the inquiry contract, by field, and files nothing', async () => {
    await connect();
    const { ts } = await slack.say({ user: USER_A, channel: HELPDESK, text: 'プリンターが動きません' });
    await slack.messageShortcut({ user: USER_A, channel: HELPDESK, ts });
    const before = (await inquiriesOf('demo-user-a')).length;
    const blank = await slack.submitView({ user: USER_A, values: { title: '   ', body: 'x'.repeat(10) } });
    expect(blank.errors).toEqual({ title: '件名を入力してください。' });
    // A forged submission with a line break in the title, as no Slack client would send it.
    const broken = await slack.submitView({ user: USER_A, values: { title: '件名\r\n<@U0SUPPORT1>', body: '本文' } });
    expect(broken.errors).toEqual({ title: '件名に改行や制御文字は入力できません。' });
    expect(modalOf(USER_A)?.callback_id).toBe('madoguchi_inquiry');
    expect((await inquiriesOf('demo-user-a')).length).toBe(before);
  });

  it('offers 「問い合わせを作成」 to the person who adds the ticket reaction (the tenant\'s own emoji), and opens the modal with that message', async () => {
    await connect({ ticketEmoji: 'sos' });
    const { ts } = await slack.say({ user: MULTI, channel: HELPDESK, text: '会議室の予約ができません' });
    await slack.react({ user: USER_A, channel: HELPDESK, ts, name: 'ticket' });
    expect(slack.ephemerals.filter((ephemeral) => ephemeral.user === USER_A)).toHaveLength(0);
    await slack.react({ user: USER_A, channel: HELPDESK, ts, name: 'sos' });
    const offer = slack.ephemerals.filter((ephemeral) => ephemeral.user === USER_A).at(-1)!;
    expect(textOf(offer.blocks)).toContain('問い合わせを作成');
    await slack.clickButton({ user: USER_A, actionId: 'madoguchi_ask_open', in: { ephemeral: offer.ts } });
    expect(initial(modalOf(USER_A), 'body')).toBe('会議室の予約ができません');
  });

  it('answers a DM to the app with FAQ entries and 「問い合わせを作成」, which opens the modal with the DM', async () => {
    await connect();
    const { ts } = await slack.dm({ user: USER_A, text: '有給休暇の申請はどこからしますか' });
    const answer = slack.posts.find((post) => post.channel === slack.dmChannelOf(USER_A) && post.thread_ts === ts)!;
    expect(textOf(answer.blocks)).toContain(LEAVE_QUESTION);
    await slack.clickButton({ user: USER_A, actionId: 'madoguchi_ask_open', in: { message: { channel: answer.channel, ts: answer.ts } } });
    expect(initial(modalOf(USER_A), 'body')).toBe('有給休暇の申請はどこからしますか');
  });

  it('files nothing when 「これで解決」 is pressed in the modal, and counts the entry as solved', async () => {
    await connect();
    const faq = suite.db.doc('tenants/tenant-a/faqs/faq-paid-leave');
    const solvedBefore = Number((await faq.get()).get('solvedCount') ?? 0);
    const { ts } = await slack.say({ user: USER_A, channel: HELPDESK, text: '有給休暇の申請方法' });
    const before = (await inquiriesOf('demo-user-a')).length;
    await slack.messageShortcut({ user: USER_A, channel: HELPDESK, ts });
    await slack.clickButton({ user: USER_A, actionId: 'madoguchi_faq_solved', value: 'faq-paid-leave' });
    expect(textOf(modalOf(USER_A))).toContain('よくある質問で解決しました');
    expect((await faq.get()).get('solvedCount')).toBe(solvedBefore + 1);
    expect((await inquiriesOf('demo-user-a')).length).toBe(before);
  });

  it('lets someone in two help desks choose where the inquiry goes', async () => {
    await connect();
    await connectSlackWithChannel(suite, slack, {}, 'tenant-b', 'multi@example.com');
    const { ts } = await slack.say({ user: MULTI, channel: HELPDESK, text: '出荷伝票の再発行' });
    await slack.messageShortcut({ user: MULTI, channel: HELPDESK, ts });
    expect(textOf(modalOf(MULTI)?.blocks)).toContain('みなと物流株式会社');
    await slack.clickButton({ user: MULTI, actionId: 'tenant', selectedOption: 'tenant-b' });
    await slack.submitView({ user: MULTI, values: { title: '出荷伝票の再発行', body: '再発行したいです' } });
    expect((await inquiriesOf('demo-multi', 'tenant-b')).map((doc) => doc.get('title'))).toContain('出荷伝票の再発行');
  });
});

describe('people who are nobody to us', () => {
  const TENANT_B_ADMIN = 'multi@example.com';
  // Who uses the app here and who runs it are no stranger's business: every demo tenant and admin name.
  const NEVER_SHOWN = [
    '株式会社さくら商事',
    'みなと物流株式会社',
    '佐藤 花子',
    ...demoTenants.map((tenant) => tenant.name),
    ...demoAccounts.filter((account) => account.memberships.some((membership) => membership.isTenantAdmin)).map((account) => account.displayName),
  ];
  const count = async () => (await suite.db.collection('tenants/tenant-a/inquiries').count().get()).data().count;
  const connectBoth = async () => {
    await connect();
    await connectSlackWithChannel(suite, slack, {}, 'tenant-b', TENANT_B_ADMIN);
  };
  const saveContact = async (strangerContact: string, tenantId = 'tenant-a', email = 'admin@a.example.com') => {
    await signInByEmailLink(suite.client.auth, email);
    return suite.client.call('saveSlackSettings', { requestId: randomUUID(), tenantId, channelId: HELPDESK, repliesPublic: false, ticketEmoji: 'ticket', categoryChannels: {}, strangerContact });
  };
  /** What the guest is told by a DM, /madoguchi and App Home, in that order. */
  async function guestAnswers(): Promise<[dm: string, slash: string, home: string]> {
    await slack.dm({ user: GUEST, text: 'パスワードを忘れました' });
    const dm = slack.posts.filter((post) => post.channel === slack.dmChannelOf(GUEST)).at(-1)?.text ?? '';
    const slash = String((await slack.slash({ user: GUEST, text: '有給' })).json.text ?? '');
    await slack.openHome({ user: GUEST });
    return [dm, slash, textOf(slack.homes.get(GUEST)?.blocks)];
  }
  const expectNothingOfTenants = (text: string) => {
    expect(text).toContain('登録されていない');
    for (const name of NEVER_SHOWN) expect(text).not.toContain(name);
  };

  it('are told, to them alone, only that they are not registered: no tenant, no admin, nothing created (shortcut, reaction, DM, /madoguchi, App Home)', async () => {
    await connectBoth();
    const before = await count();
    const { ts } = await slack.say({ user: GUEST, channel: HELPDESK, text: '質問があります' });
    await slack.messageShortcut({ user: GUEST, channel: HELPDESK, ts });
    expect(slack.openViews(GUEST)).toEqual([]);
    expect(slack.responses.at(-1)).toMatchObject({ user: GUEST, response_type: 'ephemeral' });
    const shortcut = String(slack.responses.at(-1)?.text);
    // Their own address, so that whoever registers them knows which one.
    expect(shortcut).toContain('guest@example.com');
    expect(shortcut).toContain('ユーザー登録を依頼してください');
    expectNothingOfTenants(shortcut);
    await slack.react({ user: GUEST, channel: HELPDESK, ts });
    expectNothingOfTenants(String(slack.ephemerals.filter((ephemeral) => ephemeral.user === GUEST).at(-1)?.text));
    const [dm, slash, home] = await guestAnswers();
    for (const answer of [dm, slash, home]) expectNothingOfTenants(answer);
    expect(dm).toBe(shortcut);
    expect(slash).toBe(shortcut);
    expect(await count()).toBe(before);
  });

  it('see the contact lines tenant admins chose to show them, each as written (escaped), and nothing else', async () => {
    await connectBoth();
    await saveContact(' 情報システム部（内線 1234） <!channel> & 総務 ');
    expect((await suite.db.doc('tenants/tenant-a/integrations/slack').get()).get('strangerContact')).toBe('情報システム部（内線 1234） <!channel> & 総務');
    await saveContact('ヘルプデスク（helpdesk@minato.example.jp）', 'tenant-b', TENANT_B_ADMIN);
    for (const answer of await guestAnswers()) {
      expectNothingOfTenants(answer);
      expect(answer).toContain('・情報システム部（内線 1234） &lt;!channel&gt; &amp; 総務');
      expect(answer).toContain('・ヘルプデスク（helpdesk@minato.example.jp）');
      expect(answer).not.toContain('<!channel>');
    }
    // Settings saved without the line keep it; an empty line takes it away.
    await connectSlackWithChannel(suite, slack, { ticketEmoji: 'sos' }, 'tenant-b', TENANT_B_ADMIN);
    await saveContact('   ');
    expect((await suite.db.doc('tenants/tenant-a/integrations/slack').get()).get('strangerContact')).toBeNull();
    for (const answer of await guestAnswers()) {
      expect(answer).not.toContain('情報システム部');
      expect(answer).toContain('・ヘルプデスク（helpdesk@minato.example.jp）');
    }
  });

  it('get a contact line only from tenant admins, on one line of at most 100 characters, refused in Japanese otherwise', async () => {
    await connect();
    const stored = async () => (await suite.db.doc('tenants/tenant-a/integrations/slack').get()).get('strangerContact');
    for (const [line, reason] of [
      ['情報システム部\r\n内線 1234', '未登録の人に案内する連絡先に改行や制御文字は入力できません。'],
      ['情報システム部\n<!channel>', '未登録の人に案内する連絡先に改行や制御文字は入力できません。'],
      ['あ'.repeat(101), '未登録の人に案内する連絡先は100文字以内で入力してください。'],
    ] as const) {
      await expect(saveContact(line)).rejects.toMatchObject({ code: 'functions/invalid-argument', message: expect.stringContaining(reason) });
    }
    expect(await stored()).toBeNull();
    expect(await saveContact('あ'.repeat(100))).toEqual({ tenantId: 'tenant-a' });
    // The document is the server's to write, even for the tenant's admin.
    expect(await codeOf(updateDoc(doc(suite.client.db, 'tenants/tenant-a/integrations/slack'), { strangerContact: '偽の連絡先' }))).toBe('permission-denied');
    // A plain user of the tenant, and an admin of another tenant who is a plain user here.
    expect(await codeOf(saveContact('ユーザーの連絡先', 'tenant-a', 'user@a.example.com'))).toBe('functions/permission-denied');
    expect(await codeOf(saveContact('別テナントの連絡先', 'tenant-a', TENANT_B_ADMIN))).toBe('functions/permission-denied');
    expect(await stored()).toBe('あ'.repeat(100));
  });
});

describe('/madoguchi', () => {
  it('answers the FAQ search to the person alone with the top entries, and says how to use it when empty', async () => {
    await connect();
    const found = await slack.slash({ user: USER_A, text: '有給' });
    expect(found.status).toBe(200);
    expect(found.json.response_type).toBe('ephemeral');
    expect(textOf(found.json.blocks)).toContain(LEAVE_QUESTION);
    expect(textOf(found.json.blocks)).toContain('/tenants/tenant-a/faq?id=faq-paid-leave');
    expect(found.json.blocks.filter((block: { accessory?: unknown; type: string }) => block.type === 'section' && textOf(block).includes('faq?id=')).length).toBeLessThanOrEqual(3);
    const empty = await slack.slash({ user: USER_A, text: '  ' });
    expect(empty.json.text).toContain('使い方');
  });

  it('offers 「もしかして」 when nothing is found but an entry shares a strong part of the query, and says so', async () => {
    await connect();
    const partly = textOf((await slack.slash({ user: USER_A, text: '経費精算 社用車 ガソリン 領収書なし 海外' })).json.blocks);
    expect(partly).toContain('に一致するよくある質問は見つかりませんでした');
    expect(partly).toContain('もしかして');
    expect(partly).toContain('/tenants/tenant-a/faq?id=faq-expense-deadline');
    const nothing = textOf((await slack.slash({ user: USER_A, text: 'やり方を知りたい' })).json.blocks);
    expect(nothing).toContain('に一致するよくある質問は見つかりませんでした');
    expect(nothing).not.toContain('もしかして');
    expect(nothing).not.toContain('faq?id=');
  });
});

describe('the requester\'s DM thread', () => {
  async function answeredInquiry() {
    await connect();
    await signInByEmailLink(suite.client.auth, 'user@a.example.com');
    const inquiryId = `slackdm-${randomUUID().slice(0, 8)}`;
    await suite.client.call('createInquiry', { requestId: randomUUID(), tenantId: 'tenant-a', inquiryId, title: 'VPNにつながりません', body: '自宅から', categoryId: null, attachments: [] });
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    await suite.client.call('postInquiryMessage', { requestId: randomUUID(), tenantId: 'tenant-a', inquiryId, body: '再起動してください。', internal: false, attachments: [] });
    const ref = suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`);
    const thread = (await ref.get()).get('slackDm') as { channelId: string; ts: string };
    return { ref, thread };
  }
  const messages = async (ref: FirebaseFirestore.DocumentReference) => (await ref.collection('messages').orderBy('createdAt').get()).docs.map((doc) => doc.data());

  it('takes the requester\'s answer in that thread as their reply', async () => {
    const { ref, thread } = await answeredInquiry();
    expect((await ref.get()).get('status')).toBe('waiting');
    await slack.dm({ user: USER_A, text: '再起動したらつながりました', threadTs: thread.ts });
    expect((await messages(ref)).at(-1)).toMatchObject({ authorUid: 'demo-user-a', authorName: '鈴木 一郎', body: '再起動したらつながりました', internal: false });
    // As a reply on the web: the requester answering puts it back in the admins' queue (docs/product.md#inquiry-statuses).
    expect((await ref.get()).get('status')).toBe('new');
    // The admins hear of it as of a web reply, in the inquiry's channel thread.
    expect(slack.posts.some((post) => post.channel === HELPDESK && post.thread_ts && post.text.includes('再起動したらつながりました'))).toBe(true);
  });

  it('says in the thread when the answer could not be taken (a closed inquiry), and stores nothing', async () => {
    const { ref, thread } = await answeredInquiry();
    await ref.update({ status: 'closed' });
    const before = (await messages(ref)).length;
    await slack.dm({ user: USER_A, text: 'まだつながりません', threadTs: thread.ts });
    expect((await messages(ref)).length).toBe(before);
    expect(slack.posts.filter((post) => post.thread_ts === thread.ts).at(-1)?.text).toContain('この返信は窓口に届いていません');
  });

  it('takes nothing from anyone else, even in a forged event naming the thread', async () => {
    const { ref, thread } = await answeredInquiry();
    const before = (await messages(ref)).length;
    const forged = slack.envelope({ type: 'message', channel: thread.channelId, channel_type: 'im', user: MULTI, text: 'なりすまし', ts: `${Date.now() / 1000}`, thread_ts: thread.ts });
    expect((await slack.sendEvent(forged)).status).toBe(200);
    expect((await messages(ref)).length).toBe(before);
  });
});

describe('App Home', () => {
  it('lists the person\'s open inquiries with links, and not the resolved ones', async () => {
    await connect();
    const open = await inquiriesOf('demo-user-a');
    await slack.openHome({ user: USER_A });
    const home = textOf(slack.homes.get(USER_A)?.blocks);
    // The ten with the latest activity, as the Home shows them.
    const shown = open
      .filter((doc) => ['new', 'in_progress', 'waiting'].includes(doc.get('status')))
      .sort((a, b) => b.get('lastMessageAt').toMillis() - a.get('lastMessageAt').toMillis())
      .slice(0, 10);
    const hidden = open.filter((doc) => ['resolved', 'closed'].includes(doc.get('status')));
    expect(shown.length).toBeGreaterThan(0);
    expect(home).toContain('株式会社さくら商事');
    for (const doc of shown) expect(home).toContain(`/tenants/tenant-a/inquiries/${doc.id}`);
    for (const doc of hidden) expect(home).not.toContain(`/tenants/tenant-a/inquiries/${doc.id}`);
  });
});

describe('forged and replayed requests', () => {
  it('refuses interactivity and commands not signed by Slack, or signed too long ago, and does nothing', async () => {
    await connect();
    const { ts } = await slack.say({ user: USER_A, channel: HELPDESK, text: '署名のテスト' });
    const payload = { type: 'message_action', callback_id: 'madoguchi_ask', team: { id: LOCAL_SLACK.teamId }, user: { id: USER_A }, trigger_id: slack.issueTrigger(USER_A), channel: { id: HELPDESK }, message: { ts, text: '署名のテスト' } };
    expect((await slack.sendInteraction(payload, { secret: 'not-the-secret' })).status).toBe(401);
    expect((await slack.sendInteraction(payload, { signature: null })).status).toBe(401);
    expect((await slack.sendInteraction(payload, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 })).status).toBe(401);
    expect((await slack.sendCommand({ team_id: LOCAL_SLACK.teamId, user_id: USER_A, command: '/madoguchi', text: '有給' }, { secret: 'not-the-secret' })).status).toBe(401);
    expect(slack.openViews(USER_A)).toEqual([]);
  });

  it('does nothing for a signed payload from another workspace, or a submission naming a tenant the person is not in', async () => {
    await connect();
    const other = await slack.sendInteraction({ type: 'message_action', callback_id: 'madoguchi_ask', team: { id: 'T0OTHER0001' }, user: { id: USER_A }, trigger_id: slack.issueTrigger(USER_A), channel: { id: HELPDESK }, message: { ts: '1.0', text: 'x' } });
    expect(other.status).toBe(200);
    expect(slack.openViews(USER_A)).toEqual([]);
    const { ts } = await slack.say({ user: USER_A, channel: HELPDESK, text: '別テナントへの送信' });
    await slack.messageShortcut({ user: USER_A, channel: HELPDESK, ts });
    const view = modalOf(USER_A)!;
    const before = (await suite.db.collection('tenants/tenant-b/inquiries').count().get()).data().count;
    const forged = await slack.sendInteraction({
      type: 'view_submission',
      team: { id: LOCAL_SLACK.teamId },
      user: { id: USER_A },
      view: { ...view, private_metadata: JSON.stringify({ tenantId: 'tenant-b', source: null }), state: { values: { title: { title: { type: 'plain_text_input', value: '件名' } }, body: { body: { type: 'plain_text_input', value: '本文' } } } } },
    });
    expect(forged.json).toMatchObject({ response_action: 'update' });
    expect(textOf(forged.json)).toContain('この問い合わせ先は利用できません');
    expect((await suite.db.collection('tenants/tenant-b/inquiries').count().get()).data().count).toBe(before);
  });

  it('files one inquiry when the same submission arrives 30 times at once', async () => {
    await connect();
    const { ts } = await slack.say({ user: USER_A, channel: HELPDESK, text: '同時送信のテスト' });
    await slack.messageShortcut({ user: USER_A, channel: HELPDESK, ts });
    const view = modalOf(USER_A)!;
    const title = `同時送信 ${randomUUID().slice(0, 8)}`;
    const payload = {
      type: 'view_submission',
      team: { id: LOCAL_SLACK.teamId },
      user: { id: USER_A },
      view: { ...view, state: { values: { title: { title: { type: 'plain_text_input', value: title } }, body: { body: { type: 'plain_text_input', value: '本文' } } } } },
    };
    const answers = await Promise.all(Array.from({ length: 30 }, () => slack.sendInteraction(payload)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const filed = await suite.db.collection('tenants/tenant-a/inquiries').where('title', '==', title).get();
    expect(filed.size).toBe(1);
  }, BURST_CEILING_MS);

  it('ignores ids with | < > / and line breaks in metadata and button values, writing nothing', async () => {
    await connect();
    const count = async () => (await suite.db.collection('tenants/tenant-a/inquiries').count().get()).data().count;
    const before = await count();
    for (const tenantId of ['tenant-a/inquiries/x', 'tenant-a|tenant-b', '<tenant-a>', 'tenant-a\r\n']) {
      const answer = await slack.sendInteraction({
        type: 'view_submission',
        team: { id: LOCAL_SLACK.teamId },
        user: { id: USER_A },
        view: { id: 'VODD0000001', callback_id: 'madoguchi_inquiry', private_metadata: JSON.stringify({ tenantId, source: { channel: 'C0|<>/', ts: '1/2' } }), state: { values: { title: { title: { type: 'plain_text_input', value: '件名' } }, body: { body: { type: 'plain_text_input', value: '本文' } } } } },
      });
      expect(answer.status).toBe(200);
      expect(textOf(answer.json)).toContain('この問い合わせ先は利用できません');
    }
    const odd = await slack.sendInteraction({ type: 'block_actions', team: { id: 'T0|<>/' }, user: { id: USER_A }, trigger_id: slack.issueTrigger(USER_A), actions: [{ action_id: 'madoguchi_ask_open', value: '{"channel":"C0|<>/","ts":"../x"}' }] });
    expect(odd.status).toBe(200);
    expect(slack.openViews(USER_A)).toEqual([]);
    expect(await count()).toBe(before);
  });
});
