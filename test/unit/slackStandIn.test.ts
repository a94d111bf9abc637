/** @jest-environment node */
// The local Slack stand-in (scripts/slack/standIn.mjs) against a tiny app started here: it signs what
// it sends as Slack does, hands out trigger ids that expire, keeps modals and App Home views as Slack
// does (response_action included), answers the Web API reads the app makes, and its page escapes what
// people write and labels a modal's inputs.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { verifySlackSignature } from '../../functions/src/slack/signature';
import { LOCAL_SLACK, startSlackStandIn, type SlackStandIn, type StandInView } from '../../scripts/slack/standIn.mjs';

/** What the app received: where, with which headers, the raw body and the payload in it. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  payload: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- Slack's payloads, read loosely
}
type AppAnswer = { status?: number; body?: string | object };

let slack: SlackStandIn;
let app: Server;
let token: string;
const received: Received[] = [];
/** What the app does with each request; each test sets its own. */
let handle: (request: Received) => AppAnswer | Promise<AppAnswer> = () => ({});

function payloadOf(path: string, body: string): Received['payload'] {
  if (path === '/events') return JSON.parse(body);
  const form = new URLSearchParams(body);
  return path === '/interactions' ? JSON.parse(form.get('payload') ?? 'null') : Object.fromEntries(form);
}

async function startApp(): Promise<string> {
  app = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const request: Received = { path: req.url ?? '', headers: req.headers, body, payload: payloadOf(req.url ?? '', body) };
    received.push(request);
    const answer = await handle(request);
    const json = typeof answer.body === 'object';
    res.writeHead(answer.status ?? 200, { 'content-type': json ? 'application/json' : 'text/plain' });
    res.end(json ? JSON.stringify(answer.body) : (answer.body ?? ''));
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
}

/** A Web API call as @slack/web-api makes it: a form, objects as JSON strings, the token as a bearer. */
async function api<T = Record<string, any>>(method: string, params: Record<string, unknown> = {}): Promise<T> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const form = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  const response = await fetch(`${slack.url}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    body: form,
  });
  return (await response.json()) as T;
}

/** Installs the app the way the OAuth flow does, for a bot token. */
async function install(): Promise<string> {
  const redirect = 'http://127.0.0.1/slack/oauth_redirect';
  const approved = await fetch(`${slack.url}/oauth/v2/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirect_uri: redirect, state: 'state' }),
    redirect: 'manual',
  });
  const code = new URL(approved.headers.get('location') ?? '').searchParams.get('code');
  const access = await api('oauth.v2.access', { client_id: LOCAL_SLACK.clientId, client_secret: LOCAL_SLACK.clientSecret, code, redirect_uri: redirect });
  return access['access_token'];
}

const USER = 'U0USERA001';
const plain = (text: string) => ({ type: 'plain_text', text });
/** The modal the app opens to ask a question: a title, a category and a body (with a draft). */
const askModal = (title = '窓口に問い合わせ') => ({
  type: 'modal',
  callback_id: 'madoguchi_ask',
  private_metadata: JSON.stringify({ channel: 'C0HELPDESK' }),
  title: plain(title),
  submit: plain('送信する'),
  close: plain('キャンセル'),
  blocks: [
    { type: 'header', text: plain('問い合わせ内容') },
    { type: 'input', block_id: 'title', label: plain('件名'), element: { type: 'plain_text_input', action_id: 'title_input' } },
    {
      type: 'input',
      block_id: 'category',
      label: plain('カテゴリ'),
      element: { type: 'static_select', action_id: 'category_select', options: [{ text: plain('PC'), value: 'pc' }, { text: plain('ネットワーク'), value: 'network' }] },
    },
    { type: 'input', block_id: 'body', label: plain('内容'), element: { type: 'plain_text_input', action_id: 'body_input', multiline: true, initial_value: 'Slackから転記した下書き' } },
  ],
});
/** The app answering a message shortcut as a real one would: views.open with the payload's trigger. */
const opensModal = (view: object = askModal()) => async (request: Received) => {
  if (request.payload['type'] === 'message_action') await api('views.open', { trigger_id: request.payload['trigger_id'], view });
  return {};
};
const topView = (user = USER): StandInView => {
  const view = slack.openViews(user).at(-1);
  if (!view) throw new Error(`${user} has no open view`);
  return view;
};
const received$ = (path: string) => received.filter((request) => request.path === path);

beforeAll(async () => {
  const appUrl = await startApp();
  slack = await startSlackStandIn({ port: 0, eventsUrl: `${appUrl}/events`, interactionsUrl: `${appUrl}/interactions`, commandsUrl: `${appUrl}/commands` });
  token = await install();
});
afterAll(async () => {
  await slack?.close();
  await new Promise((resolve) => app?.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  handle = () => ({});
});

it('listens on a free port when given 0, and says which', () => {
  expect(slack.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(slack.url).not.toMatch(/:0$/);
});

describe('what it sends the app', () => {
  const verdict = (request: Received) =>
    verifySlackSignature(
      { rawBody: Buffer.from(request.body), timestamp: request.headers['x-slack-request-timestamp'] as string, signature: request.headers['x-slack-signature'] as string },
      LOCAL_SLACK.signingSecret,
    );

  it('signs events, interactions and commands as Slack does, over the exact body', async () => {
    const { ts } = await slack.say({ user: USER, channel: 'C0HELPDESK', text: 'VPNにつながりません' });
    await slack.messageShortcut({ user: USER, channel: 'C0HELPDESK', ts });
    await slack.slash({ user: USER, text: 'help' });
    expect(received.map((request) => [request.path, verdict(request)])).toEqual([
      ['/events', { ok: true }],
      ['/interactions', { ok: true }],
      ['/commands', { ok: true }],
    ]);
    const [event, shortcut, command] = received;
    expect(event?.headers['content-type']).toBe('application/json');
    expect(event?.payload).toMatchObject({ type: 'event_callback', event: { type: 'message', channel: 'C0HELPDESK', channel_type: 'channel', user: USER, ts } });
    expect(shortcut?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(shortcut?.payload).toMatchObject({
      type: 'message_action',
      callback_id: 'madoguchi_ask',
      team: { id: LOCAL_SLACK.teamId },
      user: { id: USER, username: 'suzuki', team_id: LOCAL_SLACK.teamId },
      api_app_id: 'A0MADOGUCHI',
      channel: { id: 'C0HELPDESK', name: 'helpdesk' },
      message_ts: ts,
      message: { type: 'message', user: USER, text: 'VPNにつながりません', ts },
    });
    expect(shortcut?.payload['response_url']).toMatch(new RegExp(`^${slack.url}/respond/`));
    expect(command?.payload).toMatchObject({ command: '/madoguchi', text: 'help', user_id: USER, channel_id: 'C0HELPDESK', channel_name: 'helpdesk', team_id: LOCAL_SLACK.teamId });
    expect(command?.payload['trigger_id']).toMatch(/^trig-/);
  });

  it('signs wrongly, or not at all, when told to', async () => {
    await slack.sendInteraction({ type: 'block_actions' }, { secret: 'not-the-signing-secret' });
    await slack.sendCommand({ command: '/madoguchi' }, { signature: null });
    await slack.sendEvent({ type: 'event_callback' }, { timestamp: Math.floor(Date.now() / 1000) - 360 });
    expect(received.map(verdict)).toEqual([
      { ok: false, reason: 'mismatch' },
      { ok: false, reason: 'missing' },
      { ok: false, reason: 'stale' },
    ]);
  });

  it('says what the app answered, parsed when it is JSON', async () => {
    handle = () => ({ body: { response_type: 'ephemeral', text: 'ヘルプです' } });
    expect(await slack.slash({ user: USER, text: 'help' })).toMatchObject({ status: 200, json: { text: 'ヘルプです' } });
    handle = () => ({ status: 401, body: '' });
    expect(await slack.sendInteraction({ type: 'block_actions' })).toEqual({ status: 401, body: '', json: null });
  });

  it('sends events for what people do: a DM, a reaction, opening the Home tab', async () => {
    const { ts } = await slack.dm({ user: USER, text: 'パスワードを忘れました' });
    await slack.react({ user: 'U0SUPPORT1', channel: slack.dmChannelOf(USER), ts });
    await slack.openHome({ user: USER });
    expect(received.map((request) => request.payload['event'])).toEqual([
      expect.objectContaining({ type: 'message', channel: 'D0USERA001', channel_type: 'im', user: USER, text: 'パスワードを忘れました', ts }),
      expect.objectContaining({ type: 'reaction_added', user: 'U0SUPPORT1', reaction: 'ticket', item: { type: 'message', channel: 'D0USERA001', ts }, item_user: USER }),
      expect.objectContaining({ type: 'app_home_opened', user: USER, channel: 'D0USERA001', tab: 'home' }),
    ]);
  });
});

describe('trigger ids', () => {
  it('open one view, once', async () => {
    handle = opensModal();
    const { ts } = await slack.say({ user: USER, channel: 'C0HELPDESK', text: 'プリンターが動きません' });
    await slack.messageShortcut({ user: USER, channel: 'C0HELPDESK', ts });
    expect(topView()).toMatchObject({ type: 'modal', callback_id: 'madoguchi_ask', title: plain('窓口に問い合わせ') });
    const trigger = received$('/interactions')[0]?.payload['trigger_id'];
    expect(await api('views.open', { trigger_id: trigger, view: askModal() })).toEqual({ ok: false, error: 'expired_trigger_id' });
    expect(await api('views.open', { trigger_id: 'trig-unknown', view: askModal() })).toEqual({ ok: false, error: 'expired_trigger_id' });
  });

  it('expire 3 seconds after the interaction', async () => {
    const trigger = slack.issueTrigger(USER);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect(await api('views.open', { trigger_id: trigger, view: askModal() })).toEqual({ ok: false, error: 'expired_trigger_id' });
  }, 10_000);
});

describe('views', () => {
  it('opens a modal for the trigger\'s user, and updates it only with its current hash', async () => {
    const opened = await api('views.open', { trigger_id: slack.issueTrigger(USER), view: JSON.stringify(askModal()) });
    expect(opened).toMatchObject({ ok: true, view: { id: expect.stringMatching(/^V/), hash: expect.any(String), type: 'modal', callback_id: 'madoguchi_ask' } });
    const { id, hash } = opened['view'];
    expect(slack.openViews(USER).map((view) => view.id)).toEqual([id]);

    const updated = await api('views.update', { view_id: id, hash, view: askModal('確認') });
    expect(updated).toMatchObject({ ok: true, view: { id, title: plain('確認') } });
    expect(updated['view'].hash).not.toBe(hash);
    expect(await api('views.update', { view_id: id, hash, view: askModal() })).toEqual({ ok: false, error: 'hash_conflict' });
    expect(await api('views.update', { view_id: 'VNOSUCHVIEW', view: askModal() })).toEqual({ ok: false, error: 'not_found' });
    expect(slack.views.slice(-2).map((record) => [record.via, record.user, record.view.id])).toEqual([
      ['views.open', USER, id],
      ['views.update', USER, id],
    ]);
  });

  it('refuses a modal Slack would refuse', async () => {
    const noSubmit = { ...askModal(), submit: undefined };
    const answer = await api('views.open', { trigger_id: slack.issueTrigger(USER), view: noSubmit });
    expect(answer).toMatchObject({ ok: false, error: 'invalid_arguments', response_metadata: { messages: [expect.stringContaining('/view/submit')] } });
  });

  it('pushes views on the user\'s modal stack, at most three', async () => {
    const root = (await api('views.open', { trigger_id: slack.issueTrigger(USER), view: askModal() }))['view'];
    const pushed = await api('views.push', { trigger_id: slack.issueTrigger(USER), view: askModal('詳細') });
    expect(pushed).toMatchObject({ ok: true, view: { root_view_id: root.id, previous_view_id: root.id } });
    await api('views.push', { trigger_id: slack.issueTrigger(USER), view: askModal('さらに詳細') });
    expect(slack.openViews(USER).map((view) => view.title)).toEqual([plain('窓口に問い合わせ'), plain('詳細'), plain('さらに詳細')]);
    expect(await api('views.push', { trigger_id: slack.issueTrigger(USER), view: askModal() })).toEqual({ ok: false, error: 'push_limit_reached' });
  });

  it('publishes each user\'s App Home', async () => {
    const home = { type: 'home', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: '*窓口* へようこそ' } }] };
    const published = await api('views.publish', { user_id: 'U0MULTI001', view: home });
    expect(published).toMatchObject({ ok: true, view: { type: 'home' } });
    expect(slack.homes.get('U0MULTI001')).toMatchObject({ id: published['view'].id, blocks: [{ type: 'section', block_id: expect.any(String) }] });
    expect(slack.homes.get(USER)).toBeUndefined();
    expect(await api('views.publish', { user_id: 'U0MULTI001', view: askModal() })).toMatchObject({ ok: false, error: 'invalid_arguments' });
  });
});

describe('submitting a modal', () => {
  beforeEach(async () => {
    await api('views.open', { trigger_id: slack.issueTrigger(USER), view: askModal() });
  });
  const submission = () => received$('/interactions').at(-1)?.payload ?? {};

  it('sends Slack\'s state.values from the convenience form, with what was left as it was', async () => {
    await slack.submitView({ user: USER, values: { title_input: 'VPNにつながりません', category_select: 'network' } });
    expect(submission()).toMatchObject({
      type: 'view_submission',
      user: { id: USER },
      trigger_id: expect.stringMatching(/^trig-/),
      view: {
        type: 'modal',
        callback_id: 'madoguchi_ask',
        private_metadata: JSON.stringify({ channel: 'C0HELPDESK' }),
        hash: expect.any(String),
        state: {
          values: {
            title: { title_input: { type: 'plain_text_input', value: 'VPNにつながりません' } },
            category: { category_select: { type: 'static_select', selected_option: { text: plain('ネットワーク'), value: 'network' } } },
            body: { body_input: { type: 'plain_text_input', value: 'Slackから転記した下書き' } },
          },
        },
      },
    });
  });

  it('takes values in Slack\'s shape too', async () => {
    await slack.submitView({ user: USER, values: { title: { title_input: { type: 'plain_text_input', value: '件名' } } } });
    expect(submission()['view'].state.values.title).toEqual({ title_input: { type: 'plain_text_input', value: '件名' } });
  });

  it('closes the modal on an empty 200', async () => {
    await slack.submitView({ user: USER, values: { title_input: '件名', category_select: 'pc' } });
    expect(slack.openViews(USER)).toEqual([]);
  });

  it('keeps it open with the app\'s errors, and what was typed', async () => {
    handle = () => ({ body: { response_action: 'errors', errors: { title: '件名を入力してください。' } } });
    const answer = await slack.submitView({ user: USER, values: { title_input: '', category_select: 'pc', body_input: '書きかけ' } });
    expect(answer.errors).toEqual({ title: '件名を入力してください。' });
    expect(slack.viewErrors(topView().id)).toEqual({ title: '件名を入力してください。' });
    expect(topView().state.values['body']).toEqual({ body_input: { type: 'plain_text_input', value: '書きかけ' } });
  });

  it('updates, pushes or clears as the app answers', async () => {
    const { id } = topView();
    handle = () => ({ body: { response_action: 'update', view: askModal('送信しました') } });
    await slack.submitView({ user: USER, values: { title_input: '件名', category_select: 'pc' } });
    expect(slack.openViews(USER).map((view) => [view.id, view.title])).toEqual([[id, plain('送信しました')]]);

    handle = () => ({ body: { response_action: 'push', view: askModal('確認') } });
    await slack.submitView({ user: USER });
    expect(slack.openViews(USER).map((view) => view.title)).toEqual([plain('送信しました'), plain('確認')]);

    handle = () => ({ body: { response_action: 'clear' } });
    await slack.submitView({ user: USER });
    expect(slack.openViews(USER)).toEqual([]);
  });
});

describe('buttons and response_urls', () => {
  it('sends block_actions with the block id found by action id, and takes the app\'s messages at the response_url', async () => {
    const posted = await api('chat.postMessage', {
      channel: 'C0HELPDESK',
      text: '問い合わせを受け付けました',
      blocks: [{ type: 'actions', block_id: 'inquiry', elements: [{ type: 'button', action_id: 'close_inquiry', text: plain('解決した'), value: 'inq-1' }] }],
    });
    let responseUrl = '';
    const responsesBefore = slack.responses.length;
    handle = (request) => {
      responseUrl = request.payload['response_url'];
      return {};
    };
    await slack.clickButton({ user: USER, actionId: 'close_inquiry', in: { message: { channel: 'C0HELPDESK', ts: posted['ts'] } } });
    expect(received$('/interactions')[0]?.payload).toMatchObject({
      type: 'block_actions',
      container: { type: 'message', message_ts: posted['ts'], channel_id: 'C0HELPDESK', is_ephemeral: false },
      channel: { id: 'C0HELPDESK' },
      message: { ts: posted['ts'], bot_id: 'B0MADOGUCHI' },
      actions: [{ type: 'button', action_id: 'close_inquiry', block_id: 'inquiry', value: 'inq-1', text: plain('解決した') }],
    });

    const respond = (message: object) => fetch(responseUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) });
    expect((await respond({ replace_original: true, text: '解決済みにしました' })).status).toBe(200);
    expect(slack.posts.find((post) => post.ts === posted['ts'])).toMatchObject({ text: '解決済みにしました', blocks: null });
    await respond({ text: '対応ありがとうございました' });
    expect(slack.ephemerals.at(-1)).toMatchObject({ user: USER, channel: 'C0HELPDESK', text: '対応ありがとうございました' });
    expect(slack.responses.slice(responsesBefore).map((response) => [response.user, response.channel, response.replace_original])).toEqual([
      [USER, 'C0HELPDESK', true],
      [USER, 'C0HELPDESK', false],
    ]);
  });

  it('shows a slash command\'s answer to the person only', async () => {
    handle = () => ({ body: { text: '使い方: /madoguchi 質問' } });
    await slack.slash({ user: 'U0MULTI001', channel: 'C0HELPDESK', text: '' });
    expect(slack.ephemerals.at(-1)).toMatchObject({ user: 'U0MULTI001', channel: 'C0HELPDESK', text: '使い方: /madoguchi 質問' });
  });
});

describe('the Web API', () => {
  it('reads one message with history\'s latest + inclusive + limit 1, and threads parent first', async () => {
    const first = await slack.say({ user: USER, channel: 'C0HELPDESK', text: '一つ目' });
    const second = await slack.say({ user: 'U0SUPPORT1', channel: 'C0HELPDESK', text: '二つ目' });
    const reply = await slack.say({ user: 'U0SUPPORT1', channel: 'C0HELPDESK', text: 'スレッドの返信', threadTs: first.ts });
    const exactly = await api('conversations.history', { channel: 'C0HELPDESK', latest: second.ts, inclusive: true, limit: 1 });
    expect(exactly['messages']).toEqual([expect.objectContaining({ type: 'message', user: 'U0SUPPORT1', text: '二つ目', ts: second.ts })]);
    const before = await api('conversations.history', { channel: 'C0HELPDESK', latest: second.ts, limit: 1 });
    expect(before['messages']).toEqual([expect.objectContaining({ text: '一つ目', ts: first.ts, thread_ts: first.ts, reply_count: 1 })]);
    const thread = await api('conversations.replies', { channel: 'C0HELPDESK', ts: first.ts });
    expect(thread['messages'].map((message: { ts: string }) => message.ts)).toEqual([first.ts, reply.ts]);
    expect(thread['messages'][1]).toMatchObject({ thread_ts: first.ts, parent_user_id: USER });
    expect(await api('conversations.history', { channel: 'C0GENERAL1' })).toEqual({ ok: false, error: 'not_in_channel' });
  });

  it('finds people by email, whatever the case', async () => {
    expect(await api('users.lookupByEmail', { email: 'User@A.example.com' })).toMatchObject({ ok: true, user: { id: USER, profile: { email: 'user@a.example.com' } } });
    expect(await api('users.lookupByEmail', { email: 'nobody@example.com' })).toEqual({ ok: false, error: 'users_not_found' });
    slack.addUser({ id: 'U0TEST0001', name: 'yamada', realName: '山田 太郎', email: 'yamada@example.com' });
    expect(await api('users.info', { user: 'U0TEST0001' })).toMatchObject({ ok: true, user: { real_name: '山田 太郎', profile: { email: 'yamada@example.com' } } });
  });

  it('opens the same DM with a person every time, and posts there', async () => {
    const opened = await api('conversations.open', { users: USER });
    expect(opened).toEqual({ ok: true, channel: { id: 'D0USERA001', is_im: true, user: USER } });
    expect(await api('conversations.open', { users: USER })).toEqual(opened);
    expect(await api('chat.postMessage', { channel: 'D0USERA001', text: 'ご質問を受け付けました' })).toMatchObject({ ok: true, channel: 'D0USERA001' });
    expect(await api('conversations.open', { users: 'U0NOBODY01' })).toEqual({ ok: false, error: 'user_not_found' });
  });

  it('keeps ephemeral messages for the one person', async () => {
    const answer = await api('chat.postEphemeral', { channel: 'C0HELPDESK', user: 'U0GUEST001', text: '窓口に登録されていません', blocks: [{ type: 'section', text: plain('登録されていません') }] });
    expect(answer).toEqual({ ok: true, message_ts: expect.any(String) });
    expect(slack.ephemerals.at(-1)).toMatchObject({ channel: 'C0HELPDESK', user: 'U0GUEST001', text: '窓口に登録されていません', ts: answer['message_ts'], blocks: [{ type: 'section' }] });
    expect(await api('chat.postEphemeral', { channel: 'C0GENERAL1', user: USER, text: 'x' })).toEqual({ ok: false, error: 'not_in_channel' });
  });
});

describe('the page', () => {
  const pageFor = async (user: string) => (await fetch(`${slack.url}/?as=${user}`)).text();

  it('escapes what people write', async () => {
    await slack.say({ user: USER, channel: 'C0HELPDESK', text: '<script>alert(1)</script> &lt;b&gt;太字&lt;/b&gt; <https://example.com/vpn|手順>' });
    const html = await pageFor(USER);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>太字');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('<a href="https://example.com/vpn">手順</a>');
  });

  it('shows the user\'s open modal as a dialog with labelled inputs', async () => {
    await api('views.open', { trigger_id: slack.issueTrigger('U0MULTI001'), view: askModal() });
    const html = await pageFor('U0MULTI001');
    expect(html).toContain('<dialog open class="modal" aria-label="窓口に問い合わせ">');
    expect(html).toMatch(/<label for="in-title">件名<\/label><input type="text" id="in-title" [^>]*required/);
    expect(html).toMatch(/<label for="in-category">カテゴリ<\/label><select id="in-category"/);
    expect(html).toMatch(/<label for="in-body">内容<\/label><textarea id="in-body" [^>]*>Slackから転記した下書き<\/textarea>/);
    expect(html).toMatch(/<button type="submit" name="do" value="submit">送信する<\/button>/);
    expect(html).toMatch(/<button type="submit" name="do" value="close" formnovalidate>キャンセル<\/button>/);
    expect(await pageFor(USER)).not.toContain('<dialog');
  });

  it('submits the modal\'s form, keeping what was typed beside the app\'s errors', async () => {
    await api('views.open', { trigger_id: slack.issueTrigger('U0MULTI001'), view: askModal() });
    handle = () => ({ body: { response_action: 'errors', errors: { title: '件名が短すぎます。' } } });
    const form = new URLSearchParams({ as: 'U0MULTI001', view_id: topView('U0MULTI001').id, do: 'submit', back: '/?as=U0MULTI001' });
    form.set('in:["title","title_input"]', 'VPN');
    form.set('in:["category","category_select"]', 'network');
    form.set('in:["body","body_input"]', '<b>自宅</b>から');
    const posted = await fetch(`${slack.url}/view`, { method: 'POST', body: form, redirect: 'manual' });
    expect([posted.status, posted.headers.get('location')]).toEqual([303, '/?as=U0MULTI001']);
    expect(received$('/interactions').at(-1)?.payload['view'].state.values.category).toEqual({
      category_select: { type: 'static_select', selected_option: { text: plain('ネットワーク'), value: 'network' } },
    });
    const html = await pageFor('U0MULTI001');
    expect(html).toMatch(/<input type="text" id="in-title" [^>]*aria-invalid="true"[^>]*value="VPN">/);
    expect(html).toContain('<p class="error" id="in-title-error">件名が短すぎます。</p>');
    expect(html).toContain('<option value="network" selected>ネットワーク</option>');
    expect(html).toContain('&#60;b&#62;自宅&#60;/b&#62;から</textarea>');
  });
});
