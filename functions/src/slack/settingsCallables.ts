import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { refuse } from '../platform/errors';
import { onceForRequest } from '../platform/requestOnce';
import { mapFieldUpdate, type WrittenUpdate } from '../platform/storedDocuments';
import { listChannels, type ChannelInfo } from './channels';
import { clearCategoryChannels, loadConnection, recordProblem, tokenHeldByOthers, type SlackConnection } from './connection';
import { installationDoc, integrationDoc } from './connectionDocs';
import { problemFor, slackClient, slackProblem } from './slackClient';
import { slackInstallationDocument } from './storedSlack';

const db = () => getFirestore(adminApp());

/** The connected workspace a tenant admin's call is about. */
async function requireConnection(store: Firestore, tenantId: string): Promise<SlackConnection> {
  const connection = await loadConnection(store, tenantId);
  if (!connection) throw refuse('failed-precondition', 'Slackと連携されていません。先に「Slackに接続」から連携してください。');
  return connection;
}

/** Runs a Slack call for an admin; a failure is recorded for the health view and answered in Japanese. */
async function askSlack<Result>(store: Firestore, tenantId: string, call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    const problem = slackProblem(error);
    await recordProblem(store, tenantId, problem);
    throw refuse('unavailable', problem.message);
  }
}

export const listSlackChannels = implement(contracts.listSlackChannels, async (input) => {
  const store = db();
  const connection = await requireConnection(store, input.tenantId);
  return { channels: await askSlack(store, input.tenantId, () => listChannels(slackClient(connection.token))) };
});

/** The default channel, how thread replies are taken, the ticket reaction, the line for strangers, whether bodies show in the channel and each category's channel, checked against Slack. */
export const saveSlackSettings = implement(contracts.saveSlackSettings, async (input, caller) => {
  const store = db();
  const connection = await requireConnection(store, input.tenantId);
  return onceForRequest(store, caller.uid, input.requestId, 'saveSlackSettings', async () => {
    const channels = await askSlack(store, input.tenantId, () => listChannels(slackClient(connection.token)));
    const byId = new Map(channels.map((channel) => [channel.id, channel]));
    const known = (id: string | null): ChannelInfo | null => {
      if (id === null) return null;
      const channel = byId.get(id);
      if (!channel) throw refuse('invalid-argument', '選択したSlackチャンネルが見つかりません。チャンネル一覧を読み込み直してください。');
      return channel;
    };
    const channel = known(input.channelId);
    const categoryIds = Object.keys(input.categoryChannels);
    const categories = categoryIds.length
      ? await store.getAll(...categoryIds.map((id) => store.doc(`tenants/${input.tenantId}/categories/${id}`)))
      : [];
    if (categories.some((category) => !category.exists)) throw refuse('invalid-argument', '指定されたユーザーカテゴリが見つかりません。');

    const batch = store.batch();
    batch.update(integrationDoc(store, input.tenantId), {
      ...({
        channelId: channel?.id ?? null,
        channelName: channel?.name ?? null,
        repliesPublic: input.repliesPublic,
        ticketEmoji: input.ticketEmoji,
        ...(input.strangerContact !== undefined && { strangerContact: input.strangerContact || null }),
        ...(input.hideBodyInChannel !== undefined && { hideBodyInChannel: input.hideBodyInChannel }),
        updatedAt: Timestamp.now(),
      } satisfies WrittenUpdate<typeof contracts.slackIntegrationDocument>),
      ...mapFieldUpdate(contracts.slackIntegrationDocument, 'health', { botInChannel: channel ? channel.isMember : null }),
    });
    for (const category of categories) {
      const routed = known(input.categoryChannels[category.id] ?? null);
      batch.update(category.ref, { slackChannelId: routed?.id ?? null, slackChannelName: routed?.name ?? null });
    }
    await batch.commit();
    return { tenantId: input.tenantId };
  });
});

/** The refused requests the connection's health counts, as a problem to answer (kept apart: signed traffic clears it). */
async function refusalProblem(store: Firestore, tenantId: string): Promise<string | null> {
  const { refusals } = contracts.decodeDocument(contracts.slackIntegrationDocument, (await integrationDoc(store, tenantId).get()).data()).health;
  return contracts.slackRefusalProblem(refusals, new Date());
}

/**
 * Asks Slack whether the token works and the bot is in the default channel; the result is kept for the
 * admin home. The answer also names refused requests, which the door keeps and clears itself.
 */
export const checkSlackHealth = implement(contracts.checkSlackHealth, async (input) => {
  const store = db();
  const connection = await requireConnection(store, input.tenantId);
  const client = slackClient(connection.token);
  let tokenValid = true;
  let botInChannel: boolean | null = null;
  let problem: string | null = null;
  try {
    await client.auth.test();
    if (connection.channelId) {
      const info = await client.conversations.info({ channel: connection.channelId });
      botInChannel = info.channel?.is_member === true;
      if (info.channel?.is_archived) problem = problemFor('is_archived').message;
      else if (!botInChannel) problem = 'アプリが既定のSlackチャンネルに参加していません。Slackでチャンネルにアプリを招待してください（/invite）。';
    }
  } catch (error) {
    const found = slackProblem(error);
    tokenValid = !found.tokenInvalid;
    problem = found.message;
  }
  await integrationDoc(store, input.tenantId).update(
    mapFieldUpdate(contracts.slackIntegrationDocument, 'health', {
      tokenValid,
      botInChannel,
      checkedAt: Timestamp.now(),
      problem,
      problemAt: problem ? Timestamp.now() : null,
    }),
  );
  return { tokenValid, botInChannel, problem: problem ?? (await refusalProblem(store, input.tenantId)) };
});

/**
 * Forgets the connection: the settings and category channels go, and the token is revoked at Slack
 * (best effort: it is deleted here either way) unless another tenant connected to the same workspace
 * holds it too (Slack gives one app one bot token per workspace), which would cut that tenant off.
 * Inquiries keep their thread links for a later reconnect.
 */
export const disconnectSlack = implement(contracts.disconnectSlack, async (input, caller) => {
  const store = db();
  return onceForRequest(store, caller.uid, input.requestId, 'disconnectSlack', async () => {
    const { botToken: token, teamId } = contracts.decodeDocument(slackInstallationDocument, (await installationDoc(store, input.tenantId).get()).data());
    const batch = store.batch();
    batch.delete(installationDoc(store, input.tenantId));
    batch.delete(integrationDoc(store, input.tenantId));
    await clearCategoryChannels(store, input.tenantId, batch);
    await batch.commit();
    // Looked for once ours is gone: of two tenants leaving at once, the later one sees neither and revokes.
    if (token && !(await tokenHeldByOthers(store, input.tenantId, teamId, token))) {
      await slackClient(token).auth.revoke().catch(() => undefined);
    }
    return { tenantId: input.tenantId };
  });
});
