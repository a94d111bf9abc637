import { makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import { SUPPORT_LIMITS, fieldProblems, supportRequestFields } from '@madoguchi/shared/contracts';
import type { LinkedInquiry } from '@madoguchi/shared/data';
import { FailureMessage, FormButtons, TextField, useKeptDraft, useSavingForm } from '@madoguchi/shared/ui';
import { RestoredDraftNotice, SlowCallNotice } from './DraftNotices';
import { useEffect, type FormEvent } from 'react';
import { LinkedInquiriesField } from './LinkedInquiriesField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface SupportRequestValues {
  subject: string;
  body: string;
  inquiries: LinkedInquiry[];
}

const EMPTY: SupportRequestValues = { subject: '', body: '', inquiries: [] };

/** What the contract checks: the inquiries by id. */
const request = (values: SupportRequestValues) => ({
  subject: values.subject.trim(),
  body: values.body.trim(),
  inquiryIds: values.inquiries.map((inquiry) => inquiry.inquiryId),
});

const isLinked = (value: unknown): value is LinkedInquiry => {
  const inquiry = value as Partial<LinkedInquiry> | null;
  return typeof inquiry?.inquiryId === 'string' && typeof inquiry.number === 'number' && typeof inquiry.title === 'string';
};

/** A kept draft, if it still has this form's shape. */
function revive(stored: unknown): SupportRequestValues | null {
  const { subject, body, inquiries } = (stored ?? {}) as Record<string, unknown>;
  if (typeof subject !== 'string' || typeof body !== 'string' || !Array.isArray(inquiries)) return null;
  return { subject, body, inquiries: inquiries.filter(isLinked) };
}

/** The draft, with the inquiries the address names added to its own. */
const withLinked = (draft: SupportRequestValues, linked: LinkedInquiry[]): SupportRequestValues => ({
  ...draft,
  inquiries: [...draft.inquiries, ...linked.filter((inquiry) => !draft.inquiries.some((kept) => kept.inquiryId === inquiry.inquiryId))],
});

interface Props {
  tenantId: string;
  /** Already linked when the form opens (「サポートに問い合わせる」 on an inquiry). */
  inquiries: LinkedInquiry[];
  /** After a request is stored, so the list can show it. */
  onSent: () => void;
}

/**
 * A request to the vendor, checked with the sendSupportRequest contract's fields. A failed send keeps
 * what was typed; the fields lock while sending; sending the same text again reuses the request id,
 * so a retry can never file the request twice. What is typed is kept in the browser until the server has
 * it (a reload, a closed tab, a slow first send), with the request id once sent, so a resend after a
 * reload reuses it too.
 */
export function SupportRequestForm({ tenantId, inquiries, onSent }: Props) {
  const styles = useStyles();
  const fresh = { ...EMPTY, inquiries };
  const draft = useKeptDraft({ form: 'supportRequest', tenantId, blank: fresh, revive });
  const form = useSavingForm<SupportRequestValues>({
    initial: draft.restored ? withLinked(draft.restored, inquiries) : fresh,
    check: (current) => {
      const problems = fieldProblems(supportRequestFields, request(current));
      return { subject: problems['subject'], body: problems['body'], inquiries: problems['inquiryIds'] };
    },
    save: async (current, requestId) => {
      await tenantAdminApi.sendSupportRequest({ tenantId, ...request(current) }, draft.sending(current, requestId));
      draft.clear();
      notify.info('サポートにお問い合わせを送信しました。回答はこのページの「これまでのお問い合わせ」に表示されます。');
    },
  });
  const send = async (event: FormEvent) => {
    if (!(await form.submit(event))) return;
    form.setValues(fresh);
    onSent();
  };
  const { keep } = draft;
  useEffect(() => keep(form.values), [keep, form.values]);
  const discard = () => {
    draft.clear();
    form.setValues(fresh);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} aria-label="サポートへのお問い合わせ" noValidate>
      {draft.announced && <RestoredDraftNotice onDiscard={discard} onDismiss={draft.dismiss} />}
      <FailureMessage message={form.failure} prefix="送信できませんでした。入力内容はそのまま残っています。" />
      <TextField form={form} name="subject" label="件名" required hint={`${SUPPORT_LIMITS.subject}文字以内`} />
      <TextField
        form={form}
        name="body"
        label="内容"
        required
        rows={8}
        hint={`${SUPPORT_LIMITS.body}文字以内。操作していた画面や、エラーメッセージがあればその内容もお書きください。`}
      />
      <LinkedInquiriesField
        tenantId={tenantId}
        inquiries={form.values.inquiries}
        onChange={(next) => form.change('inquiries', next)}
        problem={form.errors.inquiries}
        disabled={form.saving}
      />
      <FormButtons label="送信する" busyLabel="送信中…" busy={form.saving} icon={<SendRegular />} />
      <SlowCallNotice busy={form.saving} message="送信に時間がかかっています。このままお待ちください（入力内容は保存されています）。" />
    </form>
  );
}
