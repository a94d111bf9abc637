import { useLayoutEffect } from 'react';
import { useLocation } from '@madoguchi/shared/router';

/** SPEC.md section 2: every navigation starts at the top of the page. */
export function ScrollReset() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
