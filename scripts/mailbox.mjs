// npm run mailbox — shows the mail that the local emulators "sent": no real mail leaves this machine,
// so this is how a developer opens a sign-in link.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulators, projectId } from './emulators/config.mjs';

const authOrigin = `http://${emulators.auth.host}:${emulators.auth.port}`;
const oobCodesUrl = `${authOrigin}/emulator/v1/projects/${projectId}/oobCodes`;

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
    console.error('`npm start` または `node scripts/emulators/run.mjs` で起動してから実行してください。');
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
// Reserved: once the server writes notification mail to `mail/{id}`, it is printed here as well.

async function main() {
  await printSignInLinks();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
