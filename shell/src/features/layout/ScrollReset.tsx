import { useLayoutEffect } from 'react';
import { useLocation } from '@madoguchi/shared/router';

/** docs/product.md#scroll-to-top: every navigation starts at the top of the page. */
export function ScrollReset() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
