/** Emulator ports (docs/product.md#emulator-ports); used whenever the page is served from localhost. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199, functions: 5001 } as const;

export const FUNCTIONS_REGION = 'asia-northeast1';
/** The callable SDK's own default, stated so the client and the spec agree. */
export const CALLABLE_TIMEOUT_MS = 70_000;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function usesEmulators(hostname: string = globalThis.location?.hostname ?? ''): boolean {
  return LOCAL_HOSTS.has(hostname);
}

/** The emulators run on the page's own host, so a page on 127.0.0.1 talks to 127.0.0.1. */
export function emulatorHost(hostname: string = globalThis.location?.hostname ?? 'localhost'): string {
  return hostname === '[::1]' ? 'localhost' : hostname;
}
