import type { RecordedLine } from '../queryShapeFiles';
import { coverageOf, type Coverage, type MissingIndex } from './indexCoverage';
import { overrideOf, type IndexConfig } from './indexConfig';
import { requirementsOf, type Requirement } from './queryRequirement';

// The recorded queries grouped by what they ask of an index, each with the index that serves it or
// the one firestore.indexes.json lacks, and where it was seen.

export interface ShapeCoverage {
  requirement: Requirement;
  /** One line: collection, scope, filters and ordering. */
  label: string;
  coverage: Coverage;
  /** Where queries of this shape ran: recorder, how (get, listen, count), source. */
  seenIn: string[];
}

const arrow = (direction: 'asc' | 'desc') => (direction === 'asc' ? '↑' : '↓');

export function describeRequirement(requirement: Requirement): string {
  const scope = requirement.group ? ' (collection group)' : '';
  const filters = [
    ...requirement.equality.map((field) => `${field} ==`),
    ...requirement.contains.map((field) => `${field} contains`),
    ...requirement.inequality.map((field) => `${field} ≠/range`),
    ...requirement.unreadable.map((part) => `${part} (unreadable)`),
  ];
  const order = [...requirement.order.map(({ field, direction }) => `${field} ${arrow(direction)}`), `__name__ ${arrow(requirement.name)}`];
  return `${requirement.collection || '(all collections)'}${scope}: ${filters.join(', ') || 'no filter'}; order ${order.join(', ')}`;
}

/**
 * The requirement with the keys of a map whose override governs them all (the search entries'
 * `tokens.<token>`: one equality filter per token) said once as `map.*`: every key is indexed alike,
 * so queries that differ only in their keys are one shape.
 */
function withKeysOfMaps(requirement: Requirement, config: IndexConfig): Requirement {
  const keyOf = (field: string) => {
    const override = overrideOf(config, requirement.collection, field);
    return override && override.fieldPath !== field ? `${override.fieldPath}.*` : field;
  };
  return { ...requirement, equality: [...new Set(requirement.equality.map(keyOf))] };
}

/** The distinct requirements of the recorded queries, sorted by collection. */
export function coverageOfRecorded(recorded: Record<string, RecordedLine[]>, labels: Record<string, string>, config: IndexConfig): ShapeCoverage[] {
  const byLabel = new Map<string, ShapeCoverage>();
  for (const [recorder, queries] of Object.entries(recorded)) {
    for (const query of queries) {
      for (const requirement of requirementsOf(query).map((recorded) => withKeysOfMaps(recorded, config))) {
        const label = describeRequirement(requirement);
        const entry = byLabel.get(label) ?? { requirement, label, coverage: coverageOf(requirement, config), seenIn: [] };
        const seen = `${labels[recorder] ?? recorder}, ${query.run}: ${query.source}`;
        if (!entry.seenIn.includes(seen)) entry.seenIn.push(seen);
        byLabel.set(label, entry);
      }
    }
  }
  return [...byLabel.values()].sort((a, b) => a.label.localeCompare(b.label));
}

function missingText(missing: MissingIndex): string {
  if ('unreadable' in missing) return `the recorder could not read ${missing.unreadable.join(', ')}: name the field with a string or documentId()`;
  const [key, entry] = 'indexes' in missing ? ['indexes', missing.indexes] : ['fieldOverrides', missing.fieldOverrides];
  return `add to "${key}" in firestore.indexes.json:\n${JSON.stringify(entry, null, 2)}`;
}

/** The failure message for a shape without an index: what to declare, and where it ran. */
export function missingIndexMessage(entry: ShapeCoverage): string {
  if (!('missing' in entry.coverage)) return '';
  const seen = entry.seenIn.map((where) => `  - ${where}`).join('\n');
  return `No index serves ${entry.label}\n${missingText(entry.coverage.missing)}\nRun by:\n${seen}`;
}

const LEGEND = '(== stands for == and in; contains for array-contains(-any); ≠/range for <, <=, >, >=, !=, not-in; ↑ ascending, ↓ descending)';

/** A plain-text table: each distinct shape and the index serving it. */
export function coverageTable(entries: readonly ShapeCoverage[]): string {
  const rows = entries.map((entry) => [entry.label, 'servedBy' in entry.coverage ? entry.coverage.servedBy : 'MISSING', String(entry.seenIn.length)]);
  const header = ['query shape (filters; order)', 'served by', 'seen'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line), LEGEND].join('\n');
}
