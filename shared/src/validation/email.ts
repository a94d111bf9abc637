import * as v from 'valibot';
import { normalizeEmail } from './halfWidth';

// Valibot: the login page checks addresses, and its functions tree-shake (see config/runtimeConfig.ts).
const emailSchema = v.pipe(v.string(), v.email());

/**
 * A Japanese message when the text is not an e-mail address, else null. Judged as normalizeEmail
 * leaves it (full width typed with an IME is fine), which is what callers send.
 */
export function emailProblem(text: string): string | null {
  const address = normalizeEmail(text);
  if (!address) return 'メールアドレスを入力してください。';
  return v.safeParse(emailSchema, address).success ? null : 'メールアドレスの形式が正しくありません。';
}
