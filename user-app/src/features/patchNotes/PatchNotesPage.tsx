import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useAuth } from '@madoguchi/shared';
import { fetchPatchNotes, isUnreadPatchNote, usePagedList } from '@madoguchi/shared/data';
import { EmptyState, ErrorState, LoadingState, Page, PatchNoteArticle } from '@madoguchi/shared/ui';
import { useSeenBefore } from './useSeenBefore';

export const PATCH_NOTES_PAGE_SIZE = 10;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  more: { alignSelf: 'center' },
});

/** リリースノート: published notes, newest first, a page at a time; opening it marks them seen. */
export function PatchNotesPage() {
  const styles = useStyles();
  const { tenantId, currentUserId } = useAuth();
  const seenBefore = useSeenBefore(tenantId, currentUserId);
  const { items, next, loading, error, loadMore: more } = usePagedList('patchNotes', (after) =>
    fetchPatchNotes(PATCH_NOTES_PAGE_SIZE, after),
  );

  return (
    <Page title="リリースノート" description="窓口の新機能・改善・修正のお知らせです。">
      <div className={styles.list}>
        {items.map((note) => (
          <PatchNoteArticle key={note.id} note={note} unread={seenBefore !== undefined && isUnreadPatchNote(note, seenBefore)} />
        ))}
        {!loading && !error && items.length === 0 && <EmptyState title="公開中のリリースノートはまだありません。" />}
        {error && <ErrorState message={`リリースノートを読み込めませんでした。${error}`} onRetry={more} />}
        {loading && <LoadingState label="リリースノートを読み込み中…" />}
        {!loading && !error && next && (
          <Button className={styles.more} onClick={more}>
            さらに表示
          </Button>
        )}
      </div>
    </Page>
  );
}
