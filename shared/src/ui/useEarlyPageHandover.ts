import { useLayoutEffect } from 'react';
import { handOverEarlyPage } from '../early/earlyPage';

/**
 * A page that may have been drawn before the app (shell/src/early: an inquiry opened from its mail)
 * takes over once it shows what that drawing showed, or why it cannot (`settled`): before the browser
 * paints, so the two never flash.
 */
export function useEarlyPageHandover(settled: boolean): void {
  useLayoutEffect(() => {
    if (settled) handOverEarlyPage();
  }, [settled]);
}
