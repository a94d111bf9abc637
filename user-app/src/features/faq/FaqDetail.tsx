import { Button, Caption1, Link, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useLiveData, watchFaq, type FaqDocument } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { ErrorState, LoadingState, MissingState, SafeHtml, usePageTitle } from '@madoguchi/shared/ui';
import { FaqAdminActions } from './admin/FaqAdminActions';
import { CategoryBadges } from './CategoryBadges';
import { FaqFeedback } from './FaqFeedback';
import { FaqStatusBadge } from './FaqStatusBadge';
import { useFaqViewCount } from './useFaqViewCount';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '880px' },
  back: { alignSelf: 'flex-start' },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  tags: { color: tokens.colorNeutralForeground2 },
  answer: { lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere' },
});

interface Props {
  tenantId: string;
  faqId: string;
  categoryNames: ReadonlyMap<string, string>;
  isTenantAdmin: boolean;
  onBack: () => void;
  onEdit: (faq: FaqDocument) => void;
}

/** One entry with its full answer (sanitized again here), feedback, and the admins' actions. */
export function FaqDetail({ tenantId, faqId, categoryNames, isTenantAdmin, onBack, onEdit }: Props) {
  const styles = useStyles();
  const faq = useLiveData(`${tenantId}/${faqId}`, watchFaq(tenantId, faqId));
  usePageTitle(faq.status === 'ready' && faq.data ? `よくある質問: ${faq.data.question}` : null);
  // The FAQ is for the tenant's users: an admin checking an entry they keep is not a reader.
  useFaqViewCount(tenantId, !isTenantAdmin && faq.status === 'ready' && faq.data?.status === 'published' ? faqId : null);
  const back = (
    <Button className={styles.back} appearance="subtle" onClick={onBack}>
      ← 一覧に戻る
    </Button>
  );

  if (faq.status === 'loading') return <LoadingState />;
  if (faq.status === 'error') return <ErrorState message={faq.message} />;
  const entry = faq.data;
  if (!entry) {
    // A reader is refused a draft, another category's entry and a missing one alike: all are "not found".
    return (
      <MissingState
        title="よくある質問が見つかりません。"
        back={
          <Link as="button" onClick={onBack}>
            よくある質問の一覧に戻る
          </Link>
        }
      >
        削除されたか、公開が終わった可能性があります。
      </MissingState>
    );
  }
  return (
    <article className={styles.root} aria-labelledby="faq-question">
      {back}
      <Subtitle1 as="h2" id="faq-question">
        {entry.question}
      </Subtitle1>
      <div className={styles.meta}>
        {isTenantAdmin && <FaqStatusBadge status={entry.status} />}
        <CategoryBadges ids={entry.categoryIds} names={categoryNames} />
        {entry.tags.length > 0 && <Caption1 className={styles.tags}>タグ: {entry.tags.join('、')}</Caption1>}
        {entry.updatedAt && <Caption1>更新: {formatDateTime(entry.updatedAt)}</Caption1>}
        {/* The entry's own count, where votes are written: it follows a vote at once. */}
        {entry.helpfulCount > 0 && <Caption1>{entry.helpfulCount}人の役に立っています</Caption1>}
      </div>
      {isTenantAdmin && <FaqAdminActions tenantId={tenantId} faq={entry} onEdit={() => onEdit(entry)} onDeleted={onBack} />}
      <SafeHtml className={styles.answer} html={entry.answerHtml} />
      {entry.status === 'published' && <FaqFeedback tenantId={tenantId} faqId={entry.id} />}
    </article>
  );
}
