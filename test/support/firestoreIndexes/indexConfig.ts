import type { Direction } from './queryRequirement';

// firestore.indexes.json, and the indexes it leaves a collection with:
// - composite indexes as declared, in their query scope; the document name ends each one, in the
//   direction of the last field (ascending after an array-contains field) unless listed;
// - single-field indexes: by default ascending, descending and array-contains for every field, in
//   collection scope only ("single-field indexes with collection group scope are not maintained by
//   default"); a field override replaces them for its field, and for a map field's subfields that
//   have no override of their own;
// - the built-in index of document names, in both directions.

export type Mode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';
export type Scope = 'COLLECTION' | 'COLLECTION_GROUP';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: Scope;
  fields: IndexField[];
}
export interface SingleFieldIndex {
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
  queryScope?: Scope;
}
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: SingleFieldIndex[];
}
export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

/** An index as a query sees it: fields in order, then the document name. */
export interface IndexLayout {
  kind: 'built-in' | 'single-field' | 'composite';
  fields: { field: string; mode: Mode }[];
  name: Direction;
}

export const NAME = '__name__';
const DEFAULT_MODES: Record<Scope, Mode[]> = { COLLECTION: ['ASCENDING', 'DESCENDING', 'CONTAINS'], COLLECTION_GROUP: [] };

export const scopeOf = (group: boolean): Scope => (group ? 'COLLECTION_GROUP' : 'COLLECTION');
export const modeOf = (index: { order?: string; arrayConfig?: string }): Mode => (index.arrayConfig ? 'CONTAINS' : index.order === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING');
export const directionOfMode = (mode: Mode): Direction => (mode === 'DESCENDING' ? 'desc' : 'asc');

/** The override that governs a field: its own, else the nearest map field above it. */
export function overrideOf(config: IndexConfig, collection: string, field: string): FieldOverride | undefined {
  const overrides = (config.fieldOverrides ?? []).filter((override) => override.collectionGroup === collection);
  for (let path = field; path; path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '') {
    const override = overrides.find((candidate) => candidate.fieldPath === path);
    if (override) return override;
  }
  return undefined;
}

/** The single-field indexes a field has in a scope. */
export function singleFieldModes(config: IndexConfig, collection: string, field: string, scope: Scope): Mode[] {
  const override = overrideOf(config, collection, field);
  if (!override) return DEFAULT_MODES[scope];
  return override.indexes.filter((index) => (index.queryScope ?? 'COLLECTION') === scope).map(modeOf);
}

function compositeLayout(index: CompositeIndex): IndexLayout {
  const listed = index.fields.filter((field) => field.fieldPath !== NAME).map((field) => ({ field: field.fieldPath, mode: modeOf(field) }));
  const name = index.fields.find((field) => field.fieldPath === NAME);
  const last = listed.at(-1);
  return { kind: 'composite', fields: listed, name: name ? directionOfMode(modeOf(name)) : last ? directionOfMode(last.mode) : 'asc' };
}

/** Every index the collection has in a scope that could matter to a query on `fields`. */
export function layoutsFor(config: IndexConfig, collection: string, scope: Scope, fields: readonly string[]): IndexLayout[] {
  const builtIn: IndexLayout[] = [
    { kind: 'built-in', fields: [], name: 'asc' },
    { kind: 'built-in', fields: [], name: 'desc' },
  ];
  const singleField = [...new Set(fields)].flatMap((field) =>
    singleFieldModes(config, collection, field, scope).map((mode): IndexLayout => ({ kind: 'single-field', fields: [{ field, mode }], name: directionOfMode(mode) })),
  );
  const composite = config.indexes
    .filter((index) => index.collectionGroup === collection && (index.queryScope ?? 'COLLECTION') === scope)
    .map(compositeLayout);
  return [...builtIn, ...singleField, ...composite];
}

export function describeLayout(layout: IndexLayout): string {
  if (layout.kind === 'built-in') return `built-in (${NAME} ${layout.name.toUpperCase()})`;
  const fields = layout.fields.map(({ field, mode }) => `${field} ${mode === 'CONTAINS' ? 'CONTAINS' : mode === 'ASCENDING' ? 'ASC' : 'DESC'}`);
  const implied = directionOfMode(layout.fields.at(-1)?.mode ?? 'ASCENDING');
  if (layout.name !== implied) fields.push(`${NAME} ${layout.name.toUpperCase()}`);
  return `${layout.kind} (${fields.join(', ')})`;
}
