// Types of preview.mjs for the TypeScript tests (a browser test can drive the preview through these).
import type { AppName } from './hosting/sites.mjs';
import type { RuntimeConfigJson } from './hosting/previewConfig.mjs';

export interface PreviewOptions {
  /** Run `npm run build` first (default false: serve the existing builds). */
  build?: boolean;
  /** Put the demo data in (default true). */
  seed?: boolean;
  /** Also start the local Slack stand-in on 127.0.0.1:9300 (default false). */
  slack?: boolean;
  /** Pass the firebase CLI's output to `log`. */
  verbose?: boolean;
  log?: (line: string) => void;
  /** Where the seed's output goes (default: this process's). */
  logFile?: string;
  /** The emulators' priority, their functions workers included (nice(1); default 0). */
  niceness?: number;
}

export interface Preview {
  /** Each app's origin as the Hosting emulator serves it, e.g. { shell: 'http://127.0.0.1:5050', … }. */
  urls: Record<AppName, string>;
  /** What the shell's runtime-config.json holds while the preview runs. */
  runtimeConfig: RuntimeConfigJson;
  /** Variables that point Admin SDK code at the emulators. */
  env: Record<string, string>;
  storage: boolean;
  logFile: string;
  /** Stops everything and puts the shell's local runtime-config.json back. */
  stop(): Promise<void>;
}

export declare function startPreview(options?: PreviewOptions): Promise<Preview>;
