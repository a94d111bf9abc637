import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId, requestId, singleLine } from '../fields';
import { PATCH_NOTE_LABELS, type PatchNoteLabel } from '../patchNotes';

// System admins write drafts directly (firestore.rules isPatchNoteContent, the same limits);
// publishing, scheduling, unpublishing and any change to a published note are callables, because they
// change what every user sees.

export const PATCH_NOTE_LIMITS = { title: 100, body: 100_000, labels: 3 } as const;

const LABEL_KEYS = Object.keys(PATCH_NOTE_LABELS) as [PatchNoteLabel, ...PatchNoteLabel[]];

/**
 * The fields the editor edits. A body of markup only is empty too: the editor checks that on its text,
 * the server on the sanitized body.
 */
export const patchNoteFields = z.strictObject({
  title: singleLine('タイトル', PATCH_NOTE_LIMITS.title),
  bodyHtml: z.string({ error: '本文を入力してください。' }).check(
    z.maxLength(PATCH_NOTE_LIMITS.body, { error: '本文が長すぎます。分けて公開してください。' }),
  ),
  labels: z.array(z.enum(LABEL_KEYS, { error: 'ラベルは新機能・改善・修正から選んでください。' })).check(
    z.maxLength(PATCH_NOTE_LIMITS.labels, { error: 'ラベルは3つまでです。' }),
    z.refine((labels) => new Set(labels).size === labels.length, { error: '同じラベルが重複しています。' }),
  ),
});

export type PatchNoteStatus = 'draft' | 'published';

/** The note after the call; a draft with publishAt is scheduled (予約). Times in ISO 8601. */
export interface PatchNoteStateResult {
  patchNoteId: string;
  status: PatchNoteStatus;
  publishAt: string | null;
  publishedAt: string | null;
}

const noteOnly = z.strictObject({ requestId, patchNoteId: docId });

/** System admin: publishes a draft now (a scheduled one too) and tells every user. */
export const publishPatchNote = defineCallable<PatchNoteStateResult>()('publishPatchNote', 'systemAdmin', noteOnly);

function aYearFromNow(): number {
  const limit = new Date();
  limit.setFullYear(limit.getFullYear() + 1);
  return limit.getTime();
}

/** System admin: a draft comes out by itself at publishAt; until then 予約. */
export const schedulePatchNote = defineCallable<PatchNoteStateResult>()(
  'schedulePatchNote',
  'systemAdmin',
  z.strictObject({
    requestId,
    patchNoteId: docId,
    /** ISO 8601 with an offset, checked when the call arrives: later than now, at most a year ahead. */
    publishAt: z.iso
      .datetime({ offset: true, error: '公開日時は ISO 8601 形式(例: 2025-07-01T10:00:00+09:00)で指定してください。' })
      .check(
        z.refine((value) => Date.parse(value) > Date.now(), { error: '公開日時には現在より後の日時を指定してください。' }),
        z.refine((value) => Date.parse(value) <= aYearFromNow(), { error: '公開日時は1年以内で指定してください。' }),
      ),
  }),
);

/** System admin: a published or scheduled note goes back to the drafts; it is never announced again. */
export const unpublishPatchNote = defineCallable<PatchNoteStateResult>()('unpublishPatchNote', 'systemAdmin', noteOnly);

/** System admin: corrects a published note; the server sanitizes the body, nobody is notified again. */
export const updatePublishedPatchNote = defineCallable<PatchNoteStateResult>()(
  'updatePublishedPatchNote',
  'systemAdmin',
  z.strictObject({ requestId, patchNoteId: docId, ...patchNoteFields.shape }),
);
