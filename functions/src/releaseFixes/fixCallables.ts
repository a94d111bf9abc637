import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import type { Written } from '../platform/storedDocuments';
import { refuse } from '../platform/errors';
import { onceForRequest } from '../platform/requestOnce';
import { NOTE_NOT_FOUND } from '../patchNotes/patchNoteState';
import { storedPatchNote } from '../patchNotes/storedPatchNote';
import { fixedNote, fixesPath, tellNoteFixes } from './noteFixes';
import { tellInquiryFixed } from './tellFixed';

const db = () => getFirestore(adminApp());

type Picked = contracts.InputOf<typeof contracts.setPatchNoteFixes>['fixes'];

/**
 * The picked inquiries as their support requests carry them; one no request of that id carries is
 * refused. An inquiry escalated twice is listed once.
 */
async function escalatedFixes(store: Firestore, picked: Picked): Promise<contracts.NoteFix[]> {
  const requestIds = [...new Set(picked.map((fix) => fix.supportRequestId))];
  const requests = requestIds.length ? await store.getAll(...requestIds.map((id) => store.doc(`supportRequests/${id}`))) : [];
  const fixes = new Map<string, contracts.NoteFix>();
  for (const { supportRequestId, inquiryId } of picked) {
    const request = requests.find((candidate) => candidate.id === supportRequestId);
    const stored = request?.exists ? contracts.decodeDocument(contracts.supportRequestDocument, request.data()) : undefined;
    const linked = stored?.inquiries.find((inquiry) => inquiry.inquiryId === inquiryId);
    if (!stored || !linked) throw refuse('invalid-argument', 'サポート依頼で問い合わせられていない問い合わせが含まれています。一覧から選び直してください。');
    const key = `${stored.tenantId}/${inquiryId}`;
    if (!fixes.has(key)) fixes.set(key, { tenantId: stored.tenantId, tenantName: stored.tenantName, ...linked, supportRequestId });
  }
  return [...fixes.values()];
}

/**
 * System admin: the inquiries a note fixes. The list is written in a transaction that reads the note,
 * and publishing reads the list after its own transaction; so whichever comes second sees the other,
 * and no inquiry listed while the note comes out is left untold.
 */
export const setPatchNoteFixes = implement(contracts.setPatchNoteFixes, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'setPatchNoteFixes', async () => {
    const store = db();
    const fixes = await escalatedFixes(store, input.fixes);
    const note = await store.runTransaction(async (tx) => {
      const snapshot = await tx.get(store.doc(`patchNotes/${input.patchNoteId}`));
      if (!snapshot.exists) throw refuse('not-found', NOTE_NOT_FOUND);
      tx.set(store.doc(fixesPath(input.patchNoteId)), { fixes, updatedAt: Timestamp.now(), updatedBy: caller.uid } satisfies Written<typeof contracts.patchNoteFixesDocument>);
      return { published: storedPatchNote(snapshot).status === 'published', ...fixedNote(snapshot) };
    });
    const told = note.published ? await tellNoteFixes(store, note, caller.uid, fixes) : 0;
    return { patchNoteId: input.patchNoteId, fixes: fixes.length, told };
  });
});

/**
 * Tenant admin: an inquiry of their tenant fixed by a published note, told at once. A draft answers as
 * a missing note does: tenant admins learn nothing of the vendor's drafts.
 */
export const markInquiryFixed = implement(contracts.markInquiryFixed, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'markInquiryFixed', async () => {
    const store = db();
    const note = await store.doc(`patchNotes/${input.patchNoteId}`).get();
    if (storedPatchNote(note).status !== 'published') throw refuse('not-found', `${NOTE_NOT_FOUND}公開中のリリースノートから選んでください。`);
    const told = await tellInquiryFixed(store, input.tenantId, input.inquiryId, fixedNote(note), caller.uid);
    if (told === 'no-inquiry') throw refuse('not-found', '指定された問い合わせが見つかりません。');
    return { inquiryId: input.inquiryId, patchNoteId: input.patchNoteId, told: told === 'told' };
  });
});
