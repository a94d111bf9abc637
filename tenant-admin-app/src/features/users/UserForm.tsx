import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage, normalizedPerson, type Category } from '@madoguchi/shared/data';
import { useState, type FormEvent, type ReactNode } from 'react';
import { categoryNames } from './UserTable';
import { userFormProblems, type UserFormProblems, type UserFormValues } from './userFormRules';

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
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface Props {
  initial: UserFormValues;
  categories: Category[];
  /** Registration asks for the e-mail; the user information screen shows it without editing. */
  withEmail: boolean;
  submitLabel: string;
  /** Sends the values; a rejection is shown above the buttons and everything typed stays. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  /** Why the admin flag may not be turned off here (the last active admin), if so. */
  adminLocked?: string | null;
  children?: ReactNode;
}

/** 氏名, メールアドレス, テナント管理者 and ユーザーカテゴリ, checked before sending. */
export function UserForm({ initial, categories, withEmail, submitLabel, onSubmit, adminLocked = null, children }: Props) {
  const styles = useStyles();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<UserFormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const changed = JSON.stringify(values) !== JSON.stringify(initial);
  const set = (next: Partial<UserFormValues>) => setValues((current) => ({ ...current, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = userFormProblems(values, withEmail);
    setProblems(found);
    if (Object.keys(found).length) return;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit({ ...values, ...normalizedPerson(values) });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Field label="氏名" required validationMessage={problems.name}>
        <Input value={values.name} onChange={(_, data) => set({ name: data.value })} maxLength={100} disabled={sending} />
      </Field>
      {withEmail && (
        <Field label="メールアドレス" required validationMessage={problems.email} hint="このアドレスにログイン用のリンクを送って、ログインしてもらいます。">
          <Input type="email" value={values.email} onChange={(_, data) => set({ email: data.value })} disabled={sending} />
        </Field>
      )}
      <Field label="ユーザーカテゴリ" validationMessage={problems.categoryIds} hint={categories.length ? undefined : 'ユーザーカテゴリはまだありません。'}>
        <Dropdown
          multiselect
          placeholder="選択してください（複数可）"
          value={values.categoryIds.length ? categoryNames(values.categoryIds, categories) : ''}
          selectedOptions={values.categoryIds}
          onOptionSelect={(_, data) => set({ categoryIds: data.selectedOptions })}
          disabled={sending || categories.length === 0}
        >
          {categories.map((category) => (
            <Option key={category.id} value={category.id}>
              {category.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field validationMessage={adminLocked && values.isTenantAdmin ? adminLocked : undefined} validationState="none">
        <Switch
          label="テナント管理者にする（問い合わせへの回答、FAQ・ユーザーの管理ができます）"
          checked={values.isTenantAdmin}
          onChange={(_, data) => set({ isTenantAdmin: data.checked })}
          disabled={sending || (adminLocked !== null && values.isTenantAdmin)}
        />
      </Field>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={sending || !changed}>
          {sending ? '保存中…' : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
