import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular } from '@fluentui/react-icons';
import { usePagedList } from '@madoguchi/shared/data';
import { fetchCategoryPage } from './api/categoryAdmin';
import { EmptyState, ErrorState, Page, pagedTable } from '@madoguchi/shared/ui';
import { useNavigate, useParams } from '@madoguchi/shared/router';
import { CategoryTable } from './CategoryTable';
import { newCategoryPath } from './categoryPaths';
import { useMemberCounts } from './useMemberCounts';

export const CATEGORIES_PAGE_SIZE = 25;

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** ユーザーカテゴリ一覧: the categories a page at a time, in display order, with how many users each has. */
export function CategoriesPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const list = usePagedList(`categories/${tenantId}`, (after) => fetchCategoryPage(tenantId, CATEGORIES_PAGE_SIZE, after));
  // Counted after each page arrives; a count failing leaves the list usable.
  const memberCounts = useMemberCounts(tenantId, list.items);

  return (
    <Page title="ユーザーカテゴリ" description="ユーザーを部署などのグループに分けます。よくある質問の公開範囲や問い合わせの分類に使われます。">
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(newCategoryPath(tenantId))}>
          新規登録
        </Button>
        <Button icon={<ArrowClockwiseRegular />} onClick={list.reload} disabled={list.loading}>
          最新の情報に更新
        </Button>
      </div>
      {memberCounts.error && (
        <ErrorState message={`ユーザー数を集計できませんでした。${memberCounts.error}`} onRetry={memberCounts.retry} />
      )}
      <CategoryTable
        {...pagedTable(list)}
        error={list.error && `ユーザーカテゴリを読み込めませんでした。${list.error}`}
        tenantId={tenantId}
        memberCounts={memberCounts}
        empty={
          <EmptyState title="ユーザーカテゴリはまだありません">
            「新規登録」から作成すると、ユーザーに割り当てて、よくある質問の公開範囲や問い合わせの分類に使えます。
          </EmptyState>
        }
      />
    </Page>
  );
}
