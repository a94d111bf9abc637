// How `npm run preview` points the shell at the remotes: the Hosting emulator picks the remotes'
// ports itself (firebase-tools lib/serve/hosting.js: the first site at the configured port, site i
// at port + 4 + i or the next free one) and prints them; the shell's runtime config follows.
import { HOSTING_APPS } from './sites.mjs';

/**
 * Each app's origin, from the URLs the CLI reported per Hosting target.
 * @param {Record<string, string>} siteUrls target → http://host:port
 * @returns {Record<import('./sites.mjs').AppName, string>}
 */
export function previewAppUrls(siteUrls) {
  const missing = HOSTING_APPS.filter(({ target }) => !siteUrls[target]).map(({ target }) => target);
  if (missing.length) throw new Error(`Hosting エミュレーターが次のサイトを起動していません: ${missing.join(', ')}`);
  return Object.fromEntries(HOSTING_APPS.map(({ app, target }) => [app, siteUrls[target].replace(/\/+$/, '')]));
}

/**
 * The runtime config the preview's shell serves: the local one (demo project, emulators) with each
 * remote's manifest on the port the Hosting emulator gave its site.
 * @param {{ firebase: object, remotes: Record<string, string>, emulators?: { storage: boolean } }} localConfig
 *   the local stack's (scripts/emulators/localRuntimeConfig.mjs)
 * @param {Record<string, string>} appUrls from previewAppUrls
 */
export function previewRuntimeConfig(localConfig, appUrls) {
  const remotes = Object.fromEntries(
    HOSTING_APPS.filter((app) => app.remote).map((app) => [app.remote, `${appUrls[app.app]}/mf-manifest.json`]),
  );
  return { ...localConfig, remotes };
}
