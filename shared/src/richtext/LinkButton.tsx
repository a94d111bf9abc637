import { Button, Field, Input, Popover, PopoverSurface, PopoverTrigger, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import { LinkRegular } from '@fluentui/react-icons';
import type { Editor } from '@tiptap/react';
import { useState, type FormEvent } from 'react';

// The server keeps only these schemes (functions/src/faq/richText.ts); saying so here beats a link
// that silently loses its address on save.
const LINK_SCHEME = /^(https?:\/\/|mailto:)\S+$/i;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '280px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** Sets, changes or removes the link on the selection; with no selection the address becomes the text. */
export function LinkButton({ editor, active, disabled }: { editor: Editor; active: boolean; disabled: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setHref(String(editor.getAttributes('link')['href'] ?? ''));
      setProblem(null);
    }
    setOpen(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (!LINK_SCHEME.test(address)) {
      setProblem('https:// などで始まるURLを入力してください。');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active) {
      chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    } else {
      chain.setLink({ href: address }).run();
    }
    setOpen(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={(_, data) => onOpenChange(data.open)} trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <ToolbarButton aria-label="リンク" title="リンク" icon={<LinkRegular />} aria-pressed={active} appearance={active ? 'primary' : 'subtle'} disabled={disabled} />
      </PopoverTrigger>
      <PopoverSurface aria-label="リンクの設定">
        <form className={styles.form} onSubmit={apply}>
          <Field label="リンク先のURL" validationMessage={problem}>
            <Input type="url" value={href} onChange={(_, data) => setHref(data.value)} placeholder="https://" />
          </Field>
          <div className={styles.actions}>
            {active && <Button onClick={remove}>リンクを解除</Button>}
            <Button appearance="primary" type="submit">
              設定
            </Button>
          </div>
        </form>
      </PopoverSurface>
    </Popover>
  );
}
