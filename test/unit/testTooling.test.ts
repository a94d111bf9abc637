/** @jest-environment node */
// npm test's timing table (scripts/lib/testTimings.mjs) and npm run test:changed's choice of test files
// by area (scripts/lib/changedTests.mjs).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { areasOf, namedAfter } from '../../scripts/lib/changedTests.mjs';
import { minutesAndSeconds, testTimings } from '../../scripts/lib/testTimings.mjs';

describe('the timing table', () => {
  it('writes minutes and seconds the Japanese way, rounded to the second', () => {
    expect([0, 499, 41_000, 60_000, 125_400, 3_600_000].map(minutesAndSeconds)).toEqual(['0秒', '0秒', '41秒', '1分00秒', '2分05秒', '60分00秒']);
  });

  it('lists each phase by its start with its time and tests, and the slowest files, and writes the table', async () => {
    const timings = testTimings('/repo');
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Two lanes: lint starts first and ends last; the table goes by start.
    const lint = timings.phase('lint', async () => { await pause(30); return true; }, () => 1);
    await pause(5);
    await timings.phase('unit', async () => ({ numTotalTests: 7 }), (report: { numTotalTests: number }) => report.numTotalTests);
    await lint;
    await timings.phase('emulators (start)', async () => undefined);
    timings.addReport('unit', {
      testResults: Array.from({ length: 12 }, (_, index) => ({ name: `/repo/test/unit/f${index}.test.ts`, startTime: 0, endTime: (index + 1) * 1000 })).concat([
        { name: '/repo/test/unit/unfinished.test.ts' } as never,
      ]),
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'timings-')), 'timings.md');
    const table: string = await timings.report(file);
    expect(readFileSync(file, 'utf8')).toBe(table);
    const rows = table.split('\n');
    expect(rows.filter((row) => /^\| (lint|unit|emulators)/.test(row)).map((row) => row.split(' | ')[0])).toEqual(['| lint', '| unit', '| emulators (start)']);
    expect(rows).toContain('| emulators (start) | 0秒 | 0秒 | — |');
    expect(rows.find((row) => row.startsWith('| unit |'))).toMatch(/^\| unit \| 0秒 \| 0秒 \| 7 \|$/);
    const slowest = rows.filter((row) => row.startsWith('| test/unit/'));
    expect(slowest).toHaveLength(10);
    expect(slowest[0]).toBe('| test/unit/f11.test.ts | unit | 12秒 |');
    expect(slowest.at(-1)).toBe('| test/unit/f2.test.ts | unit | 3秒 |');
    expect(table).toMatch(/^## npm test の時間（合計 0秒）/);
  });
});

describe('the test files named after a changed area', () => {
  const INTEGRATION = ['test/integration/inquiryCallables.int.test.ts', 'test/integration/slackOneDoor.int.test.ts', 'test/integration/faqCallables.int.test.ts', 'test/integration/loginFlow.int.test.ts'];
  const E2E = ['test/e2e/inquiries.e2e.test.ts', 'test/e2e/faqSearchTools.e2e.test.ts', 'test/e2e/tenantUsers.e2e.test.ts'];

  it('takes the area of a server module and the feature of an app or the shell, in both numbers', () => {
    expect([...areasOf(['functions/src/slack/doors/slackEvents.ts', 'user-app/src/features/inquiries/ReplyForm.tsx', 'shell/src/features/auth/LoginPage.tsx', 'shared/src/ui/DataTable.tsx', 'README.md'])].sort()).toEqual(
      ['auth', 'inquiries', 'inquiry', 'slack'],
    );
  });

  it('picks the files whose name starts with an area, and none for a change outside the areas', () => {
    const areas = areasOf(['user-app/src/features/inquiries/ReplyForm.tsx', 'functions/src/faq/saveFaq.ts']);
    expect(namedAfter(INTEGRATION, areas)).toEqual(['test/integration/inquiryCallables.int.test.ts', 'test/integration/faqCallables.int.test.ts']);
    expect(namedAfter(E2E, areas)).toEqual(['test/e2e/inquiries.e2e.test.ts', 'test/e2e/faqSearchTools.e2e.test.ts']);
    expect(namedAfter([...INTEGRATION, ...E2E], areasOf(['shared/src/ui/DataTable.tsx']))).toEqual([]);
  });
});
