// Types of sites.mjs for the TypeScript tests.

export type AppName = 'shell' | 'user-app' | 'tenant-admin-app' | 'system-admin-app';
export type RemoteName = 'user_app' | 'tenant_admin_app' | 'system_admin_app';
export interface HostingApp {
  app: AppName;
  target: AppName;
  publicDir: string;
  remote: RemoteName | null;
}
export declare const HOSTING_APPS: readonly HostingApp[];
export declare const REMOTE_NAMES: readonly RemoteName[];
export declare const DEPLOY_ENVIRONMENTS: readonly ('staging' | 'production')[];
export declare function runtimeConfigFile(env: string): string;
export declare const RUNTIME_CONFIG_NAME: string;
