// The index check of `npm test`, after the integration and browser tests: every query they ran (the
// shapes recorded by the Functions emulator, server code run by tests, the shared client in Node and
// the apps in chromium) must be served by automatic single-field indexes, index merging or a
// composite index that firestore.indexes.json declares. The emulator serves any query without an
// index; production refuses one that needs an undeclared index. scripts/test.mjs prints the table.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coverageOfRecorded, coverageTable, missingIndexMessage } from '../support/firestoreIndexes/coverageReport';
import type { IndexConfig } from '../support/firestoreIndexes/indexConfig';
import { queryShapesDir, readRecorded, RECORDERS, repoRoot, type RecorderName } from '../support/queryShapeFiles';

const dir = queryShapesDir();
if (!dir) throw new Error('MADOGUCHI_QUERY_SHAPES_DIR is not set: run this check through `npm test`.');
const config = JSON.parse(readFileSync(path.join(repoRoot, 'firestore.indexes.json'), 'utf8')) as IndexConfig;
const recorded = readRecorded(dir);
const labels = Object.fromEntries(Object.entries(RECORDERS).map(([name, { label }]) => [name, label]));
const entries = coverageOfRecorded(recorded, labels, config);

afterAll(() => {
  const missing = entries.filter((entry) => 'missing' in entry.coverage).length;
  const summary = `${entries.length} distinct query shapes, ${missing} without an index (${Object.entries(recorded).map(([name, queries]) => `${labels[name]}: ${queries.length}`).join(', ')})`;
  writeFileSync(path.join(dir, 'coverage.txt'), `${summary}\n\n${coverageTable(entries)}\n`);
});

// A recorder that broke would otherwise leave its queries unchecked and the check green.
it.each(Object.keys(RECORDERS) as RecorderName[])('recorded the queries of %s', (name) => {
  expect(recorded[name].length).toBeGreaterThan(0);
});

if (entries.length) {
  it.each(entries.map((entry) => [entry.label, entry] as const))('has an index for %s', (_label, entry) => {
    const message = missingIndexMessage(entry);
    if (message) throw new Error(message);
  });
}
