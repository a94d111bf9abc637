import { emailAddressProblem } from '../contracts/emailAddress';
import { normalizeEmail } from './halfWidth';

/**
 * A Japanese message when the text is not an e-mail address, else null: the checks of the contracts'
 * own `email` field (the one every callable taking an address validates with), so the login page
 * accepts exactly what the server does. Judged as the field normalises it (full width typed with an
 * IME is fine).
 */
export function emailProblem(text: string): string | null {
  return emailAddressProblem(normalizeEmail(text));
}
