import { useAuth } from '@madoguchi/shared';
import { draftKey } from './keptDrafts';
import { useMemo, useState } from 'react';

// Shared because sign-out (auth/session.ts) must forget every kept draft (keptDrafts.ts).

/** What is kept: the values and, once a send began, its request id (reused by a resend after a reload). */
interface Kept {
  values: unknown;
  requestId?: string;
}

interface Options<Values> {
  /** Which form: one draft per form, signed-in user and tenant. */
  form: string;
  tenantId: string;
  /** The form as it opens with nothing typed; a form like this keeps nothing. */
  blank: Values;
  /** The kept values, checked (storage is the browser's, of any earlier version); null when unusable. */
  revive: (stored: unknown) => Values | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function read(key: string): Kept | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return kept && typeof kept === 'object' && 'values' in kept ? (kept as Kept) : null;
  } catch {
    return null;
  }
}

function write(key: string, kept: Kept | null): void {
  try {
    if (kept) localStorage.setItem(key, JSON.stringify(kept));
    else localStorage.removeItem(key);
  } catch {
    // No storage (private mode, full): the form works, only nothing survives a reload.
  }
}

/**
 * What a form's user typed, kept in this browser until the server has it: it survives a reload or a
 * closed tab, and is read back when the form opens. The key names the user and the tenant, fixed when
 * the form opens, so another user or tenant never reads it (remount the form per tenant).
 */
export function useKeptDraft<Values>({ form, tenantId, blank, revive }: Options<Values>) {
  const { currentUserId } = useAuth();
  const [key] = useState(() => (currentUserId && tenantId ? draftKey(currentUserId, tenantId, form) : null));
  const [restored] = useState(() => {
    const kept = key ? read(key) : null;
    return kept ? revive(kept.values) : null;
  });
  const [announced, setAnnounced] = useState(restored !== null);
  const [opening] = useState(blank);

  const actions = useMemo(
    () => ({
      /** Keeps the form's values (call on every change); a blank form removes the draft. */
      keep: (values: Values) => {
        if (!key) return;
        if (same(values, opening)) return write(key, null);
        const kept = read(key);
        // Edited since a send began: that send's id no longer belongs to these values.
        write(key, { values, requestId: kept?.requestId && same(kept.values, values) ? kept.requestId : undefined });
      },
      /**
       * Before a send: the id to send under. The same values sent before the page was closed reuse
       * that send's id, so the server files them once however the first answer was lost.
       */
      sending: (values: Values, requestId: string): string => {
        if (!key) return requestId;
        const kept = read(key);
        if (kept?.requestId && same(kept.values, values)) return kept.requestId;
        write(key, { values, requestId });
        return requestId;
      },
      /** The server has it (or the user discarded it). */
      clear: () => {
        if (key) write(key, null);
        setAnnounced(false);
      },
      dismiss: () => setAnnounced(false),
    }),
    [key, opening],
  );

  return { restored, announced, ...actions };
}
