// Types of localRuntimeConfig.mjs for the TypeScript tests.
import type { RuntimeConfigJson } from '../hosting/previewConfig.mjs';

export declare const localRuntimeConfigFile: string;
export declare function localRuntimeConfig(options?: { storage?: boolean }): Required<RuntimeConfigJson>;
export declare function localRuntimeConfigText(options?: { storage?: boolean }): string;
