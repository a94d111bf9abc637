export const EMAIL_MAX = 254;

/**
 * zod's recommended pattern (`z.regexes.email`), written out: the login page's first script checks
 * addresses with it and cannot carry zod's whole table of patterns. A test keeps the two equal, so it
 * is written as zod writes it.
 */
// eslint-disable-next-line no-useless-escape
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MESSAGES = {
  missing: 'メールアドレスを入力してください。',
  tooLong: `メールアドレスは${EMAIL_MAX}文字以内で入力してください。`,
  malformed: 'メールアドレスの形式が正しくありません。',
} as const;

/**
 * What is wrong with an address already normalised (normalizeEmail), in Japanese, or null. Plain code
 * rather than a schema (its own module, so importing it brings no schema code), so the login page
 * checks addresses exactly as the server does before any library has arrived (its first script,
 * shell/src/early); the contracts' `email` field (./email.ts) runs the same.
 */
export function emailAddressProblem(address: string): string | null {
  if (address.length > EMAIL_MAX) return EMAIL_MESSAGES.tooLong;
  if (!EMAIL_PATTERN.test(address)) return address ? EMAIL_MESSAGES.malformed : EMAIL_MESSAGES.missing;
  return null;
}

