import type { AdminPatchNote } from './api/patchNoteAdmin';

// What the release note screens' tests share: a note and a stand-in editor.

export function adminNote(overrides: Partial<AdminPatchNote> = {}): AdminPatchNote {
  return {
    id: 'n1',
    title: 'FAQ検索を改善しました',
    bodyHtml: '<p>ひらがなでも検索できます。</p>',
    labels: ['improvement'],
    state: 'draft',
    publishAt: null,
    publishedAt: null,
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

/** The real editor is Tiptap's (tested in shared); a textarea stands in for it. */
export function FakeRichTextEditor(props: { value: string; onChange: (html: string) => void; 'aria-labelledby'?: string }) {
  return <textarea aria-labelledby={props['aria-labelledby']} value={props.value} onChange={(event) => props.onChange(event.target.value)} />;
}
