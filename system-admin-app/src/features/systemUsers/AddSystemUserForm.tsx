import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import * as systemAdminApi from './api/callables';
import { normalizedPerson, personProblems, type PersonFields } from '@madoguchi/shared/contracts';
import { FailureMessage, TextField, raisedPanel, useSavingForm } from '@madoguchi/shared/ui';

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
  const form = useSavingForm<PersonFields>({
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
    <form className={styles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-labelledby="add-system-user">
      <Subtitle2 as="h2" id="add-system-user">
        システム管理者を追加
      </Subtitle2>
      <div className={styles.fields}>
        <TextField form={form} name="name" label="氏名" required className={styles.field} />
        <TextField
          form={form}
          name="email"
          type="email"
          label="メールアドレス"
          required
          hint="ログイン画面でこのアドレスを入力すると、ログイン用のリンクが届きます。"
          className={styles.field}
        />
        <Button type="submit" appearance="primary" icon={<PersonAddRegular />} disabled={form.saving} className={styles.action}>
          {form.saving ? '追加中…' : '追加する'}
        </Button>
      </div>
      <FailureMessage message={form.failure} />
    </form>
  );
}
