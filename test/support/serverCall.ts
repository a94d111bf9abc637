import { AsyncLocalStorage } from 'node:async_hooks';
import { settled } from './inquiryEvents';

// Server code that a test runs in its own process (a scheduled job's core, say) shares the Admin SDK
// with the test's own checks. Running it through serverCall marks its queries as the server's, so the
// index check covers them and not the test's (test/setup/queryShapes.ts).

const runningServerCode = new AsyncLocalStorage<string>();

/**
 * Calls `serverFunction` with `args`, its Firestore queries recorded as server queries; resolves once
 * the inquiry events it recorded have had their reactions, as a callable's call does.
 */
export function serverCall<Args extends unknown[], Result>(serverFunction: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> {
  return settled(runningServerCode.run(serverFunction.name, () => serverFunction(...args)));
}

/** The name of the server function whose code is running, if any. */
export const serverFunctionRunning = (): string | undefined => runningServerCode.getStore();
