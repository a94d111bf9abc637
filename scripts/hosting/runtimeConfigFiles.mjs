// Where a site's runtime config lives: runtime-config.json beside the app, and, in the shell's
// index.html, the same JSON inline, so the page starts (and its first paint signs in or reads data)
// without waiting for a second request (issue 23). The build, the deploy and the preview all write
// both through placeRuntimeConfig, so the two never differ.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_NAME } from './sites.mjs';

/**
 * index.html's inline copy (shell/public/index.html; read by @madoguchi/shared loadRuntimeConfig), as
 * written or as the production build's minifier leaves it (attributes unquoted).
 */
export const INLINE_BLOCK = /(<script\b[^>]*\bid=["']?runtime-config["']?[^>]*>)[\s\S]*?(<\/script>)/;

/** JSON that cannot end its script element or open a comment in it, whatever its strings hold. */
export function inlineJson(text) {
  return JSON.stringify(JSON.parse(text)).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** index.html with its inline runtime config replaced; unchanged when it carries none (a remote's harness). */
export function withInlineConfig(html, configText) {
  return html.replace(INLINE_BLOCK, (_, open, close) => `${open}${inlineJson(configText)}${close}`);
}

/**
 * Writes a built site's runtime config: the JSON file and, for the shell (`inline`), its copy in index.html.
 * @param {string} distDir the site's folder (e.g. shell/dist)
 * @param {string} configText the config as JSON text (checked to be JSON before anything is written)
 * @param {{ inline?: boolean }} [options] inline: the site's index.html must carry the config (the
 *   shell's): a page without its place is refused rather than left with an older config
 */
export function placeRuntimeConfig(distDir, configText, { inline = false } = {}) {
  inlineJson(configText);
  const page = path.join(distDir, 'index.html');
  const html = existsSync(page) ? readFileSync(page, 'utf8') : '';
  if (inline && !INLINE_BLOCK.test(html)) {
    throw new Error(`${page} に実行時設定を埋め込む場所がありません (shell/public/index.html の script#runtime-config)。`);
  }
  writeFileSync(path.join(distDir, RUNTIME_CONFIG_NAME), configText);
  if (inline) writeFileSync(page, withInlineConfig(html, configText));
}
