import type { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Stored } from '@madoguchi/shared/contracts';
import type * as z from 'zod/mini';

// The server's writers are typed against the stored documents' contracts (shared/src/contracts/
// documents), so what they write is what the browser decodes: a field the contract does not know, or
// of another type, does not compile.

/** A whole document as `schema` describes it, its times as Timestamps or server-time sentinels. */
export type Written<S extends z.ZodMiniType> = Stored<z.output<S>, Timestamp | FieldValue>;

/** An update of some of its fields; any of them may also be a FieldValue (arrayUnion, increment). */
export type WrittenUpdate<S extends z.ZodMiniType> = { [K in keyof Written<S>]?: Written<S>[K] | FieldValue };

/**
 * An update of some fields of a map field (`health.problem`…) through Firestore's dotted paths, which
 * leave its other fields as they are; the fields typed by the contract. `schema` only names it.
 */
export function mapFieldUpdate<S extends z.ZodMiniObject, K extends keyof Written<S> & string>(
  _schema: S,
  key: K,
  fields: { [F in keyof NonNullable<Written<S>[K]>]?: NonNullable<Written<S>[K]>[F] | FieldValue },
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [`${key}.${field}`, value]));
}
