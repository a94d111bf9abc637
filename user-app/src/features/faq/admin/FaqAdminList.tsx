import {
  Button,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage, fetchFaqPage, type FaqDocument, type PageCursor } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { EmptyState, ErrorState, LoadingState, useStackedTableStyles } from '@madoguchi/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { CategoryBadges } from '../CategoryBadges';
import { FaqStatusBadge } from '../FaqStatusBadge';

const PAGE_SIZE = 20;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  more: { alignSelf: 'center' },
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
  const stacked = useStackedTableStyles();
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

  if (!state.started) return state.error ? <ErrorState message={state.error} /> : <LoadingState />;
  if (state.items.length === 0) {
    return <EmptyState title="よくある質問はまだありません">「新しいよくある質問」から作成できます。</EmptyState>;
  }
  return (
    <div className={styles.root}>
      <Table className={stacked.table} aria-label="すべてのよくある質問">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>質問</TableHeaderCell>
            <TableHeaderCell>状態</TableHeaderCell>
            <TableHeaderCell>ユーザーカテゴリ</TableHeaderCell>
            <TableHeaderCell>更新日時</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {state.items.map((faq) => (
            <TableRow key={faq.id}>
              <TableCell>
                <Link as="button" onClick={() => onOpen(faq.id)}>
                  {faq.question}
                </Link>
              </TableCell>
              <TableCell data-label="状態">
                <FaqStatusBadge status={faq.status} />
              </TableCell>
              <TableCell data-label="ユーザーカテゴリ">
                <CategoryBadges ids={faq.categoryIds} names={categoryNames} />
              </TableCell>
              <TableCell data-label="更新日時">{faq.updatedAt ? formatDateTime(faq.updatedAt) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {state.error && <ErrorState message={state.error} />}
      {state.next && (
        <Button className={styles.more} onClick={more} disabled={state.loading}>
          {state.loading ? '読み込んでいます…' : 'さらに読み込む'}
        </Button>
      )}
    </div>
  );
}
