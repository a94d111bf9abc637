import type { DocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '../firebase/firestore';
import type { Membership } from './loginFlow';

function toMembership(snapshot: DocumentSnapshot): Membership {
  const createdAt: unknown = snapshot.get('createdAt');
  return {
    id: snapshot.id,
    name: String(snapshot.get('name') ?? ''),
    isTenantAdmin: snapshot.get('isTenantAdmin') === true,
    createdAt:
      typeof createdAt === 'object' && createdAt !== null && 'toDate' in createdAt
        ? (createdAt as { toDate(): Date }).toDate()
        : new Date(0),
    suspended: snapshot.get('tenantStatus') === 'suspended',
  };
}

/** The user's memberships (userPermissions/{uid}/tenants), oldest first. */
export async function fetchMemberships(uid: string): Promise<Membership[]> {
  const { db, sdk } = await loadFirestore();
  const tenants = sdk.collection(db, 'userPermissions', uid, 'tenants');
  const snapshot = await sdk.getDocs(sdk.query(tenants, sdk.orderBy('createdAt', 'asc')));
  return snapshot.docs.map(toMembership);
}

/** Keeps a callback informed of the name on tenants/{tenantId}/users/{uid}. */
export async function watchTenantUserName(
  tenantId: string,
  uid: string,
  onName: (name: string) => void,
): Promise<() => void> {
  const { db, sdk } = await loadFirestore();
  return sdk.onSnapshot(
    sdk.doc(db, 'tenants', tenantId, 'users', uid),
    (snapshot) => {
      const name: unknown = snapshot.get('name');
      if (typeof name === 'string' && name) onName(name);
    },
    // A revoked membership ends the subscription; the guard and rules handle the rest.
    () => undefined,
  );
}
