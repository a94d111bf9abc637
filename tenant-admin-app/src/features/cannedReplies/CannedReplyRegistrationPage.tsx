import { notify } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import { useLiveData, watchCategories } from '@madoguchi/shared/data';
import { ErrorState, LoadingState, Page } from '@madoguchi/shared/ui';
import { useNavigate, useParams } from '@madoguchi/shared/router';
import { BackToCannedReplies } from './BackToCannedReplies';
import { CannedReplyForm } from './CannedReplyForm';
import { EMPTY_CANNED_REPLY, type CannedReplyFormValues } from './cannedReplyForm';
import { cannedReplyListPath } from './cannedReplyPaths';

/** 定型文の登録. */
export function CannedReplyRegistrationPage() {
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const categories = useLiveData(tenantId, watchCategories(tenantId));

  const register = async (fields: CannedReplyFormValues, requestId: string) => {
    await tenantAdminApi.saveCannedReply({ tenantId, cannedReplyId: null, ...fields }, requestId);
    notify.info(`定型文「${fields.title}」を登録しました。`);
    navigate(cannedReplyListPath(tenantId));
  };

  return (
    <Page title="定型文の登録" description="問い合わせへの返信でよく使う文章を登録します。">
      <BackToCannedReplies tenantId={tenantId} />
      {categories.status === 'loading' && <LoadingState />}
      {categories.status === 'error' && <ErrorState message={`ユーザーカテゴリを読み込めませんでした。${categories.message}`} onRetry={categories.reload} />}
      {categories.status === 'ready' && (
        <CannedReplyForm
          label="定型文の登録"
          initial={EMPTY_CANNED_REPLY}
          categories={categories.data}
          submitLabel="登録する"
          onSave={register}
          onCancel={() => navigate(cannedReplyListPath(tenantId))}
        />
      )}
    </Page>
  );
}
