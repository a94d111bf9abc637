import type { DocumentData, DocumentSnapshot, FieldValue } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import {
  decodeDocument,
  patchNoteDocument,
  patchNotePreviewDocument,
  type PatchNoteDocument,
  type PatchNotePreviewDocument,
  type PatchNoteLabel,
  type Stored,
} from '@madoguchi/shared/contracts';
import { fetchPage, type PageCursor, type PageOf, type PatchNote, type Subscribe } from '@madoguchi/shared/data';

// Release notes as the system admins write them (firestore.rules `match /patchNotes`): drafts are
// created and edited here; publishing, scheduling and unpublishing go through callables.

/** What the editor holds: the rules allow a title of 1–100 characters and a body of 100,000 (PATCH_NOTE_LIMITS). */
export interface PatchNoteContent {
  title: string;
  bodyHtml: string;
  labels: PatchNoteLabel[];
}

/** 下書き, 予約 (a draft with a publishing time) or 公開済み. */
export type PatchNoteState = 'draft' | 'scheduled' | 'published';

export interface AdminPatchNote extends PatchNoteContent {
  id: string;
  state: PatchNoteState;
  publishAt: Date | null;
  publishedAt: Date | null;
  updatedAt: Date | null;
}

/** What a draft's writes store, the times as the server's. */
type DraftWrite = Stored<PatchNoteDocument, FieldValue>;

function toAdminPatchNote(doc: DocumentSnapshot<DocumentData>): AdminPatchNote {
  const { title, bodyHtml, labels, status, publishAt, publishedAt, updatedAt } = decodeDocument(patchNoteDocument, doc.data());
  const state: PatchNoteState = status === 'published' ? 'published' : publishAt ? 'scheduled' : 'draft';
  return { id: doc.id, title, bodyHtml, labels, state, publishAt, publishedAt, updatedAt };
}

/** The note as users will read it (the preview renders it with the users' own component). */
export function asPublished(id: string, content: PatchNoteContent, publishedAt: Date | null): PatchNote {
  return { id, ...content, publishedAt };
}

/** Every note, the latest edited first (system admins read all of them). */
export async function fetchAdminPatchNotes(size: number, after: PageCursor | null): Promise<PageOf<AdminPatchNote>> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'patchNotes'), sdk.orderBy('updatedAt', 'desc'));
  return fetchPage(query, size, after, toAdminPatchNote);
}

/** One note, live; null when there is none. */
export function watchAdminPatchNote(id: string): Subscribe<AdminPatchNote | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(sdk.doc(db, 'patchNotes', id), (snapshot) => onData(snapshot.exists() ? toAdminPatchNote(snapshot) : null), onError);
  };
}

/** Saves a new draft by the signed-in system admin `uid`; answers its id. */
export async function createPatchNoteDraft(uid: string, content: PatchNoteContent): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const now = sdk.serverTimestamp();
  const ref = await sdk.addDoc(sdk.collection(db, 'patchNotes'), {
    ...content,
    status: 'draft',
    publishAt: null,
    publishedAt: null,
    authorUid: uid,
    createdAt: now,
    updatedAt: now,
  } satisfies Omit<DraftWrite, 'announcedAt'>);
  return ref.id;
}

/** Saves the content of a draft (a published note changes through updatePublishedPatchNote). */
export async function savePatchNoteContent(id: string, content: PatchNoteContent): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, 'patchNotes', id), { ...content, updatedAt: sdk.serverTimestamp() } satisfies Partial<DraftWrite>);
}

/** Deletes a draft (the rules refuse a published note: unpublish it first). */
export async function deletePatchNoteDraft(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, 'patchNotes', id));
}

/**
 * Keeps a snapshot of unsaved editor content, made by `uid`, for the preview route; answers its id.
 * A note not yet saved keeps its previews under the id 'new'.
 */
export async function createPatchNotePreview(uid: string, noteId: string, content: PatchNoteContent): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const ref = await sdk.addDoc(sdk.collection(db, 'patchNotes', noteId, 'previews'), {
    ...content,
    createdBy: uid,
    createdAt: sdk.serverTimestamp(),
  } satisfies Stored<PatchNotePreviewDocument, FieldValue>);
  return ref.id;
}

/** A preview snapshot; null when there is none. */
export async function fetchPatchNotePreview(noteId: string, previewId: string): Promise<(PatchNoteContent & { createdAt: Date | null }) | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'patchNotes', noteId, 'previews', previewId));
  if (!snapshot.exists()) return null;
  const { title, bodyHtml, labels, createdAt } = decodeDocument(patchNotePreviewDocument, snapshot.data());
  return { title, bodyHtml, labels, createdAt };
}
