import type { Notice } from '../notifications/notify';

// The wording of the release-note notification (bell and mail), shared by publishing and the demo seed.

/** For every user of a tenant: a release note came out. */
export function releaseNoteNotice(tenantId: string, title: string): Notice {
  return {
    event: 'releaseNote',
    title: `リリースノート「${title}」を公開しました`,
    body: '新しいリリースノートを公開しました。',
    link: `/tenants/${tenantId}/patch-note`,
  };
}
