// Latin words one typo away from a word the index knows ("outlok" → outlook), found without scanning
// every word: each known word is filed under the words it becomes with one letter dropped (its
// deletion neighbourhood), so two words one edit apart always share a key. A letter changed or two
// letters swapped: both words without that letter (or one of the two) are equal; a letter added or
// dropped: one word is the other without a letter. A query word thus costs its length in lookups,
// whatever the number of words indexed.

/** Whether two words are one edit apart (a letter changed, added, dropped, or two neighbours swapped). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function deletions(word: string): Set<string> {
  const variants = new Set<string>();
  for (let i = 0; i < word.length; i += 1) variants.add(word.slice(0, i) + word.slice(i + 1));
  return variants;
}

export interface TypoTable {
  /** The known words one edit away from `word`, in the order they were given to createTypoTable. */
  near(word: string): string[];
}

/** A table of `words` (latin letters, distinct) by their deletion neighbourhoods. */
export function createTypoTable(words: readonly string[]): TypoTable {
  const order = new Map<string, number>();
  const byDeletion = new Map<string, string[]>();
  for (const word of words) {
    if (order.has(word)) continue;
    order.set(word, order.size);
    for (const variant of deletions(word)) {
      const list = byDeletion.get(variant);
      if (list) list.push(word);
      else byDeletion.set(variant, [word]);
    }
  }
  return {
    near(word) {
      const found = new Set<string>();
      const consider = (candidate: string) => {
        if (!found.has(candidate) && oneEditApart(word, candidate)) found.add(candidate);
      };
      // A letter added to a known word: the word is one of the query's deletions.
      // A letter dropped from a known word: the query is one of the word's deletions.
      for (const candidate of byDeletion.get(word) ?? []) consider(candidate);
      for (const variant of deletions(word)) {
        if (order.has(variant)) consider(variant);
        // A letter changed, or two swapped: both lose a letter to the same word.
        for (const candidate of byDeletion.get(variant) ?? []) consider(candidate);
      }
      return [...found].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    },
  };
}
