import { isDeepStrictEqual } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp } from '../admin';
import { inquirySearch, userSearch, type SearchKind } from './searchKinds';
import { syncSearchEntry } from './syncSearchEntry';

// The search entries follow every write of an inquiry or a tenant user, whoever makes it: the
// callables, the CSV import, a user renaming themselves, the shell recording a sign-in, the scheduled
// close, Slack. A write that leaves the searchable fields as they were (a reply's lastMessageAt, a
// sign-in time) costs no read; a deleted document takes its entry with it.

function followWrites<Fields>(kind: SearchKind<Fields>) {
  return onDocumentWritten(`tenants/{tenantId}/${kind.source}/{sourceId}`, async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const beforeFields = before === undefined ? null : kind.fieldsOf(before);
    const afterFields = after === undefined ? null : kind.fieldsOf(after);
    if (isDeepStrictEqual(beforeFields, afterFields)) return;
    const { tenantId, sourceId } = event.params;
    const staleKeys = beforeFields === null ? [] : [kind.keyOf(sourceId, beforeFields)];
    await syncSearchEntry(getFirestore(adminApp()), kind, tenantId, sourceId, staleKeys);
  });
}

export const indexInquiryForSearch = followWrites(inquirySearch);
export const indexUserForSearch = followWrites(userSearch);
