import { Body1, Caption1, Checkbox, Field, Input, Label, Radio, RadioGroup, Subtitle1, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import { findPersonalData } from '@madoguchi/shared/contracts';
import { htmlToText } from '@madoguchi/shared/format';
import * as faqApi from '../api/callables';
import type { Category, FaqDocument } from '@madoguchi/shared/data';
import { FailureMessage, FormButtons, LoadingState, usePageTitle, useSavingForm } from '@madoguchi/shared/ui';
import { Suspense, lazy } from 'react';
import { EMPTY_FORM, LIMITS, formOf, personalDataProblems, saveRequestOf, validateFaqForm, type FaqFormValues } from './faqForm';
import { PersonalDataNotice } from './PersonalDataNotice';
import { QuestionSuggestion } from './QuestionSuggestion';

// Only an admin opening this form downloads the editor (Tiptap); readers never do.
const RichTextEditor = lazy(async () => ({ default: (await import('@madoguchi/shared/richtext')).RichTextEditor }));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  categories: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

interface Props {
  tenantId: string;
  /** null: a new entry. */
  faq: FaqDocument | null;
  /** A new entry's question to start from (a search that found nothing). */
  question?: string;
  /** A new entry drafted from a resolved inquiry (「FAQにする」): its draft, and whose personal data to flag. */
  source?: FaqSource;
  categories: Category[];
  onSaved: (faqId: string) => void;
  onCancel: () => void;
}

export interface FaqSource {
  inquiryId: string;
  number: number;
  requesterName: string;
  /** The inquiry's title, to offer as a question. */
  title: string;
  draft: FaqFormValues;
  /** Lines of the replies the draft left out as correspondence. */
  omitted: number;
}

/** What a hover over the requester's personal data in the answer says. */
const FLAGGED = '依頼者の個人情報です。公開する前に削除してください。';

/** Creating and editing an entry (tenant admins). A failed save keeps everything typed. */
export function FaqEditor({ tenantId, faq, question = '', source, categories, onSaved, onCancel }: Props) {
  const styles = useStyles();
  // A failed save keeps what was typed; saving the same values again reuses the request id, so a
  // retried new entry is not created twice.
  const { values, errors, failure, saving, change, submit } = useSavingForm<FaqFormValues>({
    initial: faq ? formOf(faq) : (source?.draft ?? { ...EMPTY_FORM, question }),
    check: (current) => ({ ...validateFaqForm(current), ...(source && personalDataProblems(current, [source.requesterName])) }),
    save: async (current, requestId) => {
      const request = { ...saveRequestOf(tenantId, faq?.id ?? null, current), ...(source && { sourceInquiryId: source.inquiryId }) };
      const { faqId } = await faqApi.saveFaq(request, requestId);
      notify.info(current.status === 'published' ? 'よくある質問を公開しました。' : 'よくある質問を下書きとして保存しました。');
      onSaved(faqId);
    },
  });
  const toggleCategory = (id: string, checked: boolean) =>
    change('categoryIds', checked ? [...values.categoryIds, id] : values.categoryIds.filter((other) => other !== id));

  const heading = faq ? 'よくある質問を編集' : 'よくある質問を作成';
  usePageTitle(faq ? `${heading}: ${faq.question}` : heading);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="faq-editor-title">
      <Subtitle1 as="h2" id="faq-editor-title">
        {heading}
      </Subtitle1>
      <FailureMessage message={failure} prefix="保存できませんでした。" />
      {source && <PersonalDataNotice source={source} values={values} />}
      <Field label="質問" required validationMessage={errors.question} hint={`${LIMITS.question}文字以内`}>
        <Input value={values.question} onChange={(_, data) => change('question', data.value)} />
      </Field>
      {source && <QuestionSuggestion title={source.title} question={values.question} onUse={(question) => change('question', question)} />}
      <Field label="回答" required validationMessage={errors.answerHtml}>
        {(fieldProps) => (
          <Suspense fallback={<LoadingState label="エディタを読み込んでいます…" />}>
            <RichTextEditor
              {...fieldProps}
              aria-invalid={Boolean(errors.answerHtml)}
              value={values.answerHtml}
              onChange={(html) => change('answerHtml', html)}
              disabled={saving}
              highlights={source ? findPersonalData(htmlToText(values.answerHtml), [source.requesterName]).map((hit) => hit.text) : undefined}
              highlightTitle={FLAGGED}
            />
          </Suspense>
        )}
      </Field>
      {/* A fieldset, not a Field: inside a Field every checkbox would take the field's own label. */}
      <fieldset className={styles.fieldset} aria-describedby="faq-categories-hint">
        <legend>
          <Label>ユーザーカテゴリ</Label>
        </legend>
        <Caption1 id="faq-categories-hint" className={styles.hint}>
          選んだカテゴリのユーザーにだけ表示します。選ばない場合は全員に表示します。
        </Caption1>
        <div className={styles.categories}>
          {categories.length === 0 && <Body1>ユーザーカテゴリはまだありません（全員に表示します）。</Body1>}
          {categories.map((category) => (
            <Checkbox
              key={category.id}
              label={category.name}
              checked={values.categoryIds.includes(category.id)}
              onChange={(_, data) => toggleCategory(category.id, data.checked === true)}
            />
          ))}
        </div>
        {errors.categoryIds && (
          <Body1 role="alert" className={styles.error}>
            {errors.categoryIds}
          </Body1>
        )}
      </fieldset>
      <Field label="タグ" validationMessage={errors.tags} hint={`カンマ区切りで${LIMITS.tags}個まで（例: パスワード, ログイン）`}>
        <Input value={values.tags} onChange={(_, data) => change('tags', data.value)} />
      </Field>
      <Field
        label="別の言い方"
        validationMessage={errors.aliases}
        hint={`利用者が検索しそうな言い回しを1行に1つ、${LIMITS.aliases}個まで。質問と同じように検索されます（例: PCが固まった）`}
      >
        <Textarea value={values.aliases} onChange={(_, data) => change('aliases', data.value)} resize="vertical" rows={3} />
      </Field>
      <Field label="状態">
        <RadioGroup
          layout="horizontal"
          value={values.status}
          onChange={(_, data) => change('status', data.value === 'published' ? 'published' : 'draft')}
        >
          <Radio value="draft" label="下書き" />
          <Radio value="published" label="公開" />
        </RadioGroup>
      </Field>
      <FormButtons label="保存" busyLabel="保存しています…" busy={saving} onCancel={onCancel} />
    </form>
  );
}
