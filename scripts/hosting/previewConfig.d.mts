// Types of previewConfig.mjs for the TypeScript tests.
import type { AppName } from './sites.mjs';

export interface RuntimeConfigJson {
  firebase: Record<string, string>;
  remotes: Record<string, string>;
  /** Only the local stack's: whether the Storage emulator runs. */
  emulators?: { storage: boolean };
}
export declare function previewAppUrls(siteUrls: Record<string, string>): Record<AppName, string>;
export declare function previewRuntimeConfig(localConfig: RuntimeConfigJson, appUrls: Record<AppName, string>): RuntimeConfigJson;
