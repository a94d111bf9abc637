import { ID_PATTERN } from '@madoguchi/shared/contracts';
import * as z from 'zod/mini';
import { refuse } from './errors';

// The contracts word every message a form can show; zod's Japanese locale words the rest (an unknown
// key, a value of the wrong type) for the callers that send such things.
z.config(z.locales.ja());

/**
 * The tenant a call is about, read before the input is validated in detail so that the caller's role
 * is checked first; null when the input names none in a usable form.
 */
export function tenantIdOf(data: unknown): string | null {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['tenantId'] : undefined;
  return typeof value === 'string' && ID_PATTERN.test(value) ? value : null;
}

/** Parses a callable's data with its contract's schema; anything else is invalid-argument with Japanese reasons. */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, data: unknown): z.output<Schema> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const reasons = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw refuse('invalid-argument', `入力内容に誤りがあります。${reasons.join(' / ')}`);
}
