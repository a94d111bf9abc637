import type { DocumentData, DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import type { Subscribe } from './useLiveData';
import { numberOf, stringsOf, textOf, textOrNull } from './values';

export interface Category {
  id: string;
  name: string;
  description: string;
  order: number;
  /** The category's own Slack channel; null posts its inquiries to the default channel. */
  slackChannelId: string | null;
  slackChannelName: string | null;
}

/** A tenant user as the inquiry screens need them: a name to show and pick. */
export interface Person {
  uid: string;
  name: string;
  email: string;
  categoryIds: string[];
}

function toPerson(doc: QueryDocumentSnapshot<DocumentData>): Person {
  return {
    uid: doc.id,
    name: textOf(doc.get('name')),
    email: textOf(doc.get('email')),
    categoryIds: stringsOf(doc.get('categoryIds')),
  };
}

/** A category document as the screens use it (the caller has checked that it exists). */
export function categoryOf(doc: DocumentSnapshot<DocumentData>): Category {
  return {
    id: doc.id,
    name: textOf(doc.get('name')),
    description: textOf(doc.get('description')),
    order: numberOf(doc.get('order')),
    slackChannelId: textOrNull(doc.get('slackChannelId')),
    slackChannelName: textOrNull(doc.get('slackChannelName')),
  };
}

/** The tenant's user categories in their display order, live (members may read them). */
export function watchCategories(tenantId: string): Subscribe<Category[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const query = sdk.query(sdk.collection(db, 'tenants', tenantId, 'categories'), sdk.orderBy('order', 'asc'));
    return sdk.onSnapshot(query, (snapshot) => onData(snapshot.docs.map(categoryOf)), onError);
  };
}

/** Active tenant admins: who an inquiry can be assigned to. Tenant admins only (rules). */
export async function fetchActiveAdmins(tenantId: string): Promise<Person[]> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(
    sdk.collection(db, 'tenants', tenantId, 'users'),
    sdk.where('isTenantAdmin', '==', true),
    sdk.where('status', '==', 'active'),
  );
  return (await sdk.getDocs(query)).docs.map(toPerson).sort((a, b) => a.name.localeCompare(b.name, 'ja'));
}

/** Tenant users by name, for picking a requester in filters. Tenant admins only (rules). */
export async function fetchPeople(tenantId: string, max: number): Promise<Person[]> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'tenants', tenantId, 'users'), sdk.orderBy('name', 'asc'), sdk.limit(max));
  return (await sdk.getDocs(query)).docs.map(toPerson);
}
