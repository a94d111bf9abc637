import type { SendLinkResult } from '@madoguchi/shared/early';

// How the login page's first script (earlyLogin.ts, in index.html) hands the page over to the React
// login page once the app has arrived: what was typed, whether the field had the focus, and a send it started.

export type EarlySendResult = SendLinkResult & { email: string };

export interface EarlyLoginState {
  /** The address field drawn by index.html. */
  input: HTMLInputElement;
  /** Set by the React page when it takes over; the first script then leaves the page alone. */
  taken: boolean;
  /** A send the first script started, and its result once it has one. */
  sending: Promise<EarlySendResult> | null;
  sent: EarlySendResult | null;
  /** 「Googleでログイン」 was pressed before the app could sign in with Google. */
  googleRequested: boolean;
}

declare global {
  interface Window {
    __madoguchiEarlyLogin?: EarlyLoginState;
  }
}

export interface EarlyLoginHandover {
  /** The address field's text, read when called (the field itself may have left the page). */
  typed: () => string;
  /** Whether the field had the focus (an e-mail field has no caret position to carry over). */
  focused: boolean;
  sending: Promise<EarlySendResult> | null;
  sent: EarlySendResult | null;
  googleRequested: boolean;
}

/** Takes the login page over from the first script, once; null when it did not run (or already handed over). */
export function takeEarlyLogin(): EarlyLoginHandover | null {
  const state = window.__madoguchiEarlyLogin;
  if (!state || state.taken) return null;
  state.taken = true;
  const { input } = state;
  return {
    typed: () => input.value,
    focused: document.activeElement === input,
    sending: state.sending,
    sent: state.sent,
    googleRequested: state.googleRequested,
  };
}
