import * as faqApi from './api/callables';
import { useEffect } from 'react';

/**
 * Counts a view of an opened, published entry for the tenant admins' analytics. The server counts one
 * a day per person and entry; a failure is not the reader's concern, so nothing is shown.
 */
export function useFaqViewCount(tenantId: string, faqId: string | null) {
  useEffect(() => {
    if (faqId) faqApi.recordFaqView({ tenantId, faqId }).catch(() => undefined);
  }, [tenantId, faqId]);
}
