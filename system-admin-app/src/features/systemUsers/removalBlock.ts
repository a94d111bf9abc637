import type { SystemUser } from './api/systemUsers';

/**
 * Why a system admin may not be removed here, or null: never oneself, never the last one (the server
 * refuses both too; saying so beside the button spares a refused call).
 */
export function removalBlock(user: SystemUser, currentUserId: string | null, total: number): string | null {
  if (user.uid === currentUserId) return 'ご自身は外せません。';
  if (total <= 1) return '最後のシステム管理者は外せません。';
  return null;
}
