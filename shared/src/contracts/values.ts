// Readers for fields of Firestore documents, for the client's data layer and the contracts the server
// shares: the rules fix the shapes, but nothing may crash on a document written by an older version,
// so each reader falls back to an empty value.

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** For fields where null means "not set": an empty or missing text is null too. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A Firestore Timestamp (or a Date) as a Date; null when absent, e.g. a server time not yet written. */
export function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function') {
    return (value as { toDate(): Date }).toDate();
  }
  return null;
}
