import * as z from 'zod/mini';
import { storedField } from '@madoguchi/shared/contracts';

// The Slack documents only the server reads and writes (firestore.rules gives clients none of them), so
// their contracts live here rather than in the shared package; the field types are the shared ones.
const { text, textOrNull, moment, optional } = storedField;

/** slackInstallations/{t}: the bot token Slack gave for the tenant's workspace (installCallables.ts). */
export const slackInstallationDocument = z.object({
  botToken: text,
  botUserId: text,
  teamId: text,
  teamName: text,
  appId: text,
  scopes: text,
  installedBy: text,
  installedAt: moment,
});

/** slackInstallStates/{state}: one "Slackに接続" under way, spent by its first use (installState.ts). */
export const slackInstallStateDocument = z.object({
  tenantId: text,
  uid: text,
  createdAt: moment,
  expiresAt: moment,
  usedAt: moment,
});

/**
 * slackEventReceipts/{eventId}: an event Slack delivered, kept a day so a retry is known (slackEvents.ts).
 * One taken after its acknowledgement carries the event as Slack sent it, and doneAt once taken.
 */
export const slackEventReceiptDocument = z.object({
  teamId: text,
  type: text,
  receivedAt: moment,
  expireAt: moment,
  /** The event's JSON; absent for one taken at once. */
  event: optional(textOrNull),
  /** Absent for one taken at once; null until taken. */
  doneAt: optional(moment),
  claimedAt: optional(moment),
});
