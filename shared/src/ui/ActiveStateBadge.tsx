import { Badge } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** A tenant's or a user's state, named by the page: green while in use, red once stopped. */
export function ActiveStateBadge({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <Badge appearance="outline" color={active ? 'success' : 'danger'}>
      {children}
    </Badge>
  );
}
