import { z } from 'zod';
import { refuse } from './errors';

// Zod's own Japanese wording for every validation message a caller may read.
z.config(z.locales.ja());

/**
 * Every id a caller names or chooses (tenants, inquiries, notes, categories, uids): letters, digits,
 * '-' and '_'. Nothing else reaches a document path, a URL or a Slack link, so '/', '|', '<', '>',
 * spaces and control characters never do. firestore.rules and storage.rules check the same pattern
 * (test/unit/clientServerConstants.test.ts keeps them equal).
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ID_MESSAGE = 'IDは英数字・ハイフン・アンダースコアの64文字以内で指定してください。';
export const docId = z.string().regex(ID_PATTERN, { message: ID_MESSAGE });

/** Repeated calls with the same request id have one effect (the client makes one per action). */
export const requestId = z.uuid({ message: 'requestId はUUIDで指定してください。' });

/** C0 and C1 controls, DEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same without tab and line feed (and the CR of a CRLF), which a body may hold. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A one-line field (names, titles, subjects): trimmed, min..max characters, no line breaks or other
 * control characters, so it cannot add a header to a mail or a line to a Slack post.
 */
export const singleLine = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !CONTROL.test(value), { message: '改行や制御文字は入力できません。' });

/** A multi-line body: line breaks and tabs are text, other control characters are refused. */
export const multiLine = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !CONTROL_IN_TEXT.test(value), { message: '使用できない制御文字が含まれています。' });

/**
 * The tenant a call is about, read before the input is validated in detail so that the caller's role
 * is checked first; null when the input names none in a usable form.
 */
export function tenantIdOf(data: unknown): string | null {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['tenantId'] : undefined;
  return typeof value === 'string' && ID_PATTERN.test(value) ? value : null;
}

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
