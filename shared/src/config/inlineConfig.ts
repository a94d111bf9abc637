/**
 * index.html's inline copy of the runtime config, which the build, the deploy and the preview write
 * beside runtime-config.json (scripts/hosting/runtimeConfigFiles.mjs). Its own module, without the
 * schema: the page's first script reads it before any library has arrived.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The inline config's JSON text, or null where the page carries none (a remote's harness). */
export function inlineConfigText(): string | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  return element?.textContent?.trim() || null;
}
