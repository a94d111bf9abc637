import { ArrowLeftRegular } from '@fluentui/react-icons';
import { RouterLink } from '@madoguchi/shared/ui';
import { cannedReplyListPath } from './cannedReplyPaths';

/** The way back to the list from registration and editing. */
export function BackToCannedReplies({ tenantId }: { tenantId: string }) {
  return (
    <RouterLink to={cannedReplyListPath(tenantId)}>
      <ArrowLeftRegular aria-hidden /> 定型文一覧に戻る
    </RouterLink>
  );
}
