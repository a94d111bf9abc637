// npm run mailbox — shows the mail that the local emulators "sent": no real mail leaves this machine,
// so this is how a developer opens a sign-in link and reads the notification mail the server wrote.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulators, projectId } from './emulators/config.mjs';

const authOrigin = `http://${emulators.auth.host}:${emulators.auth.port}`;
const oobCodesUrl = `${authOrigin}/emulator/v1/projects/${projectId}/oobCodes`;
const firestoreOrigin = `http://${emulators.firestore.host}:${emulators.firestore.port}`;
const mailUrl = `${firestoreOrigin}/v1/projects/${projectId}/databases/(default)/documents/mail`;
/** Older mail is counted, not printed: the tests alone write hundreds. */
const MAIL_SHOWN = 20;

const startHint = () => console.error('`npm start` または `node scripts/emulators/run.mjs` で起動してから実行してください。');

/**
 * The newest unused sign-in link for each e-mail address, newest first. The Auth emulator lists its
 * codes oldest first and records no send time, so the order is the only clue to age; a link
 * disappears from the list once it has been used.
 * @param {unknown} body JSON answer of GET .../emulator/v1/projects/{project}/oobCodes
 * @returns {{ email: string, link: string, continueUrl: string | null }[]}
 */
export function latestSignInLinks(body) {
  const codes = /** @type {{ oobCodes?: unknown }} */ (body)?.oobCodes;
  if (!Array.isArray(codes)) throw new Error('unexpected answer from the Auth emulator: no oobCodes list');
  const newestByEmail = new Map();
  for (const code of [...codes].reverse()) {
    if (code?.requestType !== 'EMAIL_SIGNIN' || typeof code.email !== 'string') continue;
    if (newestByEmail.has(code.email)) continue;
    newestByEmail.set(code.email, {
      email: code.email,
      link: code.oobLink,
      continueUrl: new URL(code.oobLink).searchParams.get('continueUrl'),
    });
  }
  return [...newestByEmail.values()];
}

async function printSignInLinks() {
  let body;
  try {
    const response = await fetch(oobCodesUrl, { signal: AbortSignal.timeout(3000) });
    body = await response.json();
  } catch {
    console.error(`Auth エミュレーターに接続できません (${authOrigin})。`);
    startHint();
    console.error(`(The Auth emulator is not running at ${authOrigin}.)`);
    process.exitCode = 1;
    return;
  }

  const links = latestSignInLinks(body);
  console.log('■ サインイン用リンク (Sign-in links, newest first)');
  if (!links.length) {
    console.log('  未使用のリンクはありません。ログイン画面でメールアドレスを入力して送信してください。');
    console.log('  (No unused sign-in links: request one on the login page.)');
    return;
  }
  links.forEach(({ email, link, continueUrl }, index) => {
    console.log(`\n${index + 1}. ${email}${continueUrl ? `  → ${continueUrl}` : ''}`);
    console.log(`   ${link}`);
  });
}

// ─── Outgoing mail (the `mail` collection) ───────────────────────────────────────────────────────

/** @typedef {{ to: string, subject: string, text: string, createdAt: Date | null }} OutgoingMail */

/** A string field of the Firestore REST format; `to` may also be a list of addresses. */
function textField(field) {
  if (typeof field?.stringValue === 'string') return field.stringValue;
  const values = field?.arrayValue?.values;
  return Array.isArray(values) ? values.map(textField).join(', ') : '';
}

/**
 * One page of the `mail` collection as the server writes it (Trigger Email format:
 * `{ to, message: { subject, text }, createdAt }`), from the Firestore REST API's list answer.
 * @param {unknown} body JSON answer of GET .../documents/mail
 * @returns {{ mail: OutgoingMail[], nextPageToken: string | null }}
 */
export function mailPage(body) {
  if (typeof body !== 'object' || body === null || 'error' in body) {
    throw new Error('unexpected answer from the Firestore emulator: not a document list');
  }
  // An empty collection comes back as {} without a documents list.
  const { documents = [], nextPageToken = null } = /** @type {{ documents?: any[], nextPageToken?: string }} */ (body);
  const mail = documents.map((doc) => {
    const fields = doc.fields ?? {};
    const message = fields.message?.mapValue?.fields ?? {};
    const createdAt = fields.createdAt?.timestampValue;
    return {
      to: textField(fields.to),
      subject: textField(message.subject),
      text: textField(message.text),
      createdAt: createdAt ? new Date(createdAt) : null,
    };
  });
  return { mail, nextPageToken };
}

/**
 * Newest first; mail without a time last.
 * @param {OutgoingMail[]} mail
 */
export function newestFirst(mail) {
  const time = (/** @type {OutgoingMail} */ item) => item.createdAt?.getTime() ?? -Infinity;
  return [...mail].sort((a, b) => time(b) - time(a) || 0);
}

/**
 * As the apps show times (docs/product.md#display-formats): `YYYY/MM/DD HH:mm:ss (UTC+09:00 Asia/Tokyo)`.
 * @param {Date} date
 * @param {string} timeZone
 */
export function formatTime(date, timeZone) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type) => parts.find((p) => p.type === type)?.value ?? '';
  // longOffset says "GMT+09:00", or just "GMT" for UTC itself.
  const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')} (UTC${offset} ${timeZone})`;
}

/**
 * One mail for the terminal: number, time and recipient, subject, then the text indented.
 * @param {OutgoingMail} mail
 * @param {number} index
 * @param {string} timeZone
 */
export function formatMail(mail, index, timeZone) {
  const time = mail.createdAt ? formatTime(mail.createdAt, timeZone) : '(送信時刻なし)';
  const body = mail.text.trimEnd();
  const text = body ? body.split('\n').map((line) => (line ? `   ${line}` : '')) : [];
  return [`${index + 1}. ${time}  宛先: ${mail.to || '(なし)'}`, `   件名: ${mail.subject || '(なし)'}`, ...text].join('\n');
}

async function fetchAllMail() {
  const mail = [];
  let pageToken = null;
  do {
    const url = new URL(mailUrl);
    url.searchParams.set('pageSize', '300');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    // The emulator lets "owner" past the rules, which give clients no access to mail.
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' }, signal: AbortSignal.timeout(3000) });
    const page = mailPage(await response.json());
    mail.push(...page.mail);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return newestFirst(mail);
}

async function printOutgoingMail() {
  let mail;
  try {
    mail = await fetchAllMail();
  } catch {
    console.error(`\nFirestore エミュレーターから送信メールを読めません (${firestoreOrigin})。`);
    startHint();
    console.error(`(Could not read the mail collection from the Firestore emulator at ${firestoreOrigin}.)`);
    process.exitCode = 1;
    return;
  }

  console.log('\n■ 送信メール (Outgoing mail, newest first)');
  if (!mail.length) {
    console.log('  送信されたメールはまだありません。問い合わせの登録や返信で通知メールが作られます。');
    console.log('  (No mail yet: filing or answering an inquiry sends notification mail.)');
    return;
  }
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  mail.slice(0, MAIL_SHOWN).forEach((item, index) => console.log(`\n${formatMail(item, index, timeZone)}`));
  if (mail.length > MAIL_SHOWN) console.log(`\n  ほかに古いメールが ${mail.length - MAIL_SHOWN} 通あります。`);
}

async function main() {
  await printSignInLinks();
  await printOutgoingMail();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
