import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage, fetchFaqPage, type FaqDocument, type PageCursor } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { DataTable, EmptyState, type DataTableColumn } from '@madoguchi/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { CategoryBadges } from '../CategoryBadges';
import { FaqStatusBadge } from '../FaqStatusBadge';

const PAGE_SIZE = 20;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface ListState {
  items: FaqDocument[];
  next: PageCursor | null;
  loading: boolean;
  error: string | null;
  /** Whether a first page has arrived. */
  started: boolean;
}

const INITIAL: ListState = { items: [], next: null, loading: true, error: null, started: false };

interface Props {
  tenantId: string;
  categoryNames: ReadonlyMap<string, string>;
  onOpen: (faqId: string) => void;
}

/** Tenant admins: every entry, drafts included, newest change first, a page at a time. */
export function FaqAdminList({ tenantId, categoryNames, onOpen }: Props) {
  const styles = useStyles();
  const [state, setState] = useState<ListState>(INITIAL);

  const loadAfter = useCallback(
    async (after: PageCursor | null, before: FaqDocument[]): Promise<Partial<ListState>> => {
      try {
        const page = await fetchFaqPage(tenantId, after, PAGE_SIZE);
        return { items: [...before, ...page.items], next: page.next, loading: false, error: null, started: true };
      } catch (failure) {
        return { loading: false, error: errorMessage(failure) };
      }
    },
    [tenantId],
  );

  useEffect(() => {
    let active = true;
    void loadAfter(null, []).then((patch) => {
      if (active) setState((previous) => ({ ...previous, ...patch }));
    });
    return () => {
      active = false;
    };
  }, [loadAfter]);

  const more = () => {
    setState((previous) => ({ ...previous, loading: true, error: null }));
    void loadAfter(state.next, state.items).then((patch) => setState((previous) => ({ ...previous, ...patch })));
  };

  const columns: DataTableColumn<FaqDocument>[] = [
    {
      key: 'question',
      header: '質問',
      cell: (faq) => (
        <Link as="button" onClick={() => onOpen(faq.id)}>
          {faq.question}
        </Link>
      ),
    },
    { key: 'status', header: '状態', label: '状態', cell: (faq) => <FaqStatusBadge status={faq.status} /> },
    { key: 'categories', header: 'ユーザーカテゴリ', label: 'ユーザーカテゴリ', cell: (faq) => <CategoryBadges ids={faq.categoryIds} names={categoryNames} /> },
    { key: 'updatedAt', header: '更新日時', label: '更新日時', cell: (faq) => (faq.updatedAt ? formatDateTime(faq.updatedAt) : '') },
  ];

  return (
    <div className={styles.root}>
      <DataTable
        aria-label="すべてのよくある質問"
        columns={columns}
        rows={state.items}
        rowKey={(faq) => faq.id}
        // Only the first page shows a spinner; a later one is said on the button that asked for it.
        loading={!state.started && !state.error}
        error={state.error}
        empty={<EmptyState title="よくある質問はまだありません">「新しいよくある質問」から作成できます。</EmptyState>}
        more={state.next && { label: state.loading ? '読み込んでいます…' : 'さらに読み込む', onClick: more, disabled: state.loading }}
      />
    </div>
  );
}
