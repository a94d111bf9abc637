import type { Category, TenantUser } from '@madoguchi/shared/data';

// What the users screens' tests share: demo categories and users.

export const CATEGORIES: Category[] = [
  { id: 'sales', name: '営業部', description: '', order: 1, slackChannelId: null, slackChannelName: null },
  { id: 'general', name: '総務部', description: '', order: 2, slackChannelId: null, slackChannelName: null },
];

export function tenantUser(overrides: Partial<TenantUser> = {}): TenantUser {
  return {
    uid: 'u1',
    name: '鈴木 一郎',
    nameReading: 'スズキ イチロウ',
    email: 'suzuki@a.example.com',
    isTenantAdmin: false,
    categoryIds: ['sales'],
    status: 'active',
    createdAt: new Date('2026-04-01T09:00:00+09:00'),
    updatedAt: null,
    lastSignInAt: null,
    ...overrides,
  };
}

/** watchCategories' shape: delivers `list` once, as the live listener's first snapshot would. */
export const deliverCategories =
  (list: Category[] = CATEGORIES) =>
  async (onData: (categories: Category[]) => void): Promise<() => void> => {
    onData(list);
    return () => undefined;
  };

/**
 * watchCategories' shape for a listener that fails the first time it is started (Firestore reports
 * the error to the listener, which then stops) and delivers CATEGORIES when started again.
 */
export function categoriesFailingOnce(code = 'permission-denied') {
  let started = 0;
  return async (onData: (categories: Category[]) => void, onError: (error: unknown) => void): Promise<() => void> => {
    started += 1;
    if (started === 1) onError(Object.assign(new Error(code), { code }));
    else onData(CATEGORIES);
    return () => undefined;
  };
}

