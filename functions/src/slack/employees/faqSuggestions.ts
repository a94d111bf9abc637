import type { Firestore } from 'firebase-admin/firestore';
import type { KnownBlock } from '@slack/web-api';
import { faqEntryPath } from '@madoguchi/shared/contracts';
import { FAQ_SUGGESTIONS, type FaqIndexEntry } from '@madoguchi/shared/search';
import { excerptOf } from '../../faq/faqLinks';
import { loadFaqSearch } from '../../faq/faqSearch';
import { appUrl } from '../../platform/appUrl';
import { button, note, section } from '../blockKit';
import type { SlackMember } from '../slackPeople';
import { slackBody, slackLink } from '../slackText';

// FAQ entries for a question asked in Slack, found by the FAQ page's own search over the entries the
// person may read (their categories' and everyone's; a tenant admin reads them all).

export interface FaqSuggestion {
  faqId: string;
  question: string;
  excerpt: string;
  url: string;
}

export const SOLVED_ACTION = 'madoguchi_faq_solved';

const readersIndex = (db: Firestore, member: SlackMember) =>
  loadFaqSearch(db, member.connection.tenantId, { categoryIds: member.isTenantAdmin ? null : member.categoryIds });

const suggestion = (tenantId: string, entry: FaqIndexEntry): FaqSuggestion => ({
  faqId: entry.id,
  question: entry.question,
  excerpt: excerptOf(entry.answerText),
  url: appUrl(faqEntryPath(tenantId, entry.id)),
});

export async function suggestFaqs(db: Firestore, member: SlackMember, query: string, limit = FAQ_SUGGESTIONS): Promise<FaqSuggestion[]> {
  if (!query) return [];
  const index = await readersIndex(db, member);
  return index.search(query, limit).map((entry) => suggestion(member.connection.tenantId, entry));
}

/**
 * The FAQ search as the FAQ page answers it: the entries found, or, when none is, 「もしかして」 (the
 * entries that still share a strong part of the query; `partly`).
 */
export async function searchFaqs(db: Firestore, member: SlackMember, query: string): Promise<{ entries: FaqSuggestion[]; partly: boolean }> {
  if (!query) return { entries: [], partly: false };
  const index = await readersIndex(db, member);
  const found = index.search(query, FAQ_SUGGESTIONS);
  const entries = found.length ? found : index.nearMisses(query).map(({ entry }) => entry);
  return { entries: entries.map((entry) => suggestion(member.connection.tenantId, entry)), partly: found.length === 0 && entries.length > 0 };
}

/** Each entry as its linked question and the start of its answer; with 「これで解決」 where asked for. */
export function faqBlocks(suggestions: readonly FaqSuggestion[], options: { solvedButton: boolean }): KnownBlock[] {
  return suggestions.map((faq) =>
    section(
      `*${slackLink(faq.url, faq.question)}*\n${slackBody(faq.excerpt, 200)}`,
      options.solvedButton ? button('これで解決', SOLVED_ACTION, { value: faq.faqId }) : undefined,
    ),
  );
}

/** The heading over suggestions before an inquiry, or what to say when none match. */
export const suggestionsHeading = (count: number): KnownBlock =>
  note(count ? ':bulb: 送信する前に、こちらのよくある質問で解決するかご確認ください。' : '一致するよくある質問は見つかりませんでした。');
