import { changeStatus, isDueToClose, statusAfterMessage, type InquiryStatus } from '../src/inquiries/inquiryStatus';

const status = (decision: ReturnType<typeof changeStatus>) => (decision.ok ? decision.status : `refused: ${decision.reason}`);

describe('statusAfterMessage', () => {
  it.each<[InquiryStatus, InquiryStatus]>([
    ['new', 'new'],
    ['in_progress', 'in_progress'],
    ['waiting', 'new'],
    ['resolved', 'new'],
  ])("a requester's reply on %s leaves it %s", (from, to) => {
    expect(status(statusAfterMessage(from, 'requester', false))).toBe(to);
  });

  it.each<[InquiryStatus, InquiryStatus]>([
    ['new', 'waiting'],
    ['in_progress', 'waiting'],
    ['waiting', 'waiting'],
    ['resolved', 'resolved'],
  ])("an admin's public reply on %s leaves it %s", (from, to) => {
    expect(status(statusAfterMessage(from, 'admin', false))).toBe(to);
  });

  it("leaves the status alone for an internal note, and takes an admin's explicit choice", () => {
    expect(status(statusAfterMessage('new', 'admin', true))).toBe('new');
    expect(status(statusAfterMessage('new', 'admin', false, 'resolved'))).toBe('resolved');
    expect(status(statusAfterMessage('new', 'admin', true, 'in_progress'))).toBe('in_progress');
  });

  it('refuses any message on a closed inquiry, from either side', () => {
    expect(status(statusAfterMessage('closed', 'requester', false))).toMatch(/^refused: クローズ済み/);
    expect(status(statusAfterMessage('closed', 'admin', true))).toMatch(/^refused: クローズ済み/);
  });
});

describe('changeStatus', () => {
  it('lets the requester mark resolved and nothing else', () => {
    expect(status(changeStatus('waiting', 'resolved', 'requester'))).toBe('resolved');
    expect(status(changeStatus('resolved', 'new', 'requester'))).toMatch(/^refused: .*「解決済み」にすることだけ/);
    expect(status(changeStatus('new', 'closed', 'requester'))).toMatch(/^refused:/);
  });

  it('lets an admin set any status except leaving closed', () => {
    expect(status(changeStatus('new', 'closed', 'admin'))).toBe('closed');
    expect(status(changeStatus('resolved', 'in_progress', 'admin'))).toBe('in_progress');
    expect(status(changeStatus('closed', 'new', 'admin'))).toMatch(/^refused:/);
  });
});

describe('isDueToClose', () => {
  const resolvedAt = new Date('2026-11-01T00:00:00Z');
  it('closes resolved inquiries exactly 7 days after they were resolved, not a moment before', () => {
    expect(isDueToClose('resolved', resolvedAt, new Date('2026-11-08T00:00:00Z'))).toBe(true);
    expect(isDueToClose('resolved', resolvedAt, new Date('2026-11-07T23:59:59Z'))).toBe(false);
    expect(isDueToClose('waiting', resolvedAt, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isDueToClose('resolved', null, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
