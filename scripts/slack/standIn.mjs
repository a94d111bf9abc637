// A local stand-in for Slack, for the local stack and the tests (Slack itself is out of reach here):
// the OAuth authorize page, the Web API methods the integration calls, and signed Events API requests
// to the functions' endpoint. functions/.env.demo-madoguchi points the functions at it.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The stand-in app's identity; functions/.env.demo-madoguchi and .secret.local carry the same values. */
export const LOCAL_SLACK = JSON.parse(readFileSync(fileURLToPath(new URL('./localApp.json', import.meta.url)), 'utf8'));

const page = (title, body) =>
  `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${title}</title>` +
  '<style>body{font-family:sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}li{margin:.4rem 0}' +
  'pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}</style></head>' +
  `<body><p><small>Slack（ローカルのスタンドイン）</small></p>${body}</body></html>`;
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isOn = (flag) => flag === true || flag === 'true' || flag === '1' || flag === 1;

/**
 * What Slack makes of a posted message: the mentions that would notify people (`<!channel>`,
 * `<!here>`, `<@U…>`, and bare `@channel` or `@name` when the post asks Slack to link names) and the
 * links with their targets. Escaped text (&lt; &gt; &amp;) is shown as written and makes neither.
 * @param {{ text: string, parse?: string | null, link_names?: unknown }} post
 */
export function markupOf(post) {
  const mentions = [];
  const links = [];
  for (const [, inner] of post.text.matchAll(/<([^<>]*)>/g)) {
    const bar = inner.indexOf('|');
    const target = bar < 0 ? inner : inner.slice(0, bar);
    const label = bar < 0 ? null : inner.slice(bar + 1);
    if (/^[!@#]/.test(target)) mentions.push(target);
    else links.push({ url: target.replace(/&amp;/g, '&'), label });
  }
  if (post.parse === 'full' || isOn(post.link_names)) {
    for (const [name] of post.text.replace(/<[^<>]*>/g, '').matchAll(/(?<![\w&])@[\w.-]+/g)) mentions.push(name);
  }
  return { mentions, links };
}

/**
 * Starts the stand-in.
 * @param {{ port?: number, host?: string, eventsUrl?: string }} [options]
 *   eventsUrl: where signed events go (the functions' slackEvents endpoint)
 */
export async function startSlackStandIn({ port = LOCAL_SLACK.port, host = '127.0.0.1', eventsUrl = LOCAL_SLACK.eventsUrl } = {}) {
  const team = { id: LOCAL_SLACK.teamId, name: LOCAL_SLACK.teamName };
  const botUserId = 'UBOTMADO01';
  const users = new Map([
    ['U0SUPPORT1', { id: 'U0SUPPORT1', name: 'sato', real_name: '佐藤 花子', profile: { display_name: '佐藤（情シス）', real_name: '佐藤 花子' } }],
  ]);
  const channels = [
    { id: 'C0HELPDESK', name: 'helpdesk', is_private: false, is_member: true, is_archived: false },
    { id: 'C0GENERAL1', name: 'general', is_private: false, is_member: false, is_archived: false },
    { id: 'G0PRIVATE1', name: 'it-private', is_private: true, is_member: true, is_archived: false },
  ];
  const codes = new Map(); // code -> redirect_uri
  const tokens = new Set();
  /** One app installed in one workspace has one bot token, however often it is installed: the team's, while valid. */
  let teamToken = null;
  /** Every chat.postMessage that went through, oldest first. */
  const posts = [];
  /** Every Web API call: method and the parameters (tokens left out). */
  const calls = [];
  /** method -> queued failures: { error } or { retryAfter } */
  const failures = new Map();
  let tsCounter = 0;
  const nextTs = () => `${Math.floor(Date.now() / 1000)}.${String((tsCounter += 1)).padStart(6, '0')}`;

  const api = {
    'oauth.v2.access': (params) => {
      if (params.client_id !== LOCAL_SLACK.clientId || params.client_secret !== LOCAL_SLACK.clientSecret) return { ok: false, error: 'invalid_client_id' };
      const redirect = codes.get(params.code);
      if (!redirect) return { ok: false, error: 'invalid_code' };
      codes.delete(params.code);
      if (params.redirect_uri !== redirect) return { ok: false, error: 'bad_redirect_uri' };
      if (!teamToken || !tokens.has(teamToken)) {
        teamToken = `xoxb-standin-${randomBytes(12).toString('hex')}`;
        tokens.add(teamToken);
      }
      return { ok: true, access_token: teamToken, token_type: 'bot', scope: LOCAL_SLACK.scopes, bot_user_id: botUserId, app_id: 'A0MADOGUCHI', team, enterprise: null };
    },
    'auth.test': () => ({ ok: true, url: 'https://standin.slack.local/', team: team.name, team_id: team.id, user_id: botUserId, bot_id: 'B0MADOGUCHI' }),
    // Revokes the token for everyone holding it; auth.test and every other call then answer invalid_auth.
    'auth.revoke': (_params, token) => {
      tokens.delete(token);
      return { ok: true, revoked: true };
    },
    'conversations.list': () => ({ ok: true, channels: channels.filter((c) => !c.is_archived && (!c.is_private || c.is_member)), response_metadata: { next_cursor: '' } }),
    'conversations.info': (params) => {
      const channel = channels.find((c) => c.id === params.channel);
      return channel ? { ok: true, channel } : { ok: false, error: 'channel_not_found' };
    },
    'users.info': (params) => {
      const user = users.get(params.user);
      return user ? { ok: true, user } : { ok: false, error: 'user_not_found' };
    },
    'chat.postMessage': (params) => {
      const channel = channels.find((c) => c.id === params.channel);
      if (!channel) return { ok: false, error: 'channel_not_found' };
      if (channel.is_archived) return { ok: false, error: 'is_archived' };
      if (!channel.is_member) return { ok: false, error: 'not_in_channel' };
      const ts = nextTs();
      const post = {
        channel: channel.id,
        ts,
        text: params.text ?? '',
        thread_ts: params.thread_ts ?? null,
        username: params.username ?? null,
        parse: params.parse ?? null,
        link_names: params.link_names ?? null,
      };
      posts.push(post);
      return { ok: true, channel: channel.id, ts, message: { text: post.text, ts, bot_id: 'B0MADOGUCHI' } };
    },
  };
  const needsNoToken = new Set(['oauth.v2.access']);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    try {
      if (url.pathname.startsWith('/api/')) return handleApi(url.pathname.slice(5), raw, req, send);
      if (url.pathname === '/oauth/v2/authorize') return send(200, 'text/html; charset=utf-8', authorizePage(url));
      if (url.pathname === '/oauth/v2/approve' && req.method === 'POST') return approve(new URLSearchParams(raw), send);
      if (url.pathname === '/' && req.method === 'GET') return send(200, 'text/html; charset=utf-8', homePage());
      if (url.pathname === '/reply' && req.method === 'POST') {
        const form = new URLSearchParams(raw);
        await stand.reply({ channel: form.get('channel') ?? '', threadTs: form.get('thread_ts') ?? '', text: form.get('text') ?? '' });
        return send(303, 'text/plain', '', { location: '/' });
      }
      send(404, 'text/plain', 'not found');
    } catch (error) {
      send(500, 'text/plain', String(error?.message ?? error));
    }
  });

  function handleApi(method, raw, req, send) {
    const type = String(req.headers['content-type'] ?? '');
    const params = type.includes('json') ? JSON.parse(raw || '{}') : Object.fromEntries(new URLSearchParams(raw));
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '') || params.token;
    calls.push({ method, params: Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'token' && key !== 'client_secret')) });
    const queued = failures.get(method)?.shift();
    if (queued?.retryAfter !== undefined) return send(429, 'application/json', JSON.stringify({ ok: false, error: 'ratelimited' }), { 'retry-after': String(queued.retryAfter) });
    if (queued?.error) return send(200, 'application/json', JSON.stringify({ ok: false, error: queued.error }));
    const handler = api[method];
    if (!handler) return send(200, 'application/json', JSON.stringify({ ok: false, error: 'unknown_method' }));
    if (!needsNoToken.has(method) && !tokens.has(token)) return send(200, 'application/json', JSON.stringify({ ok: false, error: 'invalid_auth' }));
    send(200, 'application/json', JSON.stringify(handler(params, token)));
  }

  function authorizePage(url) {
    const clientId = url.searchParams.get('client_id');
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (clientId !== LOCAL_SLACK.clientId || !redirect) return page('エラー', '<h1>アプリの指定が正しくありません</h1>');
    const hidden = (name, value) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const cancel = new URL(redirect);
    cancel.searchParams.set('error', 'access_denied');
    cancel.searchParams.set('state', state);
    return page(
      '窓口 を許可',
      `<h1>窓口 が ${escapeHtml(team.name)} へのアクセスを求めています</h1>` +
        `<p>権限: ${escapeHtml(url.searchParams.get('scope') ?? '')}</p>` +
        `<form method="post" action="/oauth/v2/approve">${hidden('redirect_uri', redirect)}${hidden('state', state)}` +
        `<button type="submit">許可する</button></form><p><a href="${escapeHtml(cancel.toString())}">キャンセル</a></p>`,
    );
  }

  function approve(form, send) {
    const code = `code-${randomBytes(8).toString('hex')}`;
    const redirect = form.get('redirect_uri') ?? '';
    codes.set(code, redirect);
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    back.searchParams.set('state', form.get('state') ?? '');
    send(302, 'text/plain', '', { location: back.toString() });
  }

  function homePage() {
    const threads = posts.filter((post) => !post.thread_ts);
    const items = threads.map((parent) => {
      const replies = posts.filter((post) => post.thread_ts === parent.ts);
      return (
        `<li><pre>${escapeHtml(parent.text)}</pre><ul>${replies.map((r) => `<li>${escapeHtml(r.username ?? '窓口')}: ${escapeHtml(r.text)}</li>`).join('')}</ul>` +
        `<form method="post" action="/reply"><input type="hidden" name="channel" value="${parent.channel}"><input type="hidden" name="thread_ts" value="${parent.ts}">` +
        '<input name="text" aria-label="スレッドに返信" size="50"> <button>佐藤（情シス）として返信</button></form></li>'
      );
    });
    return page('Slack スタンドイン', `<h1>${escapeHtml(team.name)} の投稿</h1><ul>${items.join('') || '<li>まだ投稿はありません。</li>'}</ul>`);
  }

  let eventCounter = 0;
  const stand = {
    url: `http://${host}:${port}`,
    team,
    botUserId,
    channels,
    posts,
    calls,
    /** Makes the next call(s) of `method` fail: with Slack's `error` code, or a 429 with Retry-After. */
    failNext(method, failure) {
      failures.set(method, [...(failures.get(method) ?? []), failure]);
    },
    /** Lets every token go invalid, as when the app is uninstalled. */
    revokeAllTokens() {
      tokens.clear();
    },
    /** Lets `token` go invalid, as auth.revoke with it does. */
    revokeToken(token) {
      tokens.delete(token);
    },
    /** Whether Slack still takes `token`. */
    tokenWorks: (token) => tokens.has(token),
    /** The app is uninstalled from the workspace: its tokens stop working and Slack sends app_uninstalled. */
    uninstall() {
      tokens.clear();
      return stand.sendEvent(stand.envelope({ type: 'app_uninstalled' }));
    },
    /**
     * Sends one Events API request the way Slack does (signed over the exact body), and answers what
     * the endpoint answered. `sign` overrides parts of the signing to test refusals.
     * @param {unknown} payload
     * @param {{ secret?: string, timestamp?: number, body?: string, signature?: string | null, retry?: number }} [sign]
     */
    async sendEvent(payload, sign = {}) {
      const body = sign.body ?? JSON.stringify(payload);
      const timestamp = String(sign.timestamp ?? Math.floor(Date.now() / 1000));
      const signature = `v0=${createHmac('sha256', sign.secret ?? LOCAL_SLACK.signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
      const headers = { 'content-type': 'application/json', 'x-slack-request-timestamp': timestamp };
      if (sign.signature !== null) headers['x-slack-signature'] = sign.signature ?? signature;
      if (sign.retry) headers['x-slack-retry-num'] = String(sign.retry);
      const response = await fetch(eventsUrl, { method: 'POST', headers, body });
      return { status: response.status, body: await response.text() };
    },
    /** An event_callback envelope around `event`, with a fresh event_id unless one is given. */
    envelope(event, eventId = `Ev${Date.now()}${(eventCounter += 1)}`) {
      return { token: 'unused', team_id: team.id, api_app_id: 'A0MADOGUCHI', type: 'event_callback', event_id: eventId, event_time: Math.floor(Date.now() / 1000), event };
    },
    /** A person replying in a thread, as Slack reports it. */
    async reply({ channel, threadTs, text, user = 'U0SUPPORT1', eventId }) {
      const event = { type: 'message', channel, user, text, ts: nextTs(), thread_ts: threadTs, channel_type: 'channel' };
      return stand.sendEvent(stand.envelope(event, eventId));
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the functions' keep-alive sockets would hold it open
      }),
  };

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return stand;
}
