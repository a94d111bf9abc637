import { Timestamp } from 'firebase-admin/firestore';
import { buildReport, documentIdsFor, percentile, periodDays } from '../src/analytics/analyticsReport';
import { faqCounted, foldAnalytics, inquiryReceived, satisfactionGiven, searchesCounted, type AnalyticsWrite } from '../src/analytics/analyticsWrites';
import { milestonesOf, type MilestoneFacts } from '../src/analytics/inquiryMilestones';

const jst = (text: string) => new Date(`${text}+09:00`);
const at = (text: string) => Timestamp.fromDate(jst(text));

/** The documents a list of writes leaves, keyed by document id as the callable reads them. */
function docsOf(writes: AnalyticsWrite[]) {
  return new Map([...foldAnalytics('t1', writes)].map(([path, data]) => [path.split('/').at(-1)!, data]));
}

const filed: MilestoneFacts = { id: 'inq1', categoryId: 'sales', createdAt: jst('2026-11-20T17:00:00'), status: 'new', firstResponseAt: null, resolvedOn: null };

describe('inquiry milestones', () => {
  it('measures the first public answer once, in business minutes with calendar minutes beside them', () => {
    const first = milestonesOf(filed, { answered: true, next: 'waiting' }, at('2026-11-24T10:00:00'));
    expect(first.fields.firstResponseAt).toEqual(at('2026-11-24T10:00:00'));
    expect(docsOf(first.writes).get('inquiries-2026-11')).toEqual({
      month: '2026-11',
      // Fri 17:00 → Tue 10:00: 1 h on Friday and 1 h on Tuesday (Monday is 勤労感謝の日); 89 h on the clock.
      days: { '24': { firstResponse: { inq1: { minutes: 120, calendarMinutes: 89 * 60, category: 'sales' } } } },
    });
    const second = milestonesOf({ ...filed, firstResponseAt: jst('2026-11-24T10:00:00') }, { answered: true, next: 'waiting' }, at('2026-11-24T11:00:00'));
    expect(second.writes).toEqual([]);
  });

  it('does not count an internal note or a status change as an answer', () => {
    expect(milestonesOf(filed, { answered: false, next: 'in_progress' }, at('2026-11-24T10:00:00')).writes).toEqual([]);
  });

  it('replaces an earlier resolution when the inquiry is resolved again, so it counts once', () => {
    const first = milestonesOf(filed, { answered: false, next: 'resolved' }, at('2026-11-24T10:00:00'));
    expect(first.fields.resolvedOn).toBe('2026-11-24');
    const reopened = { ...filed, status: 'new' as const, resolvedOn: '2026-11-24' };
    const again = milestonesOf(reopened, { answered: false, next: 'resolved' }, at('2026-12-01T09:30:00'));
    const docs = docsOf([...first.writes, ...again.writes]);
    expect(docs.get('inquiries-2026-11')?.['days']).toEqual({ '24': { resolution: {} } });
    // 11/20 17:00 → 12/1 9:30: 1 h on the 20th, 24/25/26/27/30 (9 h each), 30 min on 12/1 (23rd is a holiday).
    expect(docs.get('inquiries-2026-12')?.['days']).toEqual({ '01': { resolution: { inq1: { minutes: 60 + 5 * 540 + 30, calendarMinutes: 10 * 1440 + 16 * 60 + 30, category: 'sales' } } } });
  });

  it('does not count a resolved inquiry set to resolved again', () => {
    expect(milestonesOf({ ...filed, status: 'resolved', resolvedOn: '2026-11-24' }, { answered: false, next: 'resolved' }, at('2026-11-25T10:00:00')).writes).toEqual([]);
  });
});

describe('the report', () => {
  const writes: AnalyticsWrite[] = [
    inquiryReceived('sales', jst('2026-11-23T10:00:00')),
    inquiryReceived(null, jst('2026-11-24T10:00:00')),
    inquiryReceived('sales', jst('2026-11-24T11:00:00')),
    ...milestonesOf(filed, { answered: true, next: 'resolved' }, at('2026-11-24T10:00:00')).writes,
    ...milestonesOf({ ...filed, id: 'inq2', categoryId: null, createdAt: jst('2026-11-24T09:00:00') }, { answered: true, next: 'waiting' }, at('2026-11-24T09:10:00')).writes,
    satisfactionGiven('sales', 'satisfied', jst('2026-11-24T12:00:00')),
    satisfactionGiven(null, 'dissatisfied', jst('2026-11-24T12:00:00')),
    faqCounted({ id: 'f1', question: 'VPNに接続できない', categoryIds: [] }, { views: 3, helpful: 2, inserted: 1 }, jst('2026-11-24T12:00:00')),
    faqCounted({ id: 'f2', question: '経費精算の締め日', categoryIds: ['finance'] }, { views: 5, notHelpful: 1, solved: 1 }, jst('2026-11-24T12:00:00')),
    faqCounted({ id: 'f1', question: 'VPNに接続できないとき', categoryIds: [] }, { helpful: -1, notHelpful: 1 }, jst('2026-11-24T13:00:00')),
    searchesCounted({ zeroHit: 4 }, jst('2026-11-24T12:00:00')),
    searchesCounted({ fixed: 1 }, jst('2026-11-24T15:00:00')),
  ];
  const docs = docsOf(writes);
  const days = periodDays('2026-11-24', 7);

  it('covers the period day by day from the months it spans', () => {
    expect(days).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    expect(periodDays('2026-12-02', 7)[0]).toBe('2026-11-26');
    expect(documentIdsFor(periodDays('2026-12-02', 7))).toEqual(['inquiries-2026-11', 'faq-2026-11', 'inquiries-2026-12', 'faq-2026-12']);
    expect(periodDays('2026-11-24', 90)).toHaveLength(90);
  });

  it('adds up every figure of the tenant', () => {
    const report = buildReport(docs, days, null);
    expect(report.totals).toEqual({
      received: 3,
      firstResponses: 2,
      resolved: 1,
      satisfied: 1,
      neutral: 0,
      dissatisfied: 1,
      faqViews: 8,
      helpful: 1,
      notHelpful: 2,
      selfSolved: 1,
      faqInserted: 1,
      zeroHit: 4,
      zeroHitFixed: 1,
    });
    expect(report.days.find((day) => day.day === '2026-11-23')?.received).toBe(1);
    expect(report.firstResponse).toEqual({ count: 2, median: 10, p90: 120, calendar: { count: 2, median: 10, p90: 89 * 60 } });
    expect(report.helpfulRate).toBeCloseTo(1 / 3);
    expect(report.faqs.map((faq) => [faq.faqId, faq.question, faq.views])).toEqual([
      ['f2', '経費精算の締め日', 5],
      ['f1', 'VPNに接続できないとき', 3],
    ]);
  });

  it('narrows to one user category: its inquiries, and the entries shown to it', () => {
    const report = buildReport(docs, days, 'sales');
    expect(report.totals.received).toBe(2);
    expect(report.totals.satisfied + report.totals.dissatisfied).toBe(1);
    expect(report.firstResponse.count).toBe(1);
    // f2 is for finance only; f1 is for everyone.
    expect(report.faqs.map((faq) => faq.faqId)).toEqual(['f1']);
    expect(report.totals.zeroHit).toBe(4);
  });

  it('is empty, not broken, where nothing was recorded or a document is malformed', () => {
    const report = buildReport(new Map([['inquiries-2026-11', { days: { '24': { received: 'x', firstResponse: { a: null } } } }]]), days, null);
    expect(report.totals.received).toBe(0);
    expect(report.firstResponse).toEqual({ count: 0, median: null, p90: null, calendar: { count: 0, median: null, p90: null } });
    expect(report.helpfulRate).toBeNull();
    expect(report.faqs).toEqual([]);
  });

  it('takes percentiles by nearest rank', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([5], 0.9)).toBe(5);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.9)).toBe(90);
  });
});
