// A local stand-in for Slack, for the local stack and the tests (Slack itself is out of reach here):
// the OAuth authorize page, the Web API methods the app calls, and the requests Slack sends the app —
// signed Events API events, interactivity payloads (shortcuts, buttons, modal submissions) and slash
// commands — plus a small Slack-like web page to play the people in the workspace.
// functions/.env.demo-madoguchi points the functions at it.
//
// Layout: pure helpers (timestamps, signing, block checks), the HTML rendering of Block Kit, then
// startSlackStandIn with the workspace's state, the Web API, what people do, and the page's forms.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The stand-in app's identity; functions/.env.demo-madoguchi and .secret.local carry the same values. */
export const LOCAL_SLACK = JSON.parse(readFileSync(fileURLToPath(new URL('./localApp.json', import.meta.url)), 'utf8'));

const APP_ID = 'A0MADOGUCHI';
const BOT_ID = 'B0MADOGUCHI';
const BOT_USER_ID = 'UBOTMADO01';
const TEAM_DOMAIN = 'madoguchi-demo';
/** Slack takes a trigger_id once, within 3 seconds of the click or command that made it. */
const TRIGGER_LIFETIME_MS = 3_000;
/** A modal and at most two views pushed on it. */
const MODAL_STACK_LIMIT = 3;
/** A response_url takes five messages within 30 minutes. */
const RESPONSE_URL_USES = 5;
const RESPONSE_URL_LIFETIME_MS = 30 * 60_000;
/** Who the page's employee-side parts act as when no one is chosen: the demo employee. */
const DEFAULT_ACTOR = 'U0USERA001';
/** Who answered in channel threads before the page had a user chooser: the support staff. */
const SUPPORT_USER = 'U0SUPPORT1';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The demo tenant's people in the workspace; their emails are the demo accounts' (functions/src/dev). */
const DEMO_USERS = [
  { id: 'U0SUPPORT1', name: 'sato', realName: '佐藤 花子', displayName: '佐藤（情シス）', email: 'admin@a.example.com' },
  { id: 'U0USERA001', name: 'suzuki', realName: '鈴木 一郎', email: 'user@a.example.com' },
  { id: 'U0MULTI001', name: 'takahashi', realName: '高橋 美咲', email: 'multi@example.com' },
  // Registered in no tenant: the "unregistered" path.
  { id: 'U0GUEST001', name: 'tanaka', realName: '田中 ゲスト', email: 'guest@example.com' },
];

const isOn = (flag) => flag === true || flag === 'true' || flag === '1' || flag === 1;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const shortId = () => randomBytes(3).toString('base64url');
/** `value`, or an error saying what was missing (for the helpers the tests call: a typo should fail loudly). */
function must(value, message) {
  if (value === undefined || value === null) throw new Error(message);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Timestamps, signing, users

/** Slack's message ts ("seconds.micros") compared without floating point, which would round them. */
function compareTs(a, b) {
  const [aSeconds, aFraction = ''] = String(a).split('.');
  const [bSeconds, bFraction = ''] = String(b).split('.');
  return Number(aSeconds) - Number(bSeconds) || aFraction.padEnd(6, '0').localeCompare(bFraction.padEnd(6, '0'));
}

/** Slack's request signature: v0= and the hex HMAC-SHA256 of "v0:{timestamp}:{raw body}" under the signing secret. */
export function slackSignature(secret, timestamp, body) {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

/**
 * The headers Slack sends with a request: its timestamp and signature over the exact body. `sign`
 * overrides parts of it to test refusals (another secret, an old timestamp, no signature at all).
 */
function signedHeaders(contentType, body, sign) {
  const timestamp = String(sign.timestamp ?? Math.floor(Date.now() / 1000));
  const headers = { 'content-type': contentType, 'x-slack-request-timestamp': timestamp };
  if (sign.signature !== null) headers['x-slack-signature'] = sign.signature ?? slackSignature(sign.secret ?? LOCAL_SLACK.signingSecret, timestamp, body);
  if (sign.retry) headers['x-slack-retry-num'] = String(sign.retry);
  return headers;
}

async function postSigned(url, contentType, body, sign) {
  const response = await fetch(url, { method: 'POST', headers: signedHeaders(contentType, body, sign), body });
  return { status: response.status, body: await response.text() };
}

/** A person as users.info shows them. */
function slackUser({ id, name, realName, displayName = '', email }) {
  return { id, team_id: LOCAL_SLACK.teamId, name, real_name: realName, is_bot: false, deleted: false, profile: { display_name: displayName, real_name: realName, email } };
}
const BOT_USER = { id: BOT_USER_ID, team_id: LOCAL_SLACK.teamId, name: 'madoguchi', real_name: '窓口', is_bot: true, deleted: false, profile: { display_name: '', real_name: '窓口', bot_id: BOT_ID } };
/** The name Slack shows for a person. */
const shownName = (user) => user.profile.display_name || user.real_name || user.name;

/** What the Slack client does with what a person types: & < > escaped, so no typed text becomes a link or mention. */
export const escapeForSlack = (text) => String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

// ---------------------------------------------------------------------------------------------
// Block Kit: the checks Slack makes (the ones an app is likely to trip on) and the ids it fills in

class SlackApiError extends Error {
  constructor(code, messages) {
    super(code);
    this.code = code;
    this.messages = messages;
  }
}
/** Ends a Web API method with Slack's error `code` (and, for invalid arguments, its messages). */
const fail = (code, messages) => {
  throw new SlackApiError(code, messages);
};

const plainTextProblem = (text, pointer, max) =>
  text?.type !== 'plain_text' || typeof text.text !== 'string' || !text.text
    ? `[ERROR] must provide a plain_text object with text [json-pointer:${pointer}]`
    : text.text.length > max
      ? `[ERROR] must be at most ${max} characters [json-pointer:${pointer}/text]`
      : null;

/** Problems Slack would refuse `blocks` for. */
function blockProblems(blocks, pointer, max) {
  if (!Array.isArray(blocks)) return [`[ERROR] must provide an array [json-pointer:${pointer}]`];
  const problems = blocks.length > max ? [`[ERROR] no more than ${max} items allowed [json-pointer:${pointer}]`] : [];
  const ids = new Set();
  blocks.forEach((block, i) => {
    const at = `${pointer}/${i}`;
    if (!block || typeof block.type !== 'string') return problems.push(`[ERROR] missing required field: type [json-pointer:${at}]`);
    if (block.block_id !== undefined) {
      if (ids.has(block.block_id)) problems.push(`[ERROR] duplicate block_id '${block.block_id}' [json-pointer:${at}/block_id]`);
      ids.add(block.block_id);
    }
    if (block.type === 'header') problems.push(plainTextProblem(block.text, `${at}/text`, 150));
    if (block.type === 'section' && !block.text && !block.fields) problems.push(`[ERROR] must provide text or fields [json-pointer:${at}]`);
    if (block.type === 'section' && (block.text?.text ?? '').length > 3000) problems.push(`[ERROR] must be at most 3000 characters [json-pointer:${at}/text/text]`);
    if (block.type === 'input') {
      problems.push(plainTextProblem(block.label, `${at}/label`, 2000));
      if (typeof block.element?.type !== 'string') problems.push(`[ERROR] missing required field: element [json-pointer:${at}/element]`);
    }
    for (const [j, element] of (block.type === 'actions' ? block.elements ?? [] : []).entries()) {
      if (element?.type === 'button') problems.push(plainTextProblem(element.text, `${at}/elements/${j}/text`, 75));
    }
  });
  return problems.filter(Boolean);
}

/** Problems Slack would refuse a view for. */
function viewProblems(view, type) {
  if (!view || typeof view !== 'object') return ['[ERROR] must provide an object [json-pointer:/view]'];
  const problems = [];
  if (view.type !== type) problems.push(`[ERROR] must be '${type}' [json-pointer:/view/type]`);
  problems.push(...blockProblems(view.blocks, '/view/blocks', 100));
  if (view.type === 'modal') {
    problems.push(plainTextProblem(view.title, '/view/title', 24));
    for (const key of ['submit', 'close']) if (view[key] !== undefined) problems.push(plainTextProblem(view[key], `/view/${key}`, 24));
    // Slack refuses a modal with inputs and nothing to submit them with.
    if (!view.submit && view.blocks?.some?.((block) => block?.type === 'input')) problems.push('[ERROR] must provide submit when input blocks are present [json-pointer:/view/submit]');
  }
  if (String(view.private_metadata ?? '').length > 3000) problems.push('[ERROR] must be at most 3000 characters [json-pointer:/view/private_metadata]');
  if (String(view.callback_id ?? '').length > 255) problems.push('[ERROR] must be at most 255 characters [json-pointer:/view/callback_id]');
  return problems.filter(Boolean);
}

/** Web API arguments holding JSON (blocks, view) come as JSON strings in form posts and as values in JSON posts. */
function jsonArgument(value, code) {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  return parseJson(value) ?? fail(code);
}

/** A message's blocks from chat.* arguments: checked, with the block and action ids Slack fills in. */
function blocksArgument(value) {
  const blocks = jsonArgument(value, 'invalid_blocks_format');
  if (blocks === undefined) return undefined;
  const problems = blockProblems(blocks, '/blocks', 50);
  if (problems.length) fail('invalid_blocks', problems);
  return withIds(blocks);
}

/** Slack gives each block without a block_id, and each element without an action_id, a random one. */
function withIds(blocks) {
  const withActionId = (element) => (element && element.type !== 'image' && !element.action_id ? { ...element, action_id: shortId() } : element);
  return blocks.map((block) => ({
    ...block,
    block_id: block.block_id ?? shortId(),
    ...(block.element && { element: withActionId(block.element) }),
    ...(block.accessory && { accessory: withActionId(block.accessory) }),
    ...(block.type === 'actions' && { elements: (block.elements ?? []).map(withActionId) }),
  }));
}

/** Every interactive element of `blocks`, with the block it sits in. */
function elementsOf(blocks) {
  return (blocks ?? []).flatMap((block) => {
    const elements = block.type === 'actions' ? block.elements ?? [] : [block.element, block.accessory].filter(Boolean);
    return elements.filter((element) => element.action_id).map((element) => ({ block, element }));
  });
}
const optionsOf = (element) => [...(element.options ?? []), ...(element.option_groups ?? []).flatMap((group) => group.options ?? [])];

/** What an input holds before anyone types in it: its initial value or option. */
function initialEntry(element) {
  if (element.type === 'static_select') return { type: element.type, selected_option: element.initial_option ?? null };
  return { type: element.type, value: element.initial_value ?? null };
}

/** An input's entry in state.values for what a person typed or chose (`text`: the typed text, or the option's value). */
function entryFor(element, text) {
  if (element.type !== 'static_select') return { type: element.type, value: text === '' || text === null || text === undefined ? null : String(text) };
  if (text === '' || text === null || text === undefined) return { type: element.type, selected_option: null };
  const option = optionsOf(element).find((candidate) => candidate.value === String(text));
  if (!option) throw new Error(`"${text}" is not an option of ${element.action_id}`);
  return { type: element.type, selected_option: option };
}

// ---------------------------------------------------------------------------------------------
// HTML: the page frame, mrkdwn, and Block Kit rendered as plain server-side HTML with forms

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title, body) =>
  `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
  `<body><p><small>Slack（ローカルのスタンドイン）</small></p>${body}</body></html>`;
const STYLE = [
  'body{font-family:sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;line-height:1.5}',
  'li{margin:.4rem 0}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}',
  'ol.messages{list-style:none;padding:0}ol.replies{list-style:none;border-left:3px solid #ddd;padding-left:1rem}',
  'article{border:1px solid #ddd;border-radius:6px;padding:.5rem .75rem;margin:.25rem 0}article.ephemeral{background:#f6f3ff}',
  'form.inline{display:inline-block;margin:.2rem .3rem .2rem 0}.app{font-size:.75rem;background:#eee;padding:0 .3rem;border-radius:3px}',
  '.context{color:#555;font-size:.85rem}.error{color:#c00}.notice{background:#fff4d6;padding:.5rem}',
  '.fields{display:grid;grid-template-columns:1fr 1fr;gap:.25rem 1rem}.input{margin:.75rem 0}.input label{display:block;font-weight:bold}',
  '.input textarea,.input input,.input select{width:100%;box-sizing:border-box}',
  '.backdrop{position:fixed;inset:0;background:rgba(0,0,0,.35);z-index:9}',
  'dialog.modal{position:fixed;top:2rem;z-index:10;width:min(600px,90vw);max-height:85vh;overflow:auto;border:0;border-radius:8px;box-shadow:0 4px 24px rgba(0,0,0,.3)}',
  '.footer{display:flex;justify-content:flex-end;gap:.5rem;margin-top:1rem}.offscreen{position:absolute;left:-9999px}',
  'nav a{margin-right:1rem}nav a[aria-current]{font-weight:bold}',
  'form>label>textarea{display:block;width:100%;box-sizing:border-box}',
].join('');

/** A few of Slack's emoji names, for text and reactions. */
const EMOJI = {
  ticket: '🎫', white_check_mark: '✅', heavy_check_mark: '✔️', x: '❌', warning: '⚠️', memo: '📝', mag: '🔍', bulb: '💡',
  question: '❓', email: '📧', link: '🔗', hourglass: '⌛', tada: '🎉', pray: '🙏', eyes: '👀', speech_balloon: '💬',
  inbox_tray: '📥', books: '📚', house: '🏠', information_source: 'ℹ️', bell: '🔔', lock: '🔒', wave: '👋',
};
const emojified = (html) => html.replace(/:([a-z0-9_+-]+):/g, (whole, name) => EMOJI[name] ?? whole);
/** Slack's three escapes (&amp; &lt; &gt;) read back, before the text is escaped again for HTML. */
const unescapeSlack = (text) => text.replace(/&(amp|lt|gt);/g, (_whole, name) => ({ amp: '&', lt: '<', gt: '>' })[name]);

/**
 * mrkdwn as HTML. Everything is HTML-escaped before any markup is added, so no text can inject any:
 * `<…>` sequences become links only for http(s) and mailto, mentions become names, anything else
 * (say `<script>`) is shown as written.
 */
function mrkdwnHtml(text, ctx) {
  return String(text ?? '')
    .split(/```([\s\S]*?)```/)
    .map((part, i) => (i % 2 ? `<pre>${escapeHtml(unescapeSlack(part))}</pre>` : part.split('\n').map((line) => lineHtml(line, ctx)).join('<br>')))
    .join('');
}

function lineHtml(line, ctx) {
  const quote = /^(?:>|&gt;)\s?/.exec(line);
  const rest = quote ? line.slice(quote[0].length) : line;
  const html = rest
    .split(/(<[^<>]*>)/)
    .map((part, i) => (i % 2 ? angleHtml(part.slice(1, -1), ctx) : inlineHtml(part)))
    .join('');
  return quote ? `<q>${html}</q>` : html;
}

function inlineHtml(text) {
  const html = escapeHtml(unescapeSlack(text))
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*([^*\n]+)\*/g, '<b>$1</b>')
    .replace(/(^|[^\w])_([^_\n]+)_(?!\w)/g, '$1<i>$2</i>')
    .replace(/~([^~\n]+)~/g, '<s>$1</s>');
  return emojified(html);
}

/** A `<…>` sequence: a link, a mention, a channel, a special mention, or else text as written. */
function angleHtml(inner, ctx) {
  const bar = inner.indexOf('|');
  const target = bar < 0 ? inner : inner.slice(0, bar);
  const label = bar < 0 ? null : unescapeSlack(inner.slice(bar + 1));
  if (target.startsWith('@')) return `<b>@${escapeHtml(label ?? ctx.nameOf(target.slice(1)))}</b>`;
  if (target.startsWith('#')) return `<b>#${escapeHtml(label ?? ctx.channelName(target.slice(1)))}</b>`;
  if (target.startsWith('!')) return `<b>${escapeHtml(label ?? `@${target.slice(1).split('^')[0]}`)}</b>`;
  const url = unescapeSlack(target);
  if (/^(https?:|mailto:)/i.test(url)) return `<a href="${escapeHtml(url)}">${escapeHtml(label ?? url)}</a>`;
  return escapeHtml(unescapeSlack(`<${inner}>`));
}

/** A text object (plain_text or mrkdwn) as HTML. */
function textHtml(text, ctx) {
  if (!text) return '';
  if (typeof text === 'string') return mrkdwnHtml(text, ctx);
  if (text.type === 'mrkdwn') return mrkdwnHtml(text.text, ctx);
  const html = escapeHtml(text.text ?? '').replace(/\n/g, '<br>');
  return text.emoji === false ? html : emojified(html);
}
/** A plain_text object as text for attributes (aria-label, title). */
const plainOf = (text) => (typeof text === 'string' ? text : (text?.text ?? ''));

const hidden = (fields) =>
  Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * Blocks as HTML. `surface` says where they are, for their buttons: `{ kind: 'message', channel, ts }`,
 * `{ kind: 'ephemeral', ts }`, or `{ kind: 'view', viewId, modal, values, errors }` — a modal's blocks
 * sit in one form (its buttons submit it, so what was typed is kept), the others' buttons are forms.
 */
function blocksHtml(blocks, ctx, surface) {
  return blocks.map((block) => blockHtml(block, ctx, surface)).join('');
}

function blockHtml(block, ctx, surface) {
  switch (block.type) {
    case 'header':
      return `<h3>${textHtml(block.text, ctx)}</h3>`;
    case 'section':
      return (
        `<div class="section">${block.text ? `<div>${textHtml(block.text, ctx)}</div>` : ''}` +
        (block.fields ? `<div class="fields">${block.fields.map((field) => `<div>${textHtml(field, ctx)}</div>`).join('')}</div>` : '') +
        (block.accessory ? elementHtml(block.accessory, block, ctx, surface) : '') +
        '</div>'
      );
    case 'context':
      return `<p class="context">${(block.elements ?? []).map((element) => (element.type === 'image' ? `[${escapeHtml(element.alt_text ?? '画像')}]` : textHtml(element, ctx))).join(' ')}</p>`;
    case 'divider':
      return '<hr>';
    case 'actions':
      return `<div class="actions">${(block.elements ?? []).map((element) => elementHtml(element, block, ctx, surface)).join('')}</div>`;
    case 'input':
      return inputHtml(block, ctx, surface);
    case 'image':
      return `<p>[画像: ${escapeHtml(block.alt_text ?? '')}]</p>`;
    case 'rich_text':
      return `<p>${escapeHtml(richText(block))}</p>`;
    default:
      return `<p class="context">（${escapeHtml(block.type)} ブロックはスタンドインでは表示できません）</p>`;
  }
}
const richText = (node) => (typeof node.text === 'string' ? node.text : (node.elements ?? []).map(richText).join(''));

/** A button or select outside inputs: in a modal it submits the modal's form, elsewhere it is a form of its own. */
function elementHtml(element, block, ctx, surface) {
  const name = element.accessibility_label ? ` aria-label="${escapeHtml(element.accessibility_label)}"` : '';
  if (element.type === 'button' && element.url) return `<a href="${escapeHtml(element.url)}"${name}>${textHtml(element.text, ctx)}</a> `;
  const which = { block_id: block.block_id, action_id: element.action_id };
  if (element.type === 'button') {
    const button = (fields) => `<button type="submit"${name} ${fields}>${textHtml(element.text, ctx)}</button>`;
    if (surface.modal) return button(`name="click" value="${escapeHtml(JSON.stringify({ ...which, value: element.value }))}" formnovalidate`);
    return `<form method="post" action="/click" class="inline">${surfaceFields(ctx, surface)}${hidden({ ...which, value: element.value })}${button('')}</form>`;
  }
  if (element.type === 'static_select') {
    const current = surface.values?.[block.block_id]?.[element.action_id]?.selected_option?.value ?? element.initial_option?.value;
    const label = plainOf(element.placeholder) || '選択';
    const select = (field) => `<label>${escapeHtml(label)} <select name="${escapeHtml(field)}">${optionsHtml(element, current, ctx)}</select></label>`;
    if (surface.modal) {
      const field = `select:${JSON.stringify(which)}`;
      return `${select(field)} <button type="submit" name="click" value="${escapeHtml(JSON.stringify({ ...which, select: field }))}" formnovalidate>選択する</button>`;
    }
    return `<form method="post" action="/click" class="inline">${surfaceFields(ctx, surface)}${hidden(which)}${select('selected')} <button type="submit">選択する</button></form>`;
  }
  return `<span class="context">（${escapeHtml(element.type)} はスタンドインでは使えません）</span>`;
}

function optionsHtml(element, current, ctx) {
  const placeholder = `<option value="">${escapeHtml(plainOf(element.placeholder) || '選択してください')}</option>`;
  const options = optionsOf(element).map(
    (option) => `<option value="${escapeHtml(option.value)}"${option.value === current ? ' selected' : ''}>${textHtml(option.text, ctx)}</option>`,
  );
  return placeholder + options.join('');
}

/** Which surface a button form belongs to, and who is clicking. */
function surfaceFields(ctx, surface) {
  return hidden({ as: ctx.actor, back: ctx.back, kind: surface.kind, channel: surface.channel, ts: surface.ts, view_id: surface.viewId });
}

/** An input block: its label, control (keeping what was typed), hint, and the app's error for it. */
function inputHtml(block, ctx, surface) {
  const element = block.element ?? {};
  if (!surface.modal) return `<p class="context">${textHtml(block.label, ctx)}（入力欄はモーダルでのみ使えます）</p>`;
  const id = `in-${block.block_id}`.replace(/[^\w-]/g, '_');
  const name = `in:${JSON.stringify([block.block_id, element.action_id])}`;
  const entry = surface.values?.[block.block_id]?.[element.action_id] ?? initialEntry(element);
  const error = surface.errors?.[block.block_id];
  const described = [block.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const common =
    `id="${id}" name="${escapeHtml(name)}"${block.optional ? '' : ' required'}` +
    (described ? ` aria-describedby="${described}"` : '') +
    (error ? ' aria-invalid="true"' : '') +
    (element.placeholder ? ` placeholder="${escapeHtml(plainOf(element.placeholder))}"` : '') +
    (element.max_length ? ` maxlength="${Number(element.max_length)}"` : '') +
    (element.min_length ? ` minlength="${Number(element.min_length)}"` : '');
  return (
    `<div class="input"><label for="${id}">${textHtml(block.label, ctx)}${block.optional ? '（任意）' : ''}</label>` +
    controlHtml(element, entry, common, ctx) +
    (block.hint ? `<small id="${id}-hint">${textHtml(block.hint, ctx)}</small>` : '') +
    (error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '') +
    '</div>'
  );
}

function controlHtml(element, entry, common, ctx) {
  const inputTypes = { plain_text_input: 'text', email_text_input: 'email', url_text_input: 'url', number_input: 'number' };
  if (element.type === 'static_select') return `<select ${common}>${optionsHtml(element, entry.selected_option?.value, ctx)}</select>`;
  if (element.type === 'plain_text_input' && element.multiline) return `<textarea ${common} rows="5">${escapeHtml(entry.value ?? '')}</textarea>`;
  if (inputTypes[element.type]) return `<input type="${inputTypes[element.type]}" ${common} value="${escapeHtml(entry.value ?? '')}">`;
  return `<p class="context">（${escapeHtml(element.type)} はスタンドインでは使えません）</p>`;
}

// ---------------------------------------------------------------------------------------------

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
 * @param {{ port?: number, host?: string, eventsUrl?: string, interactionsUrl?: string, commandsUrl?: string, triggerLifetimeMs?: number }} [options]
 *   port: 0 for any free one (stand.url then carries it); eventsUrl, interactionsUrl, commandsUrl: where
 *   signed events, interactivity payloads and slash commands go (the functions' endpoints);
 *   triggerLifetimeMs: how long a trigger_id works (Slack: 3 seconds)
 */
export async function startSlackStandIn({
  port = LOCAL_SLACK.port,
  host = '127.0.0.1',
  eventsUrl = LOCAL_SLACK.eventsUrl,
  interactionsUrl = LOCAL_SLACK.interactionsUrl,
  commandsUrl = LOCAL_SLACK.commandsUrl,
  triggerLifetimeMs = TRIGGER_LIFETIME_MS,
} = {}) {
  const team = { id: LOCAL_SLACK.teamId, name: LOCAL_SLACK.teamName };
  const botUserId = BOT_USER_ID;
  const users = new Map(DEMO_USERS.map((user) => [user.id, slackUser(user)]));
  const channels = [
    { id: 'C0HELPDESK', name: 'helpdesk', is_private: false, is_member: true, is_archived: false },
    { id: 'C0GENERAL1', name: 'general', is_private: false, is_member: false, is_archived: false },
    { id: 'G0PRIVATE1', name: 'it-private', is_private: true, is_member: true, is_archived: false },
  ];
  const codes = new Map(); // code -> redirect_uri
  const tokens = new Set();
  /** One app installed in one workspace has one bot token, however often it is installed: the team's, while valid. */
  let teamToken = null;
  /** Every chat.postMessage that went through (and every in_channel response), oldest first. */
  const posts = [];
  /** Everything said in channels and DMs, people's and the app's, oldest first. */
  const messages = [];
  /** chat.postEphemeral's messages and ephemeral responses: `{ channel, user, text, blocks, ts }`. */
  const ephemerals = [];
  /** Every message the app sent to a response_url, or as a slash command's answer. */
  const responses = [];
  /** Every view opened, pushed, updated or published: `{ via, user, view }`. */
  const viewLog = [];
  /** Each user's App Home view. */
  const homes = new Map();
  /** Open modals and home views by id, whose user, each user's modal stack (ids, topmost last), and the errors shown in them. */
  const liveViews = new Map();
  const viewOwners = new Map();
  const modalStacks = new Map();
  const viewErrors = new Map();
  /** trigger_id -> { user, issuedAt, used } */
  const triggers = new Map();
  /** response_url id -> { user, channel, origin, uses, issuedAt } */
  const responseUrls = new Map();
  /** Every Web API call: method and the parameters (tokens left out). */
  const calls = [];
  /** method -> queued failures: { error } or { retryAfter } */
  const failures = new Map();
  /** One line per user to show on the page once (what went wrong sending to the app). */
  const notices = new Map();
  let lastApiCallAt = 0;
  let tsCounter = 0;
  let triggerCounter = 0;
  let eventCounter = 0;
  const nextTs = () => `${Math.floor(Date.now() / 1000)}.${String((tsCounter += 1)).padStart(6, '0')}`;

  // ---- The workspace: people, conversations, messages

  const userOf = (id) => must(users.get(id), `no such Slack user: ${id}`);
  const nameOf = (id) => (id === BOT_USER_ID ? '窓口' : users.has(id) ? shownName(users.get(id)) : id);
  const dmChannelOf = (userId) => `D${String(userId).slice(1)}`;
  /** The person whose DM with the app `channelId` is, if it is one. */
  const dmOwnerOf = (channelId) => (/^D/.test(String(channelId)) && users.has(`U${channelId.slice(1)}`) ? `U${channelId.slice(1)}` : null);
  /** A channel, or a DM between a person and the app, as conversations.info shows it; null if unknown. */
  function conversationOf(id) {
    const owner = dmOwnerOf(id);
    if (owner) return { id, is_im: true, user: owner, is_member: true, is_archived: false, is_private: true, name: 'directmessage' };
    return channels.find((channel) => channel.id === id) ?? null;
  }
  const channelName = (id) => conversationOf(id)?.name ?? id;
  const channelRef = (id) => ({ id, name: channelName(id) });
  /** Where the app may post: channels it is in, and DMs (given as D… or as the person's U… id). */
  function postableConversation(id) {
    const conversation = conversationOf(/^U/.test(String(id)) && users.has(id) ? dmChannelOf(id) : id) ?? fail('channel_not_found');
    if (conversation.is_archived) fail('is_archived');
    if (!conversation.is_member) fail('not_in_channel');
    return conversation;
  }
  const findMessage = (channel, ts) => messages.find((message) => message.channel === channel && message.ts === ts && !message.deleted);
  const isTopLevel = (message) => !message.thread_ts || message.thread_ts === message.ts;
  const repliesTo = (parent) => messages.filter((message) => message.thread_ts === parent.ts && message.ts !== parent.ts && message.channel === parent.channel && !message.deleted);

  function recordBotMessage({ channel, text, blocks = null, thread_ts = null, username = null, parse = null, link_names = null }) {
    const post = { channel, ts: nextTs(), text, thread_ts, username, parse, link_names, blocks, user: BOT_USER_ID, bot_id: BOT_ID };
    posts.push(post);
    messages.push(post);
    return post;
  }
  function recordPersonMessage({ channel, user, text, threadTs = null, ts = nextTs() }) {
    const message = { channel, ts, text, thread_ts: threadTs || null, user, blocks: null, bot_id: null };
    messages.push(message);
    return message;
  }
  function recordEphemeral({ channel, user, text, blocks = null, thread_ts = null }) {
    const ephemeral = { channel, user, text: text ?? '', blocks, ts: nextTs(), ...(thread_ts && { thread_ts }) };
    ephemerals.push(ephemeral);
    return ephemeral;
  }

  /** A message as conversations.history and .replies, and interactivity payloads, show it. */
  function messageJson(message) {
    const replies = isTopLevel(message) ? repliesTo(message) : [];
    return {
      type: 'message',
      user: message.user,
      text: message.text,
      ts: message.ts,
      team: team.id,
      ...(message.bot_id && { bot_id: message.bot_id, app_id: APP_ID }),
      ...(message.username && { username: message.username }),
      ...(message.blocks && { blocks: message.blocks }),
      ...(message.thread_ts && !isTopLevel(message) && { thread_ts: message.thread_ts, parent_user_id: findMessage(message.channel, message.thread_ts)?.user }),
      ...(replies.length && { thread_ts: message.ts, reply_count: replies.length, reply_users: [...new Set(replies.map((reply) => reply.user))], latest_reply: replies.at(-1).ts }),
      ...(message.reactions?.length && { reactions: message.reactions }),
      ...(message.edited && { edited: message.edited }),
    };
  }

  /** The messages between `oldest` and `latest` (exclusive unless `inclusive`), as history and replies take them. */
  function inRange(params) {
    const inclusive = isOn(params.inclusive);
    const latest = params.latest ? String(params.latest) : null;
    const oldest = params.oldest ? String(params.oldest) : '0';
    return (message) => {
      const afterOldest = compareTs(message.ts, oldest);
      const beforeLatest = latest === null ? -1 : compareTs(message.ts, latest);
      return (inclusive ? afterOldest >= 0 : afterOldest > 0) && (inclusive ? beforeLatest <= 0 : beforeLatest < 0);
    };
  }
  const limitOf = (params, fallback) => Math.min(Math.max(Number(params.limit) || fallback, 1), 1000);
  /** A conversation the app may read: DMs with it, and channels it is in. */
  function readableConversation(id) {
    const conversation = conversationOf(id) ?? fail('channel_not_found');
    if (!conversation.is_member) fail('not_in_channel');
    return conversation;
  }

  // ---- Triggers, response_urls, views

  function issueTrigger(userId) {
    userOf(userId);
    const id = `trig-${(triggerCounter += 1)}`;
    triggers.set(id, { user: userId, issuedAt: Date.now(), used: false });
    return id;
  }
  /** Spends a trigger_id: it works once, and only for a short while. */
  function takeTrigger(triggerId) {
    const trigger = triggers.get(String(triggerId ?? ''));
    if (!trigger || trigger.used || Date.now() - trigger.issuedAt > triggerLifetimeMs) fail('expired_trigger_id');
    trigger.used = true;
    return trigger;
  }

  /** A response_url for an interaction of `user` in `channel`; `origin` is the message it may replace or delete. */
  function issueResponseUrl({ user, channel, origin = null }) {
    const id = randomBytes(8).toString('hex');
    responseUrls.set(id, { id, user, channel, origin, uses: 0, issuedAt: Date.now() });
    return `${stand.url}/respond/${id}`;
  }

  const newViewId = () => `V${randomBytes(5).toString('hex').toUpperCase()}`;
  const newHash = () => `${Math.floor(Date.now() / 1000)}.${randomBytes(4).toString('hex')}`;
  function checkedView(value, type) {
    const view = jsonArgument(value, 'invalid_arguments') ?? fail('invalid_arguments', ['[ERROR] missing required field: view']);
    const problems = viewProblems(view, type);
    if (problems.length) fail('invalid_arguments', problems);
    return view;
  }

  /**
   * Keeps `view` as Slack shows it (ids, hash, state), replacing the one with `id` if given. What the
   * person typed stays in inputs whose block and action ids are still there, as in Slack.
   */
  function storeView(userId, view, { id = newViewId(), root = null, previous = null, values = {} } = {}) {
    const blocks = withIds(view.blocks ?? []);
    const kept = Object.fromEntries(
      elementsOf(blocks)
        .filter(({ block, element }) => values[block.block_id]?.[element.action_id])
        .map(({ block, element }) => [block.block_id, { [element.action_id]: values[block.block_id][element.action_id] }]),
    );
    const stored = {
      ...view,
      id,
      team_id: team.id,
      type: view.type,
      blocks,
      private_metadata: view.private_metadata ?? '',
      callback_id: view.callback_id ?? '',
      external_id: view.external_id ?? '',
      state: { values: kept },
      hash: newHash(),
      clear_on_close: Boolean(view.clear_on_close),
      notify_on_close: Boolean(view.notify_on_close),
      root_view_id: root ?? id,
      previous_view_id: previous,
      app_id: APP_ID,
      app_installed_team_id: team.id,
      bot_id: BOT_ID,
    };
    liveViews.set(id, stored);
    viewOwners.set(id, userId);
    if (stored.type === 'home') homes.set(userId, stored);
    return stored;
  }
  function logView(via, user, view) {
    viewLog.push({ via, user, view: structuredClone(view) });
    return structuredClone(view);
  }
  const stackOf = (userId) => modalStacks.get(userId) ?? [];
  const topModal = (userId) => liveViews.get(stackOf(userId).at(-1)) ?? null;

  function closeModal(userId, viewId) {
    modalStacks.set(userId, stackOf(userId).filter((id) => id !== viewId));
    liveViews.delete(viewId);
    viewErrors.delete(viewId);
  }
  function closeAllModals(userId) {
    for (const id of stackOf(userId)) closeModal(userId, id);
  }
  /** Replaces an open view's content in place (same id and place in the stack, a new hash). */
  function replaceView(current, view, via) {
    const owner = viewOwners.get(current.id);
    const stored = storeView(owner, view, { id: current.id, root: current.root_view_id, previous: current.previous_view_id, values: current.state.values });
    viewErrors.delete(current.id);
    return logView(via, owner, stored);
  }
  function pushView(userId, view, via) {
    const stack = stackOf(userId);
    if (!stack.length) fail('not_found');
    if (stack.length >= MODAL_STACK_LIMIT) fail('push_limit_reached');
    const stored = storeView(userId, view, { root: stack[0], previous: stack.at(-1) });
    modalStacks.set(userId, [...stack, stored.id]);
    return logView(via, userId, stored);
  }

  /** A view as payloads carry it: with every input's current value in state.values, typed or initial. */
  function viewJson(stored) {
    const values = structuredClone(stored.state.values);
    for (const { block, element } of elementsOf(stored.blocks)) {
      if (block.type !== 'input') continue;
      values[block.block_id] = { ...values[block.block_id], [element.action_id]: values[block.block_id]?.[element.action_id] ?? initialEntry(element) };
    }
    const view = structuredClone(stored);
    view.state = { values };
    return view;
  }

  /** What a person typed or chose in a view, as Slack's state.values, kept for the view. */
  function rememberValues(stored, values) {
    for (const [blockId, actions] of Object.entries(values)) {
      stored.state.values[blockId] = { ...stored.state.values[blockId], ...actions };
    }
  }

  /**
   * `values` in Slack's shape (`{ [block_id]: { [action_id]: entry } }`), or the convenience form
   * `{ [action_id]: 'text or option value' }` read against the view's inputs; both may be mixed.
   */
  function toSlackValues(stored, values) {
    const slackValues = {};
    for (const [key, value] of Object.entries(values ?? {})) {
      if (value && typeof value === 'object') {
        slackValues[key] = { ...slackValues[key], ...value };
        continue;
      }
      const found = elementsOf(stored.blocks).find(({ block, element }) => block.type === 'input' && element.action_id === key);
      if (!found) throw new Error(`the view ${stored.id} has no input with action_id ${key}`);
      slackValues[found.block.block_id] = { ...slackValues[found.block.block_id], [key]: entryFor(found.element, value) };
    }
    return slackValues;
  }

  /** Slack's part after a modal is submitted: what the app answered decides whether it stays, changes or closes. */
  function applySubmissionAnswer(payload, answer) {
    const userId = payload.user.id;
    const current = liveViews.get(payload.view.id);
    if (!current || answer.status !== 200) return;
    const action = answer.json?.response_action;
    try {
      if (action === 'update') replaceView(current, checkedView(answer.json.view, 'modal'), 'response_action.update');
      else if (action === 'push') pushView(userId, checkedView(answer.json.view, 'modal'), 'response_action.push');
      else if (action === 'clear') closeAllModals(userId);
      else if (action === 'errors') viewErrors.set(current.id, answer.json.errors ?? {});
      else if (answer.body.trim() === '' || (answer.json && typeof answer.json === 'object' && !action)) closeModal(userId, current.id);
    } catch (error) {
      // Slack keeps the modal and tells the person something went wrong.
      notices.set(userId, `アプリの応答を表示できませんでした（${error instanceof SlackApiError ? error.code : error.message}）。`);
    }
  }

  // ---- Messages sent back through a response_url, or as a slash command's answer

  /** The app's message or ephemeral a response_url may replace or delete. */
  function originalOf(origin) {
    if (origin?.kind === 'message') {
      const message = findMessage(origin.channel, origin.ts);
      return message?.bot_id ? message : null;
    }
    if (origin?.kind === 'ephemeral') return ephemerals.find((ephemeral) => ephemeral.ts === origin.ts && !ephemeral.deleted) ?? null;
    return null;
  }

  /** Does what Slack does with a message for a response_url: replace or delete the original, or post a new one. */
  function applyResponse(entry, message, via) {
    const blocks = message.blocks === undefined ? null : blocksArgument(message.blocks) ?? null;
    responses.push({
      id: entry.id,
      user: entry.user,
      channel: entry.channel,
      via,
      text: message.text ?? null,
      blocks,
      response_type: message.response_type ?? null,
      replace_original: isOn(message.replace_original),
      delete_original: isOn(message.delete_original),
      thread_ts: message.thread_ts ?? null,
    });
    const original = originalOf(entry.origin);
    if (isOn(message.delete_original)) {
      if (original) original.deleted = true;
      return;
    }
    if (isOn(message.replace_original) && original) {
      original.text = message.text ?? original.text;
      original.blocks = blocks;
      return;
    }
    const made =
      message.response_type === 'in_channel'
        ? { kind: 'message', ...recordBotMessage({ channel: entry.channel, text: message.text ?? '', blocks, thread_ts: message.thread_ts ?? null }) }
        : { kind: 'ephemeral', ...recordEphemeral({ channel: entry.channel, user: entry.user, text: message.text, blocks, thread_ts: message.thread_ts }) };
    // A slash command's response_url changes the message its first answer made.
    entry.origin ??= { kind: made.kind, channel: made.channel, ts: made.ts };
  }

  function respond(id, raw, send) {
    const entry = responseUrls.get(id);
    const answer = (status, body) => send(status, 'application/json', JSON.stringify(body));
    if (!entry) return answer(404, { ok: false, error: 'no_such_url' });
    if (Date.now() - entry.issuedAt > RESPONSE_URL_LIFETIME_MS) return answer(404, { ok: false, error: 'expired_url' });
    if (entry.uses >= RESPONSE_URL_USES) return answer(404, { ok: false, error: 'used_url' });
    const message = parseJson(raw);
    if (!message || typeof message !== 'object') return answer(400, { ok: false, error: 'invalid_payload' });
    if (!isOn(message.delete_original) && !message.text && !message.blocks) return answer(400, { ok: false, error: 'no_text' });
    entry.uses += 1;
    try {
      applyResponse(entry, message, 'response_url');
    } catch (error) {
      if (error instanceof SlackApiError) return answer(400, { ok: false, error: error.code });
      throw error;
    }
    return answer(200, { ok: true });
  }

  /** A slash command's immediate answer, shown as Slack shows it: JSON as a message, plain text as an ephemeral one. */
  function showCommandAnswer(fields, answer) {
    if (answer.status !== 200 || !answer.body.trim()) return;
    const id = /\/respond\/([0-9a-f]+)$/.exec(String(fields.response_url ?? ''))?.[1];
    const entry = responseUrls.get(id) ?? { id: null, user: fields.user_id, channel: fields.channel_id, origin: null };
    const message = answer.json && typeof answer.json === 'object' ? answer.json : { text: answer.body };
    if (message.text || message.blocks) applyResponse(entry, message, 'answer');
  }

  // ---- The Web API

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
      return { ok: true, access_token: teamToken, token_type: 'bot', scope: LOCAL_SLACK.scopes, bot_user_id: botUserId, app_id: APP_ID, team, enterprise: null };
    },
    'auth.test': () => ({ ok: true, url: 'https://standin.slack.local/', team: team.name, team_id: team.id, user_id: botUserId, bot_id: BOT_ID }),
    // Revokes the token for everyone holding it; auth.test and every other call then answer invalid_auth.
    'auth.revoke': (_params, token) => {
      tokens.delete(token);
      return { ok: true, revoked: true };
    },
    'conversations.list': () => ({ ok: true, channels: channels.filter((c) => !c.is_archived && (!c.is_private || c.is_member)), response_metadata: { next_cursor: '' } }),
    'conversations.info': (params) => {
      const channel = conversationOf(params.channel);
      return channel ? { ok: true, channel } : { ok: false, error: 'channel_not_found' };
    },
    // One DM per person with the app, always the same.
    'conversations.open': (params) => {
      const ids = String(params.users ?? '').split(',').filter(Boolean);
      const channel = params.channel && dmOwnerOf(params.channel) ? params.channel : null;
      if (!channel && ids.length !== 1) fail(ids.length ? 'not_supported_by_stand_in' : 'users_list_not_supplied');
      if (ids[0] === BOT_USER_ID) fail('cannot_dm_bot');
      if (!channel && !users.has(ids[0])) fail('user_not_found');
      const id = channel ?? dmChannelOf(ids[0]);
      return { ok: true, channel: { id, is_im: true, user: dmOwnerOf(id) } };
    },
    // Slack's history holds the top-level messages only (thread replies are in conversations.replies), newest first.
    'conversations.history': (params) => {
      const conversation = readableConversation(params.channel);
      const wanted = inRange(params);
      const found = messages.filter((m) => m.channel === conversation.id && !m.deleted && isTopLevel(m) && wanted(m)).reverse();
      const limit = limitOf(params, 100);
      return { ok: true, messages: found.slice(0, limit).map(messageJson), has_more: found.length > limit, pin_count: 0, response_metadata: { next_cursor: '' } };
    },
    // A thread, parent first, given the ts of its parent or of any reply in it.
    'conversations.replies': (params) => {
      const conversation = readableConversation(params.channel);
      const message = findMessage(conversation.id, String(params.ts ?? '')) ?? fail('thread_not_found');
      const parent = isTopLevel(message) ? message : findMessage(conversation.id, message.thread_ts) ?? message;
      const found = [parent, ...repliesTo(parent)].filter(inRange(params));
      const limit = limitOf(params, 1000);
      return { ok: true, messages: found.slice(0, limit).map(messageJson), has_more: found.length > limit, response_metadata: { next_cursor: '' } };
    },
    'chat.getPermalink': (params) => {
      const message = findMessage(params.channel, params.message_ts) ?? fail('message_not_found');
      return { ok: true, channel: message.channel, permalink: `${stand.url}/archives/${message.channel}/p${message.ts.replace('.', '')}` };
    },
    'users.info': (params) => {
      const user = params.user === BOT_USER_ID ? BOT_USER : users.get(params.user);
      return user ? { ok: true, user } : { ok: false, error: 'user_not_found' };
    },
    'users.lookupByEmail': (params) => {
      const email = String(params.email ?? '').toLowerCase();
      const user = [...users.values()].find((candidate) => candidate.profile.email?.toLowerCase() === email);
      return user ? { ok: true, user } : { ok: false, error: 'users_not_found' };
    },
    'chat.postMessage': (params) => {
      const channel = postableConversation(params.channel);
      const blocks = blocksArgument(params.blocks) ?? null;
      if (!params.text && !blocks) fail('no_text');
      const post = recordBotMessage({
        channel: channel.id,
        text: params.text ?? '',
        blocks,
        thread_ts: params.thread_ts || null,
        username: params.username ?? null,
        parse: params.parse ?? null,
        link_names: params.link_names ?? null,
      });
      return { ok: true, channel: channel.id, ts: post.ts, message: messageJson(post) };
    },
    'chat.update': (params) => {
      const message = findMessage(params.channel, params.ts) ?? fail('message_not_found');
      if (!message.bot_id) fail('cant_update_message');
      const blocks = blocksArgument(params.blocks);
      if (params.text !== undefined) message.text = params.text;
      if (blocks !== undefined) message.blocks = blocks;
      message.edited = { user: BOT_USER_ID, ts: nextTs() };
      return { ok: true, channel: message.channel, ts: message.ts, text: message.text, message: messageJson(message) };
    },
    'chat.postEphemeral': (params) => {
      const channel = postableConversation(params.channel);
      if (!users.has(params.user)) fail('user_not_found');
      if (channel.is_im && channel.user !== params.user) fail('user_not_in_channel');
      const blocks = blocksArgument(params.blocks) ?? null;
      if (!params.text && !blocks) fail('no_text');
      const ephemeral = recordEphemeral({ channel: channel.id, user: params.user, text: params.text, blocks, thread_ts: params.thread_ts || null });
      return { ok: true, message_ts: ephemeral.ts };
    },
    // views.open starts a new modal for the trigger's user (one they had open is replaced).
    'views.open': (params) => {
      const view = checkedView(params.view, 'modal');
      const { user } = takeTrigger(params.trigger_id);
      closeAllModals(user);
      const stored = storeView(user, view);
      modalStacks.set(user, [stored.id]);
      return { ok: true, view: logView('views.open', user, stored) };
    },
    'views.push': (params) => {
      const view = checkedView(params.view, 'modal');
      const { user } = takeTrigger(params.trigger_id);
      return { ok: true, view: pushView(user, view, 'views.push') };
    },
    'views.update': (params) => {
      const current =
        liveViews.get(params.view_id) ?? [...liveViews.values()].find((view) => params.external_id && view.external_id === params.external_id) ?? fail('not_found');
      if (params.hash && params.hash !== current.hash) fail('hash_conflict');
      return { ok: true, view: replaceView(current, checkedView(params.view, current.type), 'views.update') };
    },
    'views.publish': (params) => {
      if (!users.has(params.user_id)) fail('user_not_found');
      const view = checkedView(params.view, 'home');
      const current = homes.get(params.user_id);
      if (params.hash && current && params.hash !== current.hash) fail('hash_conflict');
      const stored = storeView(params.user_id, view, { id: current?.id, values: current?.state.values });
      return { ok: true, view: logView('views.publish', params.user_id, stored) };
    },
  };
  const needsNoToken = new Set(['oauth.v2.access']);

  function handleApi(method, raw, req, send) {
    lastApiCallAt = Date.now();
    const type = String(req.headers['content-type'] ?? '');
    const params = type.includes('json') ? JSON.parse(raw || '{}') : Object.fromEntries(new URLSearchParams(raw));
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '') || params.token;
    const answer = (body) => send(200, 'application/json', JSON.stringify(body));
    calls.push({ method, params: Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'token' && key !== 'client_secret')) });
    const queued = failures.get(method)?.shift();
    if (queued?.retryAfter !== undefined) return send(429, 'application/json', JSON.stringify({ ok: false, error: 'ratelimited' }), { 'retry-after': String(queued.retryAfter) });
    if (queued?.error) return answer({ ok: false, error: queued.error });
    const handler = api[method];
    if (!handler) return answer({ ok: false, error: 'unknown_method' });
    if (!needsNoToken.has(method) && !tokens.has(token)) return answer({ ok: false, error: 'invalid_auth' });
    try {
      answer(handler(params, token));
    } catch (error) {
      if (!(error instanceof SlackApiError)) throw error;
      answer({ ok: false, error: error.code, ...(error.messages && { response_metadata: { messages: error.messages } }) });
    }
  }

  // ---- OAuth pages

  function authorizePage(url) {
    const clientId = url.searchParams.get('client_id');
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (clientId !== LOCAL_SLACK.clientId || !redirect) return page('エラー', '<h1>アプリの指定が正しくありません</h1>');
    const cancel = new URL(redirect);
    cancel.searchParams.set('error', 'access_denied');
    cancel.searchParams.set('state', state);
    return page(
      '窓口 を許可',
      `<h1>窓口 が ${escapeHtml(team.name)} へのアクセスを求めています</h1>` +
        `<p>権限: ${escapeHtml(url.searchParams.get('scope') ?? '')}</p>` +
        `<form method="post" action="/oauth/v2/approve">${hidden({ redirect_uri: redirect, state })}` +
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

  // ---- The Slack-like page

  const timeOf = (ts) => new Date(Number(String(ts).split('.')[0]) * 1000).toLocaleTimeString('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' });
  const authorOf = (message) => (message.bot_id ? (message.username ?? '窓口') : nameOf(message.user));
  /** The page's address: with the chosen user (none: the defaults) and tab. */
  function backTo(chosen, tab) {
    const query = new URLSearchParams([...(chosen ? [['as', chosen]] : []), ...(tab === 'home' ? [['tab', 'home']] : [])]).toString();
    return query ? `/?${query}` : '/';
  }

  /**
   * The page as `actor` sees it. `replier` answers in channel threads: the chosen user, or the
   * support staff when no one was chosen (as the page always did).
   */
  function homePage({ chosen, tab }) {
    const actor = chosen ?? DEFAULT_ACTOR;
    const replier = chosen ?? SUPPORT_USER;
    const ctx = { actor, back: backTo(chosen, tab), nameOf, channelName };
    const notice = notices.get(actor);
    notices.delete(actor);
    const userOptions = [...users.values()].map((user) => `<option value="${escapeHtml(user.id)}"${user.id === actor ? ' selected' : ''}>${escapeHtml(`${shownName(user)}（${user.profile.email}）`)}</option>`);
    const tabLink = (href, label, current) => `<a href="${href}"${current ? ' aria-current="page"' : ''}>${label}</a>`;
    return page(
      'Slack スタンドイン',
      `<h1>${escapeHtml(team.name)}</h1>` +
        `<form method="get" action="/"><label>操作するユーザー <select name="as">${userOptions.join('')}</select></label>${hidden({ tab: tab === 'home' ? 'home' : null })} <button type="submit">切り替える</button></form>` +
        `<nav aria-label="表示の切り替え">${tabLink(backTo(chosen, 'messages'), 'メッセージ', tab !== 'home')}${tabLink(`/home${chosen ? `?as=${encodeURIComponent(chosen)}` : ''}`, 'ホームを開く', tab === 'home')}</nav>` +
        (notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : '') +
        modalHtml(ctx) +
        ephemeralsHtml(ctx) +
        slashHtml(ctx) +
        (tab === 'home' ? appHomeHtml(ctx) : channelsHtml(ctx, replier) + dmHtml(ctx)),
    );
  }

  /** One message: author, time, its blocks (or text), reactions, and the buttons a channel message has. */
  function messageHtml(message, ctx, { inChannel }) {
    const body = message.blocks?.length ? blocksHtml(message.blocks, ctx, { kind: 'message', channel: message.channel, ts: message.ts }) : `<div>${mrkdwnHtml(message.text, ctx)}</div>`;
    const reactions = (message.reactions ?? []).map((r) => `<span>${EMOJI[r.name] ?? `:${escapeHtml(r.name)}:`} ${r.count}</span>`).join(' ');
    const target = hidden({ as: ctx.actor, back: ctx.back, channel: message.channel, ts: message.ts });
    const actions = inChannel
      ? `<form method="post" action="/shortcut" class="inline">${target}<button type="submit">窓口に問い合わせ</button></form>` +
        `<form method="post" action="/react" class="inline">${target}<button type="submit">🎫 をつける</button></form>`
      : '';
    return (
      `<article id="m-${escapeHtml(message.ts)}" aria-label="${escapeHtml(authorOf(message))} のメッセージ">` +
      `<header><b>${escapeHtml(authorOf(message))}</b>${message.bot_id ? ' <span class="app">アプリ</span>' : ''} <small>${timeOf(message.ts)}${message.edited ? '（編集済み）' : ''}</small></header>` +
      `${body}${reactions ? `<p>${reactions}</p>` : ''}${actions}</article>`
    );
  }

  /** A conversation's threads, each parent with its replies and a reply box. */
  function threadsHtml(channelId, ctx, { inChannel, replyAction, replyLabel, replyButton, replyFields }) {
    const parents = messages.filter((message) => message.channel === channelId && isTopLevel(message) && !message.deleted);
    if (!parents.length) return '<p>まだメッセージはありません。</p>';
    const items = parents.map((parent) => {
      const replies = repliesTo(parent).map((reply) => `<li>${messageHtml(reply, ctx, { inChannel })}</li>`);
      return (
        `<li>${messageHtml(parent, ctx, { inChannel })}${replies.length ? `<ol class="replies">${replies.join('')}</ol>` : ''}` +
        `<form method="post" action="${replyAction}">${hidden({ as: ctx.actor, back: ctx.back, channel: channelId, thread_ts: parent.ts, ...replyFields })}` +
        `<label>${replyLabel} <input name="text" size="40" required></label> <button type="submit">${escapeHtml(replyButton)}</button></form></li>`
      );
    });
    return `<ol class="messages">${items.join('')}</ol>`;
  }

  function channelsHtml(ctx, replier) {
    const shown = channels.filter((channel) => channel.id === 'C0HELPDESK' || messages.some((message) => message.channel === channel.id));
    return shown
      .map(
        (channel) =>
          `<section aria-labelledby="ch-${channel.id}"><h2 id="ch-${channel.id}">#${escapeHtml(channel.name)}</h2>` +
          threadsHtml(channel.id, ctx, { inChannel: true, replyAction: '/reply', replyLabel: 'スレッドに返信', replyButton: `${nameOf(replier)}として返信`, replyFields: { user: replier } }) +
          `<form method="post" action="/say">${hidden({ as: ctx.actor, back: ctx.back, channel: channel.id })}` +
          `<label>#${escapeHtml(channel.name)} にメッセージを送信 <textarea name="text" rows="2" required></textarea></label> <button type="submit">${escapeHtml(nameOf(ctx.actor))}として送信</button></form></section>`,
      )
      .join('');
  }

  function dmHtml(ctx) {
    return (
      '<section aria-labelledby="dm-h"><h2 id="dm-h">ダイレクトメッセージ（窓口アプリ）</h2>' +
      threadsHtml(dmChannelOf(ctx.actor), ctx, { inChannel: false, replyAction: '/dm', replyLabel: 'スレッドで返信', replyButton: '返信する', replyFields: {} }) +
      `<form method="post" action="/dm">${hidden({ as: ctx.actor, back: ctx.back })}` +
      '<label>窓口アプリへのメッセージ <textarea name="text" rows="2" required></textarea></label> <button type="submit">送信する</button></form></section>'
    );
  }

  function ephemeralsHtml(ctx) {
    const mine = ephemerals.filter((ephemeral) => ephemeral.user === ctx.actor && !ephemeral.deleted && !ephemeral.dismissed);
    if (!mine.length) return '';
    const items = mine.map(
      (ephemeral) =>
        `<li><article class="ephemeral" aria-label="窓口 のメッセージ（あなただけに表示）"><header><b>窓口</b> <span class="app">アプリ</span> ` +
        `<small>#${escapeHtml(channelName(ephemeral.channel))}・あなただけに表示されています</small></header>` +
        (ephemeral.blocks?.length ? blocksHtml(ephemeral.blocks, ctx, { kind: 'ephemeral', channel: ephemeral.channel, ts: ephemeral.ts }) : `<div>${mrkdwnHtml(ephemeral.text, ctx)}</div>`) +
        `<form method="post" action="/dismiss">${hidden({ as: ctx.actor, back: ctx.back, ts: ephemeral.ts })}<button type="submit">このメッセージを閉じる</button></form></article></li>`,
    );
    return `<section aria-labelledby="eph-h"><h2 id="eph-h">あなただけに表示されています</h2><ol class="messages">${items.join('')}</ol></section>`;
  }

  function slashHtml(ctx) {
    const options = channels.filter((channel) => !channel.is_archived).map((channel) => `<option value="${channel.id}">#${escapeHtml(channel.name)}</option>`);
    return (
      `<section aria-labelledby="slash-h"><h2 id="slash-h">スラッシュコマンド</h2><form method="post" action="/slash">${hidden({ as: ctx.actor, back: ctx.back })}` +
      `<label>チャンネル <select name="channel">${options.join('')}</select></label> <label>/madoguchi <input name="text" size="30"></label> <button type="submit">コマンドを実行</button></form>` +
      '<p><small>答えは「あなただけに表示されています」に出ます。</small></p></section>'
    );
  }

  function appHomeHtml(ctx) {
    const home = homes.get(ctx.actor);
    const body = home ? blocksHtml(home.blocks, ctx, { kind: 'view', viewId: home.id }) : '<p>まだ何も表示されていません。アプリがホームを公開すると、ここに表示されます。</p>';
    return `<section aria-labelledby="home-h"><h2 id="home-h">ホーム</h2>${body}</section>`;
  }

  /** The actor's topmost modal, on top of the page, as one form: its buttons keep what was typed. */
  function modalHtml(ctx) {
    const view = topModal(ctx.actor);
    if (!view) return '';
    const title = plainOf(view.title);
    const surface = { kind: 'view', viewId: view.id, modal: true, values: view.state.values, errors: viewErrors.get(view.id) };
    const errors = Object.keys(surface.errors ?? {}).length ? '<p class="error" role="alert">入力内容を確認してください。</p>' : '';
    const submit = view.submit ? textHtml(view.submit, ctx) : null;
    return (
      '<div class="backdrop"></div>' +
      `<dialog open class="modal" aria-label="${escapeHtml(title)}"><form method="post" action="/view">${hidden({ as: ctx.actor, back: ctx.back, view_id: view.id })}` +
      // Enter in a text box presses the form's first submit button: let that be the modal's own.
      (submit ? `<button type="submit" name="do" value="submit" class="offscreen" tabindex="-1" aria-hidden="true">${submit}</button>` : '') +
      `<h2>${textHtml(view.title, ctx)}</h2>${errors}${blocksHtml(view.blocks, ctx, surface)}` +
      `<div class="footer"><button type="submit" name="do" value="close" formnovalidate>${view.close ? textHtml(view.close, ctx) : '閉じる'}</button>` +
      (submit ? `<button type="submit" name="do" value="submit">${submit}</button>` : '') +
      '</div></form></dialog>'
    );
  }

  /** Waits for the app to finish what it started (a modal it opens, a message it posts) before the page is shown again. */
  async function settle() {
    const start = Date.now();
    await delay(150);
    while (Date.now() - lastApiCallAt < 300 && Date.now() - start < 3_000) await delay(50);
  }
  /** Tells the acting person when the app did not take what they did, as Slack does. */
  function noticeFor(actor, answer) {
    if (answer && answer.status !== 200) notices.set(actor, `窓口アプリから正しい応答がありませんでした（HTTP ${answer.status}）。`);
  }

  /** The page's forms: each does what the person did in Slack, as the acting user. */
  const forms = {
    '/reply': (form) => stand.say({ user: form.get('user') || SUPPORT_USER, channel: form.get('channel') ?? '', threadTs: form.get('thread_ts') ?? '', text: escapeForSlack(form.get('text') ?? '') }).then((said) => said.response),
    '/say': (form, actor) => stand.say({ user: actor, channel: form.get('channel') ?? '', text: escapeForSlack(form.get('text') ?? '') }).then((said) => said.response),
    '/dm': (form, actor) => stand.dm({ user: actor, text: escapeForSlack(form.get('text') ?? ''), threadTs: form.get('thread_ts') || undefined }).then((said) => said.response),
    '/shortcut': (form, actor) => stand.messageShortcut({ user: actor, channel: form.get('channel') ?? '', ts: form.get('ts') ?? '' }),
    '/react': (form, actor) => stand.react({ user: actor, channel: form.get('channel') ?? '', ts: form.get('ts') ?? '' }),
    '/click': (form, actor) => stand.clickButton({ user: actor, actionId: form.get('action_id') ?? '', blockId: form.get('block_id') ?? undefined, value: form.get('value') ?? undefined, selectedOption: form.get('selected') ?? undefined, in: surfaceFrom(form) }),
    '/slash': (form, actor) => stand.slash({ user: actor, channel: form.get('channel') || 'C0HELPDESK', text: escapeForSlack(form.get('text') ?? '') }),
    '/dismiss': (form, actor) => {
      for (const ephemeral of ephemerals) if (ephemeral.user === actor && ephemeral.ts === form.get('ts')) ephemeral.dismissed = true;
      return null;
    },
    '/view': (form, actor) => viewForm(form, actor),
  };
  function surfaceFrom(form) {
    const kind = form.get('kind');
    if (kind === 'view') return { view: form.get('view_id') ?? '' };
    if (kind === 'ephemeral') return { ephemeral: { channel: form.get('channel') ?? '', ts: form.get('ts') ?? '' } };
    return { message: { channel: form.get('channel') ?? '', ts: form.get('ts') ?? '' } };
  }

  /** The modal's form: what was typed is kept first, then it is submitted, closed, or one of its buttons pressed. */
  async function viewForm(form, actor) {
    const view = liveViews.get(form.get('view_id') ?? '');
    if (!view || viewOwners.get(view.id) !== actor) return null;
    const typed = {};
    for (const [name, text] of form) {
      if (!name.startsWith('in:')) continue;
      const [blockId, actionId] = JSON.parse(name.slice(3));
      const found = elementsOf(view.blocks).find(({ block, element }) => block.block_id === blockId && element.action_id === actionId);
      if (found) typed[blockId] = { ...typed[blockId], [actionId]: entryFor(found.element, text) };
    }
    rememberValues(view, typed);
    if (form.get('do') === 'submit') return stand.submitView({ user: actor, viewId: view.id });
    if (form.get('do') === 'close') return stand.closeView({ user: actor, viewId: view.id });
    const click = parseJson(form.get('click') ?? '');
    if (!click) return null;
    const selected = click.select ? form.get(click.select) : undefined;
    return stand.clickButton({ user: actor, in: { view: view.id }, blockId: click.block_id, actionId: click.action_id, value: click.value, selectedOption: selected || undefined });
  }

  async function handleForm(pathname, raw, send) {
    const form = new URLSearchParams(raw);
    const chosen = users.has(form.get('as') ?? '') ? form.get('as') : null;
    const actor = chosen ?? DEFAULT_ACTOR;
    try {
      noticeFor(actor, await forms[pathname](form, actor));
      await settle();
    } catch (error) {
      notices.set(actor, `送信できませんでした（${error?.message ?? error}）。`);
    }
    const back = form.get('back') ?? '';
    send(303, 'text/plain', '', { location: /^\/(\?|$)/.test(back) ? back : backTo(chosen, 'messages') });
  }

  // ---- The server

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    const html = (body) => send(200, 'text/html; charset=utf-8', body);
    try {
      if (url.pathname.startsWith('/api/')) return handleApi(url.pathname.slice(5), raw, req, send);
      if (url.pathname.startsWith('/respond/') && req.method === 'POST') return respond(url.pathname.slice('/respond/'.length), raw, send);
      if (url.pathname === '/oauth/v2/authorize') return html(authorizePage(url));
      if (url.pathname === '/oauth/v2/approve' && req.method === 'POST') return approve(new URLSearchParams(raw), send);
      const chosen = users.has(url.searchParams.get('as') ?? '') ? url.searchParams.get('as') : null;
      if (url.pathname === '/' && req.method === 'GET') return html(homePage({ chosen, tab: url.searchParams.get('tab') === 'home' ? 'home' : 'messages' }));
      // Opening the Home tab is what makes Slack send app_home_opened.
      if (url.pathname === '/home' && req.method === 'GET') {
        const actor = chosen ?? DEFAULT_ACTOR;
        await stand.openHome({ user: actor }).then((answer) => noticeFor(actor, answer), (error) => notices.set(actor, `送信できませんでした（${error.message}）。`));
        await settle();
        return send(303, 'text/plain', '', { location: backTo(chosen, 'home') });
      }
      if (url.pathname.startsWith('/archives/')) return send(303, 'text/plain', '', { location: `/#m-${url.pathname.split('/p').at(-1).replace(/(\d{6})$/, '.$1')}` });
      if (req.method === 'POST' && Object.hasOwn(forms, url.pathname)) return await handleForm(url.pathname, raw, send);
      send(404, 'text/plain', 'not found');
    } catch (error) {
      send(500, 'text/plain', String(error?.message ?? error));
    }
  });

  // ---- What the tests and the page use

  /** The fields every interactivity payload carries: the team, the person, the app, a fresh trigger. */
  function interaction(type, userId, { trigger = true } = {}) {
    const user = userOf(userId);
    return {
      type,
      token: 'unused',
      team: { id: team.id, domain: TEAM_DOMAIN },
      user: { id: user.id, username: user.name, name: user.name, team_id: team.id },
      api_app_id: APP_ID,
      ...(trigger && { trigger_id: issueTrigger(userId) }),
      is_enterprise_install: false,
      enterprise: null,
    };
  }

  /** Where a button is: the message, ephemeral message or view `where` names, with its blocks. */
  function surfaceOf(where, userId) {
    if (where?.message) {
      const message = must(findMessage(where.message.channel, where.message.ts), `no message ${where.message.ts} in ${where.message.channel}`);
      return { kind: 'message', message, blocks: message.blocks };
    }
    if (where?.ephemeral) {
      const ts = typeof where.ephemeral === 'string' ? where.ephemeral : where.ephemeral.ts;
      const ephemeral = must(
        ephemerals.find((candidate) => candidate.ts === ts && candidate.user === userId && !candidate.deleted),
        `no ephemeral message ${ts} for ${userId}`,
      );
      return { kind: 'ephemeral', ephemeral, blocks: ephemeral.blocks };
    }
    const view = where?.view ? liveViews.get(where.view) : topModal(userId);
    if (!view || viewOwners.get(view.id) !== userId) throw new Error(`no open view ${where?.view ?? ''} for ${userId}`);
    return { kind: 'view', view, blocks: view.blocks };
  }

  /** One entry of a block_actions payload's actions, as Slack describes the element pressed or chosen. */
  function actionOf(block, element, { value, selectedOption }) {
    const base = { action_id: element.action_id, block_id: block.block_id, action_ts: `${Date.now() / 1000}` };
    if (element.type === 'static_select') {
      const wanted = typeof selectedOption === 'object' && selectedOption ? selectedOption.value : (selectedOption ?? value);
      const option = optionsOf(element).find((candidate) => candidate.value === wanted);
      if (!option) throw new Error(`"${wanted}" is not an option of ${element.action_id}`);
      return { type: 'static_select', ...base, selected_option: option, ...(element.placeholder && { placeholder: element.placeholder }) };
    }
    const pressed = value ?? element.value;
    return { type: element.type, ...base, ...(element.text && { text: element.text }), ...(pressed !== undefined && { value: pressed }), ...(element.style && { style: element.style }) };
  }

  const stand = {
    url: '',
    team,
    botUserId,
    channels,
    posts,
    messages,
    ephemerals,
    responses,
    views: viewLog,
    homes,
    calls,
    /** Adds a person to the workspace. */
    addUser({ id, name, realName, email, displayName = '' }) {
      const user = slackUser({ id, name, realName, displayName, email });
      users.set(id, user);
      return user;
    },
    /** The person with `id`, as users.info shows them. */
    user: (id) => users.get(id) ?? null,
    /** The DM channel between the person and the app. */
    dmChannelOf,
    /** That person's modal stack, topmost last. */
    openViews: (userId) => stackOf(userId).map((id) => liveViews.get(id)),
    /** The errors the app last gave for an open view, by block id (response_action: errors). */
    viewErrors: (viewId) => viewErrors.get(viewId) ?? null,
    /** A fresh trigger_id for the person, as an interaction would carry. */
    issueTrigger,
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
    sendEvent(payload, sign = {}) {
      return postSigned(eventsUrl, 'application/json', sign.body ?? JSON.stringify(payload), sign);
    },
    /** Sends an interactivity payload as Slack does (a signed form with `payload`), and plays Slack's part in what the app answers. */
    async sendInteraction(payload, sign = {}) {
      const answer = await postSigned(interactionsUrl, FORM_TYPE, sign.body ?? new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), sign);
      const result = { ...answer, json: parseJson(answer.body) };
      if (payload?.type === 'view_submission') applySubmissionAnswer(payload, result);
      return result;
    },
    /** Sends a slash command as Slack does (signed form fields), and shows its answer to the person. */
    async sendCommand(fields, sign = {}) {
      const body = sign.body ?? new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
      const answer = await postSigned(commandsUrl, FORM_TYPE, body, sign);
      const result = { ...answer, json: parseJson(answer.body) };
      showCommandAnswer(fields, result);
      return result;
    },
    /** An event_callback envelope around `event`, with a fresh event_id unless one is given. */
    envelope(event, eventId = `Ev${Date.now()}${(eventCounter += 1)}`) {
      return { token: 'unused', team_id: team.id, api_app_id: APP_ID, type: 'event_callback', event_id: eventId, event_time: Math.floor(Date.now() / 1000), event };
    },
    /** A person replying in a thread, as Slack reports it. */
    async reply({ channel, threadTs, text, user = SUPPORT_USER, eventId }) {
      const event = { type: 'message', channel, user, text, ts: nextTs(), thread_ts: threadTs, channel_type: 'channel' };
      recordPersonMessage({ channel, user, text, threadTs, ts: event.ts });
      return stand.sendEvent(stand.envelope(event, eventId));
    },
    /**
     * A person saying `text` (as Slack sends it: &, < and > escaped unless meant as markup) in a channel
     * or their DM with the app. The app hears it only where it is (DMs, channels it was added to).
     */
    async say({ user = DEFAULT_ACTOR, channel, text, threadTs, eventId }) {
      userOf(user);
      const conversation = must(conversationOf(channel), `no such conversation: ${channel}`);
      if (conversation.is_im && conversation.user !== user) throw new Error(`${user} is not in ${channel}`);
      const message = recordPersonMessage({ channel, user, text, threadTs });
      const parent = threadTs ? findMessage(channel, threadTs) : null;
      const event = {
        type: 'message',
        channel,
        user,
        text,
        ts: message.ts,
        event_ts: message.ts,
        team: team.id,
        client_msg_id: randomUUID(),
        // DMs go as 'im'; private channels (G…) as 'channel' like public ones (Slack itself says 'group' for them).
        channel_type: conversation.is_im ? 'im' : 'channel',
        ...(threadTs && { thread_ts: threadTs, ...(parent && { parent_user_id: parent.user }) }),
      };
      const response = conversation.is_member ? await stand.sendEvent(stand.envelope(event, eventId)) : null;
      return { ts: message.ts, response };
    },
    /** A person writing to the app in their DM with it (in a thread there with `threadTs`). */
    dm({ user = DEFAULT_ACTOR, text, threadTs, eventId }) {
      return stand.say({ user, channel: dmChannelOf(user), text, threadTs, eventId });
    },
    /** A person adding a reaction (the tenant's ticket emoji by default) to a message; null when the app does not hear it. */
    async react({ user = DEFAULT_ACTOR, channel, ts, name = 'ticket' }) {
      const message = must(findMessage(channel, ts), `no message ${ts} in ${channel}`);
      message.reactions ??= [];
      let reaction = message.reactions.find((candidate) => candidate.name === name);
      if (reaction?.users.includes(user)) return null; // already_reacted: Slack sends nothing
      if (!reaction) message.reactions.push((reaction = { name, users: [], count: 0 }));
      reaction.users.push(user);
      reaction.count += 1;
      const event = { type: 'reaction_added', user, reaction: name, item: { type: 'message', channel, ts }, item_user: message.user, event_ts: nextTs() };
      return conversationOf(channel)?.is_member ? stand.sendEvent(stand.envelope(event)) : null;
    },
    /** A person opening the app's Home tab. */
    openHome({ user = DEFAULT_ACTOR } = {}) {
      const home = homes.get(user);
      const event = { type: 'app_home_opened', user, channel: dmChannelOf(user), tab: 'home', event_ts: nextTs(), ...(home && { view: viewJson(home) }) };
      return stand.sendEvent(stand.envelope(event));
    },
    /** A person choosing the app's message shortcut on a message. */
    messageShortcut({ user = DEFAULT_ACTOR, channel, ts, callbackId = 'madoguchi_ask' }) {
      const message = must(findMessage(channel, ts), `no message ${ts} in ${channel}`);
      return stand.sendInteraction({
        ...interaction('message_action', user),
        action_ts: `${Date.now() / 1000}`,
        callback_id: callbackId,
        response_url: issueResponseUrl({ user, channel, origin: { kind: 'message', channel, ts } }),
        channel: channelRef(channel),
        message_ts: ts,
        message: messageJson(message),
      });
    },
    /**
     * A person pressing a button, or choosing in a select, in a message, an ephemeral message or a view
     * (default: their topmost modal). The block id is looked up by `actionId` when not given.
     */
    clickButton({ user = DEFAULT_ACTOR, actionId, value, blockId, in: where, selectedOption }) {
      const surface = surfaceOf(where, user);
      const found = elementsOf(surface.blocks).find(({ block, element }) => element.action_id === actionId && (blockId === undefined || block.block_id === blockId));
      if (!found) throw new Error(`no element with action_id ${actionId}${blockId ? ` in block ${blockId}` : ''}`);
      const payload = { ...interaction('block_actions', user), actions: [actionOf(found.block, found.element, { value, selectedOption })] };
      if (surface.kind === 'view') {
        Object.assign(payload, { container: { type: 'view', view_id: surface.view.id }, view: viewJson(surface.view) });
      } else {
        const { channel, ts } = surface.kind === 'message' ? surface.message : surface.ephemeral;
        const ephemeral = surface.kind === 'ephemeral';
        Object.assign(payload, {
          container: { type: 'message', message_ts: ts, channel_id: channel, is_ephemeral: ephemeral },
          channel: channelRef(channel),
          // Slack leaves the message out for ephemeral ones: the app gets only the container.
          ...(!ephemeral && { message: messageJson(surface.message) }),
          state: { values: {} },
          response_url: issueResponseUrl({ user, channel, origin: { kind: surface.kind, channel, ts } }),
        });
      }
      return stand.sendInteraction(payload);
    },
    /**
     * A person submitting their topmost modal (or `viewId`) with `values`: Slack's state.values shape,
     * or `{ [action_id]: text or option value }`. What the app answers is applied to the modal stack.
     */
    async submitView({ user = DEFAULT_ACTOR, values = {}, viewId } = {}) {
      const view = viewId ? liveViews.get(viewId) : topModal(user);
      if (!view || view.type !== 'modal' || viewOwners.get(view.id) !== user) throw new Error(`no open modal ${viewId ?? ''} for ${user}`);
      rememberValues(view, toSlackValues(view, values));
      viewErrors.delete(view.id);
      const answer = await stand.sendInteraction({ ...interaction('view_submission', user), view: viewJson(view), response_urls: [] });
      return { ...answer, errors: answer.json?.response_action === 'errors' ? (answer.json.errors ?? {}) : null };
    },
    /** A person closing their modal (or `viewId`); Slack tells the app when the view asked for it (notify_on_close). */
    async closeView({ user = DEFAULT_ACTOR, viewId } = {}) {
      const view = viewId ? liveViews.get(viewId) : topModal(user);
      if (!view || viewOwners.get(view.id) !== user) return null;
      // view_closed carries no trigger: there is nothing left to open a view from.
      const payload = { ...interaction('view_closed', user, { trigger: false }), view: viewJson(view), is_cleared: view.clear_on_close };
      if (view.clear_on_close) closeAllModals(user);
      else closeModal(user, view.id);
      return view.notify_on_close ? stand.sendInteraction(payload) : null;
    },
    /** A person running the app's slash command in a channel. */
    slash({ user = DEFAULT_ACTOR, channel = 'C0HELPDESK', text = '', command = '/madoguchi' }) {
      const person = userOf(user);
      return stand.sendCommand({
        token: 'unused',
        team_id: team.id,
        team_domain: TEAM_DOMAIN,
        channel_id: channel,
        channel_name: channelName(channel),
        user_id: user,
        user_name: person.name,
        command,
        text,
        api_app_id: APP_ID,
        is_enterprise_install: 'false',
        response_url: issueResponseUrl({ user, channel }),
        trigger_id: issueTrigger(user),
      });
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
  // The real port, when asked for any free one (port 0).
  stand.url = `http://${host.includes(':') ? `[${host}]` : host}:${server.address().port}`;
  return stand;
}
