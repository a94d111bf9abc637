import type { Firestore } from 'firebase-admin/firestore';
import type { LinkedInquiry } from '@madoguchi/shared/contracts';
import { refuse } from '../platform/errors';
import { storedInquiry } from '../inquiries/storedInquiry';

// Inquiries a support request is about. The vendor's side never reads a tenant's inquiries, so their
// number and title are copied into the request when it is sent; a system admin then lists them on a
// release note (releaseFixes/fixCallables.ts).

/** The tenant's inquiries `inquiryIds` names, in that order; one that is not the tenant's is refused. */
export async function linkedInquiries(db: Firestore, tenantId: string, inquiryIds: string[]): Promise<LinkedInquiry[]> {
  if (inquiryIds.length === 0) return [];
  const inquiries = await db.getAll(...inquiryIds.map((id) => db.doc(`tenants/${tenantId}/inquiries/${id}`)));
  return inquiries.map((inquiry) => {
    if (!inquiry.exists) throw refuse('invalid-argument', '関連する問い合わせが見つかりません。このテナントの問い合わせから選んでください。');
    const { number, title } = storedInquiry(inquiry);
    return { inquiryId: inquiry.id, number, title };
  });
}
