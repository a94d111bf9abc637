import { notify } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import { fetchCannedReply, useFetched, useLiveData, watchCategories } from '@madoguchi/shared/data';
import { ErrorState, LoadingState, MissingState, Page, usePageTitle } from '@madoguchi/shared/ui';
import { useNavigate, useParams } from '@madoguchi/shared/router';
import { BackToCannedReplies } from './BackToCannedReplies';
import { CannedReplyForm } from './CannedReplyForm';
import { formOf, type CannedReplyFormValues } from './cannedReplyForm';
import { cannedReplyListPath } from './cannedReplyPaths';

/** 定型文の編集. The reply is read once, not watched: the form starts from it. */
export function CannedReplyEditorPage() {
  const navigate = useNavigate();
  const { tenantId = '', cannedReplyId = '' } = useParams();
  const reply = useFetched(`${tenantId}/${cannedReplyId}`, () => fetchCannedReply(tenantId, cannedReplyId));
  const categories = useLiveData(tenantId, watchCategories(tenantId));
  const backToList = () => navigate(cannedReplyListPath(tenantId));
  usePageTitle(reply.status === 'ready' && reply.data ? `定型文の編集: ${reply.data.title}` : null);
  const missing = reply.status === 'ready' && !reply.data;

  const save = async (fields: CannedReplyFormValues, requestId: string) => {
    await tenantAdminApi.saveCannedReply({ tenantId, cannedReplyId, ...fields }, requestId);
    notify.info(`定型文「${fields.title}」を保存しました。`);
    backToList();
  };

  const content = () => {
    if (reply.status === 'error') return <ErrorState message={`定型文を読み込めませんでした。${reply.message}`} onRetry={reply.reload} />;
    if (categories.status === 'error') return <ErrorState message={`ユーザーカテゴリを読み込めませんでした。${categories.message}`} onRetry={categories.reload} />;
    if (reply.status === 'loading' || categories.status === 'loading') return <LoadingState />;
    if (!reply.data) return <MissingState title="定型文が見つかりません。" back={<BackToCannedReplies tenantId={tenantId} />} />;
    return (
      <CannedReplyForm label="定型文の編集" initial={formOf(reply.data)} categories={categories.data} submitLabel="保存" onSave={save} onCancel={backToList} />
    );
  };

  return (
    <Page title="定型文の編集">
      {!missing && <BackToCannedReplies tenantId={tenantId} />}
      {content()}
    </Page>
  );
}
