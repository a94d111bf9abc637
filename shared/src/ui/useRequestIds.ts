import { useMemo, useRef } from 'react';

// Shared because useSavingForm, which every area's forms use, keys its requests with it.

/**
 * Request ids for a form's callable, which the server applies once per id. Sending the same values
 * again (a retry after a time-out) reuses the id, so a lost answer never applies them twice; other
 * values, or the same ones after `done` (a saved form that stays open), are a new request.
 * Values are compared by identity: a form's state object changes whenever the admin edits it.
 */
export function useRequestIds<T>(): { idFor: (values: T) => string; done: () => void } {
  const attempt = useRef<{ values: T; requestId: string } | null>(null);
  return useMemo(
    () => ({
      idFor: (values: T) => {
        if (attempt.current?.values !== values) attempt.current = { values, requestId: crypto.randomUUID() };
        return attempt.current.requestId;
      },
      done: () => {
        attempt.current = null;
      },
    }),
    [],
  );
}
