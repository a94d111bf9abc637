import * as z from 'zod/mini';
import { PATCH_NOTE_LABELS, type PatchNoteLabel } from '../patchNotes';
import { count, flag, listOf, moment, oneOf, optional, text } from './storedFields';

// patchNotes/{id}: a release note. System admins create and edit drafts from the browser (firestore.rules
// `match /patchNotes` checks each key); publishing, scheduling and unpublishing go through callables.
// Users read the published ones.

const LABELS = Object.keys(PATCH_NOTE_LABELS) as [PatchNoteLabel, ...PatchNoteLabel[]];

/** What the editor holds, shared by the note and its preview snapshots. */
const content = {
  title: text,
  /** Sanitised HTML (richtext's policy), sanitised again by the server when it publishes. */
  bodyHtml: text,
  /** Labels other than PATCH_NOTE_LABELS' are left out. */
  labels: listOf(z.enum(LABELS)),
};

export const PATCH_NOTE_STATUSES = ['draft', 'published'] as const;

export const patchNoteDocument = z.object({
  ...content,
  /** A draft with publishAt is scheduled (予約). */
  status: oneOf(PATCH_NOTE_STATUSES, 'draft'),
  publishAt: moment,
  publishedAt: moment,
  /** When its users were told (once per note, though it may be unpublished and published again). */
  announcedAt: optional(moment),
  authorUid: text,
  createdAt: moment,
  updatedAt: moment,
});

export type PatchNoteDocument = z.output<typeof patchNoteDocument>;

/** patchNotes/{id}/previews/{previewId} ('new' for a note not yet saved): one look at unsaved content. */
export const patchNotePreviewDocument = z.object({ ...content, createdBy: text, createdAt: moment });

export type PatchNotePreviewDocument = z.output<typeof patchNotePreviewDocument>;

/** An inquiry a release note fixes, as the support request that carried it named it. */
const noteFix = z.object({
  tenantId: text,
  tenantName: text,
  inquiryId: text,
  number: count,
  title: text,
  supportRequestId: text,
});

/** patchNotes/{id}/private/fixes: the inquiries it fixes, which only system admins read (setPatchNoteFixes). */
export const patchNoteFixesDocument = z.object({ fixes: listOf(noteFix), updatedAt: moment, updatedBy: text });

export type NoteFix = z.output<typeof noteFix>;

/** digests/patchNotes: when the newest published notes came out, newest first (contracts/digests.ts). */
export const patchNoteDigestDocument = z.object({ complete: flag, publishedAt: listOf(moment) });
