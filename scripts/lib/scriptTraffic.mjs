// Records the JavaScript a Playwright page loads, with its size, and tells when the page's asset
// traffic has gone quiet. Used by scripts/size.mjs.
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';

const isScript = (request) => request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');

/** Raw and gzip (level 9) bytes of a body, so the figure does not depend on how the server compresses. */
function sizeOf(body) {
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/**
 * Starts recording on `page`. "Quiet" counts the requests to `isAssetOrigin` origins and every script
 * request; other traffic (Firebase's long-lived backend connections) would keep the page from ever
 * being idle and loads no code.
 * @param {import('playwright-core').Page} page
 * @param {(origin: string) => boolean} isAssetOrigin
 */
export function recordScripts(page, isAssetOrigin) {
  /** @type {Promise<{ url: string, startedAt: number, raw: number, gzip: number } | null>[]} */
  const scripts = [];
  /** Tracked requests in flight → when each was sent (epoch ms). */
  const inFlight = new Map();
  let lastActivity = Date.now();
  const tracked = (request) => isScript(request) || isAssetOrigin(new URL(request.url()).origin);

  page.on('request', (request) => {
    if (!tracked(request)) return;
    lastActivity = Date.now();
    inFlight.set(request, lastActivity);
  });
  page.on('requestfailed', (request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => {
    const startedAt = inFlight.get(request);
    if (!inFlight.delete(request)) return;
    lastActivity = Date.now();
    if (!isScript(request)) return;
    // Only fresh bodies count: a redirect has none and a 304 is a file the browser already had. The
    // body is read now, while the page still holds it.
    // A body still unread when the page closes belongs to no measurement (scripts() awaits those it counts).
    scripts.push(
      request
        .response()
        .then(async (response) => (response?.ok() ? { url: request.url(), startedAt, ...sizeOf(await response.body()) } : null))
        .catch(() => null),
    );
  });

  return {
    /** The scripts received so far, with when they were requested (epoch ms) and their sizes. */
    async scripts() {
      return (await Promise.all(scripts)).filter(Boolean);
    },
    /**
     * Resolves once no tracked request has been in flight for `quietMs`, with the time (epoch ms) the
     * quiet began: every script requested before that instant belongs to the period that just ended.
     */
    async waitForQuiet(quietMs, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) {
          const open = [...inFlight.keys()].map((request) => request.url()).join(', ');
          throw new Error(`network did not go quiet for ${quietMs} ms within ${timeoutMs} ms (open: ${open || 'none'})`);
        }
        await delay(25);
      }
      return lastActivity;
    },
  };
}
