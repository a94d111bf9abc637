// The part of zod/mini the stored documents' contracts use (contracts/documents), for the shell's first
// script only: tools/webpack/earlyScript.cjs points its `zod/mini` here. That script is inline in every
// page and about 9 KB gzip; zod/mini's object parser would add some 4.5 KB to it. The contracts stay
// the one description of each document, and test/unit/zodMiniSubset.test.ts decodes every contract with
// both, over well-formed and broken documents, and expects the same.

type Outcome = { ok: true; value: unknown } | { ok: false };

const FAIL: Outcome = { ok: false };
const ok = (value: unknown): Outcome => ({ ok: true, value });

/** A check (zod's `.check(...)`): only overwrite, which replaces the value once it is accepted. */
interface Overwrite {
  overwrite: (value: unknown) => unknown;
}

class Schema {
  constructor(readonly run: (value: unknown) => Outcome) {}

  parse(value: unknown): unknown {
    const outcome = this.run(value);
    if (!outcome.ok) throw new TypeError('invalid document');
    return outcome.value;
  }

  check(...checks: Overwrite[]): Schema {
    return new Schema((value) => {
      const outcome = this.run(value);
      return outcome.ok ? ok(checks.reduce((current, { overwrite }) => overwrite(current), outcome.value)) : outcome;
    });
  }
}

export const overwrite = (change: (value: unknown) => unknown): Overwrite => ({ overwrite: change });

const accepting = (test: (value: unknown) => boolean) => new Schema((value) => (test(value) ? ok(value) : FAIL));

export const string = () => accepting((value) => typeof value === 'string');
export const custom = (test: (value: unknown) => unknown) => accepting((value) => Boolean(test(value)));
const oneOf = (values: readonly unknown[]) => accepting((value) => values.includes(value));
export { oneOf as enum };

export const nullable = (inner: Schema) => new Schema((value) => (value === null ? ok(null) : inner.run(value)));
export const optional = (inner: Schema) => new Schema((value) => (value === undefined ? ok(undefined) : inner.run(value)));

export const array = (item: Schema) =>
  new Schema((value) => {
    if (!Array.isArray(value)) return FAIL;
    const items: unknown[] = [];
    for (const element of value) {
      const outcome = item.run(element);
      if (!outcome.ok) return FAIL;
      items.push(outcome.value);
    }
    return ok(items);
  });

/** As zod's: a map (not a list) whose fields each pass; unknown keys dropped, an absent optional one left out. */
export const object = (shape: Record<string, Schema>) =>
  new Schema((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return FAIL;
    const fields = value as Record<string, unknown>;
    const decoded: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const outcome = field.run(fields[key]);
      if (!outcome.ok) return FAIL;
      if (outcome.value !== undefined || key in fields) decoded[key] = outcome.value;
    }
    return ok(decoded);
  });

const withFallback = (inner: Schema, fallback: unknown) =>
  new Schema((value) => {
    const outcome = inner.run(value);
    return outcome.ok ? outcome : ok(typeof fallback === 'function' ? (fallback as () => unknown)() : fallback);
  });
export { withFallback as catch };

export function safeParse(schema: Schema, value: unknown): { success: true; data: unknown } | { success: false } {
  const outcome = schema.run(value);
  return outcome.ok ? { success: true, data: outcome.value } : { success: false };
}
