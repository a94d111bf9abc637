/** firestore.rules accepts a name of 1 to 50 characters that is not only spaces. */
export const NAME_MAX_LENGTH = 50;

/** What is wrong with a name as typed (it is saved trimmed), in Japanese; null when it may be saved. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'お名前を入力してください。';
  // UTF-16 units: never fewer than the characters the rules count, so the client is never laxer.
  if (trimmed.length > NAME_MAX_LENGTH) return `お名前は${NAME_MAX_LENGTH}文字以内で入力してください。`;
  return null;
}
