// The FAQ search worker: builds the index and answers searches off the main thread. It imports only
// pure modules by path (no '@madoguchi/shared…' singletons), so webpack bundles it whole into one
// script that loads no further chunks: it may run from a blob URL (startWorker.ts), where
// webpack could not work out a public path.
import { createFaqSearchResponder, type FaqSearchRequest } from './protocol';

// The project's TypeScript lib is the DOM's, whose `self` is a Window; here it is the worker's scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FaqSearchRequest>) => void) | null;
  postMessage(message: unknown): void;
};
const answer = createFaqSearchResponder();
scope.onmessage = (event) => scope.postMessage(answer(event.data));
