import { createFaqSearchResponder, type FaqSearchAnswer, type FaqSearchRequest } from './protocol';
import { startFaqSearchWorker } from './startWorker';

// Where FAQ search requests go: to the worker, or to the same responder on the main thread.

export interface FaqSearchPort {
  send(request: FaqSearchRequest): void;
  close(): void;
}

/** Opens a port; answers come back in the order of the requests, `onFailure` once if it cannot serve. */
export type OpenFaqSearchPort = (onAnswer: (answer: FaqSearchAnswer) => void, onFailure: () => void) => FaqSearchPort;

/** Answers on the main thread, asynchronously like a worker, so callers see one behaviour. */
export const openMainThreadPort: OpenFaqSearchPort = (onAnswer) => {
  const respond = createFaqSearchResponder();
  let open = true;
  return {
    send: (request) => queueMicrotask(() => open && onAnswer(respond(request))),
    close: () => {
      open = false;
    },
  };
};

/** The worker where the browser has one, otherwise the main thread. */
export const openFaqSearchPort: OpenFaqSearchPort = (onAnswer, onFailure) => {
  let started: ReturnType<typeof startFaqSearchWorker>;
  try {
    started = startFaqSearchWorker();
  } catch {
    started = null;
  }
  if (!started) return openMainThreadPort(onAnswer, onFailure);
  const { worker, stop } = started;
  worker.onmessage = (event: MessageEvent<FaqSearchAnswer>) => onAnswer(event.data);
  // The script did not load or the worker broke (a blocked blob URL, a network error).
  worker.onerror = (event) => {
    event.preventDefault();
    onFailure();
  };
  return { send: (request) => worker.postMessage(request), close: stop };
};
