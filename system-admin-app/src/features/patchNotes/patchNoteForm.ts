import { fieldProblems, patchNoteFields } from '@madoguchi/shared/contracts';
import type { PatchNoteContent } from './api/patchNoteAdmin';
import { htmlToText } from '@madoguchi/shared/format';

// The editor's checks: the fields of the updatePublishedPatchNote contract (the rules' limits for
// drafts, firestore.rules isPatchNoteContent, are the same); publishing checks the content again.

export const EMPTY_NOTE: PatchNoteContent = { title: '', bodyHtml: '', labels: [] };

export type PatchNoteProblems = Partial<Record<keyof PatchNoteContent, string>>;

export function patchNoteProblems(content: PatchNoteContent): PatchNoteProblems {
  const problems: PatchNoteProblems = fieldProblems(patchNoteFields, content);
  // Markup without text is empty too, which the schema cannot see.
  if (!htmlToText(content.bodyHtml).trim()) problems.bodyHtml = '本文を入力してください。';
  return problems;
}

/** The content as it is saved: the title without surrounding spaces. */
export const savedContent = (content: PatchNoteContent): PatchNoteContent => ({ ...content, title: content.title.trim() });

export const sameContent = (a: PatchNoteContent, b: PatchNoteContent) =>
  a.title === b.title && a.bodyHtml === b.bodyHtml && a.labels.join() === b.labels.join();

/** A schedule must lie ahead and within a year (the server's limits). */
export function scheduleProblem(local: string, now: Date = new Date()): string | null {
  if (!local) return '公開する日時を入力してください。';
  const at = new Date(local);
  if (Number.isNaN(at.getTime())) return '日時の形式が正しくありません。';
  if (at.getTime() <= now.getTime()) return '公開する日時には、これから先の日時を指定してください。';
  if (at.getTime() > now.getTime() + 366 * 24 * 60 * 60 * 1000) return '予約できるのは1年先までです。';
  return null;
}
