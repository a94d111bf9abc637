// Starting the FAQ search worker from whichever build provides this module. In a remote that is
// another origin than the page's (user-app's chunks come from :9001 under the shell's :9000, another
// Hosting site in production), and browsers refuse `new Worker(crossOriginUrl)`; a classic worker
// started from a same-origin blob may still importScripts() a script of any origin.

/**
 * The URL of the worker's bundle. Webpack compiles a worker, and writes its URL, only where it sees
 * `new Worker(new URL('…', import.meta.url))`; so that expression runs once with a stand-in
 * constructor that keeps the URL and starts nothing. In production builds the chunk's name carries its
 * content hash (tools/webpack/createAppConfig.cjs), so Hosting serves it as immutable and a
 * deployment never meets an older worker.
 */
function workerScriptUrl(): string {
  const RealWorker = globalThis.Worker;
  let scriptUrl = '';
  globalThis.Worker = class {
    constructor(url: string | URL) {
      scriptUrl = String(url);
    }
  } as unknown as typeof Worker;
  try {
    new Worker(
      /* webpackChunkName: "faq-search-worker" */
      new URL('./faqSearch.worker.ts', import.meta.url),
    );
  } finally {
    globalThis.Worker = RealWorker;
  }
  return scriptUrl;
}

/** What to start the worker from: its own URL when same-origin, otherwise a blob that imports it. */
export function workerStartUrl(scriptUrl: string, pageOrigin: string): { url: string; isBlob: boolean } {
  if (new URL(scriptUrl, pageOrigin).origin === pageOrigin) return { url: scriptUrl, isBlob: false };
  const bootstrap = new Blob([`importScripts(${JSON.stringify(scriptUrl)});`], { type: 'text/javascript' });
  return { url: URL.createObjectURL(bootstrap), isBlob: true };
}

/** The FAQ search worker, or null where there is none (jsdom, old browsers): search on the main thread then. */
export function startFaqSearchWorker(): { worker: Worker; stop: () => void } | null {
  if (typeof Worker === 'undefined') return null;
  const { url, isBlob } = workerStartUrl(workerScriptUrl(), location.origin);
  const worker = new Worker(url);
  return {
    worker,
    stop: () => {
      worker.terminate();
      // Kept until now: revoking it sooner could race the worker's own fetch of the blob.
      if (isBlob) URL.revokeObjectURL(url);
    },
  };
}
