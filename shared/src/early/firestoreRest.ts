import { EMULATOR_PORTS, emulatorHost, usesEmulators } from '../firebase/emulators';
import type { QueryPlan } from '../data/queryPlan';

// Firestore's REST API for what a page reads before the SDK has arrived (shell/src/early): one
// document, or one query, with the signed-in user's ID token, so the same rules apply as to the app.

/** A document as the REST API returns it, its fields decoded to plain values (timestamps as Dates). */
export interface RestDocument {
  /** Its path below the database's documents, e.g. tenants/t1/users/u1. */
  path: string;
  id: string;
  fields: Record<string, unknown>;
}

type RestValue = Record<string, unknown>;

function documentsUrl(projectId: string): string {
  const origin = usesEmulators() ? `http://${emulatorHost()}:${EMULATOR_PORTS.firestore}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
}

const encodePath = (segments: readonly string[]) => segments.map(encodeURIComponent).join('/');

/** A REST value as JavaScript: the types our documents use, each as the SDK gives it (a Timestamp as a Date). */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value['stringValue'];
  if ('booleanValue' in value) return value['booleanValue'];
  if ('integerValue' in value) return Number(value['integerValue']);
  if ('doubleValue' in value) return Number(value['doubleValue']);
  if ('timestampValue' in value) return new Date(String(value['timestampValue']));
  if ('nullValue' in value) return null;
  if ('mapValue' in value) return decodeFields(((value['mapValue'] as { fields?: Record<string, RestValue> }) ?? {}).fields ?? {});
  if ('arrayValue' in value) return (((value['arrayValue'] as { values?: RestValue[] }) ?? {}).values ?? []).map(decodeValue);
  if ('referenceValue' in value) return value['referenceValue'];
  return undefined;
}

export function decodeFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decodeValue(value)]));
}

function encodeValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  throw new Error(`REST では扱わない値です: ${String(value)}`);
}

const OPERATORS = {
  '==': 'EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  in: 'IN',
  'array-contains': 'ARRAY_CONTAINS',
} as const;

/** A query plan (the app's own, data/queryPlan.ts) as the REST API's structuredQuery. */
export function structuredQuery(plan: QueryPlan): Record<string, unknown> {
  const filters = plan.where.map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: OPERATORS[op], value: encodeValue(value) },
  }));
  return {
    from: [{ collectionId: plan.collection.at(-1) }],
    ...(filters.length === 1 ? { where: filters[0] } : filters.length > 1 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
    ...(plan.orderBy.length ? { orderBy: plan.orderBy.map(([field, direction]) => ({ field: { fieldPath: field }, direction: direction === 'asc' ? 'ASCENDING' : 'DESCENDING' })) } : {}),
    ...(plan.limit ? { limit: plan.limit } : {}),
  };
}

function restDocument(document: { name: string; fields?: Record<string, RestValue> }): RestDocument {
  const path = document.name.replace(/^.*?\/documents\//, '');
  return { path, id: path.split('/').at(-1) ?? '', fields: decodeFields(document.fields ?? {}) };
}

/** Firestore refused or failed: the page leaves it to the app, which says why. */
export class RestReadError extends Error {
  constructor(readonly status: number) {
    super(`Firestore REST: HTTP ${status}`);
  }
}

const headers = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

declare global {
  /**
   * Reads made here before the SDK, by collection path, billed as the SDK's are (a document read found
   * or not; a query one per document, one if empty). The benchmark adds them to the SDK's count
   * (globalThis.__MADOGUCHI_FIRESTORE_READS__), which starts only when the SDK loads.
   */
  var __MADOGUCHI_REST_READS__: Record<string, number> | undefined;
}

function countReads(collection: readonly string[], documents: number): void {
  const reads = (globalThis.__MADOGUCHI_REST_READS__ ??= {});
  const path = collection.join('/');
  reads[path] = (reads[path] ?? 0) + Math.max(1, documents);
}

/** One document; null when it does not exist. */
export async function getDocument(projectId: string, path: readonly string[], idToken: string): Promise<RestDocument | null> {
  const response = await fetch(`${documentsUrl(projectId)}/${encodePath(path)}`, { headers: headers(idToken) });
  if (response.ok || response.status === 404) countReads(path.slice(0, -1), 1);
  if (response.status === 404) return null;
  if (!response.ok) throw new RestReadError(response.status);
  return restDocument(await response.json());
}

/** The documents a query plan finds, in its order. */
export async function runQuery(projectId: string, plan: QueryPlan, idToken: string): Promise<RestDocument[]> {
  const parent = plan.collection.slice(0, -1);
  const url = `${documentsUrl(projectId)}${parent.length ? `/${encodePath(parent)}` : ''}:runQuery`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers(idToken), 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: structuredQuery(plan) }),
  });
  if (!response.ok) throw new RestReadError(response.status);
  const results = (await response.json()) as { document?: { name: string; fields?: Record<string, RestValue> } }[];
  const documents = results.flatMap((result) => (result.document ? [restDocument(result.document)] : []));
  countReads(plan.collection, documents.length);
  return documents;
}
