import { z } from 'zod';
import { refuse } from './errors';

// Zod's own Japanese wording for every validation message a caller may read.
z.config(z.locales.ja());

/** A Firestore document id the caller names: never a path, never a reserved name. */
export const docId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^(?!\.\.?$)(?!__.*__$)[^/]+$/, { message: 'IDに使えない文字が含まれています。' });

/** Repeated calls with the same request id have one effect (the client makes one per action). */
export const requestId = z.uuid({ message: 'requestId はUUIDで指定してください。' });

export const personName = z.string().trim().min(1).max(50);
export const email = z.email().trim().toLowerCase().max(254);

/** Parses a callable's data strictly; anything else is invalid-argument with Japanese reasons. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const reasons = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw refuse('invalid-argument', `入力内容に誤りがあります。${reasons.join(' / ')}`);
}
