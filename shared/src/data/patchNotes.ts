import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { PATCH_NOTE_DIGEST_PATH, PATCH_NOTE_DIGEST_SIZE, publishedTimesOfDigest } from '../contracts/digests';
import { patchNoteDocument } from '../contracts/documents/patchNote';
import { decodeDocument } from '../contracts/documents/storedFields';
import type { PatchNoteLabel } from '../contracts/patchNotes';
import { watchDigestOr } from './digestWatch';
import { loadFirestore } from '@madoguchi/shared';
import { isPermissionDenied } from './errors';
import { ownUserDoc } from './profile';
import { fetchPage, type PageCursor, type PageOf } from './paging';
import { useLiveData, type LiveData, type Subscribe } from './useLiveData';
import { tenantUserDocument } from '../contracts/documents/tenantUser';

/** A published release note as users read it. */
export interface PatchNote {
  id: string;
  title: string;
  /** Sanitized by the server on save; render it with SafeHtml, which sanitizes again. */
  bodyHtml: string;
  labels: PatchNoteLabel[];
  publishedAt: Date | null;
}

/** The unread count stops here; the badge then reads "9+". */
export const UNREAD_PATCH_NOTES_MAX = PATCH_NOTE_DIGEST_SIZE;

function toPatchNote(doc: DocumentSnapshot<DocumentData>): PatchNote {
  const { title, bodyHtml, labels, publishedAt } = decodeDocument(patchNoteDocument, doc.data());
  return { id: doc.id, title, bodyHtml, labels, publishedAt };
}

/**
 * Published notes, newest first. The rules let users read published notes only, so the query must
 * say so; with the order it needs the composite index (status, publishedAt desc) of firestore.indexes.json.
 */
async function publishedNotes() {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'patchNotes'), sdk.where('status', '==', 'published'), sdk.orderBy('publishedAt', 'desc'));
  return { sdk, query };
}

/**
 * One published note, for a link to it; null when there is none. The rules refuse any other note (a
 * draft, or an id that names nothing) alike, and that is as missing to a reader.
 */
export async function fetchPublishedPatchNote(id: string): Promise<PatchNote | null> {
  const { db, sdk } = await loadFirestore();
  try {
    const snapshot = await sdk.getDoc(sdk.doc(db, 'patchNotes', id));
    return snapshot.exists() ? toPatchNote(snapshot) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** A page of published notes after `after`, for "さらに表示". */
export async function fetchPatchNotes(size: number, after: PageCursor | null): Promise<PageOf<PatchNote>> {
  const { query } = await publishedNotes();
  return fetchPage(query, size, after, toPatchNote);
}

function watchPublished(count: number): Subscribe<PatchNote[]> {
  return async (onData, onError) => {
    const { sdk, query } = await publishedNotes();
    return sdk.onSnapshot(sdk.query(query, sdk.limit(count)), (snapshot) => onData(snapshot.docs.map(toPatchNote)), onError);
  };
}

/**
 * When the newest published notes came out, live: from the digest the server keeps, one read; from
 * the notes themselves while there is none.
 */
export const watchPublishedTimes: Subscribe<Date[]> = watchDigestOr(PATCH_NOTE_DIGEST_PATH, publishedTimesOfDigest, (onData, onError) =>
  watchPublished(PATCH_NOTE_DIGEST_SIZE)((notes) => onData(notes.flatMap((note) => (note.publishedAt ? [note.publishedAt] : []))), onError),
);

/** The latest `count` published notes, live (e.g. for the top page). */
export function useLatestPatchNotes(count: number): LiveData<PatchNote[]> {
  return useLiveData(`patchNotes/latest/${count}`, watchPublished(count));
}

// A pending server time reads as the local estimate, so the count clears at once, not on the reply.
const SERVER_TIME_ESTIMATE = { serverTimestamps: 'estimate' } as const;

/** When the user last opened the release notes (patchNotesSeenAt), live; null if never. */
function watchPatchNotesSeenAt(tenantId: string, uid: string): Subscribe<Date | null> {
  return async (onData, onError) => {
    const { sdk, ref } = await ownUserDoc(tenantId, uid);
    return sdk.onSnapshot(ref, (snapshot) => onData(decodeDocument(tenantUserDocument, snapshot.data(SERVER_TIME_ESTIMATE)).patchNotesSeenAt ?? null), onError);
  };
}

/** Whether a note came out after the user last looked (never looking leaves every note unread). */
export function isUnreadPatchNote(note: PatchNote, seenAt: Date | null): boolean {
  return note.publishedAt !== null && (seenAt === null || note.publishedAt > seenAt);
}

/**
 * How many published notes the user has not seen, up to UNREAD_PATCH_NOTES_MAX, live: their own
 * document (which the shell listens to anyway) and the digest's dates, two reads whatever the count;
 * 0 while loading or without a user.
 */
export function usePatchNotesUnread(tenantId: string | null, uid: string | null): { unreadCount: number } {
  const user = tenantId && uid ? `${tenantId}/${uid}` : null;
  const seen = useLiveData(user && `patchNotesSeenAt/${user}`, watchPatchNotesSeenAt(tenantId ?? '', uid ?? ''));
  const published = useLiveData(user && 'patchNotes/publishedTimes', watchPublishedTimes);
  if (seen.status !== 'ready' || published.status !== 'ready') return { unreadCount: 0 };
  return { unreadCount: unreadPatchNoteCount(published.data, seen.data) };
}

/** How many of these publication times came after the user last looked, up to UNREAD_PATCH_NOTES_MAX. */
export function unreadPatchNoteCount(publishedTimes: readonly Date[], seenAt: Date | null): number {
  return Math.min(publishedTimes.filter((time) => seenAt === null || time > seenAt).length, UNREAD_PATCH_NOTES_MAX);
}

/**
 * Records that the user has seen the release notes now (the rules require the server time, and
 * updatedAt with it) and returns when they had seen them before, to mark what is new to them.
 */
export async function markPatchNotesSeen(tenantId: string, uid: string): Promise<Date | null> {
  const { sdk, ref } = await ownUserDoc(tenantId, uid);
  const before = decodeDocument(tenantUserDocument, (await sdk.getDoc(ref)).data()).patchNotesSeenAt ?? null;
  const now = sdk.serverTimestamp();
  await sdk.updateDoc(ref, { patchNotesSeenAt: now, updatedAt: now });
  return before;
}
