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
