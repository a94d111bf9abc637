import type { ExplainedHit, MatchField, MatchHow, MatchReason } from '@madoguchi/shared/search';

// How the search test says why an entry matched, in the words an admin uses for the FAQ's parts.

export const HOW_LABELS: Record<MatchHow, string> = {
  exact: '一致',
  prefix: '前方一致',
  reading: '読み',
  romaji: 'ローマ字表記',
  synonym: '同義語',
  loanword: '英語表記',
  typo: '1文字違い',
};

export const FIELD_LABELS: Record<MatchField, string> = {
  question: '質問',
  aliases: '別の言い方',
  tags: 'タグ',
  answer: '回答',
};

/** 「ゆうきゅう → 有給（読み・質問）」: what was typed, what it met when that differs, how and where. */
export function reasonText(reason: MatchReason): string {
  const met = reason.matched === reason.typed ? `「${reason.typed}」` : `「${reason.typed}」→「${reason.matched}」`;
  const fields = reason.fields.map((field) => FIELD_LABELS[field]).join('・');
  return `${met}（${HOW_LABELS[reason.how]}${fields ? `・${fields}` : ''}）`;
}

/** A share as a whole percentage. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The hits users see, and the best entries left out because they match too little of the query. */
export function splitShown(hits: readonly ExplainedHit[]): { shown: ExplainedHit[]; hidden: ExplainedHit[] } {
  return { shown: hits.filter((hit) => hit.shown), hidden: hits.filter((hit) => !hit.shown) };
}
