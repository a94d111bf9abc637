import { AreaTabs } from '@madoguchi/shared/ui';

const TABS = [
  { path: 'tenants', label: 'テナント' },
  { path: 'systemusers', label: 'システム管理者' },
  { path: 'patchNote', label: 'リリースノート' },
  { path: 'support', label: 'サポート受信箱' },
] as const;

/** The system admin area's main pages. */
export function SystemAreaNav() {
  return <AreaTabs label="システム管理メニュー" base="/systemAdmin" tabs={TABS} />;
}
