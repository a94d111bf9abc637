import { FieldValue, Timestamp, type DocumentData, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { decodeDocument, slackIntegrationDocument, tenantDocument } from '@madoguchi/shared/contracts';
import type { Written } from '../platform/storedDocuments';
import { installationDoc, integrationDoc } from './connectionDocs';
import type { SlackProblem } from './slackClient';
import { slackInstallationDocument } from './storedSlack';

// The two halves of a tenant's Slack connection: slackInstallations/{t} holds the bot token and is
// read by server code only; tenants/{t}/integrations/slack is its public face for the tenant admins
// (settings and health, never a secret).

/** Adds to `batch` the reset of every category's own channel (they belong to the workspace being left). */
export async function clearCategoryChannels(db: Firestore, tenantId: string, batch: WriteBatch): Promise<void> {
  const routed = await db.collection(`tenants/${tenantId}/categories`).where('slackChannelId', '!=', null).get();
  for (const category of routed.docs) batch.update(category.ref, { slackChannelId: null, slackChannelName: null });
}

/** What server code needs to talk to a tenant's workspace. */
export interface SlackConnection {
  tenantId: string;
  token: string;
  teamId: string;
  botUserId: string;
  /** The default channel; null when none is chosen. */
  channelId: string | null;
  /** Thread replies go to the requester (off by default: they are internal notes). */
  repliesPublic: boolean;
  /** 「本文をチャンネルに表示しない」: posts in the channel leave out inquiry and reply bodies. */
  hideBodyInChannel: boolean;
  /** The reaction that files a channel message as an inquiry. */
  ticketEmoji: string;
  /** The one line the tenant's admins chose to show people of the workspace registered nowhere; null for none. */
  strangerContact: string | null;
  /** False while the tenant is suspended: its Slack link rests (see liveConnection). */
  tenantActive: boolean;
}

function connectionOf(
  tenantId: string,
  installation: DocumentData | undefined,
  integration: DocumentData | undefined,
  tenant: DocumentData | undefined,
): SlackConnection | null {
  if (!installation || !integration) return null;
  const { status, channelId, repliesPublic, hideBodyInChannel, ticketEmoji, strangerContact } = decodeDocument(slackIntegrationDocument, integration);
  if (status !== 'connected') return null;
  const { botToken: token, teamId, botUserId } = decodeDocument(slackInstallationDocument, installation);
  if (!token) return null;
  return {
    tenantId,
    token,
    teamId,
    botUserId,
    channelId,
    repliesPublic,
    hideBodyInChannel,
    ticketEmoji,
    strangerContact,
    tenantActive: tenant !== undefined && decodeDocument(tenantDocument, tenant).status === 'active',
  };
}

const tenantDoc = (db: Firestore, tenantId: string) => db.doc(`tenants/${tenantId}`);

/** The tenant's connection, or null when Slack is not connected (or was cut off); suspended or not. */
export async function loadConnection(db: Firestore, tenantId: string): Promise<SlackConnection | null> {
  const [installation, integration, tenant] = await db.getAll(installationDoc(db, tenantId), integrationDoc(db, tenantId), tenantDoc(db, tenantId));
  return connectionOf(tenantId, installation?.data(), integration?.data(), tenant?.data());
}

/**
 * The connection to post through: none while the tenant is suspended. Suspension rests the link
 * rather than ending it (token, channels and threads stay), so resuming needs nothing from anyone.
 */
export async function liveConnection(db: Firestore, tenantId: string): Promise<SlackConnection | null> {
  const connection = await loadConnection(db, tenantId);
  return connection?.tenantActive ? connection : null;
}

/** Every tenant connected to a workspace (several tenants may share one), suspended or not. */
export async function connectionsOfTeam(db: Firestore, teamId: string): Promise<SlackConnection[]> {
  const installations = await db.collection('slackInstallations').where('teamId', '==', teamId).get();
  const connections = await Promise.all(
    installations.docs.map(async (installation) => {
      const [integration, tenant] = await db.getAll(integrationDoc(db, installation.id), tenantDoc(db, installation.id));
      return connectionOf(installation.id, installation.data(), integration?.data(), tenant?.data());
    }),
  );
  return connections.filter((connection): connection is SlackConnection => connection !== null);
}

/**
 * Whether another tenant's installation holds `token`. Slack gives one app one bot token per
 * workspace however often it is installed there, so tenants sharing a workspace share the token.
 */
export async function tokenHeldByOthers(db: Firestore, tenantId: string, teamId: string, token: string): Promise<boolean> {
  const installations = await db.collection('slackInstallations').where('teamId', '==', teamId).get();
  return installations.docs.some((installation) => installation.id !== tenantId && decodeDocument(slackInstallationDocument, installation.data()).botToken === token);
}

/** Some of the health fields, merged into the document (which the server writes whole at install). */
type HealthMerge = { health: Partial<Written<typeof slackIntegrationDocument>['health']> };

/** Shows the admins what went wrong (admin home and Slack page). */
export async function recordProblem(db: Firestore, tenantId: string, problem: SlackProblem): Promise<void> {
  await integrationDoc(db, tenantId).set(
    {
      health: {
        problem: problem.message,
        problemCode: problem.code,
        problemAt: FieldValue.serverTimestamp(),
        ...(problem.tokenInvalid && { tokenValid: false }),
      },
    } satisfies HealthMerge,
    { merge: true },
  );
}

/** A post went through: whatever stopped posts before is over. */
export async function recordPost(db: Firestore, tenantId: string): Promise<void> {
  await integrationDoc(db, tenantId).set(
    { health: { lastPostAt: Timestamp.now(), tokenValid: true, problem: null, problemCode: null, problemAt: null } } satisfies HealthMerge,
    { merge: true },
  );
}

/** An event arrived from the workspace (it says nothing about whether posting works). */
export async function recordEvent(db: Firestore, tenantId: string): Promise<void> {
  await integrationDoc(db, tenantId).set({ health: { lastEventAt: Timestamp.now() } } satisfies HealthMerge, { merge: true });
}
