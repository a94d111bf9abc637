import { ArrowLeftRegular } from '@fluentui/react-icons';
import { RouterLink } from '@madoguchi/shared/ui';
import { categoryListPath } from './categoryPaths';

/** The way back from registration and editing, which live under users/ rather than beside the list. */
export function BackToCategories({ tenantId }: { tenantId: string }) {
  return (
    <RouterLink to={categoryListPath(tenantId)}>
      <ArrowLeftRegular aria-hidden /> ユーザーカテゴリ一覧に戻る
    </RouterLink>
  );
}
