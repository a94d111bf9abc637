import path from 'node:path';
import type { Server } from 'node:http';
// @ts-expect-error -- a plain ES module shared with the scripts
import { startStaticServer } from '../../../scripts/lib/staticServer.mjs';

export const APPS = {
  shell: { dir: 'shell/dist', port: 9000, spa: true },
  user_app: { dir: 'user-app/dist', port: 9001, spa: false },
  tenant_admin_app: { dir: 'tenant-admin-app/dist', port: 9002, spa: false },
  system_admin_app: { dir: 'system-admin-app/dist', port: 9003, spa: false },
} as const;
export type AppName = keyof typeof APPS;

export const SHELL_URL = `http://localhost:${APPS.shell.port}`;
const root = path.resolve(__dirname, '../../..');

/** Serves the production builds on the ports the local runtime config names; each can be stopped. */
export class AppServers {
  private servers = new Map<AppName, Server[]>();

  async start(name: AppName): Promise<void> {
    const app = APPS[name];
    const servers: Server[] = await startStaticServer({ dir: path.join(root, app.dir), port: app.port, spa: app.spa });
    this.servers.set(name, servers);
  }

  async startAll(): Promise<void> {
    for (const name of Object.keys(APPS) as AppName[]) await this.start(name);
  }

  async stop(name: AppName): Promise<void> {
    const servers = this.servers.get(name) ?? [];
    this.servers.delete(name);
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
  }

  async stopAll(): Promise<void> {
    for (const name of [...this.servers.keys()]) await this.stop(name);
  }
}
