import { Button, Field, Input, MessageBar, MessageBarBody, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import { tenantAdminApi } from '@madoguchi/shared/api';
import { SUPPORT_BODY_MAX, SUPPORT_SUBJECT_MAX, errorMessage, requiredTextProblem } from '@madoguchi/shared/data';
import { useRequestIds } from '@madoguchi/shared/ui';
import { useState, type FormEvent } from 'react';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface SupportRequestValues {
  subject: string;
  body: string;
}
type SupportRequestErrors = Partial<Record<keyof SupportRequestValues, string>>;

const EMPTY: SupportRequestValues = { subject: '', body: '' };

/**
 * The server accepts 1 to 100 (件名) and 1 to 5000 (内容) characters that are not only spaces; the
 * values are sent trimmed, and UTF-16 units never undercount what it counts.
 */
function validate({ subject, body }: SupportRequestValues): SupportRequestErrors {
  return {
    subject: requiredTextProblem('件名', subject, SUPPORT_SUBJECT_MAX) ?? undefined,
    body: requiredTextProblem('内容', body, SUPPORT_BODY_MAX) ?? undefined,
  };
}

interface Props {
  tenantId: string;
  /** After a request is stored, so the list can show it. */
  onSent: () => void;
}

/** A request to the vendor. A failed send keeps what was typed; the fields lock while sending. */
export function SupportRequestForm({ tenantId, onSent }: Props) {
  const styles = useStyles();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<SupportRequestErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Sending the same text again reuses the request id, so a retry can never file the request twice.
  const requestIds = useRequestIds<SupportRequestValues>();

  const change = (name: keyof SupportRequestValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(values);
    setErrors(problems);
    setFailure(null);
    if (problems.subject || problems.body) return;
    setSending(true);
    try {
      await tenantAdminApi.sendSupportRequest({ tenantId, subject: values.subject.trim(), body: values.body.trim() }, requestIds.idFor(values));
      notify.info('サポートにお問い合わせを送信しました。回答はこのページの「これまでのお問い合わせ」に表示されます。');
      requestIds.done();
      setValues(EMPTY);
      onSent();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="サポートへのお問い合わせ" noValidate>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>送信できませんでした。入力内容はそのまま残っています。{failure}</MessageBarBody>
        </MessageBar>
      )}
      <Field label="件名" required validationMessage={errors.subject} hint={`${SUPPORT_SUBJECT_MAX}文字以内`}>
        <Input value={values.subject} onChange={(_, data) => change('subject', data.value)} disabled={sending} />
      </Field>
      <Field
        label="内容"
        required
        validationMessage={errors.body}
        hint={`${SUPPORT_BODY_MAX}文字以内。操作していた画面や、エラーメッセージがあればその内容もお書きください。`}
      >
        <Textarea value={values.body} onChange={(_, data) => change('body', data.value)} disabled={sending} resize="vertical" rows={8} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={<SendRegular />} disabled={sending}>
          {sending ? '送信中…' : '送信する'}
        </Button>
      </div>
    </form>
  );
}
