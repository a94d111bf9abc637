import type { ImportRowResult } from '@madoguchi/shared/contracts';
import type { TenantUserInput } from './records';
import type { CsvUserRow } from './tenantUserCsv';
import { LAST_ADMIN, type TenantUserChanges } from './tenantUsers';

// Decides what each CSV row would do, from what the tenant already has. Pure, so the dry run and the
// real import agree row for row, and the rules are tested without services.

export interface ExistingTenantUser {
  uid: string;
  name: string;
  nameReading: string;
  categoryIds: string[];
  isTenantAdmin: boolean;
  status: string;
}

/** A row of the report, with what writing it means. */
export interface PlannedRow extends ImportRowResult {
  create?: TenantUserInput;
  update?: { uid: string; changes: TenantUserChanges };
}

export interface TenantSnapshot {
  /** Existing tenant users by lower-case e-mail. */
  usersByEmail: ReadonlyMap<string, ExistingTenantUser>;
  /** Category ids by name (NFKC). */
  categoryIdsByName: ReadonlyMap<string, string>;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** What keeps a row from being imported, whatever else it would do: every problem, in the file's order. */
function problemsOf(row: CsvUserRow, tenant: TenantSnapshot, earlierLine: number | undefined): string[] {
  const problems = [...row.problems];
  const unknown = (row.categoryNames ?? []).filter((name) => !tenant.categoryIdsByName.has(name));
  if (unknown.length) problems.push(`存在しないユーザーカテゴリです: ${unknown.join(', ')}`);
  if (earlierLine !== undefined) problems.push(`このメールアドレスは${earlierLine}行目と重複しています。`);
  const existing = tenant.usersByEmail.get(row.email);
  if (existing && existing.status !== 'active') {
    problems.push('無効にされているユーザーです。ユーザーの詳細画面で有効にしてから取り込んでください。');
  }
  return problems;
}

export function planTenantUserImport(rows: CsvUserRow[], tenant: TenantSnapshot): PlannedRow[] {
  const firstLineOf = new Map<string, number>();
  let activeAdmins = [...tenant.usersByEmail.values()].filter((u) => u.isTenantAdmin && u.status === 'active').length;

  return rows.map((row): PlannedRow => {
    const base = { line: row.line, name: row.name, nameReading: row.nameReading, email: row.email };
    const error = (problems: string[]): PlannedRow => ({ ...base, action: 'error', problems });
    // A second row for an address is a duplicate even when the first has problems of its own.
    const earlier = row.email ? firstLineOf.get(row.email) : undefined;
    if (row.email && earlier === undefined) firstLineOf.set(row.email, row.line);
    const problems = problemsOf(row, tenant, earlier);
    if (problems.length) return error(problems);

    const categoryIds = row.categoryNames?.map((name) => tenant.categoryIdsByName.get(name) as string) ?? null;
    const existing = tenant.usersByEmail.get(row.email);
    if (!existing) {
      const create = {
        name: row.name,
        nameReading: row.nameReading ?? '',
        email: row.email,
        isTenantAdmin: row.isTenantAdmin ?? false,
        categoryIds: categoryIds ?? [],
      };
      if (create.isTenantAdmin) activeAdmins += 1;
      return { ...base, action: 'create', create };
    }

    const changes: TenantUserChanges = {
      ...(row.name !== existing.name && { name: row.name }),
      ...(row.nameReading !== null && row.nameReading !== existing.nameReading && { nameReading: row.nameReading }),
      ...(categoryIds && !sameSet(categoryIds, existing.categoryIds) && { categoryIds }),
      ...(row.isTenantAdmin !== null && row.isTenantAdmin !== existing.isTenantAdmin && { isTenantAdmin: row.isTenantAdmin }),
    };
    const changedFields = Object.keys(changes) as Array<keyof TenantUserChanges>;
    if (changedFields.length === 0) return { ...base, action: 'unchanged' };
    if (changes.isTenantAdmin === false) {
      if (activeAdmins <= 1) return error([LAST_ADMIN]);
      activeAdmins -= 1;
    }
    if (changes.isTenantAdmin === true) activeAdmins += 1;
    return { ...base, action: 'update', changedFields, update: { uid: existing.uid, changes } };
  });
}
