/** @jest-environment node */
import { INQUIRY_STATUSES } from '../src/inquiries/inquiryStatus';
import { demoContent, type DemoInquiry } from '../src/dev/demoContent';
import { demoAccounts, demoTenants } from '../src/dev/demoData';
import { replayInquiry, type DemoMember } from '../src/dev/demoInquiries';

const members = (tenantId: string) =>
  new Map<string, DemoMember>(
    demoAccounts.flatMap((account) =>
      account.memberships
        .filter((m) => m.tenantId === tenantId)
        .map((m): [string, DemoMember] => [account.uid, { name: account.displayName, isTenantAdmin: m.isTenantAdmin }]),
    ),
  );

const replayed = (tenantId: string) =>
  (demoContent.inquiries[tenantId] ?? []).map((inquiry, index) => replayInquiry(tenantId, index + 1, inquiry, members(tenantId)));

const inquiry = (thread: DemoInquiry['thread'], autoClosed = false): DemoInquiry => ({
  id: 'inq-test',
  title: 'テスト',
  categoryId: null,
  thread,
  autoClosed,
});
const opening = { at: '2025-06-01T09:00:00+09:00', by: 'demo-user-a', body: '質問です。', internal: false };

describe('demo content', () => {
  it('has content for every demo tenant', () => {
    expect(Object.keys(demoContent.tenants).sort()).toEqual(demoTenants.map((t) => t.id).sort());
    expect(Object.keys(demoContent.inquiries).sort()).toEqual(demoTenants.map((t) => t.id).sort());
  });

  it.each(demoTenants.map((t) => t.id))('replays the threads of %s into every status, with internal notes', (tenantId) => {
    const inquiries = replayed(tenantId);
    expect(new Set(inquiries.map((i) => i.record.status))).toEqual(new Set(INQUIRY_STATUSES));
    expect(inquiries.some((i) => i.messages.some((m) => m.data.internal))).toBe(true);
    for (const { record } of inquiries) {
      expect(record.resolvedAt !== null).toBe(record.status === 'resolved' || record.status === 'closed');
    }
  });

  it('notifies nobody of their own action, and never of an internal note', () => {
    for (const tenantId of Object.keys(demoContent.inquiries)) {
      const inquiries = demoContent.inquiries[tenantId] ?? [];
      for (const [index, { record, messages, notifications }] of replayed(tenantId).entries()) {
        const { id, thread } = inquiries[index]!;
        expect(messages[0]?.data).toMatchObject({ body: record.body, authorUid: record.requesterUid, internal: false });
        for (const notification of notifications) {
          const event = thread[Number(notification.id.slice(id.length + 1))];
          expect(event?.by).not.toBe(notification.uid);
          expect(event && 'internal' in event && event.internal).toBe(false);
          expect(notification.data.link).toBe(`/tenants/${tenantId}/inquiries/${id}`);
        }
      }
    }
  });

  it('moves the status as the callables do: reopen on a reply, close 7 days after resolving', () => {
    const reopened = replayInquiry('tenant-a', 1, inquiry([
      opening,
      { at: '2025-06-01T10:00:00+09:00', by: 'demo-admin-a', body: '回答です。', internal: false, status: 'resolved' },
      { at: '2025-06-01T11:00:00+09:00', by: 'demo-user-a', body: 'まだ困っています。', internal: false },
    ]), members('tenant-a'));
    expect(reopened.record).toMatchObject({ status: 'new', resolvedAt: null });
    expect(reopened.record.lastMessageAt.toDate()).toEqual(new Date('2025-06-01T11:00:00+09:00'));

    const closed = replayInquiry('tenant-a', 1, inquiry([
      opening,
      { at: '2025-06-01T10:00:00+09:00', by: 'demo-admin-a', body: '回答です。', internal: false, status: 'resolved' },
    ], true), members('tenant-a'));
    expect(closed.record.status).toBe('closed');
    expect(closed.record.updatedAt.toDate()).toEqual(new Date('2025-06-08T10:00:00+09:00'));
  });

  it.each([
    ['a reply after closing', /クローズ済み/, [opening, { at: '2025-06-01T10:00:00+09:00', by: 'demo-admin-a', status: 'closed' as const }, { ...opening, at: '2025-06-02T09:00:00+09:00' }]],
    ['an internal note by the requester', /only admins write internal notes/, [opening, { ...opening, internal: true }]],
    ['a message by another user', /demo-multi may not see it/, [opening, { ...opening, by: 'demo-multi' }]],
    ['an assignment to a non-admin', /only admins assign/, [opening, { at: '2025-06-01T10:00:00+09:00', by: 'demo-admin-a', assign: 'demo-user-a' }]],
    ['a member of another tenant', /demo-user-b is not a member of tenant-a/, [{ ...opening, by: 'demo-user-b' }]],
  ])('refuses %s', (_, reason, thread) => {
    expect(() => replayInquiry('tenant-a', 1, inquiry(thread), members('tenant-a'))).toThrow(reason);
  });
});
