import * as z from 'zod/mini';
import { normalizeEmail } from './halfWidth';

// The pattern the login page has always accepted (it was valibot's), rather than zod's own: stricter
// about the domain, no quotes in the local part.
const emailSchema = z.email({ pattern: /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u });

/**
 * A Japanese message when the text is not an e-mail address, else null. Judged as normalizeEmail
 * leaves it (full width typed with an IME is fine), which is what callers send.
 */
export function emailProblem(text: string): string | null {
  const address = normalizeEmail(text);
  if (!address) return 'メールアドレスを入力してください。';
  return z.safeParse(emailSchema, address).success ? null : 'メールアドレスの形式が正しくありません。';
}
