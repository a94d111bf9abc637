// Where `npm test`'s time goes: each phase's start, wall time and test count (the two lanes overlap, so
// the start tells what ran beside what), and the slowest test files,
// printed at the end of every run (so CI's log has it) and written to .cache/test-results/timings.md,
// which a measured change copies to bench/results/test-timings.md.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const SLOWEST = 10;

/** 「2分05秒」, 「41秒」. */
export function minutesAndSeconds(ms) {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes}分${String(seconds % 60).padStart(2, '0')}秒` : `${seconds}秒`;
}

export function testTimings(root) {
  const started = Date.now();
  const phases = [];
  const files = [];
  return {
    /** Times `work` as the phase `name` and resolves to its outcome; `testsOf` tells how many tests it ran. */
    async phase(name, work, testsOf = () => null) {
      const at = Date.now();
      const outcome = await work();
      phases.push({ name, from: at - started, ms: Date.now() - at, tests: testsOf(outcome) });
      return outcome;
    },
    /** The files of a jest JSON report, with their own wall time. */
    addReport(project, report) {
      for (const suite of report.testResults ?? []) {
        if (typeof suite.startTime === 'number' && typeof suite.endTime === 'number') files.push({ project, file: path.relative(root, suite.name), ms: suite.endTime - suite.startTime });
      }
    },
    /** The table as Markdown; also written under .cache. */
    async report(path) {
      const rows = [...phases].sort((a, b) => a.from - b.from).map(({ name, from, ms, tests }) => `| ${name} | ${minutesAndSeconds(from)} | ${minutesAndSeconds(ms)} | ${tests ?? '—'} |`);
      const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
      const table = [
        `## npm test の時間（合計 ${minutesAndSeconds(Date.now() - started)}）`,
        '',
        '| 段階 | 開始 | 時間 | テスト数 |',
        '| --- | --- | --- | --- |',
        ...rows,
        '',
        `### 時間のかかったテストファイル（上位${SLOWEST}件）`,
        '',
        '| ファイル | 種類 | 時間 |',
        '| --- | --- | --- |',
        ...slowest.map(({ project, file, ms }) => `| ${file} | ${project} | ${minutesAndSeconds(ms)} |`),
        '',
      ].join('\n');
      await writeFile(path, table);
      return table;
    },
  };
}
