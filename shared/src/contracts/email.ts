import * as z from 'zod/mini';
import { normalizeEmail } from '../validation/halfWidth';
import { emailAddressProblem, EMAIL_MESSAGES } from './emailAddress';

export { EMAIL_MAX, EMAIL_MESSAGES, emailAddressProblem } from './emailAddress';

/**
 * Typed in full width or not (ｑａ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ), stored half-width and in lower case; the
 * checks are emailAddressProblem's, which the login page runs without this schema.
 */
export const email = z.string({ error: EMAIL_MESSAGES.missing }).check(
  z.overwrite(normalizeEmail),
  z.superRefine((address, context) => {
    const problem = emailAddressProblem(address);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: address });
  }),
);
