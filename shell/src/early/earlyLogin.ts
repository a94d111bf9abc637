import { PERSISTED_KEYS, emailAddressProblem, normalizeEmail, sendSignInLinkByRest } from '@madoguchi/shared/early';
import type { EarlyLoginState } from './loginHandover';

// The login page is usable as soon as index.html is drawn (issue 23): the address is checked as the
// server checks it and the sign-in link sent through Auth's REST endpoint, before React and the auth
// SDK arrive; the React login page then takes over what was typed and sent (loginHandover.ts).

const FORM_VIEW = '[data-early="login"]';

function element<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`index.html: ${selector} がありません。`);
  return found;
}

/** The card's "sent" view, as the React page draws it (LoginPage's sentTo). */
function sentView(address: string, onAgain: () => void): HTMLElement {
  const section = document.createElement('section');
  section.className = 'card';
  section.setAttribute('role', 'status');
  const heading = document.createElement('h1');
  heading.textContent = 'メールを確認してください';
  const where = document.createElement('p');
  const strong = document.createElement('strong');
  strong.textContent = address;
  where.append(strong, ' 宛てにログイン用リンクを送信しました。メールに記載されたリンクを開くとログインできます。');
  const hint = document.createElement('p');
  hint.className = 'muted';
  hint.textContent = 'メールが届かない場合は、迷惑メールフォルダもご確認ください。';
  const again = document.createElement('button');
  again.type = 'button';
  again.className = 'button';
  again.textContent = '別のメールアドレスを使う';
  again.addEventListener('click', onAgain);
  const row = document.createElement('div');
  row.append(again);
  section.append(heading, where, hint, row);
  return section;
}

/** Shows index.html's login form and, given the config's API key, makes it work before the app does. */
export function startEarlyLogin(apiKey: string | null): void {
  const view = document.querySelector<HTMLElement>(FORM_VIEW);
  if (!view) return;
  view.hidden = false;
  if (!apiKey) return; // the app says what is wrong with its config
  const card = element<HTMLElement>(view, '.card');
  const form = element<HTMLFormElement>(card, 'form');
  const input = element<HTMLInputElement>(form, 'input');
  const alert = element<HTMLElement>(form, '[role="alert"]');
  const send = element<HTMLButtonElement>(form, 'button[type="submit"]');
  const google = element<HTMLButtonElement>(card, '[data-early="google"]');
  const state: EarlyLoginState = { input, taken: false, sending: null, sent: null, googleRequested: false };
  window.__madoguchiEarlyLogin = state;
  input.value = localStorage.getItem(PERSISTED_KEYS.emailForSignIn) ?? '';

  const showProblem = (problem: string | null) => {
    alert.textContent = problem ?? '';
    alert.hidden = !problem;
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const settle = (sendLabel: string) => {
    send.disabled = false;
    google.disabled = false;
    send.textContent = sendLabel;
  };

  input.addEventListener('input', () => showProblem(null));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.taken || state.sending) return;
    const address = normalizeEmail(input.value);
    const problem = emailAddressProblem(address);
    showProblem(problem);
    if (problem) return;
    send.disabled = true;
    google.disabled = true;
    send.textContent = '送信しています…';
    state.sending = sendSignInLinkByRest(apiKey, address, `${location.origin}/login`).then((result) => {
      if (result.ok) localStorage.setItem(PERSISTED_KEYS.emailForSignIn, address);
      state.sent = { ...result, email: address };
      if (state.taken) return state.sent;
      if (result.ok) {
        view.replaceChildren(
          sentView(address, () => {
            state.sending = null;
            state.sent = null;
            settle('ログイン用リンクを送信');
            view.replaceChildren(card);
          }),
        );
      } else {
        // A refusal is the sign-in's, not the address's: said above the button, as the app's toast does.
        showProblem(result.message);
        input.removeAttribute('aria-invalid');
        settle('ログイン用リンクを送信');
        state.sending = null;
      }
      return state.sent;
    });
  });
  google.addEventListener('click', () => {
    // The Google sign-in needs the auth SDK, which the app brings: it starts as soon as the app is here.
    state.googleRequested = true;
    google.disabled = true;
    send.disabled = true;
    google.textContent = 'ログインしています…';
  });
}
