// A page drawn from its data before the app has arrived (shell/src/early: an inquiry opened from its
// notification mail, say) stands in front of the app until the app's own page shows the same data:
// the app's page then calls handOverEarlyPage() (useEarlyPageHandover in @madoguchi/shared/ui), and
// the shell does when the app cannot (another page, a failure). Two separate builds meet through this global.

/**
 * Where the first script keeps the pages it drew for this browser's people, so a page opened again is
 * drawn at once; signing out forgets them (shared/src/auth/session.ts).
 */
export const FIRST_PAINT_CACHE_KEY = 'madoguchi.firstPaint';

interface EarlyPageControl {
  /** Removes the early page and shows the app's; once. */
  handOver: () => void;
}

declare global {
  interface Window {
    __madoguchiEarlyPage?: EarlyPageControl;
  }
}

export function registerEarlyPage(control: EarlyPageControl): void {
  window.__madoguchiEarlyPage = control;
}

/** Shows the app's page in place of the early one, if one is shown; harmless otherwise. */
export function handOverEarlyPage(): void {
  if (typeof window === 'undefined') return;
  const control = window.__madoguchiEarlyPage;
  delete window.__madoguchiEarlyPage;
  control?.handOver();
}

/** Whether an early page stands in front of the app. */
export function earlyPageShown(): boolean {
  return typeof window !== 'undefined' && window.__madoguchiEarlyPage !== undefined;
}
