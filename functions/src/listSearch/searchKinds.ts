import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  LIST_SEARCH_COLLECTIONS,
  decodeDocument,
  inquiryDocument,
  tenantUserDocument,
  inquirySearchKey,
  userSearchKey,
  type InquirySearchEntry,
  type UserSearchEntry,
} from '@madoguchi/shared/contracts';
import { entryTokens, searchableText } from '@madoguchi/shared/search';
import { nameSortKey } from '../tenants/nameSortKey';

// What each list's search entry is made of (shared/src/contracts/listSearch.ts): the source
// document's searchable fields, picked out first, so that a change to anything else (a reply's
// lastMessageAt, a sign-in time) is known to leave the entry alone without building it.

export interface SearchKind<Fields> {
  /** The source collection under tenants/{t}, and the entries' collection beside it. */
  source: 'inquiries' | 'users';
  entries: string;
  /** The entry's field that names its source document. */
  sourceIdField: 'inquiryId' | 'uid';
  fieldsOf(data: DocumentData): Fields;
  keyOf(sourceId: string, fields: Fields): string;
  entryOf(sourceId: string, fields: Fields): DocumentData;
}

const tokensOf = (searched: string): Record<string, true> => Object.fromEntries(entryTokens(searched).map((token) => [token, true as const]));

interface InquiryFields {
  number: number;
  title: string;
  requesterName: string;
  body: string;
  requesterUid: string;
  status: string;
  categoryId: string | null;
}

export const inquirySearch: SearchKind<InquiryFields> = {
  source: 'inquiries',
  entries: LIST_SEARCH_COLLECTIONS.inquiries,
  sourceIdField: 'inquiryId',
  fieldsOf: (data) => {
    const { number, title, requesterName, body, requesterUid, status, categoryId } = decodeDocument(inquiryDocument, data);
    return { number, title, requesterName, body, requesterUid, status, categoryId };
  },
  keyOf: (inquiryId, fields) => inquirySearchKey(fields.number, inquiryId),
  entryOf: (inquiryId, { number, title, requesterName, body, requesterUid, status, categoryId }) => {
    // Title and name first: a body long enough to reach the token cap loses its own tail, not them.
    const searched = searchableText([title, requesterName, body]);
    const entry: InquirySearchEntry = { inquiryId, number, requesterUid, status, categoryId, text: searched, tokens: tokensOf(searched) };
    return entry;
  },
};

interface UserFields {
  name: string;
  nameReading: string;
  nameSortKey: string;
  email: string;
  isTenantAdmin: boolean;
  status: string;
  categoryIds: string[];
  createdAt: Timestamp | null;
}

// Category ids follow the id rule; Firestore refuses field names like __x__, which a map key would be.
const usableCategoryId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) && !/^__.*__$/.test(id);

export const userSearch: SearchKind<UserFields> = {
  source: 'users',
  entries: LIST_SEARCH_COLLECTIONS.users,
  sourceIdField: 'uid',
  fieldsOf: (data) => {
    const user = decodeDocument(tenantUserDocument, data);
    return {
      name: user.name,
      nameReading: user.nameReading,
      // The list's 氏名順 reads the stored key; a document written before it existed gets its value.
      nameSortKey: user.nameSortKey || nameSortKey(user.nameReading),
      email: user.email,
      isTenantAdmin: user.isTenantAdmin,
      status: user.status,
      categoryIds: user.categoryIds.filter(usableCategoryId),
      createdAt: user.createdAt && Timestamp.fromDate(user.createdAt),
    };
  },
  keyOf: (uid, fields) => userSearchKey(fields.nameSortKey, fields.name, uid),
  entryOf: (uid, { name, nameReading, email, isTenantAdmin, status, categoryIds, createdAt }) => {
    const entry: UserSearchEntry<Timestamp> = {
      uid,
      name,
      nameReading,
      email,
      isTenantAdmin,
      status,
      categoryIds,
      categories: Object.fromEntries(categoryIds.map((id) => [id, true as const])),
      createdAt,
      tokens: tokensOf(searchableText([name, nameReading, email])),
    };
    return entry;
  },
};
