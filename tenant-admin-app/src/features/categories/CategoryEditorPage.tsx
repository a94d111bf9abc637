import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import { useFetched, useLiveData, watchCategories, type Category } from '@madoguchi/shared/data';
import { fetchCategory } from './api/categoryAdmin';
import { ErrorState, LoadingState, MissingState, Page, usePageTitle } from '@madoguchi/shared/ui';
import { useNavigate, useParams } from '@madoguchi/shared/router';
import { BackToCategories } from './BackToCategories';
import { CategoryForm } from './CategoryForm';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { formOf, type CategoryFields } from './categoryForm';
import { categoryListPath } from './categoryPaths';

const useStyles = makeStyles({
  danger: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    maxWidth: '640px',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorPaletteRedBorder1}`,
  },
});

/**
 * ユーザーカテゴリ編集. The category is read once, not watched: the form starts from it, and deleting
 * it must not turn the page into "not found" before the deletion's own message arrives.
 */
export function CategoryEditorPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenantId = '', categoryId = '' } = useParams();
  const category = useFetched(`${tenantId}/${categoryId}`, () => fetchCategory(tenantId, categoryId));
  const categories = useLiveData(tenantId, watchCategories(tenantId));
  const backToList = () => navigate(categoryListPath(tenantId));
  usePageTitle(category.status === 'ready' && category.data ? `ユーザーカテゴリ編集: ${category.data.name}` : null);
  const missing = category.status === 'ready' && !category.data;

  const save = (current: Category) => async (fields: CategoryFields, requestId: string) => {
    await tenantAdminApi.updateCategory({ tenantId, categoryId: current.id, ...fields }, requestId);
    notify.info(`ユーザーカテゴリ「${fields.name}」を保存しました。`);
    backToList();
  };

  const content = () => {
    if (category.status === 'error') return <ErrorState message={`ユーザーカテゴリを読み込めませんでした。${category.message}`} onRetry={category.reload} />;
    if (categories.status === 'error') return <ErrorState message={`ユーザーカテゴリを読み込めませんでした。${categories.message}`} onRetry={categories.reload} />;
    if (category.status === 'loading' || categories.status === 'loading') return <LoadingState />;
    const current = category.data;
    if (!current) return <MissingState title="ユーザーカテゴリが見つかりません。" back={<BackToCategories tenantId={tenantId} />} />;
    const others = categories.data.filter((other) => other.id !== current.id);
    return (
      <>
        <CategoryForm
          label="ユーザーカテゴリ編集"
          initial={formOf(current)}
          others={others}
          submitLabel="保存"
          onSave={save(current)}
          onCancel={backToList}
        />
        <section className={styles.danger} aria-labelledby="category-delete-title">
          <Subtitle2 as="h2" id="category-delete-title">
            カテゴリの削除
          </Subtitle2>
          <Body1>
            削除すると元に戻せません。このカテゴリのユーザー・よくある質問・問い合わせは、削除時に選ぶ別のカテゴリに移すか、カテゴリなしにします。
          </Body1>
          <DeleteCategoryDialog tenantId={tenantId} category={current} others={others} onDeleted={backToList} />
        </section>
      </>
    );
  };

  return (
    <Page title="ユーザーカテゴリ編集">
      {!missing && <BackToCategories tenantId={tenantId} />}
      {content()}
    </Page>
  );
}
