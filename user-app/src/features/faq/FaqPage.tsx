import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useAuth } from '@madoguchi/shared';
import { useFaqIndex, useLiveData, watchCategories, type FaqDocument } from '@madoguchi/shared/data';
import { Page, RouterLink } from '@madoguchi/shared/ui';
import { useMemo, useState } from 'react';
import { useParams } from '@madoguchi/shared/router';
import { FaqAdminList } from './admin/FaqAdminList';
import { FaqEditor } from './admin/FaqEditor';
import { FaqFromInquiryEditor } from './admin/FaqFromInquiryEditor';
import { FaqDetail } from './FaqDetail';
import { FaqSearch } from './FaqSearch';
import { useFaqParams, type FaqParams } from './useFaqParams';

const useStyles = makeStyles({
  adminBar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  adminActions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** What the admin's editor holds: an entry being edited, or null for a new one. */
type Editing = { faq: FaqDocument | null } | null;

/** What the page is for, said to whom it is for: readers search; admins also keep the entries. */
function descriptionFor(isTenantAdmin: boolean, mode: 'write' | FaqParams['view']): string {
  if (!isTenantAdmin) return 'よくある質問を検索できます。解決しない場合は問い合わせてください。';
  if (mode === 'write') return '質問と回答を書いて保存します。公開すると、選んだユーザーカテゴリのユーザーが検索で見つけられるようになります。';
  if (mode === 'manage') return '下書きを含むすべてのよくある質問です。下書きはユーザーには表示されません。';
  return 'ユーザーと同じ検索結果を確かめられます。見つからない質問は、新しいよくある質問として作成できます。';
}

/** よくある質問: search and read for everyone; tenant admins also write, publish and delete here. */
export function FaqPage() {
  const styles = useStyles();
  const { tenantId = '' } = useParams();
  const { isTenantAdmin } = useAuth();
  const index = useFaqIndex(tenantId);
  const categoryData = useLiveData(tenantId, watchCategories(tenantId));
  const categories = useMemo(() => (categoryData.status === 'ready' ? categoryData.data : []), [categoryData]);
  const categoryNames = useMemo(() => new Map(categories.map((category) => [category.id, category.name])), [categories]);
  const [params, setParams] = useFaqParams();
  const [editing, setEditing] = useState<Editing>(null);

  const open = (id: string) => setParams({ id, new: '', fromInquiry: '' });
  // A link may open the editor on a new entry with its question written (?new=).
  const composing = isTenantAdmin && params.new !== '' && !editing;
  const content = () => {
    if (isTenantAdmin && params.fromInquiry && !editing) {
      return (
        <FaqFromInquiryEditor
          tenantId={tenantId}
          inquiryId={params.fromInquiry}
          categories={categories}
          onCancel={() => setParams({ fromInquiry: '' })}
          onSaved={(id) => setParams({ fromInquiry: '', id })}
        />
      );
    }
    if (editing || composing) {
      return (
        <FaqEditor
          key={editing ? (editing.faq?.id ?? 'new') : `new:${params.new}`}
          tenantId={tenantId}
          faq={editing?.faq ?? null}
          question={editing ? '' : params.new}
          categories={categories}
          onCancel={() => (editing ? setEditing(null) : setParams({ new: '' }))}
          onSaved={(id) => {
            setEditing(null);
            open(id);
          }}
        />
      );
    }
    if (params.id) {
      return (
        <FaqDetail
          tenantId={tenantId}
          faqId={params.id}
          categoryNames={categoryNames}
          isTenantAdmin={isTenantAdmin}
          onBack={() => setParams({ id: '' })}
          onEdit={(faq) => setEditing({ faq })}
        />
      );
    }
    if (isTenantAdmin && params.view === 'manage') {
      return <FaqAdminList tenantId={tenantId} categoryNames={categoryNames} onOpen={open} />;
    }
    return (
      <FaqSearch
        tenantId={tenantId}
        index={index}
        categories={categories}
        categoryNames={categoryNames}
        params={params}
        setParams={setParams}
        onOpen={open}
      />
    );
  };

  const writing = editing !== null || composing || (isTenantAdmin && params.fromInquiry !== '');
  return (
    <Page title="よくある質問" description={descriptionFor(isTenantAdmin, writing ? 'write' : params.view)}>
      {isTenantAdmin && !writing && !params.id && (
        <div className={styles.adminBar}>
          <TabList
            selectedValue={params.view}
            onTabSelect={(_, data) => setParams({ view: data.value === 'manage' ? 'manage' : 'search' })}
          >
            <Tab value="search">検索</Tab>
            <Tab value="manage">すべてのよくある質問（下書きを含む）</Tab>
          </TabList>
          <span className={styles.adminActions}>
            <RouterLink to={`/tenants/${encodeURIComponent(tenantId)}/admin/faq-search${params.q ? `?q=${encodeURIComponent(params.q)}` : ''}`}>
              検索をテスト
            </RouterLink>
            <Button appearance="primary" onClick={() => setEditing({ faq: null })}>
              新しいよくある質問
            </Button>
          </span>
        </div>
      )}
      {content()}
    </Page>
  );
}
