import { makeStyles, tokens } from '@fluentui/react-components';
import { fetchPublishedPatchNote, useFetched } from '@madoguchi/shared/data';
import { ErrorState, LoadingState, MissingState, Page, PatchNoteArticle, RouterLink, usePageTitle } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
});

/**
 * One release note, for a link to it (an inquiry's 「この件はリリースノート『…』で修正されました」). A draft
 * reads as missing: users see published notes only.
 */
export function PatchNotePage() {
  const styles = useStyles();
  const { tenantId = '', patchNoteId = '' } = useParams();
  const note = useFetched(`patchNote/${patchNoteId}`, () => fetchPublishedPatchNote(patchNoteId));
  usePageTitle(note.status === 'ready' && note.data ? `リリースノート: ${note.data.title}` : null);
  const back = <RouterLink to={`/tenants/${encodeURIComponent(tenantId)}/patch-note`}>リリースノート一覧に戻る</RouterLink>;

  return (
    <Page title="リリースノート">
      <div className={styles.column}>
        {note.status === 'loading' && <LoadingState />}
        {note.status === 'error' && <ErrorState message={note.message} onRetry={note.reload} />}
        {note.status === 'ready' && !note.data && <MissingState title="リリースノートが見つかりません。" back={back} />}
        {note.status === 'ready' && note.data && (
          <>
            <PatchNoteArticle note={note.data} unread={false} />
            <div>{back}</div>
          </>
        )}
      </div>
    </Page>
  );
}
