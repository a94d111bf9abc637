import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { richTextToPlain, sanitizeRichText } from '../faq/richText';
import { storedPatchNote } from './storedPatchNote';

// What a note must hold to come out. Clients save drafts directly (the rules check the shape), so the
// server checks and sanitizes the content again at the moment it is published or scheduled.

export type PublishableContent = { ok: true; title: string; bodyHtml: string } | { ok: false; problem: string };

/** The sanitized content, or why the note cannot be published or scheduled (`action`). */
export function publishableContent(note: DocumentSnapshot, action: '公開' | '予約'): PublishableContent {
  const { title, bodyHtml } = storedPatchNote(note);
  if (!title.trim()) {
    return { ok: false, problem: `タイトルが空のため${action}できません。タイトルを入力して保存してから、もう一度お試しください。` };
  }
  const sanitized = sanitizeRichText(bodyHtml);
  if (!richTextToPlain(sanitized)) {
    return { ok: false, problem: `本文が空のため${action}できません。本文を入力して保存してから、もう一度お試しください。` };
  }
  return { ok: true, title: title.trim(), bodyHtml: sanitized };
}
