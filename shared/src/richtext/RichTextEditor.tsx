import { Toolbar, ToolbarButton, ToolbarDivider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
} from '@fluentui/react-icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type AriaAttributes, type ReactElement } from 'react';
import { Highlights, highlightsKey } from './highlights';
import { LinkButton } from './LinkButton';

export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value: string;
  /** The document as HTML after each change; '' when it is empty. */
  onChange: (html: string) => void;
  /** Names the editing area (or pass aria-labelledby, as Fluent's Field does for its child). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
  id?: string;
  disabled?: boolean;
  /** Texts marked where they occur (e.g. personal data to remove before publishing), with what a hover says of them. */
  highlights?: readonly string[];
  highlightTitle?: string;
}

const useStyles = makeStyles({
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  invalid: { border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}` },
  toolbar: { flexWrap: 'wrap', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  content: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    '& .ProseMirror': { minHeight: '160px', outline: 'none', overflowWrap: 'anywhere' },
    '& .ProseMirror p': { margin: `${tokens.spacingVerticalXS} 0` },
    '& .ProseMirror mark.flagged-text': {
      color: 'inherit',
      backgroundColor: tokens.colorPaletteYellowBackground2,
      textDecorationLine: 'underline',
      textDecorationStyle: 'wavy',
      textDecorationColor: tokens.colorPaletteRedForeground1,
    },
  },
});

/** The ARIA attributes for the editing area; ProseMirror wants strings. */
function areaAttributes(props: RichTextEditorProps): Record<string, string> {
  const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true' };
  const set = (name: string, value: string | boolean | undefined) => {
    if (value !== undefined && value !== false && value !== 'false') attributes[name] = String(value);
  };
  set('aria-label', props['aria-label']);
  set('aria-labelledby', props['aria-labelledby']);
  set('aria-describedby', props['aria-describedby']);
  set('aria-invalid', props['aria-invalid']);
  set('aria-required', props['aria-required']);
  set('id', props.id);
  return attributes;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Reports kept while awaiting their echo; a parent that never echoes must not grow the list forever. */
const MAX_PENDING = 100;

/**
 * Rich text for FAQ answers and release notes: bold, italic, headings, lists, links, undo/redo. The
 * HTML is sanitized by the server on save and again at render (SafeHtml), so the editor only shapes it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, disabled = false } = props;
  const styles = useStyles();
  const attributes = areaAttributes(props);
  // The HTML this editor reported and the parent has not yet passed back. A value among them is our own
  // echo, possibly a stale one while typing fast (the parent renders after further keystrokes): resetting
  // the document for it would drop those keystrokes, move the caret and break an IME composition.
  const pending = useRef<string[]>([]);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Highlights.configure({ title: props.highlightTitle ?? '' }),
    ],
    content: value,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      pending.current = [...pending.current.slice(-(MAX_PENDING - 1)), html];
      onChangeRef.current(html);
    },
  });

  // ProseMirror takes attributes as options, not props: new ones (e.g. aria-invalid) are set when they change.
  // useEditor may hand back an instance it has already destroyed while it makes the next (a render
  // that React threw away); a destroyed editor has no schema, and reading it throws. The effects below
  // run again with the live one.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const highlighted = JSON.stringify(props.highlights ?? []);
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.view.dispatch(editor.state.tr.setMeta(highlightsKey, JSON.parse(highlighted) as string[]));
  }, [editor, highlighted]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    const echo = pending.current.lastIndexOf(value);
    if (echo >= 0) {
      pending.current = pending.current.slice(echo + 1);
      return;
    }
    if (value === htmlOf(editor) || editor.view.composing) return;
    pending.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      subheading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  // Icons named by aria-label and shown by title on hover: the nine tools fit one row in the FAQ
  // editor at 1366 px and on a phone, where their Japanese words took two.
  const toggle = (label: string, icon: ReactElement, active: boolean, run: () => void) => (
    <ToolbarButton
      aria-label={label}
      title={label}
      icon={icon}
      aria-pressed={active}
      appearance={active ? 'primary' : 'subtle'}
      disabled={disabled}
      onClick={run}
    />
  );

  return (
    <div className={mergeClasses(styles.frame, attributes['aria-invalid'] !== undefined && styles.invalid)}>
      <Toolbar aria-label="書式" size="small" className={styles.toolbar}>
        {toggle('太字', <TextBoldRegular />, state.bold, () => chain().toggleBold().run())}
        {toggle('斜体', <TextItalicRegular />, state.italic, () => chain().toggleItalic().run())}
        {toggle('見出し', <TextHeader2Regular />, state.heading, () => chain().toggleHeading({ level: 2 }).run())}
        {toggle('小見出し', <TextHeader3Regular />, state.subheading, () => chain().toggleHeading({ level: 3 }).run())}
        <ToolbarDivider />
        {toggle('箇条書き', <TextBulletListLtrRegular />, state.bulletList, () => chain().toggleBulletList().run())}
        {toggle('番号付きリスト', <TextNumberListLtrRegular />, state.orderedList, () => chain().toggleOrderedList().run())}
        <LinkButton editor={editor} active={state.link} disabled={disabled} />
        <ToolbarDivider />
        <ToolbarButton aria-label="元に戻す" title="元に戻す" icon={<ArrowUndoRegular />} appearance="subtle" disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()} />
        <ToolbarButton aria-label="やり直す" title="やり直す" icon={<ArrowRedoRegular />} appearance="subtle" disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()} />
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
