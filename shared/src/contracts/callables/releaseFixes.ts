import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId, requestId } from '../fields';

// Inquiries a release note fixed. A system admin lists, on a note, inquiries that tenant admins
// escalated through support; a tenant admin marks one of their tenant's inquiries fixed by a note
// already published. Either way each inquiry hears of it once per note, when the note is out: a
// system message in its thread and a notice to its requester.

export const RELEASE_FIX_LIMITS = { perNote: 50 } as const;

/**
 * One inquiry a note fixes, as copied from the support request that escalated it
 * (patchNotes/{id}/private/fixes, which only system admins read).
 */
export type { NoteFix } from '../documents/patchNote';

/** An inquiry escalated to the vendor, named by the support request that carries it. */
export const escalatedInquiry = z.strictObject({ supportRequestId: docId, inquiryId: docId });

export interface SetPatchNoteFixesResult {
  patchNoteId: string;
  /** How many inquiries the note now lists. */
  fixes: number;
  /** How many of them were told just now (only a published note tells; each inquiry once). */
  told: number;
}

/**
 * System admin: the inquiries a note fixes, replacing the list. They are kept where only system
 * admins read (other tenants' titles must not reach users); a published note tells the new ones at
 * once, a draft when it is published.
 */
export const setPatchNoteFixes = defineCallable<SetPatchNoteFixesResult>()(
  'setPatchNoteFixes',
  'systemAdmin',
  z.strictObject({
    requestId,
    patchNoteId: docId,
    fixes: z.array(escalatedInquiry).check(
      z.maxLength(RELEASE_FIX_LIMITS.perNote, { error: `修正した問い合わせは${RELEASE_FIX_LIMITS.perNote}件まで登録できます。` }),
      z.refine((fixes) => new Set(fixes.map((fix) => `${fix.supportRequestId}/${fix.inquiryId}`)).size === fixes.length, {
        error: '同じ問い合わせが重複しています。',
      }),
    ),
  }),
);

export interface MarkInquiryFixedResult {
  inquiryId: string;
  patchNoteId: string;
  /** false: the inquiry had already been told of this note. */
  told: boolean;
}

/** Tenant admin: marks an inquiry of their tenant fixed by a published release note. */
export const markInquiryFixed = defineCallable<MarkInquiryFixedResult>()(
  'markInquiryFixed',
  'memberAdmin',
  z.strictObject({ requestId, tenantId: docId, inquiryId: docId, patchNoteId: docId }),
);
