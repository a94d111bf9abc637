import * as z from 'zod/mini';
import { normalizeEmail } from '../validation/halfWidth';

export const EMAIL_MAX = 254;

/**
 * Typed in full width or not (ｑａ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ), stored half-width and in lower case. Its
 * own module, with as few checks as it needs: the login page checks addresses with it too.
 */
export const email = z.string({ error: 'メールアドレスを入力してください。' }).check(
  z.overwrite(normalizeEmail),
  z.maxLength(EMAIL_MAX, { error: `メールアドレスは${EMAIL_MAX}文字以内で入力してください。` }),
  z.regex(z.regexes.email, { error: (issue) => (issue.input ? 'メールアドレスの形式が正しくありません。' : 'メールアドレスを入力してください。') }),
);
