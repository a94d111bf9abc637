import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { decodeDocument, systemUserDocument } from '@madoguchi/shared/contracts';
import type { Subscribe } from '@madoguchi/shared/data';

// systemUsers/{uid}: the server-kept mirror of the systemAdmin claim, for listing. Adding and removing
// go through the systemAdminApi callables.

export interface SystemUser {
  uid: string;
  email: string;
  name: string;
  addedAt: Date | null;
  /** The system admin who added them; null for the first ones, set up outside the app. */
  addedBy: string | null;
}

function toSystemUser(doc: QueryDocumentSnapshot<DocumentData>): SystemUser {
  const { email, name, addedAt, addedBy } = decodeDocument(systemUserDocument, doc.data());
  return { uid: doc.id, email, name, addedAt, addedBy };
}

const addedFirst = (a: SystemUser, b: SystemUser) =>
  (a.addedAt?.getTime() ?? 0) - (b.addedAt?.getTime() ?? 0) || a.email.localeCompare(b.email);

/**
 * Every system admin, the earliest added first, live. The vendor's staff are a handful, so the whole
 * collection is read and sorted here: a document lacking addedAt must still be listed (and counted
 * for the last-admin rule), which an orderBy would drop.
 */
export function watchSystemUsers(): Subscribe<SystemUser[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.collection(db, 'systemUsers'),
      (snapshot) => onData(snapshot.docs.map(toSystemUser).sort(addedFirst)),
      onError,
    );
  };
}
