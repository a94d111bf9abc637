import { Caption1, Checkbox, Field, Input, Label, makeStyles, tokens } from '@fluentui/react-components';
import { PATCH_NOTE_LIMITS } from '@madoguchi/shared/contracts';
import { PATCH_NOTE_LABELS, type PatchNoteLabel } from '@madoguchi/shared/data';
import { type PatchNoteContent } from './api/patchNoteAdmin';
import { LoadingState } from '@madoguchi/shared/ui';
import { Suspense, lazy } from 'react';
import type { PatchNoteProblems } from './patchNoteForm';

// Only a system admin opening the editor downloads Tiptap; readers never do.
const RichTextEditor = lazy(async () => ({ default: (await import('@madoguchi/shared/richtext')).RichTextEditor }));

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  labels: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  content: PatchNoteContent;
  problems: PatchNoteProblems;
  disabled: boolean;
  onChange: (content: PatchNoteContent) => void;
}

const LABEL_KEYS = Object.keys(PATCH_NOTE_LABELS) as PatchNoteLabel[];

/** タイトル, ラベル (新機能 / 改善 / 修正) and the rich-text 本文. */
export function PatchNoteForm({ content, problems, disabled, onChange }: Props) {
  const styles = useStyles();
  const toggle = (label: PatchNoteLabel, checked: boolean) =>
    onChange({ ...content, labels: LABEL_KEYS.filter((key) => (key === label ? checked : content.labels.includes(key))) });

  return (
    <>
      <Field label="タイトル" required validationMessage={problems.title} hint={`${PATCH_NOTE_LIMITS.title}文字以内`}>
        <Input value={content.title} onChange={(_, data) => onChange({ ...content, title: data.value })} disabled={disabled} />
      </Field>
      {/* A fieldset, not a Field: inside a Field every checkbox would take the field's own label. */}
      <fieldset className={styles.fieldset}>
        <legend>
          <Label>ラベル</Label>
        </legend>
        <Caption1 className={styles.hint}>ユーザーの一覧に表示されます（複数選べます）。</Caption1>
        <div className={styles.labels}>
          {LABEL_KEYS.map((key) => (
            <Checkbox
              key={key}
              label={PATCH_NOTE_LABELS[key]}
              checked={content.labels.includes(key)}
              onChange={(_, data) => toggle(key, data.checked === true)}
              disabled={disabled}
            />
          ))}
        </div>
      </fieldset>
      <Field label="本文" required validationMessage={problems.bodyHtml}>
        {(fieldProps) => (
          <Suspense fallback={<LoadingState label="エディタを読み込んでいます…" />}>
            <RichTextEditor
              {...fieldProps}
              aria-invalid={Boolean(problems.bodyHtml)}
              value={content.bodyHtml}
              onChange={(bodyHtml) => onChange({ ...content, bodyHtml })}
              disabled={disabled}
            />
          </Suspense>
        )}
      </Field>
    </>
  );
}
