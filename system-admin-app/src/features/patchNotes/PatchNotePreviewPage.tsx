import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { asPublished, fetchPatchNotePreview, useFetched } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { EmptyState, ErrorState, LoadingState, Page, PatchNoteArticle } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';

const useStyles = makeStyles({ article: { maxWidth: '880px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/**
 * リリースノートのプレビュー: a saved snapshot of the editor's content, rendered by the very component
 * users read release notes with, so it shows exactly what they will see.
 */
export function PatchNotePreviewPage() {
  const styles = useStyles();
  const { patchNoteId = '', previewId = '' } = useParams();
  const preview = useFetched(`preview/${patchNoteId}/${previewId}`, () => fetchPatchNotePreview(patchNoteId, previewId));

  return (
    <Page title="リリースノートのプレビュー">
      {preview.status === 'loading' && <LoadingState />}
      {preview.status === 'error' && <ErrorState message={preview.message} onRetry={preview.reload} />}
      {preview.status === 'ready' && !preview.data && <EmptyState title="プレビューが見つかりません">エディタからもう一度プレビューを開いてください。</EmptyState>}
      {preview.status === 'ready' && preview.data && (
        <div className={styles.article}>
          <MessageBar intent="info">
            <MessageBarBody>
              <MessageBarTitle>ユーザーにはこのように表示されます</MessageBarTitle>
              {preview.data.createdAt ? `${formatDateTime(preview.data.createdAt)} 時点の` : ''}保存前の内容を含むプレビューです。公開日時はプレビューを作った日時で表示しています。
            </MessageBarBody>
          </MessageBar>
          <PatchNoteArticle note={asPublished(previewId, preview.data, preview.data.createdAt)} unread={false} />
        </div>
      )}
    </Page>
  );
}
