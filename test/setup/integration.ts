// The shared package picks the emulators when the page host is localhost (docs/product.md#emulator-ports); in Node
// there is no page, so integration tests state the host they stand for.
Object.defineProperty(globalThis, 'location', {
  value: new URL('http://localhost:9000/login'),
  configurable: true,
});
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.GCLOUD_PROJECT ??= 'demo-madoguchi';
// The shared package's Firestore client counts its reads where asked (shared/src/firebase/readCounter.ts):
// some tests bound what a page or a search reads.
globalThis.__MADOGUCHI_COUNT_READS__ = true;
