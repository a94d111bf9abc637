// Types of runtimeConfigFiles.mjs for the TypeScript tests.

export declare const INLINE_BLOCK: RegExp;
export declare function inlineJson(text: string): string;
export declare function withInlineConfig(html: string, configText: string): string;
export declare function placeRuntimeConfig(distDir: string, configText: string, options?: { inline?: boolean }): void;
