import { Button, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import { systemAdminApi } from '@madoguchi/shared/api';
import { normalizedPerson, personProblems, type PersonFields } from '@madoguchi/shared/contracts';
import { FailureMessage, raisedPanel, useSavingForm } from '@madoguchi/shared/ui';

const useStyles = makeStyles({
  form: raisedPanel,
  fields: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  field: { minWidth: '220px', flexGrow: 1 },
  action: { marginTop: '26px' },
});

interface Props {
  /** The addresses of today's system admins, to say so before sending one again. */
  registeredEmails: readonly string[];
  /** The caller starts a new form (and so a new request id) after each addition. */
  onAdded: () => void;
}

/** The addSystemUser fields, and an address that is a system admin's already. */
function problemsOf(values: PersonFields, registeredEmails: readonly string[]) {
  const found = personProblems(values);
  if (!found.email && registeredEmails.includes(normalizedPerson(values).email)) found.email = 'このメールアドレスはすでにシステム管理者です。';
  return found;
}

/**
 * システム管理者を追加: by e-mail address and name. The account is made when missing and signs in by
 * e-mail link. Sending the same values again after a lost answer reuses the request id, so it adds once.
 */
export function AddSystemUserForm({ registeredEmails, onAdded }: Props) {
  const styles = useStyles();
  const {
    values,
    errors: problems,
    failure,
    saving: sending,
    change,
    submit,
  } = useSavingForm<PersonFields>({
    initial: { name: '', email: '' },
    check: (current) => problemsOf(current, registeredEmails),
    save: async (current, requestId) => {
      const person = normalizedPerson(current);
      await systemAdminApi.addSystemUser(person, requestId);
      notify.info(`${person.name}さんをシステム管理者に追加しました。次にログインしたときから、システム管理画面を使えます。`);
      onAdded();
    },
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-system-user">
      <Subtitle2 as="h2" id="add-system-user">
        システム管理者を追加
      </Subtitle2>
      <div className={styles.fields}>
        <Field label="氏名" required validationMessage={problems.name} className={styles.field}>
          <Input value={values.name} onChange={(_, data) => change('name', data.value)} disabled={sending} />
        </Field>
        <Field
          label="メールアドレス"
          required
          validationMessage={problems.email}
          hint="ログイン画面でこのアドレスを入力すると、ログイン用のリンクが届きます。"
          className={styles.field}
        >
          <Input type="email" value={values.email} onChange={(_, data) => change('email', data.value)} disabled={sending} />
        </Field>
        <Button type="submit" appearance="primary" icon={<PersonAddRegular />} disabled={sending} className={styles.action}>
          {sending ? '追加中…' : '追加する'}
        </Button>
      </div>
      <FailureMessage message={failure} />
    </form>
  );
}
