import { AreaTabs } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';

const TABS = [
  { path: '', label: '管理トップ' },
  { path: 'users', label: 'ユーザー' },
  { path: 'categories', label: 'ユーザーカテゴリ', also: ['users/categories'] },
  { path: 'slack', label: 'Slack連携' },
  { path: 'support', label: 'サポート' },
] as const;

/** The tenant admin area's main pages. */
export function AdminAreaNav() {
  const { tenantId = '' } = useParams();
  return <AreaTabs label="テナント管理メニュー" base={`/tenants/${encodeURIComponent(tenantId)}/admin`} tabs={TABS} />;
}
