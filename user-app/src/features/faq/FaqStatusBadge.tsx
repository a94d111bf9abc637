import { Badge } from '@fluentui/react-components';
import type { FaqStatus } from '@madoguchi/shared/api';

/** 下書き / 公開済み, as the admins see it. */
export function FaqStatusBadge({ status }: { status: FaqStatus }) {
  return (
    <Badge appearance="filled" color={status === 'published' ? 'success' : 'warning'} shape="rounded">
      {status === 'published' ? '公開済み' : '下書き'}
    </Badge>
  );
}
