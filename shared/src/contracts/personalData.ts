// Personal data an answer copied from an inquiry may still hold: the requester's name, e-mail
// addresses and phone numbers. The FAQ editor flags them while the admin edits; the server refuses to
// publish an entry made from an inquiry while any remain. Width is folded first (ＮＦＫＣ), so
// 「０３－１２３４－５６７８」 is found like 03-1234-5678.

import { escapeRegExp } from '../format/regExp';

export type PersonalDataKind = 'name' | 'email' | 'phone';

export interface PersonalDataHit {
  kind: PersonalDataKind;
  /** As found in the (width-folded) text. */
  text: string;
}

export const PERSONAL_DATA_LABELS: Record<PersonalDataKind, string> = { name: '依頼者の名前', email: 'メールアドレス', phone: '電話番号' };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Japanese numbers (0X-XXXX-XXXX, 0X0-XXXX-XXXX, 0120-XXX-XXX, +81 …) with or without separators, as
// people type them: hyphens of every width and kind, 「ー」 (which NFKC leaves alone), spaces, brackets.
const SEPARATOR = '[-\\s\u2010-\u2015\u2212\u30FC\uFF70()（）]';
const PHONE = new RegExp(`(?:\\+81${SEPARATOR}?|\\b0)\\d{1,4}${SEPARATOR}?\\d{1,4}${SEPARATOR}?\\d{3,4}\\b`, 'g');

const HONORIFIC = '\\s*(?:さん|様|さま|氏)';

/**
 * The patterns of a person's name: the full name with or without the space between its parts, and
 * each part of two characters or more followed by さん・様・氏 (a surname alone is too common to flag).
 */
function namePatterns(name: string): RegExp[] {
  const parts = name.normalize('NFKC').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return [];
  const full = `${parts.map(escapeRegExp).join('\\s*')}(?:${HONORIFIC})?`;
  const honorific = parts.filter((part) => [...part].length >= 2).map((part) => `${escapeRegExp(part)}${HONORIFIC}`);
  return [full, ...honorific].map((pattern) => new RegExp(pattern, 'g'));
}

/**
 * What the text holds of the named people, e-mail addresses and phone numbers, each once, in the order
 * looked for; a match inside one already found (「一郎さん」 in 「鈴木 一郎さん」) is not a second hit.
 */
export function findPersonalData(text: string, names: readonly string[]): PersonalDataHit[] {
  const folded = text.normalize('NFKC');
  const hits: PersonalDataHit[] = [];
  const taken: Array<[number, number]> = [];
  const add = (kind: PersonalDataKind, pattern: RegExp) => {
    for (const match of folded.matchAll(pattern)) {
      const [start, end] = [match.index, match.index + match[0].length];
      if (taken.some(([from, to]) => start >= from && end <= to)) continue;
      taken.push([start, end]);
      if (!hits.some((hit) => hit.kind === kind && hit.text === match[0])) hits.push({ kind, text: match[0] });
    }
  };
  for (const name of names) for (const pattern of namePatterns(name)) add('name', pattern);
  add('email', EMAIL);
  add('phone', PHONE);
  return hits;
}

/** The hits as a list in Japanese: 依頼者の名前「鈴木さん」、電話番号「03-1234-5678」. */
export const listPersonalData = (hits: readonly PersonalDataHit[]) => hits.map((hit) => `${PERSONAL_DATA_LABELS[hit.kind]}「${hit.text}」`).join('、');

/**
 * Why texts cannot be published, given the requesters of the entry's source inquiries; null when they
 * can. With no requester left there is nobody to protect, and the desk's own address or number may
 * stand. The editor says it before sending, the server on every write that publishes.
 */
export function personalDataRefusal(texts: readonly string[], requesterNames: readonly string[]): string | null {
  if (!requesterNames.length) return null;
  const hits = findPersonalData(texts.join('\n'), requesterNames);
  if (!hits.length) return null;
  return `個人情報が含まれているため公開できません: ${listPersonalData(hits)}。削除してから公開するか、下書きとして保存してください。`;
}
