/** @jest-environment node */
// The search entries' triggers (src/listSearch/listSearchTriggers.ts) on made-up write events: a write
// that changes nothing searched goes no further (no read, no write); any other brings the entry in line,
// naming the key it had before. The sync itself runs against the emulators (test/integration/listSearchIndex).
import { Timestamp } from 'firebase-admin/firestore';
import { newInquiryRecord, updateAfterMessage, updateForStatus } from '../src/inquiries/inquiryRecords';
import { indexInquiryForSearch, indexUserForSearch } from '../src/listSearch/listSearchTriggers';
import { inquirySearch, userSearch } from '../src/listSearch/searchKinds';
import { syncSearchEntry } from '../src/listSearch/syncSearchEntry';
import { tenantUserRecord } from '../src/tenants/records';

jest.mock('../src/listSearch/syncSearchEntry', () => ({ syncSearchEntry: jest.fn(async () => undefined) }));
const sync = jest.mocked(syncSearchEntry);

const at = Timestamp.fromMillis(Date.parse('2026-03-02T10:00:00+09:00'));
const later = Timestamp.fromMillis(Date.parse('2026-03-03T10:00:00+09:00'));
const snapshot = (data: object | undefined) => ({ data: () => data });
const written = (before: object | undefined, after: object | undefined, sourceId: string) =>
  ({ data: { before: snapshot(before), after: snapshot(after) }, params: { tenantId: 't1', sourceId } }) as never;

const inquiry = newInquiryRecord({ number: 7, title: 'VPN', body: '接続できません', categoryId: null, requesterUid: 'u1', requesterName: '鈴木 一郎' }, at);
const user = tenantUserRecord({ name: '鈴木 一郎', nameReading: 'スズキ イチロウ', email: 'ichiro@example.com', isTenantAdmin: false, categoryIds: [] }, at);

beforeEach(() => sync.mockClear());

describe('the inquiries trigger', () => {
  it('does nothing for a reply or a note that leaves the searched fields', async () => {
    await indexInquiryForSearch.run(written(inquiry, { ...inquiry, ...updateAfterMessage('new', 'new', false, later) }, 'inq-1'));
    await indexInquiryForSearch.run(written(inquiry, { ...inquiry, assigneeUid: 'admin-1', updatedAt: later }, 'inq-1'));
    expect(sync).not.toHaveBeenCalled();
  });

  it('syncs a new inquiry, a status change and a deletion, naming the key it had before', async () => {
    const key = inquirySearch.keyOf('inq-1', inquirySearch.fieldsOf(inquiry));
    await indexInquiryForSearch.run(written(undefined, inquiry, 'inq-1'));
    await indexInquiryForSearch.run(written(inquiry, { ...inquiry, ...updateForStatus('in_progress', later) }, 'inq-1'));
    await indexInquiryForSearch.run(written(inquiry, undefined, 'inq-1'));
    expect(sync.mock.calls.map(([, kind, tenantId, sourceId, stale]) => [kind, tenantId, sourceId, stale])).toEqual([
      [inquirySearch, 't1', 'inq-1', []],
      [inquirySearch, 't1', 'inq-1', [key]],
      [inquirySearch, 't1', 'inq-1', [key]],
    ]);
  });
});

describe('the users trigger', () => {
  it('does nothing for the sign-in time or a release-notes visit', async () => {
    await indexUserForSearch.run(written(user, { ...user, lastSignInAt: later }, 'u1'));
    await indexUserForSearch.run(written(user, { ...user, patchNotesSeenAt: later, updatedAt: later }, 'u1'));
    expect(sync).not.toHaveBeenCalled();
  });

  it('syncs a rename, naming the key under the old name', async () => {
    await indexUserForSearch.run(written(user, { ...user, name: '鈴木 二郎' }, 'u1'));
    expect(sync).toHaveBeenCalledWith(expect.anything(), userSearch, 't1', 'u1', [userSearch.keyOf('u1', userSearch.fieldsOf(user))]);
  });
});
