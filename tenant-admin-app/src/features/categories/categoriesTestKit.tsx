// Test-only: sample categories for the category screens' component tests.
import type { Category } from '@madoguchi/shared/data';

export const CATEGORIES: Category[] = [
  { id: 'cat-sales', name: '営業部', description: '法人営業を担当します。', order: 1, slackChannelId: null, slackChannelName: null },
  { id: 'cat-dev', name: '開発部', description: '', order: 2, slackChannelId: null, slackChannelName: null },
  { id: 'cat-soumu', name: '総務部', description: '備品と施設の窓口です。', order: 5, slackChannelId: null, slackChannelName: null },
];

/** watchCategories' shape: delivers `list` once, as the live listener's first snapshot would. */
export const deliver =
  (list: Category[]) =>
  (onData: (categories: Category[]) => void): Promise<() => void> => {
    onData(list);
    return Promise.resolve(() => undefined);
  };

/**
 * watchCategories' shape for a listener that fails the first time it is started (Firestore reports the
 * error to the listener, which then stops) and delivers `list` when started again.
 */
export function failingOnce(error: Error, list: Category[]) {
  let started = 0;
  return (onData: (categories: Category[]) => void, onError: (error: unknown) => void): Promise<() => void> => {
    started += 1;
    if (started === 1) onError(error);
    else onData(list);
    return Promise.resolve(() => undefined);
  };
}

/** The routes of tenant-admin-app/src/Area.tsx, under the shell's /tenants/:tenantId/admin. */
export const ROUTES = {
  list: '/tenants/:tenantId/admin/categories',
  new: '/tenants/:tenantId/admin/users/categories/new',
  editor: '/tenants/:tenantId/admin/users/categories/:categoryId',
} as const;

/** An error as the callable client raises it: a Japanese message from the server. */
export const refusal = (message: string, code = 'functions/already-exists') => Object.assign(new Error(message), { code });
