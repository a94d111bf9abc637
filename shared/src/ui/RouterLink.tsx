import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '@madoguchi/shared/router';

/**
 * A click on a real link (href `to`) to a route of the app: a plain click navigates inside the
 * single-page app; with a modifier key or another button the browser does its own (a new tab).
 */
export function useFollowLink(to: string) {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
}

/**
 * A Fluent link to a route of the app: a real href (open in a new tab works), while a plain click
 * navigates inside the single-page app instead of reloading it.
 */
export function RouterLink({
  to,
  children,
  className,
  'aria-label': ariaLabel,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  /** Where the visible text alone would not say which row's link it is. */
  'aria-label'?: string;
}) {
  const follow = useFollowLink(to);
  return (
    <Link href={to} onClick={follow} className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
