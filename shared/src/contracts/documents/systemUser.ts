import * as z from 'zod/mini';
import { count, moment, optional, text, textOrNull } from './storedFields';

// systemUsers/{uid}: the server-kept mirror of the systemAdmin claim, for listing; written by
// addSystemUser and removeSystemUser (and account resets), read by the system admins.

export const systemUserDocument = z.object({
  email: text,
  name: text,
  addedAt: moment,
  /** The system admin who added them; null for the first ones, set up outside the app. */
  addedBy: textOrNull,
  /** As on a membership: sign-ins before this time (ms) do not count (functions/src/platform/caller.ts). */
  tokensValidAfter: optional(count),
});

export type SystemUserDocument = z.output<typeof systemUserDocument>;
