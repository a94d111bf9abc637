// The requester's answer to 「解決しましたか？」: its values and words, in a module of their own without a
// schema, so code that only reads them (a page's first script) brings no schema code.

export const SATISFACTION_RATINGS = ['satisfied', 'neutral', 'dissatisfied'] as const;
export type SatisfactionRating = (typeof SATISFACTION_RATINGS)[number];
export const SATISFACTION_LABELS: Record<SatisfactionRating, string> = { satisfied: '満足', neutral: '普通', dissatisfied: '不満' };
