import { Dropdown, Field, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { categoryNames } from '@madoguchi/shared/data';
import { ErrorState, FailureMessage, FormButtons, JAPANESE_DROPDOWN, TextField, useSavingForm } from '@madoguchi/shared/ui';
import type { FormEvent, ReactNode } from 'react';
import type { CategoryList } from './useCategoryList';
import { normalizedUserForm, userFieldOf, userFormProblems, type UserFormValues } from './userFormRules';
import { categoryOptions } from '../../lib/categoryOptions';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
});

/** Why there is nothing to pick, if so; a failure is shown with a retry below the field instead. */
function categoryHint({ categories, loading, error }: CategoryList): string | undefined {
  if (loading) return 'ユーザーカテゴリを読み込んでいます…';
  return categories.length || error ? undefined : 'ユーザーカテゴリはまだありません。';
}

interface Props {
  initial: UserFormValues;
  /** The tenant's categories to pick from, as useCategoryList reads them. */
  categories: CategoryList;
  /** Registration asks for the e-mail; the user information screen shows it without editing. */
  withEmail: boolean;
  submitLabel: string;
  /**
   * Sends the values, normalised as the server stores them, under a request id; a rejection is shown
   * above the buttons (an address registered already at its field) and everything typed stays.
   * Sending the same values again reuses the id, so the server applies them once. Once applied, the
   * form shows what was stored.
   */
  onSubmit: (values: UserFormValues, requestId: string) => Promise<void>;
  /** Why the admin flag may not be turned off here (the last active admin), if so. */
  adminLocked?: string | null;
  children?: ReactNode;
}

/** 氏名, フリガナ, メールアドレス, テナント管理者 and ユーザーカテゴリ, checked before sending. */
export function UserForm({ initial, categories: categoryList, withEmail, submitLabel, onSubmit, adminLocked = null, children }: Props) {
  const styles = useStyles();
  const form = useSavingForm<UserFormValues>({
    initial,
    check: (current) => userFormProblems(current, withEmail),
    save: (current, requestId) => onSubmit(normalizedUserForm(current), requestId),
    fieldOf: userFieldOf,
  });
  const { values, errors: problems, failure, saving: sending, change: set } = form;
  const changed = JSON.stringify(values) !== JSON.stringify(initial);
  const { categories } = categoryList;

  // Applied: the form (which may stay, as on ユーザー情報) shows what was stored.
  const submit = async (event: FormEvent) => {
    if (await form.submit(event)) form.setValues(normalizedUserForm(values));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <TextField form={form} name="name" label="氏名" required maxLength={100} />
      <TextField
        form={form}
        name="nameReading"
        label="フリガナ"
        maxLength={200}
        hint="任意です。ひらがなで入力してもカタカナで保存します。一覧の「氏名順」はフリガナの順に並びます。"
      />
      {withEmail && (
        <TextField form={form} name="email" type="email" label="メールアドレス" required hint="このアドレスにログイン用のリンクを送って、ログインしてもらいます。" />
      )}
      <Field label="ユーザーカテゴリ" validationMessage={problems.categoryIds} hint={categoryHint(categoryList)}>
        <Dropdown
          {...JAPANESE_DROPDOWN}
          multiselect
          placeholder="選択してください（複数可）"
          value={values.categoryIds.length ? categoryNames(values.categoryIds, categories) : ''}
          selectedOptions={values.categoryIds}
          onOptionSelect={(_, data) => set('categoryIds', data.selectedOptions)}
          disabled={sending || categories.length === 0}
        >
          {categoryOptions(categories)}
        </Dropdown>
      </Field>
      {categoryList.error && <ErrorState message={categoryList.error} onRetry={categoryList.reload} />}
      <Field validationMessage={adminLocked && values.isTenantAdmin ? adminLocked : undefined} validationState="none">
        <Switch
          label="テナント管理者にする（問い合わせへの回答、FAQ・ユーザーの管理ができます）"
          checked={values.isTenantAdmin}
          onChange={(_, data) => set('isTenantAdmin', data.checked)}
          disabled={sending || (adminLocked !== null && values.isTenantAdmin)}
        />
      </Field>
      <FailureMessage message={failure} />
      <FormButtons label={submitLabel} busyLabel="保存中…" busy={sending} ready={changed}>
        {children}
      </FormButtons>
    </form>
  );
}
