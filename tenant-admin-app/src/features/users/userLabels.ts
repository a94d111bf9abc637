import type { TenantUserStatus } from '@madoguchi/shared/api';
import type { TenantUserRole, TenantUserSort } from '@madoguchi/shared/data';

export const ROLE_LABELS: Record<TenantUserRole, string> = { admin: 'テナント管理者', member: 'ユーザー' };
export const STATUS_LABELS: Record<TenantUserStatus, string> = { active: '有効', disabled: '無効' };
export const SORT_LABELS: Record<TenantUserSort, string> = { name: '氏名順', email: 'メールアドレス順', newest: '登録が新しい順' };
