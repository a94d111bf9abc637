import { Body1, Button, Card, Field, Radio, RadioGroup, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as inquiriesApi from './api/callables';
import { fieldProblems, SATISFACTION_COMMENT_MAX, SATISFACTION_LABELS, SATISFACTION_RATINGS, satisfactionFields, type SatisfactionRating } from '@madoguchi/shared/contracts';
import type { InquirySatisfaction } from '@madoguchi/shared/data';
import { FailureMessage, useSavingForm } from '@madoguchi/shared/ui';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  ratings: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  comment: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

interface Props {
  tenantId: string;
  inquiryId: string;
  /** The answer given; null: not yet. */
  satisfaction: InquirySatisfaction | null;
  /** Only the requester is asked; everyone who sees the inquiry sees the answer. */
  canAnswer: boolean;
}

interface Values {
  rating: SatisfactionRating | '';
  comment: string;
}

/** 「解決しましたか？」 on a resolved inquiry: asked of its requester once, then shown to both sides. */
export function SatisfactionCard({ tenantId, inquiryId, satisfaction, canAnswer }: Props) {
  const styles = useStyles();
  if (satisfaction) {
    return (
      <Card className={styles.card} aria-label="満足度">
        <Subtitle2 as="h2">満足度: {SATISFACTION_LABELS[satisfaction.rating]}</Subtitle2>
        {satisfaction.comment && <Body1 className={styles.comment}>{satisfaction.comment}</Body1>}
      </Card>
    );
  }
  return canAnswer ? <SatisfactionForm tenantId={tenantId} inquiryId={inquiryId} /> : null;
}

function SatisfactionForm({ tenantId, inquiryId }: { tenantId: string; inquiryId: string }) {
  const styles = useStyles();
  const { values, errors, failure, saving, change, submit } = useSavingForm<Values>({
    initial: { rating: '', comment: '' },
    check: ({ rating, comment }) => fieldProblems(satisfactionFields, { rating: rating || undefined, comment }),
    save: async ({ rating, comment }, requestId) => {
      if (!rating) return;
      await inquiriesApi.rateInquiry({ tenantId, inquiryId, rating, ...(comment.trim() && { comment: comment.trim() }) }, requestId);
      notify.info('ご回答ありがとうございました。');
    },
  });
  return (
    <Card className={styles.card}>
      <form onSubmit={(event) => void submit(event)} aria-label="解決しましたか？" noValidate>
        <Subtitle2 as="h2">解決しましたか？</Subtitle2>
        <Body1>対応へのご感想をお聞かせください。回答は担当者に表示され、サポートの改善に使われます。</Body1>
        <FailureMessage message={failure} prefix="送信できませんでした。" />
        <Field label="満足度" required validationMessage={errors.rating}>
          <RadioGroup
            className={styles.ratings}
            layout="horizontal"
            value={values.rating}
            disabled={saving}
            onChange={(_, data) => change('rating', data.value as SatisfactionRating)}
          >
            {SATISFACTION_RATINGS.map((rating) => (
              <Radio key={rating} value={rating} label={SATISFACTION_LABELS[rating]} />
            ))}
          </RadioGroup>
        </Field>
        <Field label="コメント(任意)" validationMessage={errors.comment} hint={`${SATISFACTION_COMMENT_MAX.toLocaleString('ja-JP')}文字以内`}>
          <Textarea value={values.comment} disabled={saving} resize="vertical" onChange={(_, data) => change('comment', data.value)} />
        </Field>
        <div>
          <Button type="submit" appearance="primary" disabled={saving}>
            {saving ? '送信中…' : '回答する'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
