/** @jest-environment node */
// `npm run deploy:<area> -- --env <env>` (scripts/deploy.mjs): the plan it carries out and the checks
// that stop it, decided by pure functions in scripts/hosting/deployPlan.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BACKEND_ONLY,
  DEPLOY_AREAS,
  DeployUsageError,
  deployPlan,
  deployPreflight,
  describePlan,
  parseDeployArgs,
  type RunStep,
} from '../../scripts/hosting/deployPlan.mjs';
import { HOSTING_APPS, REMOTE_NAMES } from '../../scripts/hosting/sites.mjs';
import { parseRuntimeConfig } from '../../shared/src/config/runtimeConfig';
import { REMOTE_NAMES as SHELL_REMOTE_NAMES } from '../../shared/src/contracts/remotes';

const repoRoot = path.resolve(__dirname, '../..');
const readJson = (relative: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, relative), 'utf8'));
const firebaseJson = readJson('firebase.json') as { hosting: { target: string; public: string }[] };
const APPS = HOSTING_APPS.map((app) => app.app);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

function usageError(argv: string[]): DeployUsageError {
  try {
    parseDeployArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(DeployUsageError);
    return error as DeployUsageError;
  }
  throw new Error(`parseDeployArgs(${JSON.stringify(argv)}) did not refuse`);
}

describe('command line', () => {
  it('takes the area from the npm script and the environment from --env', () => {
    expect(parseDeployArgs(['shell', '--env', 'staging'])).toEqual({ area: 'shell', env: 'staging', dryRun: false });
    expect(parseDeployArgs(['user-app', '--env=production', '--dry-run'])).toEqual({
      area: 'user-app',
      env: 'production',
      dryRun: true,
    });
    expect(parseDeployArgs(['--dry-run', 'backend', '--env', 'staging'])).toEqual({ area: 'backend', env: 'staging', dryRun: true });
  });

  it('knows the four apps and the backend, nothing else', () => {
    expect(DEPLOY_AREAS).toEqual(['shell', 'user-app', 'tenant-admin-app', 'system-admin-app', 'backend']);
  });

  it.each([
    [['web', '--env', 'staging'], '「web」というデプロイ対象はありません'],
    [['--env', 'staging'], 'デプロイ対象を指定してください'],
    [['shell'], '--env でデプロイ先の環境'],
    [['shell', '--env'], '--env の後に環境名を指定してください'],
    [['shell', '--env', '--dry-run'], '--env の後に環境名を指定してください'],
    [['shell', '--env', 'dev'], '「dev」という環境はありません'],
    [['shell', '--env', 'local'], 'local はデプロイ先ではありません'],
    [['shell', '--env', 'staging', '--force'], '不明なオプションです: --force'],
    [['shell', 'user-app', '--env', 'staging'], 'デプロイ対象は一度に一つです'],
  ])('refuses %j in Japanese', (argv, message) => {
    const error = usageError(argv);
    expect(error.message).toContain(message);
    expect(error.message).toMatch(JAPANESE);
  });
});

describe('plan', () => {
  const version = '0.1.0';
  const commit = 'abc1234';

  it.each(APPS)('%s: builds exactly that app, gives it the environment config and deploys its target alone', (app) => {
    const plan = deployPlan({ area: app, env: 'staging', version, commit });
    const site = firebaseJson.hosting.find((entry) => entry.target === app);
    expect(site).toBeDefined();
    expect(plan.steps.map((step) => step.kind)).toEqual(['run', 'config', 'run']);
    const [build, config, deploy] = plan.steps;
    expect(build).toMatchObject({ command: 'npm', args: ['run', 'build', '-w', app] });
    expect(config).toMatchObject({ from: 'config/runtime-config.staging.json', to: site!.public, inline: app === 'shell' });
    expect(deploy).toMatchObject({
      command: 'firebase',
      args: ['deploy', '--only', `hosting:${app}`, '--project', 'staging', '--message', `${app} 0.1.0 (abc1234)`],
    });
    // No other app is built or deployed.
    const others = APPS.filter((other) => other !== app);
    for (const step of plan.steps.filter((s): s is RunStep => s.kind === 'run')) {
      for (const other of others) expect(step.args.join(' ')).not.toMatch(new RegExp(`(^|[ :])${other}( |$)`));
    }
  });

  it('production uses the production config and project alias', () => {
    const plan = deployPlan({ area: 'tenant-admin-app', env: 'production', version, commit });
    expect(plan.steps[1]).toMatchObject({ from: 'config/runtime-config.production.json' });
    expect((plan.steps[2] as RunStep).args).toEqual(expect.arrayContaining(['--project', 'production']));
  });

  it('backend deploys functions, Firestore rules and indexes and Storage rules, no app', () => {
    const plan = deployPlan({ area: 'backend', env: 'production', version, commit });
    expect(plan.steps).toEqual([
      expect.objectContaining({
        kind: 'run',
        command: 'firebase',
        args: ['deploy', '--only', 'functions,firestore,storage', '--project', 'production', '--message', 'backend 0.1.0 (abc1234)'],
      }),
    ]);
    expect(BACKEND_ONLY.split(',').every((part) => part in (readJson('firebase.json') as object))).toBe(true);
  });

  it('prints one line per step, quoting what needs it', () => {
    const lines = describePlan(deployPlan({ area: 'shell', env: 'staging', version, commit }), { projectId: 'madoguchi-stg' });
    expect(lines).toEqual([
      'デプロイ計画: shell → staging (プロジェクト madoguchi-stg)',
      '  1. shell のビルド: npm run build -w shell',
      '  2. staging の実行時設定を配置: config/runtime-config.staging.json → shell/dist/runtime-config.json (index.html にも埋め込み)',
      '  3. Hosting (shell) へのデプロイ: firebase deploy --only hosting:shell --project staging --message "shell 0.1.0 (abc1234)"',
    ]);
  });
});

describe('preflight', () => {
  const firebaserc = {
    projects: { default: 'demo-madoguchi', staging: 'madoguchi-stg' },
    targets: {
      'madoguchi-stg': {
        hosting: {
          shell: ['madoguchi-shell-stg'],
          'user-app': ['madoguchi-user-stg'],
          'tenant-admin-app': ['madoguchi-tenant-admin-stg'],
          'system-admin-app': ['madoguchi-system-admin-stg'],
        },
      },
    },
  };
  const runtimeConfig = {
    firebase: { apiKey: 'AIza-example', authDomain: 'madoguchi-stg.firebaseapp.com', projectId: 'madoguchi-stg' },
    remotes: {
      user_app: 'https://madoguchi-user-stg.web.app/mf-manifest.json',
      tenant_admin_app: 'https://madoguchi-tenant-admin-stg.firebaseapp.com/mf-manifest.json',
      system_admin_app: 'https://madoguchi-system-admin-stg.web.app/mf-manifest.json',
    },
  };
  const check = (overrides: Partial<Parameters<typeof deployPreflight>[0]> = {}) =>
    deployPreflight({ area: 'shell', env: 'staging', firebaserc, runtimeConfig, ...overrides });

  it('lets a complete project through', () => {
    expect(check()).toEqual({ projectId: 'madoguchi-stg', problems: [], warnings: [] });
    for (const area of APPS) expect(check({ area }).problems).toEqual([]);
  });

  it('refuses an environment without a project alias, or the demo project', () => {
    expect(check({ env: 'production' }).problems[0]).toContain('.firebaserc に production のプロジェクトがありません');
    const demo = check({ firebaserc: { projects: { staging: 'demo-madoguchi' } } });
    expect(demo.problems[0]).toContain('demo- プロジェクト');
  });

  it('refuses a target without a site, naming the command that maps it', () => {
    const { problems } = check({
      area: 'user-app',
      firebaserc: { ...firebaserc, targets: { 'madoguchi-stg': { hosting: { shell: ['madoguchi-shell-stg'] } } } },
    });
    expect(problems).toEqual([expect.stringContaining('firebase target:apply hosting user-app <サイト名> --project staging')]);
  });

  it('refuses the templates until their placeholders are replaced', () => {
    for (const env of ['staging', 'production']) {
      const template = readJson(`config/runtime-config.${env}.json`);
      const { problems } = deployPreflight({ area: 'shell', env, firebaserc: { projects: { [env]: `madoguchi-${env}` } }, runtimeConfig: template });
      expect(problems).toEqual(
        expect.arrayContaining([expect.stringMatching(/REPLACE_WITH.*firebase\.apiKey.*firebase\.projectId/)]),
      );
    }
  });

  it('refuses a config for another project, a missing one and remotes that are not https', () => {
    expect(check({ runtimeConfig: { ...runtimeConfig, firebase: { ...runtimeConfig.firebase, projectId: 'madoguchi-prod' } } }).problems).toEqual([
      expect.stringContaining('firebase.projectId (madoguchi-prod) が .firebaserc の staging (madoguchi-stg) と違います'),
    ]);
    expect(check({ runtimeConfig: null }).problems).toEqual([expect.stringContaining('config/runtime-config.staging.json がないか')]);
    const http = { ...runtimeConfig, remotes: { ...runtimeConfig.remotes, user_app: 'http://localhost:9001/mf-manifest.json' } };
    expect(check({ runtimeConfig: http }).problems).toEqual([expect.stringContaining('remotes.user_app が https の URL ではありません')]);
  });

  it('warns (only) when a remote is not on its target site, which a custom domain explains', () => {
    const custom = { ...runtimeConfig, remotes: { ...runtimeConfig.remotes, user_app: 'https://user.madoguchi.example.jp/mf-manifest.json' } };
    const result = check({ runtimeConfig: custom });
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([expect.stringContaining('remotes.user_app (https://user.madoguchi.example.jp/mf-manifest.json) はサイト madoguchi-user-stg')]);
  });

  it('checks only the project for the backend', () => {
    expect(check({ area: 'backend', runtimeConfig: null })).toEqual({ projectId: 'madoguchi-stg', problems: [], warnings: [] });
  });
});

describe('runtime config templates', () => {
  it.each(['local', 'staging', 'production'])('config/runtime-config.%s.json passes the shell’s own validation', (env) => {
    const result = parseRuntimeConfig(readJson(`config/runtime-config.${env}.json`));
    expect(result).toEqual({ ok: true, config: expect.any(Object) });
  });

  it('names the remotes the shell knows', () => {
    expect([...REMOTE_NAMES]).toEqual([...SHELL_REMOTE_NAMES]);
  });
});
