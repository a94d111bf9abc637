import { FIRST_PAINT_CACHE_KEY, PERSISTED_KEYS, registerEarlyPage, storedSession, type StoredSession } from '@madoguchi/shared/early';
import { element } from './dom';

// A signed-in page opened in a new tab (a link from a notification mail) is drawn from its data before
// the app arrives (issue 23): the data is read through Firestore's REST API as the signed-in user, in
// parallel with the app's JavaScript, and drawn as the app draws it, in front of the app, which takes
// over once its own page shows the data (@madoguchi/shared/early earlyPage.ts). A page opened again is
// drawn at once from what was read last time here, then from what is read now.

/** Who the app's stored session says is signed in, and where (shared/src/auth/persistence.ts). */
export interface Persisted {
  uid: string;
  userName: string | null;
  tenantId: string | null;
  isTenantAdmin: boolean;
}

export interface EarlyContext {
  projectId: string;
  persisted: Persisted;
  /** The path's parts the page matched. */
  params: string[];
  /** The session, once the stored one is read (and its token refreshed if need be); null: nobody. */
  session: Promise<StoredSession | null>;
}

/** A page that can be drawn before the app: what it reads (offered to the app) and how it is drawn. */
export interface EarlyPageKind<Data> {
  path: RegExp;
  /** Whether this visit is one the page draws (e.g. not a filtered list); always when absent. */
  applies?(context: EarlyContext): boolean;
  /** Starts the reads, offering each to the app (earlyReads.ts); resolves with what the page draws. */
  read(context: EarlyContext): Promise<Data>;
  /** The page as the app draws it, and its title; null when the app's page says something else (not found, refused). */
  draw(data: Data, context: EarlyContext): { title: string; content: HTMLElement } | null;
}

/** Pages remembered for a repeat visit, the newest kept. */
const CACHE_PAGES = 20;

function persisted(): Persisted | null {
  const uid = localStorage.getItem(PERSISTED_KEYS.currentUserId);
  if (!uid) return null;
  const tenantId = localStorage.getItem(PERSISTED_KEYS.tenantId);
  return {
    uid,
    userName: localStorage.getItem(PERSISTED_KEYS.currentUserName),
    tenantId,
    isTenantAdmin: localStorage.getItem(PERSISTED_KEYS.isTenantAdmin) === 'true',
  };
}

type Remembered = { page: string; data: unknown }[];

// Dates kept as {"$date": "…"} (JSON would make them text indistinguishable from text).
function keepDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return original instanceof Date ? { $date: original.toISOString() } : value;
}
const reviveDates = (_: string, value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { $date?: unknown }).$date === 'string' ? new Date((value as { $date: string }).$date) : value;

function remembered(): Remembered {
  try {
    const pages: unknown = JSON.parse(localStorage.getItem(FIRST_PAINT_CACHE_KEY) ?? '[]', reviveDates);
    return Array.isArray(pages) ? (pages as Remembered) : [];
  } catch {
    return [];
  }
}

/** What this page showed this person last time in this browser, if anything. */
const cached = (page: string) => remembered().find((entry) => entry.page === page)?.data ?? null;

function remember(page: string, data: unknown): void {
  try {
    const pages = [{ page, data }, ...remembered().filter((entry) => entry.page !== page)].slice(0, CACHE_PAGES);
    localStorage.setItem(FIRST_PAINT_CACHE_KEY, JSON.stringify(pages, keepDates));
  } catch {
    // A full storage only costs the next visit its head start.
  }
}

/** The header and navigation bar as the app's layout draws them (MainLayout, MainNav), without their menus yet. */
function layout(person: Persisted, page: HTMLElement): HTMLElement {
  return element(
    'div',
    { class: 'early-layout' },
    element('header', { class: 'early-header' }, element('span', { class: 'brand' }, '窓口'), element('span', { class: 'spacer' }), element('span', { class: 'who' }, person.userName ?? '')),
    element('nav', { class: 'early-nav', 'aria-label': 'メニュー' }),
    element('main', { class: 'early-main' }, page),
  );
}

/**
 * Draws the page of this path, if it is one of `kinds` and someone is signed in here, until the app's
 * own page takes over; says whether it does. Anything that fails leaves the page to the app.
 */
export function startEarlyPage(kinds: readonly EarlyPageKind<unknown>[], projectId: string, apiKey: string): boolean {
  const path = location.pathname;
  const kind = kinds.find((candidate) => candidate.path.test(path));
  const person = persisted();
  const root = document.getElementById('root');
  if (!kind || !person || !root) return false;
  const context: EarlyContext = {
    projectId,
    persisted: person,
    params: kind.path.exec(path)?.slice(1).map(decodeURIComponent) ?? [],
    // Another person's stored session (the app's record is stale) reads nothing for this one.
    session: storedSession(apiKey).then((session) => (session?.uid === person.uid ? session : null)),
  };
  if (kind.applies && !kind.applies(context)) return false;

  let shown: HTMLElement | null = null;
  let handedOver = false;
  const show = (data: unknown): boolean => {
    if (handedOver) return false;
    const drawn = kind.draw(data, context);
    if (!drawn) return false;
    const { title, content } = drawn;
    const page = layout(person, content);
    page.id = 'early-page';
    if (shown) shown.replaceWith(page);
    else root.before(page);
    shown = page;
    root.hidden = true;
    document.title = `${title} | 窓口`;
    return true;
  };
  registerEarlyPage({
    handOver: () => {
      handedOver = true;
      shown?.remove();
      root.hidden = false;
    },
  });

  // Whose it was is part of the entry: another person here never sees it.
  const page = `${person.uid}:${path}`;
  const last = cached(page);
  if (last) show(last);
  kind.read(context).then(
    (data) => {
      if (show(data)) remember(page, data);
    },
    () => undefined, // the app reads and says what went wrong
  );
  return true;
}
