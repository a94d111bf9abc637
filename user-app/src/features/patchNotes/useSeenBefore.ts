import { markPatchNotesSeen } from '@madoguchi/shared/data';
import { useEffect, useRef, useState } from 'react';

/**
 * Opening the release notes marks them seen (which clears the tab's unread badge). Returns when
 * the user had seen them before, to mark what is new to them: undefined until known, and also
 * when marking failed, since the notes themselves still show.
 */
export function useSeenBefore(tenantId: string | null, uid: string | null): Date | null | undefined {
  const key = tenantId && uid ? `${tenantId}/${uid}` : null;
  const [seen, setSeen] = useState<{ key: string; before: Date | null } | null>(null);
  // Once per user and page visit, even if the effect runs again.
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !tenantId || !uid || marked.current === key) return;
    marked.current = key;
    markPatchNotesSeen(tenantId, uid).then(
      (before) => setSeen({ key, before }),
      () => undefined,
    );
  }, [key, tenantId, uid]);

  return seen?.key === key ? seen.before : undefined;
}
