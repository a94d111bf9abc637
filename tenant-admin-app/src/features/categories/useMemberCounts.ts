import { errorMessage, type Category } from '@madoguchi/shared/data';
import { fetchMemberCounts } from './api/categoryAdmin';
import { useEffect, useMemo, useState } from 'react';

export interface MemberCounts {
  /** Users per category id, for the listed categories counted so far. */
  counts: Record<string, number>;
  /** Some of the listed categories are still being counted. */
  loading: boolean;
  error: string | null;
  /** Counts again the categories whose count failed. */
  retry: () => void;
}

/**
 * How many users each listed category has. A count belongs to the category as read: a page added by
 * さらに表示 is counted for its own rows only (the rows above keep their figures), and a list read
 * again is counted again.
 */
export function useMemberCounts(tenantId: string, categories: readonly Category[]): MemberCounts {
  const [counted, setCounted] = useState<ReadonlyMap<Category, number>>(() => new Map());
  const [failure, setFailure] = useState<{ of: readonly Category[]; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const missing = useMemo(() => categories.filter((category) => !counted.has(category)), [categories, counted]);

  useEffect(() => {
    if (missing.length === 0) return undefined;
    let active = true;
    const ids = missing.map((category) => category.id);
    const keep = (counts: Record<string, number>) =>
      setCounted((current) => new Map([...current, ...missing.map((category): [Category, number] => [category, counts[category.id] ?? 0])]));
    fetchMemberCounts(tenantId, ids).then(
      (counts) => active && keep(counts),
      (error: unknown) => active && setFailure({ of: missing, message: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [tenantId, missing, attempt]);

  const error = failure?.of === missing ? failure.message : null;
  const counts: Record<string, number> = {};
  for (const category of categories) {
    const count = counted.get(category);
    if (count !== undefined) counts[category.id] = count;
  }
  return {
    counts,
    loading: missing.length > 0 && error === null,
    error,
    retry: () => {
      setFailure(null);
      setAttempt((value) => value + 1);
    },
  };
}
