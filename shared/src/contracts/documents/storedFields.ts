import * as z from 'zod/mini';

// The building blocks of the stored documents' contracts (./*.ts): one schema per document, which the
// server's writers are typed against (Stored) and the browser decodes with (decodeDocument). The rules
// fix the shapes, but a document written by an older version must not crash a page, so every field
// falls back to an empty value instead of failing the whole document.

/**
 * A field that accepts what `accepts` says, stored as `read` makes it, and `fallback` for anything
 * else. Built on zod/mini's custom type and overwrite check alone: the zod module lives in the login
 * page's script (the runtime config), and every other kind of schema used anywhere would join it there.
 */
function field<T>(accepts: (value: unknown) => boolean, fallback: T | (() => T), read?: (value: T) => T) {
  const accepted = z.custom<T>(accepts);
  return z.catch(read ? accepted.check(z.overwrite(read)) : accepted, fallback as T);
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text; '' when absent or not text. */
export const text = field<string>((value) => typeof value === 'string', '');

/** Text where absent means "not set": '' and anything else that is not text decode to null. */
export const textOrNull = field<string | null>((value) => typeof value === 'string', null, (value) => value || null);

/** A finite number; 0 otherwise. */
export const count = field<number>((value) => typeof value === 'number' && Number.isFinite(value), 0);

/** true only when stored as true. */
export const flag = field<boolean>((value) => typeof value === 'boolean', false);

const hasToDate = (value: unknown): value is { toDate(): Date } => isMap(value) && typeof value['toDate'] === 'function';

/**
 * A point in time, stored as a Firestore Timestamp (the SDK's or, read through REST, a Date); null when
 * absent, e.g. a server time not yet written.
 */
export const moment = field<Date | null>(
  (value) => value instanceof Date || hasToDate(value),
  null,
  (value) => (value instanceof Date ? value : (value as unknown as { toDate(): Date }).toDate()),
);

/** A set kept as a map of `key: true` (what array-contains cannot query twice); other entries are left out. */
export const flagSet = field<Record<string, true>>(isMap, () => ({}), (map) =>
  Object.fromEntries(Object.keys(map).filter((key) => (map as Record<string, unknown>)[key] === true).map((key) => [key, true as const])),
);

/** Counts kept under keys (a count per day, say): entries that are not finite numbers are left out. */
export const countMap = field<Record<string, number>>(isMap, () => ({}), (map) =>
  Object.fromEntries(Object.entries(map as Record<string, unknown>).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]))),
);

/** A field only some documents have: what `schema` accepts, or left out. */
export const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** One of `values`; `fallback` otherwise. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.catch(z.enum(values), fallback);

/** A list of what `item` accepts; items it refuses are left out, anything not a list is empty. */
export const listOf = <T extends z.ZodMiniType>(item: T) =>
  field<z.output<T>[]>(Array.isArray, () => [], (items) =>
    (items as unknown[]).flatMap((value) => {
      const decoded = z.safeParse(item, value);
      return decoded.success ? [decoded.data as z.output<T>] : [];
    }),
  );

/** A map field of its own fields; when it is absent or not a map, each of them empty. */
export const section = <T extends z.core.$ZodShape>(shape: T) => {
  const schema = z.object(shape);
  return z.catch(schema, () => schema.parse({}));
};

/** A document's fields as the browser uses them; any data, even none, decodes. */
export function decodeDocument<T extends z.ZodMiniObject>(schema: T, data: unknown): z.output<T> {
  return schema.parse(isMap(data) ? data : {});
}

/**
 * What a writer stores for a decoded shape `T`: a date as `Moment` (the Admin SDK's Timestamp or a
 * server-time sentinel, which the server names), everything else as it decodes.
 */
export type Stored<T, Moment> = T extends Date
  ? Moment
  : T extends readonly (infer Item)[]
    ? Stored<Item, Moment>[]
    : T extends object
      ? { [K in keyof T]: Stored<T[K], Moment> }
      : T;
