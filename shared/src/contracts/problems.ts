import * as z from 'zod/mini';

/**
 * What is wrong with a form's values, field by field, in the schema's own Japanese words: the first
 * problem of each top-level field. Empty when the values pass; the server checks them again.
 */
export function fieldProblems<Schema extends z.ZodMiniType>(schema: Schema, values: unknown): Partial<Record<string, string>> {
  const result = z.safeParse(schema, values);
  const problems: Partial<Record<string, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}
