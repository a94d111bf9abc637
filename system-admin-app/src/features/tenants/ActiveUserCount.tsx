import { Spinner } from '@fluentui/react-components';
import { useFetched } from '@madoguchi/shared/data';
import { fetchActiveUserCount } from './api/tenants';

/**
 * The tenant's active users, counted for its row. A count that cannot be read shows 「—」 and leaves
 * the rest of the list alone.
 */
export function ActiveUserCount({ tenantId }: { tenantId: string }) {
  const count = useFetched(tenantId, () => fetchActiveUserCount(tenantId));
  if (count.status === 'loading') return <Spinner size="extra-tiny" aria-label="集計中" />;
  if (count.status === 'error') return <span title={`人数を取得できませんでした。${count.message}`}>—</span>;
  return <>{`${count.data.toLocaleString('ja-JP')}人`}</>;
}
