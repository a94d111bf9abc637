import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { categoriesOfDigest, categoryDigestPath } from '../contracts/digests';
import { normalizeEmail } from '../validation/halfWidth';
import type { Subscribe } from './useLiveData';
import { categoriesPlan, categoryOf, type Category } from './categoryRecords';
import { watchDigestOr } from './digestWatch';
import { sdkQuery } from './firestoreQueries';
import { decodeDocument } from '../contracts/documents/storedFields';
import { tenantUserDocument } from '../contracts/documents/tenantUser';

/** A tenant user as the inquiry screens need them: a name to show and pick. */
export interface Person {
  uid: string;
  name: string;
  email: string;
  categoryIds: string[];
}

function toPerson(doc: DocumentSnapshot<DocumentData>): Person {
  const { name, email, categoryIds } = decodeDocument(tenantUserDocument, doc.data());
  return { uid: doc.id, name, email, categoryIds };
}

/**
 * The tenant's user categories in their display order, live (members may read them): from the digest
 * the server keeps of them, one read; from the collection while there is no complete digest.
 */
export function watchCategories(tenantId: string): Subscribe<Category[]> {
  return watchDigestOr(categoryDigestPath(tenantId), categoriesOfDigest, async (onData, onError) => {
    const { sdk } = await loadFirestore();
    const query = await sdkQuery(categoriesPlan(tenantId));
    return sdk.onSnapshot(query, (snapshot) => onData(snapshot.docs.map(categoryOf)), onError);
  });
}

const byName = (a: Person, b: Person) => a.name.localeCompare(b.name, 'ja');

/** Active tenant admins: who an inquiry can be assigned to. Tenant admins only (rules). */
export async function fetchActiveAdmins(tenantId: string): Promise<Person[]> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(
    sdk.collection(db, 'tenants', tenantId, 'users'),
    sdk.where('isTenantAdmin', '==', true),
    sdk.where('status', '==', 'active'),
  );
  return (await sdk.getDocs(query)).docs.map(toPerson).sort(byName);
}

/**
 * Tenant users whose name or e-mail starts with `prefix` (the first by name when it is blank), by name
 * in Firestore's order, at most `max`: what a requester picker offers as the admin types. Reads at most
 * 2 × `max` documents however large the tenant. Tenant admins only (rules).
 */
export async function searchPeople(tenantId: string, prefix: string, max: number): Promise<Person[]> {
  const { db, sdk } = await loadFirestore();
  const users = sdk.collection(db, 'tenants', tenantId, 'users');
  const text = prefix.trim();
  // A range from the prefix to the prefix followed by the highest BMP character: Firestore's "starts with".
  const startingWith = (field: string, value: string) =>
    sdk.query(users, sdk.orderBy(field, 'asc'), sdk.startAt(value), sdk.endAt(`${value}\uf8ff`), sdk.limit(max));
  const queries = text
    ? [startingWith('name', text), startingWith('email', normalizeEmail(text))]
    : [sdk.query(users, sdk.orderBy('name', 'asc'), sdk.limit(max))];
  const snapshots = await Promise.all(queries.map((query) => sdk.getDocs(query)));
  const found = new Map(snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, toPerson(doc)] as const)));
  // Firestore's order (code points), so the merged list reads like one query's.
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, max);
}

/** The tenant user with this e-mail (stored in lower case), or null when there is none. Tenant admins only (rules). */
export async function findPersonByEmail(tenantId: string, email: string): Promise<Person | null> {
  const { db, sdk } = await loadFirestore();
  const users = sdk.collection(db, 'tenants', tenantId, 'users');
  const found = await sdk.getDocs(sdk.query(users, sdk.where('email', '==', email.trim().toLowerCase()), sdk.limit(1)));
  const [doc] = found.docs;
  return doc ? toPerson(doc) : null;
}

/** One tenant user, or null when there is none. Tenant admins only (rules). */
export async function fetchPerson(tenantId: string, uid: string): Promise<Person | null> {
  const { db, sdk } = await loadFirestore();
  const doc = await sdk.getDoc(sdk.doc(db, 'tenants', tenantId, 'users', uid));
  return doc.exists() ? toPerson(doc) : null;
}
