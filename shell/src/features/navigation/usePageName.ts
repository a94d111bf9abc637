import { useSyncExternalStore } from 'react';

// Every page of every area names the tab 「<page> | 窓口」 (usePageTitle in the shared package, the
// remotes' copies included): the tab's title is the one place where the shell can read the name of a
// page that no navigation entry has (the profile, the notification settings, a page not found).

const SUFFIX = ' | 窓口';

/** The page's own name in a tab title; '' for the product's name alone (nothing named yet). */
export function pageNameOf(title: string): string {
  return title.endsWith(SUFFIX) ? title.slice(0, -SUFFIX.length) : '';
}

function subscribe(onChange: () => void): () => void {
  // document.title writes the <title> element's text (creating the element the first time).
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}

/** The current page's name from the tab title, following it as pages set it. */
export function usePageName(): string {
  return useSyncExternalStore(subscribe, () => pageNameOf(document.title));
}
