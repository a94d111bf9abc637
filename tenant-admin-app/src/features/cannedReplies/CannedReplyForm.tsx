import { Dropdown, Field, Option, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CANNED_REPLY_LIMITS, placeholderText, type CannedReplyPlaceholder } from '@madoguchi/shared/contracts';
import type { Category } from '@madoguchi/shared/data';
import { columnsOrStack, FailureMessage, FormButtons, JAPANESE_DROPDOWN, TextField, raisedPanel, useSavingForm } from '@madoguchi/shared/ui';
import { useRef } from 'react';
import { CannedReplyPreview } from './CannedReplyPreview';
import { PlaceholderButtons } from './PlaceholderButtons';
import { cannedReplyFieldsOf, validateCannedReplyForm, type CannedReplyFormValues } from './cannedReplyForm';
import { categoryOptions } from '../../lib/categoryOptions';

const useStyles = makeStyles({
  form: { ...raisedPanel, maxWidth: '1040px' },
  category: { maxWidth: '360px' },
  // The body and its preview side by side where there is room for both.
  body: columnsOrStack('minmax(0, 3fr) minmax(0, 2fr)', 900),
  bodyColumn: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** The "no category" choice. Firestore reserves ids like __x__, so no category can have this one. */
const ANY = '__any__';
const ANY_LABEL = '指定なし（すべての問い合わせ）';

interface Props {
  /** The form's name for assistive technology (登録 / 編集). */
  label: string;
  initial: CannedReplyFormValues;
  categories: readonly Category[];
  submitLabel: string;
  /** Sends the fields; resolves once saved (the page then leaves), rejects with the server's refusal. */
  onSave: (fields: CannedReplyFormValues, requestId: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * Title, category and body of a canned reply, with buttons that write placeholders at the caret and a
 * preview filled with sample values. A failed save keeps what was typed.
 */
export function CannedReplyForm({ label, initial, categories, submitLabel, onSave, onCancel }: Props) {
  const styles = useStyles();
  const form = useSavingForm<CannedReplyFormValues>({
    initial,
    check: validateCannedReplyForm,
    save: (current, requestId) => onSave(cannedReplyFieldsOf(current), requestId),
  });
  const { values, errors, failure, saving, change, submit } = form;
  const body = useRef<HTMLTextAreaElement>(null);
  // Where the caret was in the body when it was last seen; null until then, so a placeholder goes at the end.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const categoryName = values.categoryId === null ? ANY_LABEL : (categories.find((c) => c.id === values.categoryId)?.name ?? '（削除されたカテゴリ）');

  const insert = (name: CannedReplyPlaceholder) => {
    const text = placeholderText(name);
    const { start, end } = caret.current ?? { start: values.body.length, end: values.body.length };
    change('body', `${values.body.slice(0, start)}${text}${values.body.slice(end)}`);
    const after = start + text.length;
    caret.current = { start: after, end: after };
    // Once React has written the new text: back in the box, right after what was inserted.
    requestAnimationFrame(() => {
      body.current?.focus();
      body.current?.setSelectionRange(after, after);
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={label} noValidate>
      <FailureMessage message={failure} prefix="保存できませんでした。" />
      <TextField form={form} name="title" label="タイトル" required hint={`${CANNED_REPLY_LIMITS.title}文字以内。定型文を選ぶときに表示されます。`} />
      <Field
        className={styles.category}
        label="カテゴリ"
        validationMessage={errors.categoryId}
        hint="選んだユーザーカテゴリの問い合わせでは、返信欄の「定型文を挿入」でこの定型文が先頭に表示されます。"
      >
        <Dropdown
          {...JAPANESE_DROPDOWN}
          value={categoryName}
          selectedOptions={[values.categoryId ?? ANY]}
          onOptionSelect={(_, data) => change('categoryId', !data.optionValue || data.optionValue === ANY ? null : data.optionValue)}
          disabled={saving}
        >
          <Option value={ANY}>{ANY_LABEL}</Option>
          {categoryOptions(categories)}
        </Dropdown>
      </Field>
      <div className={styles.body}>
        <div className={styles.bodyColumn}>
          <Field label="本文" required validationMessage={errors.body} hint={`${CANNED_REPLY_LIMITS.body.toLocaleString('ja-JP')}文字以内`}>
            <Textarea
              ref={body}
              value={values.body}
              onChange={(_, data) => change('body', data.value)}
              onSelect={(event) => (caret.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd })}
              disabled={saving}
              resize="vertical"
              rows={10}
            />
          </Field>
          <PlaceholderButtons onInsert={insert} disabled={saving} />
        </div>
        <CannedReplyPreview body={values.body} />
      </div>
      <FormButtons label={submitLabel} busyLabel="保存中…" busy={saving} onCancel={onCancel} />
    </form>
  );
}
