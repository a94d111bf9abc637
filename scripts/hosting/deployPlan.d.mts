// Types of deployPlan.mjs for the TypeScript tests.

export declare const BACKEND: 'backend';
export declare const BACKEND_ONLY: string;
export declare const DEPLOY_AREAS: readonly string[];
export declare const PLACEHOLDER: string;

export declare class DeployUsageError extends Error {}

export interface DeployArgs {
  area: string;
  env: string;
  dryRun: boolean;
}
export declare function parseDeployArgs(argv: string[]): DeployArgs;

export interface RunStep {
  kind: 'run';
  label: string;
  command: 'npm' | 'firebase';
  args: string[];
}
/** Writes the environment's runtime config into the site's folder `to` (runtimeConfigFiles.mjs). */
export interface ConfigStep {
  kind: 'config';
  label: string;
  from: string;
  to: string;
  /** Its index.html carries the config too (the shell's). */
  inline: boolean;
}
export interface DeployPlan {
  area: string;
  env: string;
  steps: (RunStep | ConfigStep)[];
}
export declare function deployPlan(options: { area: string; env: string; version: string; commit: string }): DeployPlan;

export interface Preflight {
  projectId: string | undefined;
  problems: string[];
  warnings: string[];
}
export declare function deployPreflight(input: {
  area: string;
  env: string;
  firebaserc: unknown;
  runtimeConfig: unknown;
}): Preflight;

export declare function describePlan(plan: DeployPlan, options?: { projectId?: string }): string[];
