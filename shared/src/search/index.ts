// Japanese FAQ search (docs/search.md#faq-search: NFKC, kana folding, bigrams, per-tenant synonyms, one
// normalisation for index and query). Pure TypeScript: the index is built in the browser from the FAQ
// index documents.
// The lists' keyword filter and the tokens of their server-kept search index share the normalisation.
export { normalizeText, containsAllWords, keywordsOf, searchableText, hasEveryKeyword } from './normalize';
export { entryTokens, queryTokens, MAX_ENTRY_TOKENS, MAX_QUERY_TOKENS } from './keywordTokens';
export { splitRuns, indexTerms, queryTerms, queryTermsOfRun, type Run, type RunKind, type QueryTermsOptions } from './tokens';
export {
  createSearchIndex,
  type ExplainedHit,
  type MatchField,
  type MatchHow,
  type MatchReason,
  type SearchEntry,
  type SearchExplanation,
  type SearchHit,
  type SearchIndex,
  type SearchIndexOptions,
  type SearchOptions,
} from './searchIndex';
export { createFaqIndex, FAQ_NEAR_MISSES, FAQ_SUGGESTIONS, suggestionQuery, uniqueFaqEntries, type ExplainOptions, type FaqIndex, type FaqIndexEntry, type FaqNearMiss } from './faqIndex';
