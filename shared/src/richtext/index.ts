// The rich-text editor (Tiptap) for FAQ answers and release notes. A separate entry: only editing
// screens load it, and they should import it lazily so readers never download the editor.
export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
