import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { setLogFunction } from 'firebase-admin/firestore';
import { queryOfRequest, requestOfLogLine, type RecordedQuery } from './adminQueryShapes';

// Records the shape of every query the functions run, for the index coverage check of `npm test`
// (scripts/test.mjs sets the directory for the emulators it starts). Nothing happens elsewhere.

/** Where the records go: a directory of JSON-lines files, one per recorder. */
export const QUERY_SHAPES_DIR = 'MADOGUCHI_QUERY_SHAPES_DIR';
/** The Functions emulator's file in that directory. */
export const EMULATOR_SHAPES_FILE = 'functions.jsonl';

export type SourcedQuery = RecordedQuery & { source: string };

/** Appends each record once per process as a JSON line (one short write, atomic between processes). */
export function jsonLinesWriter(file: string): (record: object) => void {
  const written = new Set<string>();
  return (record) => {
    const line = JSON.stringify(record);
    if (written.has(line)) return;
    written.add(line);
    mkdirSync(path.dirname(file), { recursive: true });
    appendFileSync(file, `${line}\n`);
  };
}

/**
 * Writes the Admin SDK's queries, each with where it came from: `sourceOf` names the code running, or
 * returns undefined to leave a query out. The SDK's log function is process-wide (per module copy).
 */
export function recordAdminQueries(write: (query: SourcedQuery) => void, sourceOf: () => string | undefined): void {
  setLogFunction((line) => {
    const request = requestOfLogLine(line);
    const source = request === null ? undefined : sourceOf();
    const query = source === undefined ? null : queryOfRequest(request);
    if (query && source !== undefined) write({ ...query, source });
  });
}

/**
 * In the Functions emulator, when the test run asked for it: every query, with the function running it.
 * Read per query: a worker of the emulator's shared pool (npm test's stacks) runs whichever function
 * each request names and sets FUNCTION_TARGET then.
 */
export function recordQueryShapesInEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  const dir = env[QUERY_SHAPES_DIR];
  if (!dir || env['FUNCTIONS_EMULATOR'] !== 'true') return false;
  recordAdminQueries(jsonLinesWriter(path.join(dir, EMULATOR_SHAPES_FILE)), () => {
    const target = env['FUNCTION_TARGET'];
    return target ? `function ${target}` : undefined;
  });
  return true;
}
