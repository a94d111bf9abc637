import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import type { CsvEncoding, ImportAction, ImportTenantUsersReport } from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { errorMessages, refuse } from '../platform/errors';
import { consumeRateLimit, RATE_LIMITS } from '../platform/rateLimit';
import { onceForRequest } from '../platform/requestOnce';
import { decodeCsv } from './csvEncoding';
import { activeAdminsQuery } from './records';
import { parseTenantUserCsv, type CsvUserRow } from './tenantUserCsv';
import { planTenantUserImport, type ExistingTenantUser, type PlannedRow, type TenantSnapshot } from './tenantUserImportPlan';
import { changeTenantUser, registerTenantUser } from './tenantUsers';

const db = () => getFirestore(adminApp());

/** Rows written at the same time: Auth and transactions in parallel, without flooding either. */
const PARALLEL_ROWS = 8;

async function readTenantSnapshot(store: Firestore, tenantId: string, rows: CsvUserRow[]): Promise<TenantSnapshot> {
  const emails = [...new Set(rows.map((row) => row.email).filter(Boolean))];
  const users = store.collection(`tenants/${tenantId}/users`);
  const chunks = Array.from({ length: Math.ceil(emails.length / 30) }, (_, i) => emails.slice(i * 30, i * 30 + 30));
  const [categories, ...found] = await Promise.all([
    store.collection(`tenants/${tenantId}/categories`).get(),
    ...chunks.map((chunk) => users.where('email', 'in', chunk).get()),
  ]);
  const usersByEmail = new Map<string, ExistingTenantUser>();
  const storedUser = (doc: QueryDocumentSnapshot) => contracts.decodeDocument(contracts.tenantUserDocument, doc.data());
  for (const doc of found.flatMap((snapshot) => snapshot.docs)) {
    const { email, name, nameReading, categoryIds, isTenantAdmin, status } = storedUser(doc);
    usersByEmail.set(email, { uid: doc.id, name, nameReading, categoryIds, isTenantAdmin, status });
  }
  // Demoting the last admin is judged against every active admin, not only those in the file.
  const admins = await activeAdminsQuery(store, tenantId).get();
  for (const doc of admins.docs) {
    const { email, name } = storedUser(doc);
    if (!usersByEmail.has(email)) usersByEmail.set(email, { uid: doc.id, name, nameReading: '', categoryIds: [], isTenantAdmin: true, status: 'active' });
  }
  const categoryName = (doc: QueryDocumentSnapshot) => contracts.decodeDocument(contracts.categoryDocument, doc.data()).name;
  const categoryIdsByName = new Map(categories.docs.map((doc) => [categoryName(doc).normalize('NFKC'), doc.id]));
  return { usersByEmail, categoryIdsByName };
}

async function applyRow(store: Firestore, tenantId: string, row: PlannedRow): Promise<PlannedRow> {
  try {
    if (row.create) await registerTenantUser(store, getAuth(adminApp()), tenantId, row.create);
    else if (row.update) await changeTenantUser(store, tenantId, row.update.uid, row.update.changes);
    return row;
  } catch (error) {
    // Another admin may have changed the tenant since the plan: the row reports it, the rest go on.
    if (error instanceof HttpsError) return { ...row, action: 'error', problems: [error.message] };
    logger.error('importTenantUsers row failed', { tenantId, line: row.line, error: error instanceof Error ? error.stack : String(error) });
    return { ...row, action: 'error', problems: [errorMessages.unexpected] };
  }
}

async function applyPlan(store: Firestore, tenantId: string, plan: PlannedRow[]): Promise<PlannedRow[]> {
  const results: PlannedRow[] = [];
  for (let start = 0; start < plan.length; start += PARALLEL_ROWS) {
    results.push(...(await Promise.all(plan.slice(start, start + PARALLEL_ROWS).map((row) => applyRow(store, tenantId, row)))));
  }
  return results;
}

/**
 * The file's rows, or why the file as a whole cannot be imported: csvEncoding and tenantUserCsv refuse
 * such a file (unreadable, too large, unknown or missing columns, no rows, too many) with
 * invalid-argument.
 */
function readFile(bytes: Buffer): { encoding: CsvEncoding; rows: CsvUserRow[] } | { fileProblem: string } {
  try {
    const { text, encoding } = decodeCsv(bytes);
    return { encoding, rows: parseTenantUserCsv(text) };
  } catch (error) {
    if (error instanceof HttpsError && error.code === 'invalid-argument') return { fileProblem: error.message };
    throw error;
  }
}

/**
 * What the caller sees: how the file was read, each row's outcome and the totals, without the
 * internal write plan.
 */
function report(dryRun: boolean, encoding: CsvEncoding, rows: PlannedRow[]): ImportTenantUsersReport {
  const counts: Record<ImportAction, number> = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.action] += 1;
  return {
    dryRun,
    encoding,
    counts,
    rows: rows.map(({ line, name, nameReading, email, action, problems, changedFields }) => ({
      line,
      name,
      nameReading,
      email,
      action,
      ...(problems !== undefined && { problems }),
      ...(changedFields !== undefined && { changedFields }),
    })),
  };
}

/**
 * Tenant admin: registers and updates users from a CSV file as uploaded (UTF-8 with or without a BOM,
 * or Shift_JIS; at most 1 MB). With dryRun it reports what every row would do, or why the file cannot
 * be imported at all, and writes nothing;
 * otherwise it writes the valid rows (new users sign in by e-mail link) and reports each row's
 * outcome. Either report says which encoding the file was read in. Existing users keep categories or
 * admin flag the file leaves out.
 */
export const importTenantUsers = implement(contracts.importTenantUsers, async (input, caller) => {
  const file = readFile(Buffer.from(input.fileBase64, 'base64'));
  if ('fileProblem' in file) {
    // What the dry run is for: an answer, not a failure (a refusal is logged in the admin's browser).
    // Importing such a file is refused: the page imports only what a dry run has accepted.
    if (input.dryRun) return { dryRun: true as const, fileProblem: file.fileProblem };
    throw refuse('invalid-argument', file.fileProblem);
  }
  const { encoding, rows } = file;
  const plan = async () => planTenantUserImport(rows, await readTenantSnapshot(db(), input.tenantId, rows));
  if (input.dryRun) return report(true, encoding, await plan());
  return onceForRequest(db(), caller.uid, input.requestId, 'importTenantUsers', async () => {
    const planned = await plan();
    const invitations = planned.filter((row) => row.action === 'create').length;
    if (invitations) await consumeRateLimit(db(), { uid: caller.uid, tenantId: input.tenantId }, RATE_LIMITS.inviteImport, invitations);
    return report(false, encoding, await applyPlan(db(), input.tenantId, planned));
  });
});
