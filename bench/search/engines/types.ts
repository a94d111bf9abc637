// What the search benchmark (bench/search.bench.ts) knows of an engine and of the development set.

/** One FAQ entry as the tenant admin writes it: the answer is rich text (HTML). */
export interface BenchFaq {
  id: string;
  question: string;
  answerHtml: string;
  tags: string[];
}

/** The tenant's synonym groups: each group's words stand for one another. */
export type SynonymGroups = string[][];

export interface SearchEngine {
  name: string;
  /** How the engine is set up, printed beside its figures. */
  config: string;
  build(faqs: readonly BenchFaq[], synonyms: SynonymGroups): Promise<void> | void;
  /** Entry ids, best first, at most `limit`; [] when the engine finds nothing. */
  search(query: string, limit: number): string[];
  /** Entries offered apart as 「もしかして」 when search() finds nothing (ours only). */
  nearMisses?(query: string): string[];
}
