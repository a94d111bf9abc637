import * as z from 'zod/mini';
import { defineCallable, type RequestOf } from '../callable';
import { CONTROL, docId, requestId, singleLine } from '../fields';

export const FAQ_LIMITS = { question: 200, answerHtml: 50000, categories: 20, tags: 10, tag: 30, searchQuery: 100 } as const;

const TAG_TOO_LONG = `タグは1つ${FAQ_LIMITS.tag}文字以内で入力してください。`;
const tag = z.string({ error: 'タグを入力してください。' }).check(
  z.trim(),
  z.minLength(1, { error: 'タグを入力してください。' }),
  z.maxLength(FAQ_LIMITS.tag, { error: TAG_TOO_LONG }),
  z.refine((value) => !CONTROL.test(value), { error: 'タグに改行や制御文字は入力できません。' }),
);

const faqStatus = z.enum(['draft', 'published'], { error: '状態は下書きか公開で指定してください。' });
export type FaqStatus = z.output<typeof faqStatus>;

/**
 * The fields the FAQ editor checks. The answer is sanitized on the server, which also refuses one
 * with no text (the editor checks that with the text it shows).
 */
export const faqFields = z.strictObject({
  question: singleLine('質問', FAQ_LIMITS.question),
  answerHtml: z.string({ error: '回答を入力してください。' }).check(
    z.maxLength(FAQ_LIMITS.answerHtml, { error: '回答が長すぎます。短くしてから保存してください。' }),
  ),
  /** Empty: for everyone. */
  categoryIds: z.array(docId).check(
    z.maxLength(FAQ_LIMITS.categories, { error: `ユーザーカテゴリは${FAQ_LIMITS.categories}個まで選べます。` }),
    z.refine((ids) => new Set(ids).size === ids.length, { error: '同じ項目が重複しています。' }),
  ),
  // Counted before each tag is checked, so too many tags is what the editor says first.
  tags: z.pipe(
    z.array(z.string({ error: 'タグを入力してください。' })).check(
      z.maxLength(FAQ_LIMITS.tags, { error: `タグは${FAQ_LIMITS.tags}個まで登録できます。` }),
    ),
    z.array(tag),
  ),
  status: faqStatus,
});

export interface SaveFaqResult {
  faqId: string;
}

/** Tenant admins create (faqId null) and edit FAQ entries. */
export const saveFaq = defineCallable<SaveFaqResult>()(
  'saveFaq',
  'memberAdmin',
  z.strictObject({ requestId, tenantId: docId, faqId: z.nullable(docId), ...faqFields.shape }),
);
export type SaveFaqRequest = RequestOf<typeof saveFaq>;

/** Tenant admins delete an entry; it leaves the index at once. */
export const deleteFaq = defineCallable<SaveFaqResult>()('deleteFaq', 'memberAdmin', z.strictObject({ requestId, tenantId: docId, faqId: docId }));

export interface RateFaqResult {
  faqId: string;
  vote: 'helpful' | 'notHelpful' | 'solved';
}

/**
 * A reader's feedback: 役に立った (helpful) / 役に立たなかった (notHelpful), or "solved" (the new-inquiry
 * form's これで解決した). No request id: the server counts one vote per person anyway.
 */
export const rateFaq = defineCallable<RateFaqResult>()(
  'rateFaq',
  'member',
  z.strictObject({
    tenantId: docId,
    faqId: docId,
    vote: z.enum(['helpful', 'notHelpful', 'solved'], { error: '評価の指定が正しくありません。' }),
  }),
);

/** A search that found nothing, for the tenant admins' list of what readers looked for in vain. */
export const logFaqSearchMiss = defineCallable<{ logged: boolean }>()(
  'logFaqSearchMiss',
  'member',
  z.strictObject({ tenantId: docId, query: singleLine('検索語', FAQ_LIMITS.searchQuery) }),
);
