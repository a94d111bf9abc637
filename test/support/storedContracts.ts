import { decodeDocument } from '@madoguchi/shared/contracts';
import type * as z from 'zod/mini';

// What the server wrote, checked against the stored document's contract (shared/src/contracts/documents):
// every field is one the contract knows, and decoding it loses nothing (no field fell back to empty).

/** The data with each Timestamp as the Date the browser decodes it to. */
function asDecoded(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asDecoded);
  if (typeof value === 'object' && value !== null) {
    if ('toDate' in value && typeof value.toDate === 'function') return (value as { toDate(): Date }).toDate();
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asDecoded(field)]));
  }
  return value;
}

export function expectWrittenAsContract(schema: z.ZodMiniObject, data: Record<string, unknown> | undefined): void {
  expect(data).toBeDefined();
  expect(Object.keys(data ?? {}).filter((key) => !(key in schema.shape))).toEqual([]);
  expect(decodeDocument(schema, data)).toEqual(asDecoded(data));
}

/** `data` after checking it against the contract, for helpers that read what the server wrote; undefined passes through. */
export function writtenAsContract<T extends Record<string, unknown> | undefined>(schema: z.ZodMiniObject, data: T): T {
  if (data !== undefined) expectWrittenAsContract(schema, data);
  return data;
}
