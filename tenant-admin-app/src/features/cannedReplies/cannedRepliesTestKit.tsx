// Test-only: sample canned replies and categories for the canned reply screens' component tests.
import type { CannedReply, Category } from '@madoguchi/shared/data';

const category = (id: string, name: string, order: number): Category => ({
  id,
  name,
  description: '',
  order,
  slackChannelId: null,
  slackChannelName: null,
});

export const CATEGORIES: Category[] = [category('cat-sales', '営業部', 1), category('cat-dev', '開発部', 2)];

export const UPDATED = new Date('2026-11-20T01:02:03.000Z');

const reply = (id: string, title: string, body: string, categoryId: string | null): CannedReply => ({
  id,
  title,
  body,
  categoryId,
  updatedAt: UPDATED,
  updatedByName: '佐藤 花子',
});

/** In Firestore's order (code points), not the Japanese order (localeCompare 'ja') the list shows. */
export const REPLIES: CannedReply[] = [
  reply('r-received', '受付のご連絡', '{{requesterName}} さん\n#{{number}} を受け付けました。', null),
  reply('r-dev', '開発用アカウント', '{{categoryName}}のアカウントは申請後に設定します。', 'cat-dev'),
  reply('r-gone', '旧部署あて', '旧部署のご案内です。', 'cat-deleted'),
];

/** watchCategories' shape: delivers `list` once, as the live listener's first snapshot would. */
export const deliver = (list: Category[]) => async (onData: (categories: Category[]) => void) => {
  onData(list);
  return () => undefined;
};

/** The routes of tenant-admin-app/src/Area.tsx, under the shell's /tenants/:tenantId/admin. */
export const ROUTES = {
  list: '/tenants/:tenantId/admin/canned-replies',
  new: '/tenants/:tenantId/admin/canned-replies/new',
  editor: '/tenants/:tenantId/admin/canned-replies/:cannedReplyId',
} as const;

/** An error as the callable client raises it: a Japanese message from the server. */
export const refusal = (message: string, code = 'functions/invalid-argument') => Object.assign(new Error(message), { code });
