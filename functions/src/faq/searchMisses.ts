import { createHash } from 'node:crypto';

// Zero-hit FAQ searches, one document per query (tenants/{t}/searchMisses/{id}): shared by the callable
// that logs them and the demo seed, so a search for a seeded query counts on the seeded document.

/** The form misses are grouped by: width and case folded, runs of spaces made one. */
export const foldQuery = (query: string) => query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

/** A folded query's document id: fixed length, whatever characters the query has. */
export const searchMissId = (folded: string) => createHash('sha256').update(folded).digest('hex').slice(0, 32);
