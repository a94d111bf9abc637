import { notify } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import { useLiveData, watchCategories } from '@madoguchi/shared/data';
import { ErrorState, LoadingState, Page } from '@madoguchi/shared/ui';
import { useNavigate, useParams } from '@madoguchi/shared/router';
import { BackToCategories } from './BackToCategories';
import { CategoryForm } from './CategoryForm';
import { newCategoryForm, type CategoryFields } from './categoryForm';
import { categoryListPath } from './categoryPaths';

/** ユーザーカテゴリ登録. The existing categories give the default order (last) and the names taken. */
export function CategoryRegistrationPage() {
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const categories = useLiveData(tenantId, watchCategories(tenantId));

  const register = async (fields: CategoryFields, requestId: string) => {
    await tenantAdminApi.createCategory({ tenantId, ...fields }, requestId);
    notify.info(`ユーザーカテゴリ「${fields.name}」を登録しました。`);
    navigate(categoryListPath(tenantId));
  };

  return (
    <Page title="ユーザーカテゴリ登録" description="新しいユーザーカテゴリを作成します。作成後、ユーザー情報の画面からユーザーに割り当てられます。">
      <BackToCategories tenantId={tenantId} />
      {categories.status === 'loading' && <LoadingState />}
      {categories.status === 'error' && (
        <ErrorState message={`ユーザーカテゴリを読み込めませんでした。${categories.message}`} onRetry={categories.reload} />
      )}
      {categories.status === 'ready' && (
        <CategoryForm
          label="ユーザーカテゴリ登録"
          initial={newCategoryForm(categories.data)}
          others={categories.data}
          submitLabel="登録する"
          onSave={register}
          onCancel={() => navigate(categoryListPath(tenantId))}
        />
      )}
    </Page>
  );
}
