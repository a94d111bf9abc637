import { useLiveData, watchCategories, type Category } from '@madoguchi/shared/data';

export interface CategoryList {
  /** In display order; empty until they arrive, and when they could not be read. */
  categories: Category[];
  loading: boolean;
  /** What went wrong, as a sentence to show, or null. */
  error: string | null;
  /** Starts reading them again (after a failure the listener has stopped). */
  reload: () => void;
}

/**
 * The tenant's categories, live: they label the table, filter the list and are picked in the forms.
 * A failure is kept apart from "none yet", so a screen does not say there are none when it could not tell.
 */
export function useCategoryList(tenantId: string): CategoryList {
  const categories = useLiveData(`categories/${tenantId}`, watchCategories(tenantId));
  return {
    categories: categories.status === 'ready' ? categories.data : [],
    loading: categories.status === 'loading',
    error: categories.status === 'error' ? `ユーザーカテゴリを読み込めませんでした。${categories.message}` : null,
    reload: categories.reload,
  };
}
