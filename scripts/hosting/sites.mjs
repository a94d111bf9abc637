// The four Firebase Hosting sites: one per app, each built and deployed on its own (README:
// Deployment). firebase.json's "hosting" entries name these targets and public directories, and
// .firebaserc maps each target to a site per project (test/unit/hostingConfig.test.ts keeps them equal).

/**
 * @typedef {'shell' | 'user-app' | 'tenant-admin-app' | 'system-admin-app'} AppName
 * @typedef {'user_app' | 'tenant_admin_app' | 'system_admin_app'} RemoteName
 * @typedef {{ app: AppName, target: AppName, publicDir: string, remote: RemoteName | null }} HostingApp
 */

/** @type {readonly HostingApp[]} The shell first: the Hosting emulator gives the first site the configured port. */
export const HOSTING_APPS = Object.freeze([
  { app: 'shell', target: 'shell', publicDir: 'shell/dist', remote: null },
  { app: 'user-app', target: 'user-app', publicDir: 'user-app/dist', remote: 'user_app' },
  { app: 'tenant-admin-app', target: 'tenant-admin-app', publicDir: 'tenant-admin-app/dist', remote: 'tenant_admin_app' },
  { app: 'system-admin-app', target: 'system-admin-app', publicDir: 'system-admin-app/dist', remote: 'system_admin_app' },
]);

/** The remotes' names in the runtime config (shared/src/contracts/remotes.ts REMOTE_NAMES). */
export const REMOTE_NAMES = Object.freeze(HOSTING_APPS.flatMap((app) => (app.remote ? [app.remote] : [])));

/** Where a deployment can go; each is also the project alias in .firebaserc. `local` is the emulators. */
export const DEPLOY_ENVIRONMENTS = Object.freeze(['staging', 'production']);

/** The shell's runtime config for an environment (local, staging, production), repository-relative. */
export const runtimeConfigFile = (env) => `config/runtime-config.${env}.json`;

/** What the shell fetches from its own origin (shell/src/bootstrap.tsx). */
export const RUNTIME_CONFIG_NAME = 'runtime-config.json';
