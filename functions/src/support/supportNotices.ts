import type { Notice } from '../notifications/notify';

// The wording around support requests (tenant admin → vendor), shared by the callables, the trigger
// and the demo seed. Tenant admins call them サポートへのお問い合わせ, the vendor's inbox サポート依頼.

/** Who signs the vendor's replies. */
export const VENDOR_NAME = '窓口サポート';

/** A reply's signature: the vendor and the answering admin's family name, as in 「窓口サポート 山田」. */
export function vendorSignature(adminName: unknown): string {
  const familyName = typeof adminName === 'string' ? adminName.trim().split(/[\s\u3000]+/)[0] : '';
  return familyName ? `${VENDOR_NAME} ${familyName}` : VENDOR_NAME;
}

/** For the tenant admin who sent the request: the vendor answered. */
export function supportReplyNotice(request: { tenantId: string; subject: string }): Notice {
  return {
    event: 'supportReply',
    title: `サポートへのお問い合わせ「${request.subject}」に回答がありました`,
    body: '運営元から回答が届きました。サポートのページでご確認ください。',
    link: `/tenants/${request.tenantId}/admin/support`,
  };
}

/** The mail to every system admin, leading to the request in their support inbox. */
export function newSupportRequestMail(request: {
  id: string;
  tenantName: string;
  fromName: string;
  subject: string;
  body: string;
  inquiries: { number: number; title: string }[];
}): Pick<Notice, 'title' | 'body' | 'link'> {
  const inquiries = request.inquiries.map((inquiry) => `#${inquiry.number} ${inquiry.title}`);
  return {
    title: `${request.tenantName} から新しいサポート依頼「${request.subject}」が届きました`,
    body: [
      `${request.tenantName} の ${request.fromName} さんからのサポート依頼です。\n\n件名: ${request.subject}\n\n${request.body}`,
      ...(inquiries.length ? [`関連する問い合わせ:\n${inquiries.join('\n')}`] : []),
    ].join('\n\n'),
    link: `/systemAdmin/support/${request.id}`,
  };
}
