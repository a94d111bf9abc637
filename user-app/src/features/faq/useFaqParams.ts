import { useCallback, useLayoutEffect, useRef } from 'react';
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
  /** Tenant admins: a new entry with this question in the editor (?new=, from a search that found nothing). */
  new: string;
  /** Tenant admins: a new entry drafted from this resolved inquiry (?fromInquiry=, 「FAQにする」). */
  fromInquiry: string;
}

export type FaqParamsUpdate = Partial<FaqParams>;

const DEFAULTS: FaqParams = { q: '', category: '', id: '', view: 'search', new: '', fromInquiry: '' };

/**
 * Reads and changes the page's URL parameters. The search replaces the history entry (one entry per
 * search, not per keystroke); opening an entry pushes one, so the browser's back button returns to the
 * list. Updates build on the last one written: the router renders a navigation as a transition, so the
 * query written on leaving the box may not have rendered yet when the entry is opened.
 */
export function useFaqParams(): [FaqParams, (update: FaqParamsUpdate, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();
  const written = useRef(search);
  useLayoutEffect(() => {
    written.current = search;
  }, [search]);
  const params: FaqParams = {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    id: search.get('id') ?? '',
    view: search.get('view') === 'manage' ? 'manage' : 'search',
    new: search.get('new') ?? '',
    fromInquiry: search.get('fromInquiry') ?? '',
  };
  const update = useCallback((patch: FaqParamsUpdate, options: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(written.current);
    for (const [name, value] of Object.entries(patch)) {
      if (value === DEFAULTS[name as keyof FaqParams] || value === undefined) next.delete(name);
      else next.set(name, value);
    }
    written.current = next;
    setSearch(next, { replace: options.replace ?? false, state: { fromFaqPage: true } });
  }, [setSearch]);
  return [params, update];
}
