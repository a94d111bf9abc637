/**
 * The ceiling for a test that sends a burst of calls at once. Each call running at once starts a worker
 * of the Functions emulator, and beside npm test's other lanes a burst of 30 has taken over 90 s, the
 * integration tests' default. A ceiling against hangs, not a timing check.
 */
export const BURST_CEILING_MS = 240_000;
