import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular } from '@fluentui/react-icons';
import { usePagedList } from '@madoguchi/shared/data';
import { fetchTenants, type TenantFilter, type TenantSummary } from './api/tenants';
import { FilteredEmptyState, Page, pagedTable } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { useSearchParams } from '@madoguchi/shared/router';
import { CreateTenantDialog } from './CreateTenantDialog';
import { RenameTenantDialog } from './RenameTenantDialog';
import { TenantFilters } from './TenantFilters';
import { TenantStatusDialog } from './TenantStatusDialog';
import { TenantTable, type TenantAction } from './TenantTable';
import { paramsWithTenantFilter, tenantFilterFromParams } from './tenantParams';

export const TENANTS_PAGE_SIZE = 25;

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type DialogChoice = { action: 'create' } | { action: TenantAction; tenant: TenantSummary };
/** The dialog last opened; `life` starts a new one (fields, request id) each time one opens. */
type DialogState = DialogChoice & { open: boolean; life: number };

/** テナント: every tenant with search, status and user counts; create, rename, suspend and resume. */
export function TenantsPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const filter = tenantFilterFromParams(params);
  const list = usePagedList(JSON.stringify(filter), (after) => fetchTenants(filter, TENANTS_PAGE_SIZE, after));
  // What this admin changed in rows already read, shown without reading the pages again; a fresh
  // read is newer, so the changes are dropped whenever the list is read from the start.
  const [edits, setEdits] = useState<Record<string, Partial<TenantSummary>>>({});
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const openDialog = (choice: DialogChoice) => setDialog((current) => ({ ...choice, open: true, life: (current?.life ?? 0) + 1 }));
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });
  const tenants = list.items.map((tenant) => ({ ...tenant, ...edits[tenant.id] }));
  const filtered = filter.text.trim() !== '' || filter.status !== null;

  const readAgain = () => {
    setEdits({});
    list.reload();
  };
  const setFilter = (next: TenantFilter) => {
    setEdits({});
    setParams(paramsWithTenantFilter(params, next));
  };
  const edited = (tenantId: string, change: Partial<TenantSummary>) => {
    setEdits((current) => ({ ...current, [tenantId]: { ...current[tenantId], ...change } }));
    closeDialog();
  };

  return (
    <Page title="テナント" description="テナントの作成・名称変更・利用停止を行います。">
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => openDialog({ action: 'create' })}>
          テナントを作成
        </Button>
        <Button icon={<ArrowClockwiseRegular />} onClick={readAgain} disabled={list.loading}>
          最新の情報に更新
        </Button>
      </div>
      <TenantFilters key={params.get('q') ?? ''} filter={filter} onChange={setFilter} />
      <TenantTable
        {...pagedTable(list)}
        rows={tenants}
        onAction={(action, tenant) => openDialog({ action, tenant })}
        empty={
          <FilteredEmptyState
            more={list.next !== null}
            filtered={filtered}
            unread={['ここまでに一致するテナントはありません', 'さらに検索して、残りのテナントも確認できます。']}
            unmatched="条件に一致するテナントはありません"
            none={['テナントがありません', '「テナントを作成」から最初のテナントを作成してください。']}
          />
        }
      />
      {dialog?.action === 'create' && (
        <CreateTenantDialog
          key={dialog.life}
          open={dialog.open}
          onCreated={() => {
            closeDialog();
            readAgain();
          }}
          onClose={closeDialog}
        />
      )}
      {dialog?.action === 'rename' && (
        <RenameTenantDialog
          key={dialog.life}
          open={dialog.open}
          tenant={dialog.tenant}
          onRenamed={(name) => edited(dialog.tenant.id, { name })}
          onClose={closeDialog}
        />
      )}
      {dialog?.action === 'status' && (
        <TenantStatusDialog
          key={dialog.life}
          open={dialog.open}
          tenant={dialog.tenant}
          onChanged={(status) => edited(dialog.tenant.id, { status })}
          onClose={closeDialog}
        />
      )}
    </Page>
  );
}
