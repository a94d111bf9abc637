// What `npm run deploy:<area> -- --env <env>` does, decided without touching anything: which build,
// which files, which firebase arguments, and why it must not run yet. scripts/deploy.mjs carries it out.
import { DEPLOY_ENVIRONMENTS, HOSTING_APPS, REMOTE_NAMES, runtimeConfigFile } from './sites.mjs';

/** Functions and the rules (Firestore rules and indexes, Storage rules) go out together, apart from the apps. */
export const BACKEND = 'backend';
export const BACKEND_ONLY = 'functions,firestore,storage';
export const DEPLOY_AREAS = Object.freeze([...HOSTING_APPS.map((app) => app.app), BACKEND]);

/** Marks the values of config/runtime-config.<env>.json that a real project must fill in. */
export const PLACEHOLDER = 'REPLACE_WITH';

/** A refused command line; the message is for the person who typed it. */
export class DeployUsageError extends Error {
  constructor(message) {
    super(message);
    this.name = 'DeployUsageError';
  }
}

const example = (area = 'shell') => `例: npm run deploy:${area} -- --env staging`;

/**
 * Reads `<area> [--env <env> | --env=<env>] [--dry-run]` (the area comes from the npm script).
 * @param {string[]} argv
 * @returns {{ area: string, env: string, dryRun: boolean }}
 */
export function parseDeployArgs(argv) {
  let area;
  let env;
  let dryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--env') {
      env = argv[i + 1];
      i += 1;
      if (env === undefined || env.startsWith('--')) throw new DeployUsageError(`--env の後に環境名を指定してください。${example()}`);
    } else if (arg.startsWith('--env=')) env = arg.slice('--env='.length);
    else if (arg.startsWith('-')) throw new DeployUsageError(`不明なオプションです: ${arg} (使えるのは --env と --dry-run です)。`);
    else if (area === undefined) area = arg;
    else throw new DeployUsageError(`デプロイ対象は一度に一つです (${area} と ${arg} が指定されました)。`);
  }
  if (area === undefined) {
    throw new DeployUsageError(`デプロイ対象を指定してください (${DEPLOY_AREAS.join(', ')})。${example()}`);
  }
  if (!DEPLOY_AREAS.includes(area)) {
    throw new DeployUsageError(`「${area}」というデプロイ対象はありません。次のいずれかです: ${DEPLOY_AREAS.join(', ')}。`);
  }
  if (env === undefined || env === '') {
    throw new DeployUsageError(`--env でデプロイ先の環境 (${DEPLOY_ENVIRONMENTS.join(' または ')}) を指定してください。${example(area)}`);
  }
  if (env === 'local') {
    throw new DeployUsageError('local はデプロイ先ではありません (手元での本番相当の確認は npm run preview)。staging または production を指定してください。');
  }
  if (!DEPLOY_ENVIRONMENTS.includes(env)) {
    throw new DeployUsageError(`「${env}」という環境はありません。${DEPLOY_ENVIRONMENTS.join(' または ')} を指定してください。`);
  }
  return { area, env, dryRun };
}

/**
 * @typedef {{ kind: 'run', label: string, command: 'npm' | 'firebase', args: string[] }} RunStep
 * @typedef {{ kind: 'config', label: string, from: string, to: string, inline: boolean }} ConfigStep  to: the
 *   site's folder; inline: its index.html carries the config too (the shell's)
 * @typedef {{ area: string, env: string, steps: (RunStep | ConfigStep)[] }} DeployPlan
 */

/**
 * The steps, in order, with repository-relative paths. A Hosting area is built alone and deployed to
 * its own target; its dist gets the environment's runtime config in place of the local one the build
 * copies, as the file and, in the shell's index.html, inline (runtimeConfigFiles.mjs; the shell reads
 * it, the remotes' stand-alone harness the file, and no deployed site should carry the emulator settings). The backend's functions are built by firebase.json's predeploy.
 * @param {{ area: string, env: string, version: string, commit: string }} options
 *   version: the area's package.json version; commit: short git hash, both for the release message
 * @returns {DeployPlan}
 */
export function deployPlan({ area, env, version, commit }) {
  const message = `${area} ${version} (${commit})`;
  const deploy = (only, label) => ({
    kind: 'run',
    label,
    command: 'firebase',
    args: ['deploy', '--only', only, '--project', env, '--message', message],
  });
  if (area === BACKEND) {
    return { area, env, steps: [deploy(BACKEND_ONLY, 'Functions と Firestore・Storage のルールのデプロイ')] };
  }
  const app = HOSTING_APPS.find((candidate) => candidate.app === area);
  if (!app) throw new DeployUsageError(`「${area}」というデプロイ対象はありません。次のいずれかです: ${DEPLOY_AREAS.join(', ')}。`);
  return {
    area,
    env,
    steps: [
      { kind: 'run', label: `${app.app} のビルド`, command: 'npm', args: ['run', 'build', '-w', app.app] },
      { kind: 'config', label: `${env} の実行時設定を配置`, from: runtimeConfigFile(env), to: app.publicDir, inline: app.remote === null },
      deploy(`hosting:${app.target}`, `Hosting (${app.target}) へのデプロイ`),
    ],
  };
}

/** Paths (a.b.c) of the string values that still hold a placeholder. */
function placeholderPaths(value, prefix = '') {
  if (typeof value === 'string') return value.includes(PLACEHOLDER) ? [prefix] : [];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => placeholderPaths(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

const isHttpsUrl = (text) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Why the plan must not run yet (`problems`), and what looks wrong but may be intended (`warnings`,
 * e.g. a remote on a custom domain). Pure: the caller reads .firebaserc and the runtime config.
 * @param {{ area: string, env: string, firebaserc: any, runtimeConfig: any }} input
 *   runtimeConfig: the parsed config/runtime-config.<env>.json, or null when missing or not JSON
 * @returns {{ projectId: string | undefined, problems: string[], warnings: string[] }}
 */
export function deployPreflight({ area, env, firebaserc, runtimeConfig }) {
  const problems = [];
  const warnings = [];
  const projectId = firebaserc?.projects?.[env];
  if (!projectId) {
    problems.push(
      `.firebaserc に ${env} のプロジェクトがありません。\`npx firebase use --add\` で ${env} という別名で登録してください。`,
    );
  } else if (projectId.startsWith('demo-')) {
    problems.push(`${env} のプロジェクト ${projectId} はエミュレーター専用の demo- プロジェクトで、デプロイできません。`);
  }
  /** The site a hosting target is mapped to in this project, or undefined. */
  const siteOf = (target) => {
    const sites = projectId ? firebaserc?.targets?.[projectId]?.hosting?.[target] : undefined;
    return Array.isArray(sites) && sites.length === 1 ? sites[0] : undefined;
  };
  if (area === BACKEND) return { projectId, problems, warnings };

  const app = HOSTING_APPS.find((candidate) => candidate.app === area);
  if (projectId && app && !siteOf(app.target)) {
    problems.push(
      `hosting ターゲット ${app.target} が ${projectId} のサイトに割り当てられていません。` +
        `\`npx firebase target:apply hosting ${app.target} <サイト名> --project ${env}\` を実行してください。`,
    );
  }

  const file = runtimeConfigFile(env);
  if (!runtimeConfig || typeof runtimeConfig !== 'object') {
    problems.push(`${file} がないか、正しい JSON ではありません。`);
    return { projectId, problems, warnings };
  }
  const unfilled = placeholderPaths(runtimeConfig);
  if (unfilled.length) problems.push(`${file} にまだ置き換えていない値があります (${PLACEHOLDER}…): ${unfilled.join(', ')}`);
  for (const key of ['apiKey', 'authDomain', 'projectId']) {
    const value = runtimeConfig.firebase?.[key];
    if (typeof value !== 'string' || !value.trim()) problems.push(`${file} の firebase.${key} がありません。`);
  }
  const configProject = runtimeConfig.firebase?.projectId;
  if (projectId && typeof configProject === 'string' && !configProject.includes(PLACEHOLDER) && configProject !== projectId) {
    problems.push(`${file} の firebase.projectId (${configProject}) が .firebaserc の ${env} (${projectId}) と違います。`);
  }
  for (const remote of REMOTE_NAMES) {
    const url = runtimeConfig.remotes?.[remote];
    if (typeof url !== 'string' || !isHttpsUrl(url)) {
      problems.push(`${file} の remotes.${remote} が https の URL ではありません。`);
      continue;
    }
    const target = HOSTING_APPS.find((candidate) => candidate.remote === remote)?.target;
    const site = target && siteOf(target);
    if (!site) {
      if (projectId) warnings.push(`hosting ターゲット ${target} のサイトが .firebaserc にないため、remotes.${remote} を確かめられません。`);
      continue;
    }
    const host = new URL(url).hostname;
    if (host !== `${site}.web.app` && host !== `${site}.firebaseapp.com`) {
      warnings.push(
        `remotes.${remote} (${url}) はサイト ${site} (https://${site}.web.app) を指していません。独自ドメインならこのままで構いません。`,
      );
    }
  }
  return { projectId, problems, warnings };
}

/** One line per step, as printed by --dry-run and before a real run. */
export function describePlan(plan, { projectId } = {}) {
  const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `"${arg}"`);
  const lines = [`デプロイ計画: ${plan.area} → ${plan.env}${projectId ? ` (プロジェクト ${projectId})` : ''}`];
  plan.steps.forEach((step, index) => {
    const what =
      step.kind === 'config'
        ? `${step.from} → ${step.to}/runtime-config.json${step.inline ? ' (index.html にも埋め込み)' : ''}`
        : [step.command, ...step.args].map(quote).join(' ');
    lines.push(`  ${index + 1}. ${step.label}: ${what}`);
  });
  return lines;
}
