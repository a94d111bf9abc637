// The one way into FAQ search from Node (the search bench, outside evaluations): FAQ entries as an editor
// writes them become the index and the search exactly as in the app, each step done by the code the app
// runs. The server's part (functions/src/faq): the answer sanitized and made plain text, the readings
// analysed, the index record cut; the browser's (shared/src/search/faqIndex.ts): the search over them.
// It sits outside functions/src, which takes nothing from the shared package's browser code.
import { createFaqIndex, type FaqIndex } from '../../shared/src/search/faqIndex';
import { indexedFaqEntry } from '../src/faq/faqIndex';
import { faqContent } from '../src/faq/faqRecord';

export interface FaqSource {
  id: string;
  question: string;
  /** As the editor sends it; sanitized as the save does. */
  answerHtml: string;
  tags: string[];
  /** Other ways readers ask the question (別の言い方); absent: none. */
  aliases?: string[];
  /** Empty or absent: for everyone. */
  categoryIds?: string[];
  /** Orders the list as in the app (most helpful, then newest); absent: 0 and no time, input order. */
  helpfulCount?: number;
  updatedAt?: Date;
}

export interface FaqSearchOptions {
  /** The tenant's synonym groups, e.g. [["PC", "パソコン"]]. */
  synonyms?: string[][];
}

/** The entries as published and indexed, and the search the FAQ page runs over them. */
export async function buildFaqSearch(faqs: readonly FaqSource[], options: FaqSearchOptions = {}): Promise<FaqIndex> {
  const entries = [];
  for (const faq of faqs) {
    const content = await faqContent({ ...faq, categoryIds: faq.categoryIds ?? [], aliases: faq.aliases ?? [], status: 'published' }, 'buildFaqSearch');
    entries.push(indexedFaqEntry(faq.id, { ...content, helpfulCount: faq.helpfulCount ?? 0, updatedAt: faq.updatedAt ?? null }));
  }
  return createFaqIndex(entries, options.synonyms);
}
