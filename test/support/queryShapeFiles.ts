import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RecordedQuery as ServerQuery } from '../../functions/src/platform/adminQueryShapes';
import { EMULATOR_SHAPES_FILE, jsonLinesWriter, QUERY_SHAPES_DIR } from '../../functions/src/platform/queryShapeRecorder';
import type { RecordedQuery as ClientQuery } from '../../shared/src/firebase/queryShapes';

// Where the shapes of the queries the tests run are written (scripts/test.mjs sets the directory for
// the emulators, the integration tests and the browser tests) and read back by the index check.

/** A line of a recorder's file: the query and where it ran. */
export type RecordedLine = ClientQuery & { source: string };

// The client's and the server's records are one JSON format, typed on both sides of the package
// boundary: each type must fit the other (the client's alone may say limitToLast).
type Fits<A, B> = [A] extends [B] ? true : false;
const _formatsAgree: [Fits<ServerQuery, ClientQuery>, Fits<Omit<ClientQuery, 'limitToLast'>, ServerQuery>] = [true, true];

export const repoRoot = path.resolve(__dirname, '../..');

/** Each recorder's file; the index check wants something from every one. */
export const RECORDERS = {
  functions: { file: EMULATOR_SHAPES_FILE, label: 'functions (emulator)' },
  functionsInTests: { file: 'functions-in-tests.jsonl', label: 'functions (run by a test)' },
  clientNode: { file: 'client-node.jsonl', label: 'client (integration test)' },
  clientBrowser: { file: 'client-browser.jsonl', label: 'client (browser)' },
} as const;
export type RecorderName = keyof typeof RECORDERS;

/** The recording directory of this run, if it records. */
export const queryShapesDir = (): string | undefined => process.env[QUERY_SHAPES_DIR] || undefined;

/** A writer for one recorder's file, or undefined when the run does not record. */
export function shapeWriter(recorder: RecorderName): ((query: RecordedLine) => void) | undefined {
  const dir = queryShapesDir();
  return dir ? jsonLinesWriter(path.join(dir, RECORDERS[recorder].file)) : undefined;
}

/** The test file running now, relative to the repository. */
export const currentTestFile = (): string => path.relative(repoRoot, expect.getState().testPath ?? '(unknown test file)');

export function readRecorded(dir: string): Record<RecorderName, RecordedLine[]> {
  const read = (file: string): RecordedLine[] => {
    const full = path.join(dir, file);
    if (!existsSync(full)) return [];
    return readFileSync(full, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as RecordedLine);
  };
  return Object.fromEntries(Object.entries(RECORDERS).map(([name, { file }]) => [name, read(file)])) as Record<RecorderName, RecordedLine[]>;
}
