import { Button, Checkbox, Dropdown, Field, Option, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { notify, useAuth } from '@madoguchi/shared';
import type { InquiryStatus } from '@madoguchi/shared/api';
import * as inquiriesApi from './api/callables';
import { fieldProblems, MAX_FAQ_LINKS, replyFields, type FaqLink } from '@madoguchi/shared/contracts';
import { INQUIRY_STATUS_LABELS } from '@madoguchi/shared/data';
import { FailureMessage, JAPANESE_DROPDOWN, useSavingForm } from '@madoguchi/shared/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { AttachmentPicker } from './AttachmentPicker';
import { insertCannedReply, replaceWithCannedReply, type Caret, type FilledCannedReply } from './cannedReplyInsertion';
import { CannedReplyPicker, type CannedReplyPickerProps } from './CannedReplyPicker';
import { FaqLinkCards } from './FaqLinkCards';
import { InsertFaqDialog } from './InsertFaqDialog';
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
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** What an empty reply says when an entry is inserted, so a reply of FAQ cards alone can be sent. */
const FAQ_LEAD = '以下のよくある質問をご確認ください。';

const AUTOMATIC = '';

/** What canned replies' placeholders are filled with ({{requesterName}}, {{number}} …). */
export type ReplyContext = Omit<CannedReplyPickerProps, 'tenantId' | 'onInsert' | 'replaceable' | 'disabled'>;

interface Props {
  tenantId: string;
  inquiryId: string;
  /** Tenant admins may write internal notes and choose the status to leave, and insert FAQ entries and canned replies. */
  asAdmin: boolean;
  /** Tenant admins: the inquiry, for canned replies. */
  context?: ReplyContext;
}

interface Values {
  body: string;
  internal: boolean;
  status: InquiryStatus | null;
  /** Tenant admins: FAQ entries inserted as cards. */
  faqLinks: FaqLink[];
}
const EMPTY: Values = { body: '', internal: false, status: null, faqLinks: [] };

/** A reply, or for tenant admins an internal note. What was typed stays until the server has it. */
export function ReplyForm({ tenantId, inquiryId, asAdmin, context }: Props) {
  const styles = useStyles();
  const { currentUserId } = useAuth();
  const storage = useStorageAvailable();
  const upload = useUploads();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  // One id per message until it is accepted, edited or not (not per values, as other forms' are): a
  // retry after a lost answer is applied once, never posted twice.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [insertingFaq, setInsertingFaq] = useState(false);
  // Where the admin left the caret (a dialog takes the focus away before a canned reply is inserted);
  // null until they place it, which means the end. Set after an insertion, to after what was inserted.
  const box = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<Caret>(null);
  const [placeCaret, setPlaceCaret] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (placeCaret === null || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(placeCaret, placeCaret);
    setPlaceCaret(null);
  }, [placeCaret]);
  const keepCaret = ({ currentTarget }: { currentTarget: HTMLTextAreaElement }) => {
    caret.current = { start: currentTarget.selectionStart, end: currentTarget.selectionEnd };
  };

  const { values, setValues, errors, failure, saving, change, submit } = useSavingForm<Values>({
    initial: EMPTY,
    check: ({ body, internal }) => fieldProblems(internal ? replyFields.note : replyFields.reply, { body }),
    save: async ({ body, internal, status, faqLinks }) => {
      if (!currentUserId) return;
      const attachments = await upload(tenantId, inquiryId, currentUserId, files);
      const faqIds = faqLinks.map((link) => link.faqId);
      await inquiriesApi.postInquiryMessage(
        { tenantId, inquiryId, body: body.trim(), internal, ...(status && { status }), attachments, ...(faqIds.length && { faqIds }) },
        requestId,
      );
      notify.info(internal ? '社内メモを保存しました。' : '返信を送信しました。');
      setValues(EMPTY);
      caret.current = null;
      setFiles([]);
      setRequestId(crypto.randomUUID());
    },
  });
  const { body, internal, status, faqLinks } = values;
  const insertCanned = (reply: FilledCannedReply, how: 'insert' | 'replace') => {
    const inserted = how === 'replace' ? replaceWithCannedReply(reply) : insertCannedReply(body, caret.current, reply);
    change('body', inserted.text);
    caret.current = { start: inserted.caret, end: inserted.caret };
    setPlaceCaret(inserted.caret);
  };
  const insertFaq = (link: FaqLink) => {
    if (faqLinks.some((existing) => existing.faqId === link.faqId)) return;
    change('faqLinks', [...faqLinks, link]);
    if (!body.trim()) change('body', FAQ_LEAD);
  };

  const label = internal ? '社内メモ' : '返信';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={asAdmin ? '返信・社内メモ' : '返信'} noValidate>
      <FailureMessage message={failure} prefix="送信できませんでした。" />
      <Field label={label} required validationMessage={errors.body}>
        <Textarea
          ref={box}
          value={body}
          onChange={(event, data) => {
            change('body', data.value);
            keepCaret(event);
          }}
          onSelect={keepCaret}
          // Locked while sending: the form empties once the server has the message.
          disabled={saving}
          rows={5}
          resize="vertical"
          placeholder={internal ? '担当者間の共有事項(依頼者には表示されません)' : 'メッセージを入力してください'}
        />
      </Field>
      {asAdmin && (
        <>
          <div className={styles.tools}>
            {context && <CannedReplyPicker tenantId={tenantId} {...context} onInsert={insertCanned} replaceable={body.trim() !== ''} disabled={saving} />}
            <Button
              size="small"
              disabled={saving || faqLinks.length >= MAX_FAQ_LINKS}
              onClick={() => setInsertingFaq(true)}
              title={faqLinks.length >= MAX_FAQ_LINKS ? `FAQは1つの返信に${MAX_FAQ_LINKS}件まで挿入できます` : undefined}
            >
              FAQを挿入
            </Button>
            <InsertFaqDialog
              tenantId={tenantId}
              open={insertingFaq}
              onClose={() => setInsertingFaq(false)}
              onInsert={(link) => {
                insertFaq(link);
                setInsertingFaq(false);
              }}
            />
          </div>
          <FaqLinkCards
            tenantId={tenantId}
            links={faqLinks}
            action={(link) => (
              <Button
                size="small"
                appearance="subtle"
                disabled={saving}
                aria-label={`「${link.question}」を返信から外す`}
                onClick={() => change('faqLinks', faqLinks.filter((other) => other.faqId !== link.faqId))}
              >
                外す
              </Button>
            )}
          />
        </>
      )}
      <Field label="添付ファイル" validationMessage={refused.length ? refused.join(' ') : undefined}>
        <AttachmentPicker files={files} onChange={setFiles} onRefused={setRefused} available={storage} disabled={saving} />
      </Field>
      <div className={styles.row}>
        {asAdmin && (
          <>
            <Checkbox checked={internal} disabled={saving} onChange={(_, data) => change('internal', data.checked === true)} label="社内メモとして保存(依頼者には表示されません)" />
            <Field label="送信後のステータス">
              <Dropdown
                {...JAPANESE_DROPDOWN}
                value={status ? INQUIRY_STATUS_LABELS[status] : internal ? '変更しない' : '自動(回答待ちにする)'}
                selectedOptions={[status ?? AUTOMATIC]}
                disabled={saving}
                onOptionSelect={(_, data) => change('status', statusOf(data.optionValue))}
              >
                <Option value={AUTOMATIC}>{internal ? '変更しない' : '自動(回答待ちにする)'}</Option>
                {statusOptions()}
              </Dropdown>
            </Field>
          </>
        )}
        <Button type="submit" appearance="primary" disabled={saving}>
          {saving ? '送信中…' : internal ? '社内メモを保存' : '返信する'}
        </Button>
      </div>
    </form>
  );
}
