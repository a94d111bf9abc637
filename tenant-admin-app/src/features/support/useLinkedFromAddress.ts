import { ID_PATTERN, SUPPORT_LIMITS } from '@madoguchi/shared/contracts';
import { fetchInquiry, useFetched, type LinkedInquiry } from '@madoguchi/shared/data';
import { useSearchParams } from '@madoguchi/shared/router';

/**
 * The inquiries `?inquiry=<id>` names (「サポートに問い合わせる」 on an inquiry links here), read once;
 * ids that are not ids, or name nothing in the tenant, are left out. `clear` drops them from the address
 * once the request is sent.
 */
export function useLinkedFromAddress(tenantId: string) {
  const [params, setParams] = useSearchParams();
  const ids = [...new Set(params.getAll('inquiry'))].filter((id) => ID_PATTERN.test(id)).slice(0, SUPPORT_LIMITS.inquiries);
  const key = ids.join(',');
  // Nothing to read without ids: the form opens at once.
  const linked = useFetched(ids.length ? `linkedInquiries/${tenantId}/${key}` : null, async () => {
    const found = await Promise.all(ids.map((id) => fetchInquiry(tenantId, id)));
    return found.flatMap((inquiry): LinkedInquiry[] => (inquiry ? [{ inquiryId: inquiry.id, number: inquiry.number, title: inquiry.title }] : []));
  });
  const clear = () => {
    if (ids.length) setParams(new URLSearchParams(), { replace: true });
  };
  return {
    key,
    loading: ids.length > 0 && linked.status === 'loading',
    /** A failed read opens the form without them: the admin can still add them by number. */
    inquiries: linked.status === 'ready' ? linked.data : [],
    clear,
  };
}
