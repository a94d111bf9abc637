/** @jest-environment node */
// What the lists' search entries are made of (src/listSearch/searchKinds.ts): the fields that decide
// whether a write must touch the entry, the keys, and the entries themselves.
import { isDeepStrictEqual } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { MAX_ENTRY_TOKENS } from '@madoguchi/shared/search';
import { inquirySearch, userSearch } from '../src/listSearch/searchKinds';
import { newInquiryRecord, updateAfterMessage, updateForStatus } from '../src/inquiries/inquiryRecords';
import { tenantUserRecord } from '../src/tenants/records';

const at = Timestamp.fromMillis(Date.parse('2026-03-02T10:00:00+09:00'));
const later = Timestamp.fromMillis(Date.parse('2026-03-03T10:00:00+09:00'));
const filed = newInquiryRecord(
  { number: 42, title: 'ＶＰＮ接続エラー', body: 'パスワードを入れても\n接続できません。', categoryId: 'cat-dev', requesterUid: 'u1', requesterName: '鈴木 一郎' },
  at,
);
const changes = <T extends object>(kind: { fieldsOf: (data: T) => unknown }, before: T, after: T) => !isDeepStrictEqual(kind.fieldsOf(before), kind.fieldsOf(after));

describe('which writes touch an inquiry’s entry', () => {
  it('leaves it alone for a reply or a note that keeps the status, and an assignment', () => {
    expect(changes(inquirySearch, filed, { ...filed, ...updateAfterMessage('new', 'new', true, later) })).toBe(false);
    expect(changes(inquirySearch, filed, { ...filed, ...updateAfterMessage('new', 'new', false, later) })).toBe(false);
    expect(changes(inquirySearch, filed, { ...filed, assigneeUid: 'admin-1', updatedAt: later })).toBe(false);
  });

  it('follows a status, category or text change', () => {
    expect(changes(inquirySearch, filed, { ...filed, ...updateForStatus('in_progress', later) })).toBe(true);
    expect(changes(inquirySearch, filed, { ...filed, categoryId: null })).toBe(true);
    expect(changes(inquirySearch, filed, { ...filed, title: '別の件名' })).toBe(true);
  });
});

describe('an inquiry’s entry', () => {
  const fields = inquirySearch.fieldsOf(filed);

  it('is keyed by its number counted down, then its id', () => {
    expect(inquirySearch.keyOf('inq-1', fields)).toBe('999999957-inq-1');
  });

  it('holds the filters, the text as the lists’ filter reads it (title, requester, body) and its tokens', () => {
    const entry = inquirySearch.entryOf('inq-1', fields);
    expect(entry).toMatchObject({ inquiryId: 'inq-1', number: 42, requesterUid: 'u1', status: 'new', categoryId: 'cat-dev' });
    expect(entry['text']).toBe('vpn接続えら 鈴木 一郎 ぱすわどを入れても 接続できません');
    expect(Object.keys(entry['tokens'])).toEqual(expect.arrayContaining(['v', 'vp', 'pn', 'n接', '鈴木', 'ぱす', 'す']));
  });

  it('keeps the title and the name when a long body reaches the token cap', () => {
    const body = Array.from({ length: 10_000 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20_000))).join('');
    const entry = inquirySearch.entryOf('inq-2', inquirySearch.fieldsOf({ ...filed, body }));
    const tokens = Object.keys(entry['tokens']);
    expect(tokens).toHaveLength(MAX_ENTRY_TOKENS);
    expect(tokens).toEqual(expect.arrayContaining(['vp', '鈴木', '一郎']));
  });
});

describe('a tenant user’s entry', () => {
  const user = { ...tenantUserRecord({ name: '鈴木 一郎', nameReading: 'スズキ イチロウ', email: 'ichiro@example.com', isTenantAdmin: false, categoryIds: ['cat-a', '__reserved__'] }, at), lastSignInAt: null };

  it('is left alone by the sign-in time and updatedAt, and follows name, reading, role, status and categories', () => {
    expect(changes(userSearch, user, { ...user, lastSignInAt: later, updatedAt: later, patchNotesSeenAt: later })).toBe(false);
    for (const change of [{ name: '鈴木 二郎' }, { nameReading: '' }, { isTenantAdmin: true }, { status: 'disabled' }, { categoryIds: [] }]) {
      expect([change, changes(userSearch, user, { ...user, ...change })]).toEqual([change, true]);
    }
  });

  it('is keyed by the reading’s sort key, the name and the uid, and moves when the name changes', () => {
    const key = userSearch.keyOf('u1', userSearch.fieldsOf(user));
    expect(key).toBe('1ススキイチロウ スズキイチロウ\u0001鈴木 一郎\u0001u1');
    expect(userSearch.keyOf('u1', userSearch.fieldsOf({ ...user, name: '鈴木 二郎' }))).not.toBe(key);
  });

  it('is the list’s row, with the categories as a map of valid ids only', () => {
    expect(userSearch.entryOf('u1', userSearch.fieldsOf(user))).toMatchObject({
      uid: 'u1',
      name: '鈴木 一郎',
      nameReading: 'スズキ イチロウ',
      email: 'ichiro@example.com',
      isTenantAdmin: false,
      status: 'active',
      categoryIds: ['cat-a'],
      categories: { 'cat-a': true },
      createdAt: at,
    });
  });
});
