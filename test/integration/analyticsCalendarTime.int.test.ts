/** @jest-environment node */
// Issue 37: a first answer and a resolution keep calendar minutes beside business minutes, and the
// report gives both, against the emulators. The clock is the server's, so only what holds at any hour is
// asserted (calendar time is never shorter than business time).
import { randomUUID } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import type { AnalyticsReport } from '@madoguchi/shared/contracts';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';

const suite = useCallableSuite('analytics-calendar');
const call = (name: string, data: object) => suite.client.call(name, { tenantId: 'tenant-a', ...data });
const withRequest = (name: string, data: object) => call(name, { requestId: randomUUID(), ...data });
const runId = `${Date.now().toString(36)}${process.pid}`;
/** A category of its own, so the report can be narrowed to this test's inquiry. */
const CATEGORY = `calendar-${runId}`;

beforeAll(async () => {
  setLogLevel('error');
  await suite.db.doc(`tenants/tenant-a/categories/${CATEGORY}`).set({ name: `実時間 ${runId}`, description: '', order: 9 });
});

it('keeps calendar minutes beside business minutes for a first answer and a resolution, and reports both', async () => {
  await signInByEmailLink(suite.client.auth, 'user@a.example.com');
  const inquiryId = suite.db.collection('ids').doc().id;
  await withRequest('createInquiry', { inquiryId, title: `実時間 ${runId}`, body: '手順を教えてください。', categoryId: CATEGORY, attachments: [] });
  await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
  await withRequest('postInquiryMessage', { inquiryId, body: 'こちらの手順でお試しください。', internal: false, attachments: [], status: 'resolved' });

  const inquiry = await suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`).get();
  const month = await suite.db.doc(`tenants/tenant-a/analytics/inquiries-${inquiry.get('resolvedOn').slice(0, 7)}`).get();
  const day = month.get(`days.${inquiry.get('resolvedOn').slice(8, 10)}`) as Record<string, Record<string, { minutes: number; calendarMinutes: number; category: string }>>;
  for (const measure of ['firstResponse', 'resolution']) {
    const entry = day[measure]?.[inquiryId];
    expect(entry).toEqual({ minutes: expect.any(Number), calendarMinutes: expect.any(Number), category: CATEGORY });
    expect(entry!.calendarMinutes).toBeGreaterThanOrEqual(entry!.minutes);
  }

  const report = (await call('fetchAnalytics', { days: 7, categoryId: CATEGORY })) as AnalyticsReport;
  for (const figures of [report.firstResponse, report.resolution]) {
    expect(figures.count).toBe(1);
    expect(figures.calendar?.count).toBe(1);
    expect(figures.calendar!.median!).toBeGreaterThanOrEqual(figures.median!);
  }
});
