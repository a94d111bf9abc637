// Documents the server keeps beside a small collection that every page view needs, so a page reads one
// document where it would read the whole collection (issue 23: reads per page view). Functions'
// triggers rebuild them from the collection after any write (functions/src/digests); firestore.rules
// lets whoever may read the collection read its digest, and no client write it. A digest that is
// missing (data from before digests) or marked incomplete (too big for one document) sends readers
// back to the collection itself.

import { categoryDigestDocument, categoryDocument } from './documents/category';
import { patchNoteDigestDocument } from './documents/patchNote';
import { decodeDocument } from './documents/storedFields';

/** The tenant's user categories in display order, as their documents hold them. */
export const categoryDigestPath = (tenantId: string): string[] => ['tenants', tenantId, 'digests', 'categories'];

/** When the newest published release notes came out, newest first. */
export const PATCH_NOTE_DIGEST_PATH: readonly string[] = ['digests', 'patchNotes'];

/** How many published notes the digest dates: the unread badge counts no further (it shows "9+"). */
export const PATCH_NOTE_DIGEST_SIZE = 10;

/** A digest whose entries take more bytes of JSON than this is written incomplete: a document holds 1 MiB. */
export const DIGEST_MAX_JSON_BYTES = 800_000;

/** One category as the digest lists it: the fields of its document that screens show. */
export interface CategoryDigestEntry {
  id: string;
  name: string;
  description: string;
  order: number;
  /** The category's own Slack channel; null posts its inquiries to the default channel. */
  slackChannelId: string | null;
  slackChannelName: string | null;
}

/** A category document's digest entry. */
export function categoryDigestEntry(id: string, data: unknown): CategoryDigestEntry {
  const { name, description, order, slackChannelId, slackChannelName } = decodeDocument(categoryDocument, data);
  return { id, name, description, order, slackChannelId: slackChannelId ?? null, slackChannelName: slackChannelName ?? null };
}

/**
 * The categories digest's fields: entries in the collection query's order (order, then id), or none
 * and `complete: false` when they would not fit in a document.
 */
export function categoryDigestOf(categories: readonly { id: string; data: Record<string, unknown> }[]) {
  const entries = categories
    .map(({ id, data }) => categoryDigestEntry(id, data))
    .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const fits = new TextEncoder().encode(JSON.stringify(entries)).length <= DIGEST_MAX_JSON_BYTES;
  return { complete: fits, categories: fits ? entries : [] };
}

/** The categories a digest lists, or null when it is missing, incomplete or malformed (read the collection). */
export function categoriesOfDigest(data: unknown): CategoryDigestEntry[] | null {
  if (data === undefined) return null;
  const { complete, categories } = decodeDocument(categoryDigestDocument, data);
  return complete && categories ? categories.map(({ id, ...fields }) => categoryDigestEntry(id, fields)) : null;
}

/** The publication times a release notes digest lists, newest first; null when it is missing or incomplete. */
export function publishedTimesOfDigest(data: unknown): Date[] | null {
  if (data === undefined) return null;
  const { complete, publishedAt } = decodeDocument(patchNoteDigestDocument, data);
  return complete ? publishedAt.filter((time): time is Date => time !== null) : null;
}
