import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useFetched } from '@madoguchi/shared/data';
import { asPublished, fetchPatchNotePreview } from './api/patchNoteAdmin';
import { formatDateTime } from '@madoguchi/shared/format';
import { ErrorState, LoadingState, MissingState, Page, PatchNoteArticle, RouterLink, usePageTitle } from '@madoguchi/shared/ui';
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
  usePageTitle(preview.status === 'ready' && preview.data ? `リリースノートのプレビュー: ${preview.data.title}` : null);

  return (
    <Page title="リリースノートのプレビュー">
      {preview.status === 'loading' && <LoadingState />}
      {preview.status === 'error' && <ErrorState message={preview.message} onRetry={preview.reload} />}
      {preview.status === 'ready' && !preview.data && (
        <MissingState title="プレビューが見つかりません。" back={<RouterLink to="/systemAdmin/patchNote">リリースノート一覧に戻る</RouterLink>}>
          プレビューは作成から1日で削除されます。エディタからもう一度プレビューを開いてください。
        </MissingState>
      )}
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
