import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowUploadRegular, PersonAddRegular } from '@fluentui/react-icons';
import { fetchTenantUsers, searchesUsers, TENANT_USERS_PAGE_SIZE, usePagedList, type TenantUserFilter } from '@madoguchi/shared/data';
import { ErrorState, FilteredEmptyState, Page, pagedTable, useEarlyPageHandover } from '@madoguchi/shared/ui';
import { useNavigate, useParams, useSearchParams } from '@madoguchi/shared/router';
import { UserFilters } from './UserFilters';
import { UserTable } from './UserTable';
import { useCategoryList } from './useCategoryList';
import { paramsWithUserFilter, userFilterFromParams } from './userParams';

/** A search lists in 氏名順 (its index's order), whatever sort is chosen. */
const SEARCH_ORDER_NOTE = 'キーワードで検索した結果は、氏名順に表示されます。';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** ユーザー: the tenant's users with search, filters, sort and paging; register one or import a CSV. */
export function UsersPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filter = userFilterFromParams(params);
  const categoryList = useCategoryList(tenantId);
  const { categories } = categoryList;
  const list = usePagedList(JSON.stringify([tenantId, filter]), (after) => fetchTenantUsers(tenantId, filter, TENANT_USERS_PAGE_SIZE, after));
  // The first page drawn before the app (shell/src/early) gives way once this one shows its rows and their categories.
  useEarlyPageHandover(!list.loading && !categoryList.loading);
  const filtered = filter.text.trim() !== '' || filter.categoryId !== null || filter.role !== null || filter.status !== null;
  const usersPath = `/tenants/${encodeURIComponent(tenantId)}/admin/users`;
  const setFilter = (next: TenantUserFilter) => setParams(paramsWithUserFilter(params, next));

  return (
    <Page title="ユーザー" description="テナントのユーザーを登録・編集し、無効にできます。">
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => navigate(`${usersPath}/new`)}>
          ユーザーを登録
        </Button>
        <Button icon={<ArrowUploadRegular />} onClick={() => navigate(`${usersPath}/import`)}>
          CSVで一括登録
        </Button>
        <Button icon={<ArrowClockwiseRegular />} onClick={list.reload} disabled={list.loading}>
          最新の情報に更新
        </Button>
      </div>
      {categoryList.error && <ErrorState message={categoryList.error} onRetry={categoryList.reload} />}
      <UserFilters
        key={params.get('q') ?? ''}
        filter={filter}
        onChange={setFilter}
        categories={categories}
        note={searchesUsers(filter) && filter.sort !== 'name' ? SEARCH_ORDER_NOTE : undefined}
      />
      <UserTable
        {...pagedTable(list)}
        tenantId={tenantId}
        categories={categories}
        empty={
          <FilteredEmptyState
            filtered={filtered}
            unmatched="条件に一致するユーザーはいません"
            none={['ユーザーがいません', '「ユーザーを登録」か「CSVで一括登録」から追加してください。']}
          />
        }
      />
    </Page>
  );
}
