import { notify } from '@madoguchi/shared';
import { errorMessage } from '@madoguchi/shared/data';
import { useState } from 'react';

/**
 * A call started from a button (publish, close, delete): busy while it runs, a notice when it is done,
 * and its refusal kept in Japanese for the screen to show.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Runs `action`; true when it succeeded. */
  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      notify.info(done);
      return true;
    } catch (error) {
      setFailure(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, run };
}
