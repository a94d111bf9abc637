import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import { errorMessage } from '@madoguchi/shared/data';
import { saveOwnName } from './api/profile';
import { useState, type FormEvent } from 'react';
import { FailureMessage, FormButtons } from '@madoguchi/shared/ui';
import { NAME_MAX_LENGTH, nameProblem } from './profileName';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

interface Props {
  tenantId: string;
  uid: string;
  /** The saved name, kept live by the shell (the header shows the same). */
  savedName: string;
}

/** Edits the user's name in this tenant; what was typed stays until it is saved. */
export function NameForm({ tenantId, uid, savedName }: Props) {
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const value = draft ?? savedName;
  const problem = draft === null ? null : nameProblem(draft);
  const unchanged = value.trim() === savedName;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || unchanged) return;
    setSaving(true);
    setFailure(null);
    try {
      await saveOwnName(tenantId, uid, value.trim());
      setDraft(null);
      notify.info('お名前を保存しました。');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <Field
        label="お名前"
        required
        hint={`${NAME_MAX_LENGTH}文字以内。ヘッダーや問い合わせに表示されます。`}
        validationMessage={problem ?? undefined}
      >
        <Input value={value} onChange={(_, data) => setDraft(data.value)} disabled={saving} />
      </Field>
      <FailureMessage message={failure} />
      <FormButtons label="保存" busyLabel="保存中…" busy={saving} ready={!(unchanged || problem !== null)} />
    </form>
  );
}
