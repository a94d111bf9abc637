import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useAuth } from '@madoguchi/shared';
import { NO_FILTER, inquiryKeywords, type InquiryFilter } from '@madoguchi/shared/data';
import { FilteredEmptyState, Page, pagedTable } from '@madoguchi/shared/ui';
import { useNavigate, useParams, useSearchParams } from '@madoguchi/shared/router';
import { InquiryFilters } from './InquiryFilters';
import { InquiryTable } from './InquiryTable';
import { NewInquiryForm } from './NewInquiryForm';
import { filterFromParams, paramsWithFilter } from './filterParams';
import { useCategories } from './useDirectory';
import { useInquiryList } from './useInquiryList';

/** The list goes by the latest activity; a search by words lists by number (its index's order). */
const SEARCH_ORDER_NOTE = 'キーワードで検索した結果は、番号の新しい順に表示されます。';

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** 問い合わせ一覧: users see their own, tenant admins all with filters; the new-inquiry form opens here. */
export function InquiriesPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const { currentUserId, isTenantAdmin } = useAuth();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const composing = params.has('new');
  const categories = useCategories(tenantId);
  const list = useInquiryList({ tenantId, uid: currentUserId ?? '', isTenantAdmin }, filter);
  const filtered = JSON.stringify(filter) !== JSON.stringify(NO_FILTER);

  const setComposing = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('new', '1');
    else next.delete('new');
    setParams(next);
  };
  const setFilter = (next: InquiryFilter) => setParams(paramsWithFilter(params, next));

  return (
    <Page
      title="問い合わせ一覧"
      description={isTenantAdmin ? 'テナント内のすべての問い合わせを確認・対応できます。' : 'これまでの問い合わせと対応状況を確認できます。'}
    >
      {composing ? (
        <NewInquiryForm
          tenantId={tenantId}
          categories={categories}
          onFiled={(inquiryId) => navigate(`/tenants/${encodeURIComponent(tenantId)}/inquiries/${encodeURIComponent(inquiryId)}`)}
          onCancel={() => setComposing(false)}
        />
      ) : (
        <div className={styles.toolbar}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setComposing(true)}>
            新規問い合わせ
          </Button>
          <Button icon={<ArrowClockwiseRegular />} onClick={list.reload} disabled={list.loading}>
            最新の情報に更新
          </Button>
        </div>
      )}
      <InquiryFilters
        key={params.get('q') ?? ''}
        filter={filter}
        onChange={setFilter}
        categories={categories}
        requesterTenantId={isTenantAdmin ? tenantId : null}
        note={inquiryKeywords(filter.text).length > 0 ? SEARCH_ORDER_NOTE : undefined}
      />
      <InquiryTable
        {...pagedTable(list, { restart: true })}
        tenantId={tenantId}
        categories={categories}
        showRequester={isTenantAdmin}
        empty={
          <FilteredEmptyState
            filtered={filtered}
            unmatched="条件に一致する問い合わせはありません"
            none={['まだ問い合わせはありません', 'お困りのことがあれば「新規問い合わせ」から送信してください。']}
          />
        }
      />
    </Page>
  );
}
