import type { SendLinkResult } from '@madoguchi/shared/early';

// How the login page's first script (earlyLogin.ts, in index.html) hands the page over to the React
// login page once the app has arrived: what was typed, whether the field had the focus, and a send it started.

/** The paths whose first paint is the login page (the shell's `/` leads there). */
export const LOGIN_PATH = /^\/(login)?$/;

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
  /** Marks the page taken over (the first script then leaves it alone): on commit, not while rendering. */
  take: () => void;
  /** The address field's text, read when called (the field itself may have left the page). */
  typed: () => string;
  /** Whether the field had the focus (an e-mail field has no caret position to carry over). */
  focused: boolean;
  sending: Promise<EarlySendResult> | null;
  sent: EarlySendResult | null;
  googleRequested: boolean;
}

let handover: EarlyLoginHandover | null = null;

/**
 * What the first script leaves the React login page; null when it did not run or the page was already
 * taken over. The first call notes where the focus is, so the app calls it before its first render
 * (which removes the first form); calling again changes nothing (a render may be thrown away and done
 * again): take() marks the page taken.
 */
export function earlyLogin(): EarlyLoginHandover | null {
  const state = window.__madoguchiEarlyLogin;
  if (!state || state.taken) return null;
  if (handover) return handover;
  const { input } = state;
  return (handover = {
    take: () => {
      state.taken = true;
    },
    typed: () => input.value,
    focused: document.activeElement === input,
    // What the first form is doing is read when asked, so nothing done after the note is missed.
    get sending() {
      return state.sending;
    },
    get sent() {
      return state.sent;
    },
    get googleRequested() {
      return state.googleRequested;
    },
  });
}

/** Forgets the note taken (for tests, which start pages afresh). */
export function forgetEarlyLogin(): void {
  handover = null;
}
