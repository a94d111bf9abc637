import { Dropdown, Field, Option, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { notify, useAuth } from '@madoguchi/shared';
import * as inquiriesApi from './api/callables';
import { INQUIRY_LIMITS, fieldProblems, inquiryFields } from '@madoguchi/shared/contracts';
import { newInquiryId, type Category } from '@madoguchi/shared/data';
import { columnsOrStack, FailureMessage, FormButtons, JAPANESE_DROPDOWN, raisedPanel, TextField, usePageTitle, useSavingForm } from '@madoguchi/shared/ui';
import { suggestionQuery } from '@madoguchi/shared/search';
import { useEffect, useRef, useState } from 'react';
import { AttachmentPicker } from './AttachmentPicker';
import { FaqSuggestions } from './FaqSuggestions';
import { useStorageAvailable } from './useStorageAvailable';
import { useUploads } from './useUploads';
import { categoryOptions } from './dropdownOptions';

const useStyles = makeStyles({
  // A raised panel whose fields and notes stand in two columns, one on phones.
  form: { ...raisedPanel, ...columnsOrStack('minmax(0, 2fr) minmax(240px, 1fr)', 800) },
  // Focused only by the code that opens the form (tabIndex -1, never by Tab): no ring of its own, as
  // the browser's default would draw a black box across the form.
  heading: { ...typographyStyles.subtitle1, gridColumn: '1 / -1', margin: 0, ':focus': { outlineStyle: 'none' } },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface Props {
  tenantId: string;
  categories: Category[];
  onFiled: (inquiryId: string) => void;
  onCancel: () => void;
}

interface Values {
  title: string;
  body: string;
  categoryId: string | null;
}

/**
 * 新規問い合わせ. The inquiry's id and the request id are fixed for the form's life (not per values,
 * as other forms' are: one form files one inquiry, whose id is made here), so sending again after a
 * failure, edited or not, neither files the inquiry twice nor uploads its files twice.
 */
export function NewInquiryForm({ tenantId, categories, onFiled, onCancel }: Props) {
  const styles = useStyles();
  const { currentUserId } = useAuth();
  const storage = useStorageAvailable();
  const upload = useUploads();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [requestId] = useState(() => crypto.randomUUID());
  const inquiryId = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle('新規問い合わせ');
  // The form opens inline above the list: a screen reader or keyboard user is taken to it.
  useEffect(() => heading.current?.focus(), []);

  const form = useSavingForm<Values>({
    initial: { title: '', body: '', categoryId: null },
    check: ({ title, body }) => fieldProblems(inquiryFields, { title, body }),
    save: async ({ title, body, categoryId }) => {
      if (!currentUserId) return;
      inquiryId.current ??= await newInquiryId(tenantId);
      const attachments = await upload(tenantId, inquiryId.current, currentUserId, files);
      const result = await inquiriesApi.createInquiry(
        { tenantId, inquiryId: inquiryId.current, title: title.trim(), body: body.trim(), categoryId, attachments },
        requestId,
      );
      notify.info(`問い合わせ #${result.number} を送信しました。`);
      onFiled(result.inquiryId);
    },
  });
  const { values, failure, saving, change, submit } = form;
  const { title, body, categoryId } = values;

  const categoryName = categories.find((category) => category.id === categoryId)?.name ?? '指定しない';

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby="new-inquiry-title" noValidate>
      <h2 id="new-inquiry-title" className={styles.heading} ref={heading} tabIndex={-1}>
        新規問い合わせ
      </h2>
      <div className={styles.fields}>
        <FailureMessage message={failure} prefix="送信できませんでした。" />
        <TextField form={form} name="title" label="件名" required hint={`${INQUIRY_LIMITS.title} 文字以内`} maxLength={INQUIRY_LIMITS.title + 20} />
        <Field label="カテゴリ">
          <Dropdown
            {...JAPANESE_DROPDOWN}
            value={categoryName}
            selectedOptions={[categoryId ?? '']}
            onOptionSelect={(_, data) => change('categoryId', data.optionValue || null)}
          >
            <Option value="">指定しない</Option>
            {categoryOptions(categories)}
          </Dropdown>
        </Field>
        <TextField form={form} name="body" label="内容" required rows={8} hint={`${INQUIRY_LIMITS.body.toLocaleString('ja-JP')} 文字以内`} />
        <Field label="添付ファイル" validationMessage={refused.length ? refused.join(' ') : undefined}>
          <AttachmentPicker files={files} onChange={setFiles} onRefused={setRefused} available={storage} disabled={saving} />
        </Field>
        <FormButtons label="送信する" busyLabel="送信中…" busy={saving} onCancel={onCancel} />
      </div>
      <FaqSuggestions tenantId={tenantId} text={suggestionQuery(title, body)} onSolved={onCancel} />
    </form>
  );
}
