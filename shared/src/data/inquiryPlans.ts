import { inquiryPath } from '../contracts/documentPaths';
import type { QueryPlan } from './queryPlan';

type Filter = QueryPlan['where'][number];

/** Who is looking: a requester's queries must filter on their own uid, as the rules require. */
export interface Viewer {
  tenantId: string;
  uid: string;
  isTenantAdmin: boolean;
}

/**
 * The thread, oldest first; a requester asks only for public messages, as the rules demand. `from`:
 * only messages written at or after that moment (the tail after messages already read).
 */
export function inquiryMessagesPlan(viewer: Viewer, inquiryId: string, from?: Date): QueryPlan {
  return {
    collection: [...inquiryPath(viewer.tenantId, inquiryId), 'messages'],
    where: [...(viewer.isTenantAdmin ? [] : [['internal', '==', false] satisfies Filter]), ...(from ? [['createdAt', '>=', from] satisfies Filter] : [])],
    orderBy: [['createdAt', 'asc']],
  };
}
