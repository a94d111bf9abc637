import { useSearchParams } from '@madoguchi/shared/router';

/** What the FAQ page shows lives in its URL, so the top page and suggestions can link to a search. */
export interface FaqParams {
  /** The search query (?q=). */
  q: string;
  /** A category filter (?category=); '' for all. */
  category: string;
  /** The open entry (?id=); '' for the list. */
  id: string;
  /** Tenant admins: 'manage' lists every entry, drafts included (?view=manage). */
  view: 'search' | 'manage';
}

export type FaqParamsUpdate = Partial<FaqParams>;

const DEFAULTS: FaqParams = { q: '', category: '', id: '', view: 'search' };

/**
 * Reads and changes the page's URL parameters. Typing replaces the history entry (one entry per search,
 * not per keystroke); opening an entry pushes one, so the browser's back button returns to the list.
 */
export function useFaqParams(): [FaqParams, (update: FaqParamsUpdate, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();
  const params: FaqParams = {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    id: search.get('id') ?? '',
    view: search.get('view') === 'manage' ? 'manage' : 'search',
  };
  const update = (patch: FaqParamsUpdate, options: { replace?: boolean } = {}) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(patch)) {
          if (value === DEFAULTS[name as keyof FaqParams] || value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: options.replace ?? false, state: { fromFaqPage: true } },
    );
  };
  return [params, update];
}
