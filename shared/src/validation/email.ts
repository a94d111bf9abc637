import * as z from 'zod/mini';

const emailSchema = z.email();

/** A Japanese message when the text is not an e-mail address, else null. */
export function emailProblem(text: string): string | null {
  if (!text.trim()) return 'メールアドレスを入力してください。';
  return z.safeParse(emailSchema, text.trim()).success ? null : 'メールアドレスの形式が正しくありません。';
}
