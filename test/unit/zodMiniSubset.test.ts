// The shell's first script decodes stored documents with the contracts' own schemas, on a subset of
// zod/mini (shared/src/early/zodMiniSubset.ts, which tools/webpack/earlyScript.cjs puts in zod's place).
// Every contract that script carries is decoded here with both, over documents made from the schema
// (well formed, with fields missing, and with values of every wrong kind), and must come out the same.
import path from 'node:path';
import type * as z from 'zod/mini';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own helper, CommonJS
const { earlyScriptSources } = require('../../tools/webpack/earlyScript.cjs') as { earlyScriptSources: (appDir: string) => string[] };

const root = path.resolve(__dirname, '../..');
const DOCUMENTS = path.join(root, 'shared/src/contracts/documents');
const SUBSET = path.join(root, 'shared/src/early/zodMiniSubset.ts');

/** The contract modules the first script bundles. */
const carried = earlyScriptSources(path.join(root, 'shell')).filter(
  (file) => path.dirname(file) === DOCUMENTS && path.basename(file) !== 'storedFields.ts',
);

type Exports = Record<string, unknown>;
const isObjectSchema = (value: unknown): value is z.ZodMiniObject =>
  typeof value === 'object' && value !== null && (value as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'object';

function loadWithSubset(file: string): { module: Exports; decode: (schema: unknown, data: unknown) => unknown } {
  let loaded: Exports = {};
  let fields: Exports = {};
  jest.isolateModules(() => {
    jest.doMock('zod/mini', () => jest.requireActual(SUBSET));
    // Required (not imported) inside the isolated registry, so that zod/mini's place is the subset's.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require(file) as Exports;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    fields = require(path.join(DOCUMENTS, 'storedFields.ts')) as Exports;
    // A mock outlives the isolated registry: the next file's real modules must load zod itself.
    jest.dontMock('zod/mini');
  });
  return { module: loaded, decode: fields['decodeDocument'] as (schema: unknown, data: unknown) => unknown };
}

/** A seeded generator, so that a failure names a document that can be made again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const at = new Date('2026-11-30T01:00:00Z');
const timestamp = { toDate: () => new Date(at), seconds: 1, nanoseconds: 0 };
/** Values of every kind a broken or older document could hold in any field. */
const ANY = [undefined, null, '', 'テキスト', 'new', 'web', 'satisfied', 0, 7, -1, 2.5, Number.NaN, Infinity, true, false, [], ['a', 2, null], {}, { a: 1 }, timestamp, at];

type Def = { type: string; innerType?: { _zod: { def: Def } }; in?: { _zod: { def: Def } }; element?: { _zod: { def: Def } }; shape?: Record<string, { _zod: { def: Def } }>; entries?: Record<string, string> };

/** A value for a field of `def`: mostly of its kind, sometimes anything. */
function valueFor(def: Def, next: () => number, depth = 0): unknown {
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  if (next() < 0.2) return pick(ANY);
  switch (def.type) {
    case 'catch':
    case 'optional':
    case 'nullable':
      return valueFor(def.innerType!._zod.def, next, depth);
    case 'pipe':
      return valueFor(def.in!._zod.def, next, depth);
    case 'string':
      return pick(['', 'テキスト', 'C0123', 'ticket']);
    case 'number':
      return pick([0, 3, 12, -1]);
    case 'boolean':
      return pick([true, false]);
    case 'enum':
      return pick(Object.values(def.entries!));
    case 'custom':
      return pick([timestamp, at]);
    case 'array':
      return depth > 2 ? [] : Array.from({ length: Math.floor(next() * 4) }, () => valueFor(def.element!._zod.def, next, depth + 1));
    case 'object':
      return documentFor(def, next, depth + 1);
    default:
      return pick(ANY);
  }
}

function documentFor(def: Def, next: () => number, depth = 0): Record<string, unknown> {
  const fields = Object.entries(def.shape!).filter(() => next() < 0.85);
  return Object.fromEntries(fields.map(([key, field]) => [key, valueFor(field._zod.def, next, depth)]));
}

it('carries the contracts of what the first script draws (else this test checks nothing)', () => {
  expect(carried.map((file) => path.basename(file)).sort()).toEqual(expect.arrayContaining(['category.ts', 'inquiry.ts', 'tenantUser.ts']));
});

describe.each(carried.map((file) => [path.basename(file), file]))('%s in the first script', (_name, file) => {
  // The same files on zod itself (which modules to load is known only once the build has said).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const real = require(file) as Exports;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const decodeReal = (require(path.join(DOCUMENTS, 'storedFields.ts')) as Exports)['decodeDocument'] as (schema: unknown, data: unknown) => unknown;
  const subset = loadWithSubset(file);
  const schemas = Object.entries(real).filter(([, value]) => isObjectSchema(value));

  it.each(schemas.map(([name]) => name))('%s decodes every document as zod/mini does', (name) => {
    const schema = real[name] as z.ZodMiniObject;
    // Built on the subset, not on zod (else this compares zod with itself).
    expect(subset.module[name]).not.toHaveProperty('_zod');
    const next = random(name.length * 7_919);
    const documents = [undefined, {}, ...ANY, ...Array.from({ length: 400 }, () => documentFor(schema._zod.def as unknown as Def, next))];
    const outcome = (decode: () => unknown) => {
      try {
        return { decoded: decode() };
      } catch {
        return { refused: true };
      }
    };
    for (const data of documents) {
      expect([data, outcome(() => subset.decode(subset.module[name], data))]).toStrictEqual([data, outcome(() => decodeReal(schema, data))]);
    }
  });
});
