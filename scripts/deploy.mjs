#!/usr/bin/env node
// npm run deploy:<shell|user-app|tenant-admin-app|system-admin-app|backend> -- --env <staging|production> [--dry-run]
// Builds and deploys exactly one area (README: Deployment). The plan comes from
// scripts/hosting/deployPlan.mjs; --dry-run prints it and the checks without running anything.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firebaseBin, repoRoot } from './emulators/config.mjs';
import {
  BACKEND,
  DeployUsageError,
  deployPlan,
  deployPreflight,
  describePlan,
  parseDeployArgs,
} from './hosting/deployPlan.mjs';
import { placeRuntimeConfig } from './hosting/runtimeConfigFiles.mjs';
import { runtimeConfigFile } from './hosting/sites.mjs';
import { run } from './lib/run.mjs';

const readJson = (relative) => {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot, relative), 'utf8'));
  } catch {
    return null;
  }
};

/** Short hash of HEAD, with "+changes" when the working tree differs from it; "unknown" outside git. */
function commitLabel() {
  const git = (args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? '+changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function execute(plan) {
  for (const step of plan.steps) {
    console.log(`\n━━ ${step.label} ━━`);
    if (step.kind === 'config') {
      placeRuntimeConfig(path.join(repoRoot, step.to), readFileSync(path.join(repoRoot, step.from), 'utf8'), { inline: step.inline });
      console.log(`${step.from} → ${step.to}/runtime-config.json${step.inline ? ' (index.html にも埋め込み)' : ''}`);
      continue;
    }
    const command = step.command === 'firebase' ? firebaseBin : step.command;
    const code = await run(command, step.args);
    if (code !== 0) throw new Error(`${step.label}に失敗しました (終了コード ${code})。以降の手順は実行していません。`);
  }
}

async function main() {
  const { area, env, dryRun } = parseDeployArgs(process.argv.slice(2));
  const packageDir = area === BACKEND ? 'functions' : area;
  const version = readJson(`${packageDir}/package.json`)?.version ?? '0.0.0';
  const plan = deployPlan({ area, env, version, commit: commitLabel() });
  const { projectId, problems, warnings } = deployPreflight({
    area,
    env,
    firebaserc: readJson('.firebaserc'),
    runtimeConfig: area === BACKEND ? null : readJson(runtimeConfigFile(env)),
  });

  console.log(describePlan(plan, { projectId }).join('\n'));
  for (const warning of warnings) console.log(`注意: ${warning}`);
  if (problems.length) {
    const heading = dryRun ? '実際のデプロイは次の理由で中止されます:' : 'デプロイを中止しました:';
    console.error(`\n${heading}\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    if (!dryRun) process.exit(1);
  }
  if (dryRun) {
    console.log('\n--dry-run: 何も実行していません。');
    return;
  }
  await execute(plan);
  console.log(`\n${area} を ${env} (${projectId}) にデプロイしました。`);
}

main().catch((error) => {
  console.error(error instanceof DeployUsageError ? error.message : `デプロイに失敗しました: ${error.message}`);
  process.exit(error instanceof DeployUsageError ? 2 : 1);
});
