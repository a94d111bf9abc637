import {
  describeLayout,
  directionOfMode,
  layoutsFor,
  NAME,
  overrideOf,
  scopeOf,
  singleFieldModes,
  type CompositeIndex,
  type FieldOverride,
  type IndexConfig,
  type IndexField,
  type IndexLayout,
  type Mode,
  type SingleFieldIndex,
} from './indexConfig';
import type { Requirement } from './queryRequirement';

// Whether the declared indexes serve a query's requirement, by Firestore's rules:
// - one index serves it when it lists the equality and array-contains fields first, in any order
//   (equality fields in either direction), then exactly the query's ordering, and ends with the
//   document name in the query's direction. A single-field index is the one-field case; a query with
//   no fields at all is served by the built-in index of names;
// - index merging: a query whose filters are all `==`/`in` (no array-contains, no inequality) may
//   combine several indexes that each cover some of its equality fields and share its ordering:
//   single-field indexes when it has no orderBy, composite indexes (field, ordering) when it has.
// Anything else needs a composite index that firestore.indexes.json must declare.

export type Coverage = { servedBy: string } | { missing: MissingIndex };

/** A missing index, in the form firestore.indexes.json takes it. */
export type MissingIndex = { indexes: CompositeIndex } | { fieldOverrides: FieldOverride } | { unreadable: string[] };

const modeOfDirection = (direction: 'asc' | 'desc'): 'ASCENDING' | 'DESCENDING' => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** The fields a layout has before the query's ordering, if it ends with that ordering; else null. */
function prefixBefore(layout: IndexLayout, requirement: Requirement): IndexLayout['fields'] | null {
  const { order } = requirement;
  if (layout.name !== requirement.name || layout.fields.length < order.length) return null;
  const prefix = layout.fields.slice(0, layout.fields.length - order.length);
  const suffix = layout.fields.slice(prefix.length);
  const ordered = suffix.every((entry, i) => entry.field === order[i]?.field && entry.mode === modeOfDirection(order[i].direction));
  const fitting = prefix.every(({ field, mode }) =>
    requirement.contains.includes(field) ? mode === 'CONTAINS' : requirement.equality.includes(field) && mode !== 'CONTAINS',
  );
  return ordered && fitting ? prefix : null;
}

/** Where the query would be served from, or null. */
function servingLayouts(requirement: Requirement, config: IndexConfig): IndexLayout[] | null {
  const prefixFields = [...requirement.equality, ...requirement.contains];
  const fields = [...prefixFields, ...requirement.order.map((ordering) => ordering.field)];
  const fitting = layoutsFor(config, requirement.collection, scopeOf(requirement.group), fields)
    .map((layout) => ({ layout, prefix: prefixBefore(layout, requirement) }))
    .filter((candidate): candidate is { layout: IndexLayout; prefix: IndexLayout['fields'] } => candidate.prefix !== null);

  const whole = fitting.find(({ prefix }) => prefix.length === prefixFields.length);
  if (whole) return [whole.layout];

  const mergeable =
    requirement.equality.length > 1 &&
    requirement.contains.length === 0 &&
    requirement.order.every((ordering) => !requirement.inequality.includes(ordering.field));
  if (!mergeable) return null;
  const merged: IndexLayout[] = [];
  const covered = new Set<string>();
  for (const { layout, prefix } of fitting) {
    if (prefix.length === 0 || prefix.every(({ field }) => covered.has(field))) continue;
    merged.push(layout);
    for (const { field } of prefix) covered.add(field);
  }
  return requirement.equality.every((field) => covered.has(field)) ? merged : null;
}

function missingSingleField(requirement: Requirement, config: IndexConfig, field: string, mode: Mode): MissingIndex {
  const scope = scopeOf(requirement.group);
  // An override replaces every single-field index of the field, so it lists those it keeps too.
  const keep = (['COLLECTION', 'COLLECTION_GROUP'] as const).flatMap((kept) =>
    singleFieldModes(config, requirement.collection, field, kept).map((keptMode) => ({ mode: keptMode, scope: kept })),
  );
  const indexes = [...keep, { mode, scope }]
    .filter((entry, i, all) => all.findIndex((other) => other.mode === entry.mode && other.scope === entry.scope) === i)
    .map(({ mode: entryMode, scope: entryScope }): SingleFieldIndex =>
      entryMode === 'CONTAINS' ? { arrayConfig: 'CONTAINS', queryScope: entryScope } : { order: entryMode, queryScope: entryScope },
    );
  const existing = overrideOf(config, requirement.collection, field);
  return { fieldOverrides: { collectionGroup: requirement.collection, fieldPath: field, ...(existing?.ttl ? { ttl: true } : {}), indexes } };
}

/** The index Firestore would ask for: equality fields, array-contains fields, then the ordering. */
function missingIndex(requirement: Requirement, config: IndexConfig): MissingIndex {
  if (requirement.unreadable.length) return { unreadable: requirement.unreadable };
  const fields = [
    ...requirement.equality.map((field) => ({ field, mode: 'ASCENDING' as Mode })),
    ...requirement.contains.map((field) => ({ field, mode: 'CONTAINS' as Mode })),
    ...requirement.order.map(({ field, direction }) => ({ field, mode: modeOfDirection(direction) })),
  ];
  const [only] = fields;
  if (fields.length === 1 && only) return missingSingleField(requirement, config, only.field, only.mode);
  const entries = fields.map(({ field, mode }): IndexField => (mode === 'CONTAINS' ? { fieldPath: field, arrayConfig: 'CONTAINS' } : { fieldPath: field, order: mode }));
  const implied = directionOfMode(fields.at(-1)?.mode ?? 'ASCENDING');
  if (requirement.name !== implied) entries.push({ fieldPath: NAME, order: modeOfDirection(requirement.name) });
  return { indexes: { collectionGroup: requirement.collection, queryScope: scopeOf(requirement.group), fields: entries } };
}

export function coverageOf(requirement: Requirement, config: IndexConfig): Coverage {
  const serving = requirement.unreadable.length ? null : servingLayouts(requirement, config);
  if (!serving) return { missing: missingIndex(requirement, config) };
  const described = serving.map(describeLayout);
  return { servedBy: described.length > 1 ? `merged: ${described.join(' + ')}` : (described[0] ?? '') };
}
