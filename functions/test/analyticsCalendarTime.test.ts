import { Timestamp } from 'firebase-admin/firestore';
import { buildReport, periodDays } from '../src/analytics/analyticsReport';
import { foldAnalytics, type AnalyticsWrite } from '../src/analytics/analyticsWrites';
import { calendarMinutesBetween } from '../src/analytics/businessHours';
import { milestonesOf, type MilestoneFacts } from '../src/analytics/inquiryMilestones';

// Issue 37: work done outside business hours is 0 business minutes, which reads as instant service, so
// calendar minutes are kept and reported beside them.

const jst = (text: string) => new Date(`${text}+09:00`);
const at = (text: string) => Timestamp.fromDate(jst(text));

const docsOf = (writes: AnalyticsWrite[]) => new Map([...foldAnalytics('t1', writes)].map(([path, data]) => [path.split('/').at(-1)!, data]));

// 2026-11-29 is a Sunday.
const sunday: MilestoneFacts = { id: 'sun', categoryId: 'sales', createdAt: jst('2026-11-29T10:00:00'), status: 'new', firstResponseAt: null, resolvedOn: null };
const answered = milestonesOf(sunday, { answered: true, next: 'waiting' }, at('2026-11-29T12:15:00'));
const resolved = milestonesOf({ ...sunday, status: 'waiting', firstResponseAt: jst('2026-11-29T12:15:00') }, { answered: false, next: 'resolved' }, at('2026-11-29T15:00:00'));
const days = periodDays('2026-11-30', 7);

describe('calendar time beside business time', () => {
  it('counts whole calendar minutes, never below zero', () => {
    expect(calendarMinutesBetween(jst('2026-11-29T10:00:00'), jst('2026-11-29T12:15:59'))).toBe(135);
    expect(calendarMinutesBetween(jst('2026-11-29T10:00:00'), jst('2026-11-29T09:00:00'))).toBe(0);
  });

  it('keeps both for an inquiry answered and resolved on a Sunday', () => {
    expect(docsOf([...answered.writes, ...resolved.writes]).get('inquiries-2026-11')?.['days']).toEqual({
      '29': {
        firstResponse: { sun: { minutes: 0, calendarMinutes: 135, category: 'sales' } },
        resolution: { sun: { minutes: 0, calendarMinutes: 300, category: 'sales' } },
      },
    });
  });

  it('reports the Sunday case as 0 business minutes and the hours it really took', () => {
    const report = buildReport(docsOf([...answered.writes, ...resolved.writes]), days, null);
    expect(report.firstResponse).toEqual({ count: 1, median: 0, p90: 0, calendar: { count: 1, median: 135, p90: 135 } });
    expect(report.resolution).toEqual({ count: 1, median: 0, p90: 0, calendar: { count: 1, median: 300, p90: 300 } });
  });

  it('takes the calendar median and 90th percentile as the business ones, within the chosen category', () => {
    const writes = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].flatMap((minutes, index) => {
      const createdAt = jst('2026-11-30T09:00:00');
      const filed: MilestoneFacts = { ...sunday, id: `weekday${index}`, categoryId: index < 9 ? 'sales' : 'finance', createdAt };
      return milestonesOf(filed, { answered: true, next: 'waiting' }, Timestamp.fromMillis(createdAt.getTime() + minutes * 60_000)).writes;
    });
    const report = buildReport(docsOf(writes), days, null);
    expect(report.firstResponse).toEqual({ count: 10, median: 50, p90: 90, calendar: { count: 10, median: 50, p90: 90 } });
    expect(buildReport(docsOf(writes), days, 'finance').firstResponse.calendar).toEqual({ count: 1, median: 100, p90: 100 });
  });

  it('still reports figures kept before calendar minutes were, leaving them out of the calendar figures only', () => {
    const kept = new Map([['inquiries-2026-11', { days: { '27': { firstResponse: { old: { minutes: 45, category: 'sales' } } } } }]]);
    expect(buildReport(kept, days, null).firstResponse).toEqual({ count: 1, median: 45, p90: 45, calendar: { count: 0, median: null, p90: null } });
    const mixed = docsOf(answered.writes);
    const month = mixed.get('inquiries-2026-11')!;
    (month['days'] as Record<string, unknown>)['27'] = { firstResponse: { old: { minutes: 45, category: 'sales' } } };
    expect(buildReport(mixed, days, null).firstResponse).toEqual({ count: 2, median: 0, p90: 45, calendar: { count: 1, median: 135, p90: 135 } });
  });
});
