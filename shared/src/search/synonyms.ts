// Synonym groups (the tenant's and the office loanwords) and where their members occur in a query.
import { normalizeText } from './normalize';
import { isWordChar } from './tokens';

export interface Related {
  member: string;
  /** 'synonym' when a tenant's group relates the two, 'loanword' when only OFFICE_LOANWORDS does. */
  how: 'synonym' | 'loanword';
}

/** Normalised synonym members, and for each the members of every group it belongs to. */
export function buildSynonymTable(tenantGroups: readonly string[][], loanwordGroups: readonly (readonly string[])[]): Map<string, Related[]> {
  const related = new Map<string, Map<string, Related['how']>>();
  const add = (groups: readonly (readonly string[])[], how: Related['how']) => {
    for (const group of groups) {
      const members = [...new Set(group.map(normalizeText).filter((member) => member !== ''))];
      if (members.length < 2) continue;
      for (const member of members) {
        const others = related.get(member) ?? new Map<string, Related['how']>();
        for (const other of members) if (other !== member && !others.has(other)) others.set(other, how);
        related.set(member, others);
      }
    }
  };
  // The tenant's groups first: a pair in both is the tenant's synonym.
  add(tenantGroups, 'synonym');
  add(loanwordGroups, 'loanword');
  return new Map([...related].map(([member, others]) => [member, [...others].map(([other, how]) => ({ member: other, how }))]));
}

/** The forms an English word takes (locked, printing, files), itself first. Forms no one types do no harm. */
export function inflections(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`, `${word}ed`, `${word}ing`];
  const last = word[word.length - 1] ?? '';
  if (last === 'e') forms.push(`${word}d`, `${word.slice(0, -1)}ing`);
  if (last === 'y') forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  // A short vowel before a final consonant doubles it: stop → stopped, plan → planning.
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(word)) forms.push(`${word}${last}ed`, `${word}${last}ing`);
  return forms;
}

// Words inflect; acronyms ("pc", "vpn", "mfa") are taken as written ("pcs" is no PC).
const MIN_INFLECTED_LETTERS = 4;

export interface MemberForms {
  /** Each latin word a one-word latin member may take in a query (inflected or not), with that member. */
  words: Map<string, string>;
  /** The other members (Japanese, or mixed such as ノートpc), longest first. */
  othersLongestFirst: string[];
}

export function memberForms(members: Iterable<string>): MemberForms {
  const others: string[] = [];
  const latin: string[] = [];
  for (const member of members) (/^[a-z0-9]+$/.test(member) ? latin : others).push(member);
  const words = new Map<string, string>();
  // Members as they are first: an inflection never hides a member ("settings" is its own).
  for (const member of latin) words.set(member, member);
  for (const member of latin) {
    if (member.length < MIN_INFLECTED_LETTERS || !/^[a-z]+$/.test(member)) continue;
    for (const form of inflections(member)) if (!words.has(form)) words.set(form, member);
  }
  return { words, othersLongestFirst: others.sort((a, b) => b.length - a.length) };
}

export interface SynonymMatch {
  start: number;
  end: number;
  member: string;
}

function codePointBefore(text: string, index: number): string {
  const chars = Array.from(text.slice(Math.max(0, index - 2), index));
  return chars[chars.length - 1] ?? ' ';
}

function codePointAt(text: string, index: number): string {
  const codePoint = text.codePointAt(index);
  return codePoint === undefined ? ' ' : String.fromCodePoint(codePoint);
}

/**
 * Where synonym members occur in the normalised query. Japanese members match anywhere (Japanese has
 * no word boundaries); a member's latin edge must be a word edge, so "pc" does not match inside "pcs".
 * Longer members win overlaps ("リモート接続" over "接続"). A one-word latin member is looked up by
 * the query's latin words, so it matches inflected too ("locked" is "lock").
 */
export function findSynonymMatches(normalizedQuery: string, forms: MemberForms): SynonymMatch[] {
  const matches: SynonymMatch[] = [];
  const overlaps = (start: number, end: number) => matches.some((match) => start < match.end && match.start < end);
  const isWordEdge = (start: number, end: number) =>
    !isWordChar(codePointBefore(normalizedQuery, start)) && !isWordChar(codePointAt(normalizedQuery, end));
  for (const member of forms.othersLongestFirst) {
    const startsWithWord = isWordChar(codePointAt(member, 0));
    const endsWithWord = isWordChar(codePointBefore(member, member.length));
    for (let start = normalizedQuery.indexOf(member); start !== -1; start = normalizedQuery.indexOf(member, start + 1)) {
      const end = start + member.length;
      if (startsWithWord && isWordChar(codePointBefore(normalizedQuery, start))) continue;
      if (endsWithWord && isWordChar(codePointAt(normalizedQuery, end))) continue;
      if (overlaps(start, end)) continue;
      matches.push({ start, end, member });
    }
  }
  for (const word of normalizedQuery.matchAll(/[a-z0-9]+/g)) {
    const member = forms.words.get(word[0]);
    const start = word.index ?? 0;
    const end = start + word[0].length;
    if (member && isWordEdge(start, end) && !overlaps(start, end)) matches.push({ start, end, member });
  }
  return matches.sort((a, b) => a.start - b.start);
}
