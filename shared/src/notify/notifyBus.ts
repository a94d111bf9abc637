export type NotifyIntent = 'error' | 'info';
export interface Notice {
  intent: NotifyIntent;
  message: string;
}
type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
/** Notices raised before the Toaster mounted (e.g. during boot) wait here for it. */
const pending: Notice[] = [];

function publish(notice: Notice): void {
  if (listeners.size === 0) pending.push(notice);
  listeners.forEach((listener) => listener(notice));
}

/**
 * Toasts from anywhere: the shell, any remote, or code outside React. The shell's Toaster listens;
 * since this module is a federation singleton every remote reaches the same Toaster.
 */
export const notify = {
  error: (message: string) => publish({ intent: 'error', message }),
  info: (message: string) => publish({ intent: 'info', message }),
};

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  pending.splice(0).forEach(listener);
  return () => listeners.delete(listener);
}
