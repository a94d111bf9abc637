import { useEffect } from 'react';

/** The product's name, after every page's own title: 「よくある質問 | 窓口」. */
const APP_TITLE = '窓口';

interface Claim {
  title: string;
  fallback: boolean;
}

// One list for the page, kept on the window: each build (the shell and every remote) bundles its own
// copy of this module, and they all name the same tab.
const REGISTRY = Symbol.for('madoguchi.pageTitles');
type TitledGlobal = typeof globalThis & { [REGISTRY]?: Claim[] };

function claims(): Claim[] {
  return ((globalThis as TitledGlobal)[REGISTRY] ??= []);
}

/** The newest explicit title, else the newest fallback (a page's heading), else the product alone. */
function applyTitle() {
  const newestFirst = [...claims()].reverse();
  const chosen = newestFirst.find((claim) => !claim.fallback) ?? newestFirst[0];
  document.title = chosen ? `${chosen.title} | ${APP_TITLE}` : APP_TITLE;
}

/**
 * Names the browser tab 「<title> | 窓口」 while the component is mounted, so tabs, history and bookmarks
 * tell pages apart. `null`, `undefined` or '' sets nothing (the content is not known yet). The shared
 * Page gives its heading as a fallback: an explicit title set anywhere on the page (an inquiry's number
 * and subject once read) wins over it, wherever it sits in the tree.
 */
export function usePageTitle(title: string | null | undefined, { fallback = false }: { fallback?: boolean } = {}): void {
  useEffect(() => {
    if (!title) return undefined;
    const claim: Claim = { title, fallback };
    claims().push(claim);
    applyTitle();
    return () => {
      const all = claims();
      all.splice(all.indexOf(claim), 1);
      applyTitle();
    };
  }, [title, fallback]);
}
