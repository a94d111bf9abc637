import * as v from 'valibot';

// Valibot: the login page checks addresses, and its functions tree-shake (see config/runtimeConfig.ts).
const emailSchema = v.pipe(v.string(), v.email());

/** A Japanese message when the text is not an e-mail address, else null. */
export function emailProblem(text: string): string | null {
  if (!text.trim()) return 'メールアドレスを入力してください。';
  return v.safeParse(emailSchema, text.trim()).success ? null : 'メールアドレスの形式が正しくありません。';
}
