import * as z from 'zod/mini';
import { decodeDocument, listOf, moment, oneOf, section, text, textOrNull, count, flag } from './storedFields';
import { supportRequestDocument } from './supportRequest';

// A stored document decodes whatever an older version (or a broken write) left: each field falls back to
// an empty value on its own, and the rest of the document still reads.

const at = new Date('2026-11-30T01:00:00Z');
const timestamp = { toDate: () => at, seconds: 1, nanoseconds: 0 };

describe('stored fields', () => {
  const schema = z.object({
    title: text,
    note: textOrNull,
    total: count,
    done: flag,
    at: moment,
    state: oneOf(['open', 'closed'], 'open'),
    tags: listOf(z.string()),
    health: section({ checkedAt: moment, problem: text }),
  });

  it('reads a well-formed document as it is, times as Dates from a Timestamp or a Date', () => {
    const data = { title: '件名', note: 'メモ', total: 3, done: true, at: timestamp, state: 'closed', tags: ['a', 'b'], health: { checkedAt: at, problem: '' } };
    expect(decodeDocument(schema, data)).toEqual({ ...data, at, health: { checkedAt: at, problem: '' } });
  });

  it('gives each malformed or missing field its empty value and keeps the others', () => {
    const data = { title: 42, note: '', total: Number.NaN, done: 'yes', at: '2026-11-30', state: 'archived', tags: ['a', 7, null, 'b'], health: 'ok' };
    expect(decodeDocument(schema, data)).toEqual({
      title: '', note: null, total: 0, done: false, at: null, state: 'open', tags: ['a', 'b'], health: { checkedAt: null, problem: '' },
    });
    expect(decodeDocument(schema, { title: '残る', total: Infinity })).toMatchObject({ title: '残る', total: 0, tags: [] });
  });

  it('decodes no data, or data that is not a map, as an empty document and drops fields it does not know', () => {
    const empty = { title: '', note: null, total: 0, done: false, at: null, state: 'open', tags: [], health: { checkedAt: null, problem: '' } };
    expect(decodeDocument(schema, undefined)).toEqual(empty);
    expect(decodeDocument(schema, ['a'])).toEqual(empty);
    expect(decodeDocument(schema, { secret: 'x' })).toEqual(empty);
  });
});

describe('a support request as stored', () => {
  it('keeps the replies and linked inquiries that are maps and leaves out what is not', () => {
    const request = decodeDocument(supportRequestDocument, {
      subject: 'ログインできない',
      status: 'answered',
      replies: [{ body: '確認します', fromName: '窓口サポート', createdAt: timestamp }, 'broken', null],
      inquiries: [{ inquiryId: 'i1', number: 12, title: 'VPN' }, { inquiryId: 'i2' }],
      createdAt: timestamp,
    });
    expect(request).toMatchObject({
      subject: 'ログインできない',
      status: 'answered',
      replies: [{ body: '確認します', fromName: '窓口サポート', createdAt: at }],
      inquiries: [{ inquiryId: 'i1', number: 12, title: 'VPN' }, { inquiryId: 'i2', number: 0, title: '' }],
      createdAt: at,
      hasInquiries: false,
    });
  });
});
