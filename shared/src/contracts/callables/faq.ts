import * as z from 'zod/mini';
import { defineCallable, type RequestOf } from '../callable';
import { CONTROL, docId, requestId, singleLine } from '../fields';

export const FAQ_LIMITS = { question: 200, answerHtml: 50000, categories: 20, tags: 10, tag: 30, searchQuery: 100, aliases: 20 } as const;

const TAG_TOO_LONG = `タグは1つ${FAQ_LIMITS.tag}文字以内で入力してください。`;
const tag = z.string({ error: 'タグを入力してください。' }).check(
  z.trim(),
  z.minLength(1, { error: 'タグを入力してください。' }),
  z.maxLength(FAQ_LIMITS.tag, { error: TAG_TOO_LONG }),
  z.refine((value) => !CONTROL.test(value), { error: 'タグに改行や制御文字は入力できません。' }),
);

/**
 * Another way readers ask the question (別の言い方), searched like the question itself: often a query
 * that found nothing, attached to the entry that answers it. As long as a query may be.
 */
export const faqAlias = singleLine('別の言い方', FAQ_LIMITS.searchQuery);

const ALIAS_COUNT = `別の言い方は${FAQ_LIMITS.aliases}個まで登録できます。`;

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
  aliases: z.pipe(
    z.array(z.string({ error: '別の言い方を入力してください。' })).check(z.maxLength(FAQ_LIMITS.aliases, { error: ALIAS_COUNT })),
    z.array(faqAlias),
  ),
  status: faqStatus,
});

export interface SaveFaqResult {
  faqId: string;
}

/**
 * Tenant admins create (faqId null) and edit FAQ entries. `sourceInquiryId`: the entry is made from a
 * resolved inquiry (「FAQにする」); both keep a link to the other, and it is not published while it
 * holds the requester's name, an e-mail address or a phone number (personalData.ts).
 */
export const saveFaq = defineCallable<SaveFaqResult>()(
  'saveFaq',
  'memberAdmin',
  z.strictObject({ requestId, tenantId: docId, faqId: z.nullable(docId), ...faqFields.shape, sourceInquiryId: z.optional(docId) }),
);
export type SaveFaqRequest = RequestOf<typeof saveFaq>;

export interface AddFaqAliasResult {
  faqId: string;
  /** The entry's phrasings after the call (unchanged when it had this one already). */
  aliases: string[];
}

/**
 * Tenant admins attach a phrasing to an entry in one step, e.g. a search that found nothing, from the
 * admin home; the rest of the entry is left as it is.
 */
export const addFaqAlias = defineCallable<AddFaqAliasResult>()(
  'addFaqAlias',
  'memberAdmin',
  z.strictObject({ requestId, tenantId: docId, faqId: docId, alias: faqAlias }),
);
export type AddFaqAliasRequest = RequestOf<typeof addFaqAlias>;

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

/** The admin home lists zero-hit FAQ searches of this many days; the server reviews those after each FAQ change. */
export const SEARCH_MISS_DAYS = 30;

/** A search that found nothing, for the tenant admins' list of what readers looked for in vain. */
export const logFaqSearchMiss = defineCallable<{ logged: boolean }>()(
  'logFaqSearchMiss',
  'member',
  z.strictObject({ tenantId: docId, query: singleLine('検索語', FAQ_LIMITS.searchQuery) }),
);
