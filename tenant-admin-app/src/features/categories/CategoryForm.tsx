import { makeStyles, tokens } from '@fluentui/react-components';
import type { Category } from '@madoguchi/shared/data';
import { FailureMessage, FormButtons, TextField, useSavingForm } from '@madoguchi/shared/ui';
import {
  CATEGORY_LIMITS,
  categoryFieldsOf,
  validateCategoryForm,
  type CategoryFields,
  type CategoryFormValues,
} from './categoryForm';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  order: { maxWidth: '160px' },
});

interface Props {
  /** The form's name for assistive technology (登録 / 編集). */
  label: string;
  initial: CategoryFormValues;
  /** The tenant's other categories: their names are taken. */
  others: readonly Category[];
  submitLabel: string;
  /** Sends the fields; resolves once saved (the page then leaves), rejects with the server's refusal. */
  onSave: (fields: CategoryFields, requestId: string) => Promise<void>;
  onCancel: () => void;
}

/** Name, description and order of a category, for registering and editing. A failed save keeps what was typed. */
export function CategoryForm({ label, initial, others, submitLabel, onSave, onCancel }: Props) {
  const styles = useStyles();
  // A retried registration does not create the category twice.
  const form = useSavingForm<CategoryFormValues>({
    initial,
    check: (current) => validateCategoryForm(current, others),
    save: (current, requestId) => onSave(categoryFieldsOf(current), requestId),
  });

  return (
    <form className={styles.form} onSubmit={(event) => void form.submit(event)} aria-label={label} noValidate>
      <FailureMessage message={form.failure} prefix="保存できませんでした。" />
      <TextField
        form={form}
        name="name"
        label="カテゴリ名"
        required
        hint={`${CATEGORY_LIMITS.name}文字以内。ユーザー一覧やよくある質問の公開範囲に表示されます。`}
      />
      <TextField form={form} name="description" label="説明" rows={3} hint={`任意・${CATEGORY_LIMITS.description}文字以内`} />
      <TextField
        form={form}
        name="order"
        label="表示順"
        required
        inputMode="numeric"
        inputClassName={styles.order}
        hint={`0〜${CATEGORY_LIMITS.orderMax}。小さい順に一覧や選択肢に並びます。`}
      />
      <FormButtons label={submitLabel} busyLabel="保存中…" busy={form.saving} onCancel={onCancel} />
    </form>
  );
}
