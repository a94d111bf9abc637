// The placeholders (差し込み項目) a canned reply (定型文) may hold, filled when an admin inserts it into
// a reply. The save schema refuses any other name, so a typo such as {{requestName}} never reaches a
// requester as it was typed.

/** Every placeholder, in the order the editor offers them, with the name an admin reads. */
export const CANNED_REPLY_PLACEHOLDERS = [
  { name: 'requesterName', label: '依頼者名' },
  { name: 'number', label: '問い合わせ番号' },
  { name: 'title', label: '件名' },
  { name: 'categoryName', label: 'カテゴリ名' },
  { name: 'adminName', label: '自分の名前' },
  { name: 'tenantName', label: 'テナント名' },
] as const;

export type CannedReplyPlaceholder = (typeof CANNED_REPLY_PLACEHOLDERS)[number]['name'];

/** What each placeholder becomes for one inquiry and one admin. */
export type CannedReplyValues = Record<CannedReplyPlaceholder, string>;

/** `{{name}}`, spaces inside the braces allowed (`{{ number }}`). */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const known = new Set<string>(CANNED_REPLY_PLACEHOLDERS.map((placeholder) => placeholder.name));
const isKnown = (name: string): name is CannedReplyPlaceholder => known.has(name);

/** How a placeholder is written into a body. */
export const placeholderText = (name: CannedReplyPlaceholder) => `{{${name}}}`;

/** The placeholders of `text` that are not ours, as written (`{{ requestName }}`), once each. */
function unknownPlaceholders(text: string): string[] {
  const unknown = Array.from(text.matchAll(PLACEHOLDER)).filter(([, name = '']) => !isKnown(name));
  return [...new Set(unknown.map(([written]) => written))];
}

/** Braces left once every placeholder is taken out: `{{number}` or `{{number` would reach the requester as typed. */
function hasStrayBraces(text: string): boolean {
  return /\{\{|\}\}/.test(text.replace(PLACEHOLDER, ''));
}

/**
 * The body with each placeholder replaced by its value, in one pass: a value that itself holds
 * `{{title}}` (a requester may name an inquiry so) stays as it is. Unknown names are left untouched.
 */
export function fillCannedReply(text: string, values: CannedReplyValues): string {
  return text.replace(PLACEHOLDER, (written, name: string) => (isKnown(name) ? values[name] : written));
}

/** Why a body cannot be saved for its placeholders, in Japanese; null when it can. */
export function placeholderProblem(text: string): string | null {
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0) {
    const usable = CANNED_REPLY_PLACEHOLDERS.map(({ name, label }) => `${placeholderText(name)}（${label}）`).join('、');
    return `本文の${unknown.join('、')}は使用できない差し込み項目です。使用できるのは${usable}です。`;
  }
  if (hasStrayBraces(text)) return '本文の「{{」と「}}」の対応が正しくありません。差し込み項目は{{requesterName}}のように書いてください。';
  return null;
}

/** A line that addresses the requester: 「{{requesterName}} さん」「{{requesterName}}様、」. */
const ADDRESS_LINE = /^\s*\{\{\s*requesterName\s*\}\}\s*(?:さん|様|さま|殿)\s*[、，,]?\s*$/;

/**
 * A canned reply parted into its 宛名 (its opening lines, up to the one that addresses the requester as
 * 「{{requesterName}} さん」, at most three: a company or department line may stand above the name) and
 * the rest. In Japanese business writing the 宛名 opens the reply, wherever the rest is inserted.
 * Null when the template opens otherwise.
 */
export function splitAddress(template: string): { address: string | null; rest: string } {
  const lines = template.replace(/\r\n?/g, '\n').trimStart().split('\n');
  const last = lines.slice(0, 3).findIndex((line) => ADDRESS_LINE.test(line));
  if (last < 0) return { address: null, rest: template };
  return { address: lines.slice(0, last + 1).join('\n').trim(), rest: lines.slice(last + 1).join('\n').replace(/^\s+/, '') };
}
