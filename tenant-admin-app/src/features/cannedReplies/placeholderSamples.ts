import type { CannedReplyValues } from '@madoguchi/shared/contracts';

/** What the editor's preview fills in: an inquiry as a requester might have filed it. */
export const PLACEHOLDER_SAMPLES: CannedReplyValues = {
  requesterName: '山田 太郎',
  number: '128',
  title: '会議室のプロジェクターが映りません',
  categoryName: '総務部',
  adminName: '佐藤 花子',
  tenantName: '株式会社さくら商事',
};
