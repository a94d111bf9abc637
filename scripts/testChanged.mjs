#!/usr/bin/env node
// `npm run test:changed [base]`: the quick loop for the change at hand. The unit tests related to what
// changed since `base` (main by default; committed, staged, unstaged and new files alike), then the
// integration and browser test files that exercise it: those changed themselves, those that import a
// changed module, and those named after a changed server area or app feature (functions/src/slack →
// test/integration/slack*.int.test.ts; user-app/src/features/faq → test/e2e/faq*.e2e.test.ts). The full
// `npm test` stays the judge before a commit: this loop runs no typecheck, lint or crawler. (Paths go
// before --selectProjects, which takes every word after it as a project.)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './emulators/config.mjs';
import { startEmulators } from './emulators/index.mjs';
import { areasOf, namedAfter } from './lib/changedTests.mjs';
import { npm, npx, run } from './lib/run.mjs';

const base = process.argv[2] ?? 'main';
const APPS = ['shell', 'user-app', 'tenant-admin-app', 'system-admin-app'];
const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);

function changedFiles() {
  const since = git('merge-base', 'HEAD', base)[0];
  const files = new Set([...git('diff', '--name-only', '--diff-filter=d', since), ...git('ls-files', '--others', '--exclude-standard')]);
  return [...files].filter((file) => /\.(ts|tsx|mjs|cjs|json)$/.test(file) && existsSync(path.join(repoRoot, file)));
}

const testFiles = (dir, suffix) => (existsSync(path.join(repoRoot, dir)) ? readdirSync(path.join(repoRoot, dir)).filter((name) => name.endsWith(suffix)).map((name) => `${dir}/${name}`) : []);

/** Test files of a project whose imports reach a changed file (jest's own dependency graph). */
function relatedTests(project, files) {
  const listed = execFileSync('npx', ['--no-install', 'jest', '--listTests', '--findRelatedTests', ...files, '--selectProjects', project], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return listed.split('\n').filter((line) => line.startsWith('/')).map((line) => path.relative(repoRoot, line));
}

async function main() {
  const files = changedFiles();
  if (!files.length) {
    console.log(`${base} から変更されたファイルはありません。`);
    return 0;
  }
  console.log(`${base} からの変更: ${files.length} ファイル`);
  const areas = areasOf(files);
  const integration = [...new Set([...files.filter((file) => file.endsWith('.int.test.ts')), ...relatedTests('integration', files), ...namedAfter(testFiles('test/integration', '.int.test.ts'), areas)])];
  const e2e = [...new Set([...files.filter((file) => file.endsWith('.e2e.test.ts') && file.startsWith('test/e2e/')), ...namedAfter(testFiles('test/e2e', '.e2e.test.ts'), areas)])];

  let failed = (await npx(['jest', '--passWithNoTests', '--findRelatedTests', ...files, '--selectProjects', 'unit', 'unit-node'])) !== 0;
  if (!integration.length && !e2e.length) return failed ? 1 : 0;

  console.log(`統合テスト: ${integration.join(', ') || 'なし'}\nブラウザテスト: ${e2e.join(', ') || 'なし'}`);
  if ((await npm(['run', 'build', '-w', 'functions'])) !== 0) return 1;
  if (e2e.length) {
    // The browser tests serve every app's build: the changed apps are built again, the others once.
    const changedApps = files.some((file) => file.startsWith('shared/')) ? APPS : APPS.filter((app) => files.some((file) => file.startsWith(`${app}/`)) || !existsSync(path.join(repoRoot, app, 'dist')));
    if (changedApps.length && (await npm(['run', 'build', ...changedApps.flatMap((app) => ['-w', app])])) !== 0) return 1;
  }
  const emulators = await startEmulators({});
  try {
    const env = { ...process.env, ...emulators.env };
    if ((await run(process.execPath, ['functions/lib/dev/seed.js'], { env })) !== 0) return 1;
    if (integration.length) failed = (await npx(['jest', ...integration, '--selectProjects', 'integration', '--runInBand'], { env })) !== 0 || failed;
    if (e2e.length) failed = (await npx(['jest', ...e2e, '--selectProjects', 'e2e', '--runInBand'], { env })) !== 0 || failed;
  } finally {
    await emulators.stop();
  }
  return failed ? 1 : 0;
}

process.exit(await main());
