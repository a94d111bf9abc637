import { fetchActiveAdmins, useFetched, type TenantUser } from '@madoguchi/shared/data';

export const LAST_ADMIN_NOTE = 'このテナントの最後の有効な管理者のため、管理者から外したり無効にしたりできません。先に別のユーザーを管理者にしてください。';

/**
 * Why the user may not be demoted or disabled: the tenant's only active admin. A convenience for the
 * screen; the server enforces the rule. Unknown (still loading or failed) locks nothing.
 */
export function useLastAdminLock(tenantId: string, user: TenantUser | null): string | null {
  const admins = useFetched(user ? `admins/${tenantId}/${user.uid}/${user.isTenantAdmin}/${user.status}` : null, () => fetchActiveAdmins(tenantId));
  if (!user || !user.isTenantAdmin || user.status !== 'active' || admins.status !== 'ready') return null;
  return admins.data.some((admin) => admin.uid !== user.uid) ? null : LAST_ADMIN_NOTE;
}
