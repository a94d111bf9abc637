import type { Query } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import type { QueryPlan } from './queryPlan';

/** A query plan as the SDK's query (the REST form is shared/src/early/firestoreRest.ts structuredQuery). */
export async function sdkQuery(plan: QueryPlan): Promise<Query> {
  const { db, sdk } = await loadFirestore();
  const [first = '', ...rest] = plan.collection;
  return sdk.query(
    sdk.collection(db, first, ...rest),
    ...plan.where.map(([field, op, value]) => sdk.where(field, op, value)),
    ...plan.orderBy.map(([field, direction]) => sdk.orderBy(field, direction)),
    ...(plan.limit ? [sdk.limit(plan.limit)] : []),
  );
}
