import { HttpsError } from 'firebase-functions/v2/https';

/** The Japanese message `action` refuses the input with; fails the test unless it is invalid-argument. */
export function refusalOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpsError);
    expect((error as HttpsError).code).toBe('invalid-argument');
    return (error as HttpsError).message;
  }
  throw new Error('the input was accepted');
}
