import { Button, Checkbox, Dropdown, Field, MessageBar, MessageBarBody, Option, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { notify, useAuth } from '@madoguchi/shared';
import { inquiriesApi, type InquiryStatus } from '@madoguchi/shared/api';
import { INQUIRY_STATUS_LABELS, errorMessage } from '@madoguchi/shared/data';
import { JAPANESE_DROPDOWN } from '@madoguchi/shared/ui';
import { useState, type FormEvent } from 'react';
import { AttachmentPicker } from './AttachmentPicker';
import { bodyProblem } from './inquiryLimits';
import { useStorageAvailable } from './useStorageAvailable';
import { useUploads } from './useUploads';
import { statusOf, statusOptions } from './dropdownOptions';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
});

const AUTOMATIC = '';

interface Props {
  tenantId: string;
  inquiryId: string;
  /** Tenant admins may write internal notes and choose the status to leave. */
  asAdmin: boolean;
}

/** A reply, or for tenant admins an internal note. What was typed stays until the server has it. */
export function ReplyForm({ tenantId, inquiryId, asAdmin }: Props) {
  const styles = useStyles();
  const { currentUserId } = useAuth();
  const storage = useStorageAvailable();
  const upload = useUploads();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [internal, setInternal] = useState(false);
  const [status, setStatus] = useState<InquiryStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One id per message until it is accepted: a retry after a lost answer is applied once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = bodyProblem(body, internal ? '社内メモ' : '返信');
    setProblem(issue);
    if (issue || !currentUserId) return;
    setSending(true);
    setFailure(null);
    try {
      const attachments = await upload(tenantId, inquiryId, currentUserId, files);
      await inquiriesApi.postInquiryMessage(
        { tenantId, inquiryId, body: body.trim(), internal, ...(status && { status }), attachments },
        requestId,
      );
      notify.info(internal ? '社内メモを保存しました。' : '返信を送信しました。');
      setBody('');
      setFiles([]);
      setStatus(null);
      setInternal(false);
      setRequestId(crypto.randomUUID());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const label = internal ? '社内メモ' : '返信';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={asAdmin ? '返信・社内メモ' : '返信'} noValidate>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>送信できませんでした。{failure}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={label} required validationMessage={problem ?? undefined}>
        <Textarea
          value={body}
          onChange={(_, data) => setBody(data.value)}
          // Locked while sending: the form empties once the server has the message.
          disabled={sending}
          rows={5}
          resize="vertical"
          placeholder={internal ? '担当者間の共有事項(依頼者には表示されません)' : 'メッセージを入力してください'}
        />
      </Field>
      <Field label="添付ファイル" validationMessage={refused.length ? refused.join(' ') : undefined}>
        <AttachmentPicker files={files} onChange={setFiles} onRefused={setRefused} available={storage} disabled={sending} />
      </Field>
      <div className={styles.row}>
        {asAdmin && (
          <>
            <Checkbox checked={internal} disabled={sending} onChange={(_, data) => setInternal(data.checked === true)} label="社内メモとして保存(依頼者には表示されません)" />
            <Field label="送信後のステータス">
              <Dropdown
                {...JAPANESE_DROPDOWN}
                value={status ? INQUIRY_STATUS_LABELS[status] : internal ? '変更しない' : '自動(回答待ちにする)'}
                selectedOptions={[status ?? AUTOMATIC]}
                disabled={sending}
                onOptionSelect={(_, data) => setStatus(statusOf(data.optionValue))}
              >
                <Option value={AUTOMATIC}>{internal ? '変更しない' : '自動(回答待ちにする)'}</Option>
                {statusOptions()}
              </Dropdown>
            </Field>
          </>
        )}
        <Button type="submit" appearance="primary" disabled={sending}>
          {sending ? '送信中…' : internal ? '社内メモを保存' : '返信する'}
        </Button>
      </div>
    </form>
  );
}
