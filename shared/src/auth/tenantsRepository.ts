import type { DocumentSnapshot } from 'firebase/firestore';
import { membershipDocument } from '../contracts/documents/membership';
import { decodeDocument } from '../contracts/documents/storedFields';
import { tenantUserDocument } from '../contracts/documents/tenantUser';
import { loadFirestore } from '../firebase/firestore';
import type { Membership } from './loginFlow';

function toMembership(snapshot: DocumentSnapshot): Membership {
  const { name, isTenantAdmin, createdAt, tenantStatus } = decodeDocument(membershipDocument, snapshot.data());
  return { id: snapshot.id, name, isTenantAdmin, createdAt: createdAt ?? new Date(0), suspended: tenantStatus !== 'active' };
}

/** The user's memberships (userPermissions/{uid}/tenants), oldest first. */
export async function fetchMemberships(uid: string): Promise<Membership[]> {
  const { db, sdk } = await loadFirestore();
  const tenants = sdk.collection(db, 'userPermissions', uid, 'tenants');
  const snapshot = await sdk.getDocs(sdk.query(tenants, sdk.orderBy('createdAt', 'asc')));
  return snapshot.docs.map(toMembership);
}

/** What the shell follows of tenants/{tenantId}/users/{uid}. */
export interface TenantUserSession {
  name: string;
  lastSignInAt: Date | null;
  /** The snapshot came from the server, not the local cache. */
  fromServer: boolean;
}

/** Keeps a callback informed of the signed-in user's own document in a tenant. */
export async function watchTenantUserSession(
  tenantId: string,
  uid: string,
  onUser: (user: TenantUserSession) => void,
): Promise<() => void> {
  const { db, sdk } = await loadFirestore();
  return sdk.onSnapshot(
    sdk.doc(db, 'tenants', tenantId, 'users', uid),
    // A cached first snapshot is followed by the server's, even when nothing changed.
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.exists()) return;
      const { name, lastSignInAt } = decodeDocument(tenantUserDocument, snapshot.data());
      onUser({ name, lastSignInAt: lastSignInAt ?? null, fromServer: !snapshot.metadata.fromCache });
    },
    // A revoked membership ends the subscription; the guard and rules handle the rest.
    () => undefined,
  );
}

/** Records that the user signed in and opened this tenant: what its admins see of their sign-ins. */
export async function recordTenantSignIn(tenantId: string, uid: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, 'tenants', tenantId, 'users', uid), { lastSignInAt: sdk.serverTimestamp() });
}

/** Whether this session's sign-in (`signedInAt`) is newer than the one the tenant has recorded. */
export function signInIsUnrecorded(recorded: Date | null, signedInAt: Date): boolean {
  return recorded === null || recorded.getTime() < signedInAt.getTime();
}
