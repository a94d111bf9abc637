import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { fetchMemberCounts, useFetched, useLiveData, watchCategories } from '@madoguchi/shared/data';
import { EmptyState, ErrorState, LoadingState, Page } from '@madoguchi/shared/ui';
import { useNavigate, useParams } from '@madoguchi/shared/router';
import { CategoryTable } from './CategoryTable';
import { newCategoryPath } from './categoryPaths';

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** ユーザーカテゴリ一覧: the categories live, in display order, with how many users each has. */
export function CategoriesPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const categories = useLiveData(tenantId, watchCategories(tenantId));
  const ids = categories.status === 'ready' ? categories.data.map((category) => category.id) : [];
  // Counted again whenever the set of categories changes; a count failing leaves the list usable.
  const memberCounts = useFetched(ids.length ? `${tenantId}/${ids.join(',')}` : null, () => fetchMemberCounts(tenantId, ids));

  return (
    <Page title="ユーザーカテゴリ" description="ユーザーを部署などのグループに分けます。よくある質問の公開範囲や問い合わせの分類に使われます。">
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(newCategoryPath(tenantId))}>
          新規登録
        </Button>
      </div>
      {categories.status === 'loading' && <LoadingState />}
      {categories.status === 'error' && <ErrorState message={`ユーザーカテゴリを読み込めませんでした。${categories.message}`} />}
      {categories.status === 'ready' && categories.data.length === 0 && (
        <EmptyState title="ユーザーカテゴリはまだありません">
          「新規登録」から作成すると、ユーザーに割り当てて、よくある質問の公開範囲や問い合わせの分類に使えます。
        </EmptyState>
      )}
      {memberCounts.status === 'error' && (
        <ErrorState message={`ユーザー数を集計できませんでした。${memberCounts.message}`} onRetry={memberCounts.reload} />
      )}
      {categories.status === 'ready' && categories.data.length > 0 && (
        <CategoryTable tenantId={tenantId} categories={categories.data} memberCounts={memberCounts} />
      )}
    </Page>
  );
}
