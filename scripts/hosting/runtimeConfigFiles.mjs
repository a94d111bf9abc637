// Where a site's runtime config lives: runtime-config.json beside the app, and, in the shell's
// index.html, the same JSON inline, so the page starts (and its first paint signs in or reads data)
// without waiting for a second request (issue 23). The build, the deploy and the preview all write
// both through placeRuntimeConfig, so the two never differ.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_NAME } from './sites.mjs';

/** index.html's inline copy (shell/public/index.html; read by @madoguchi/shared loadRuntimeConfig). */
const INLINE_BLOCK = /(<script type="application\/json" id="runtime-config">)[\s\S]*?(<\/script>)/;

/** JSON that cannot end its script element or open a comment in it, whatever its strings hold. */
export function inlineJson(text) {
  return JSON.stringify(JSON.parse(text)).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** index.html with its inline runtime config replaced; unchanged when it carries none (a remote's harness). */
export function withInlineConfig(html, configText) {
  return html.replace(INLINE_BLOCK, (_, open, close) => `${open}${inlineJson(configText)}${close}`);
}

/**
 * Writes a built site's runtime config: the JSON file, and the inline copy where its index.html has one.
 * @param {string} distDir the site's folder (e.g. shell/dist)
 * @param {string} configText the config as JSON text (checked to be JSON before anything is written)
 */
export function placeRuntimeConfig(distDir, configText) {
  inlineJson(configText);
  writeFileSync(path.join(distDir, RUNTIME_CONFIG_NAME), configText);
  const page = path.join(distDir, 'index.html');
  if (!existsSync(page)) return;
  const html = readFileSync(page, 'utf8');
  if (INLINE_BLOCK.test(html)) writeFileSync(page, withInlineConfig(html, configText));
}
