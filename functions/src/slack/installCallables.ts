import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { requireTenantAdmin, type Caller } from '../platform/caller';
import { refuse } from '../platform/errors';
import type { Written } from '../platform/storedDocuments';
import { callerName } from '../tenants/records';
import { oauthRedirectUri, SLACK_SCOPES, slackAuthorizeUrl, slackClientId, slackClientSecret } from './config';
import { clearCategoryChannels } from './connection';
import { installationDoc, integrationDoc } from './connectionDocs';
import { claimState, issueState } from './installState';
import { slackClient, slackProblem } from './slackClient';
import type { slackInstallationDocument } from './storedSlack';

const db = () => getFirestore(adminApp());

/** A tenant admin starts connecting Slack: the authorize URL carries a state only they can finish. */
export const startSlackInstall = implement(contracts.startSlackInstall, async (input, caller) => {
  const state = await issueState(db(), input.tenantId, caller.uid);
  const url = new URL(slackAuthorizeUrl.value());
  url.searchParams.set('client_id', slackClientId.value());
  url.searchParams.set('scope', SLACK_SCOPES.join(','));
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', oauthRedirectUri());
  return { authorizeUrl: url.toString() };
});

interface Installed {
  botToken: string;
  botUserId: string;
  teamId: string;
  teamName: string;
  appId: string;
  scopes: string;
}

/** Trades Slack's one-time code for the bot token (oauth.v2.access). */
async function exchangeCode(code: string): Promise<Installed> {
  let result;
  try {
    result = await slackClient().oauth.v2.access({
      client_id: slackClientId.value(),
      client_secret: slackClientSecret.value(),
      code,
      redirect_uri: oauthRedirectUri(),
    });
  } catch (error) {
    const problem = slackProblem(error);
    throw refuse('failed-precondition', `Slackでの認証を完了できませんでした（${problem.code}）。もう一度接続してください。`);
  }
  if (result.token_type !== 'bot' || !result.access_token || !result.team?.id) {
    throw refuse('failed-precondition', 'Slackからボットの権限を受け取れませんでした。もう一度接続してください。');
  }
  return {
    botToken: result.access_token,
    botUserId: result.bot_user_id ?? '',
    teamId: result.team.id,
    teamName: result.team.name ?? result.team.id,
    appId: result.app_id ?? '',
    scopes: result.scope ?? '',
  };
}

/**
 * Keeps the token server-side and shows the admins the rest. Reconnecting the same workspace keeps
 * the channels and settings (and so every inquiry's thread); another workspace starts them afresh.
 */
async function storeInstallation(store: Firestore, tenantId: string, installed: Installed, caller: Caller, adminName: string) {
  const integration = integrationDoc(store, tenantId);
  const snapshot = await integration.get();
  const previous = contracts.decodeDocument(contracts.slackIntegrationDocument, snapshot.data());
  const sameTeam = snapshot.exists && previous.teamId === installed.teamId;
  const now = Timestamp.now();
  const batch = store.batch();
  batch.set(installationDoc(store, tenantId), { ...installed, installedBy: caller.uid, installedAt: now } satisfies Written<typeof slackInstallationDocument>);
  batch.set(integration, {
    status: 'connected',
    teamId: installed.teamId,
    teamName: installed.teamName,
    channelId: sameTeam ? previous.channelId : null,
    channelName: sameTeam ? previous.channelName : null,
    // A reconnect to the same workspace keeps its settings, and so its threads keep working.
    repliesPublic: sameTeam && previous.repliesPublic,
    // Kept whichever workspace: a tenant that keeps bodies out of Slack keeps them out of the next one too.
    hideBodyInChannel: previous.hideBodyInChannel,
    ticketEmoji: sameTeam ? previous.ticketEmoji : contracts.DEFAULT_TICKET_EMOJI,
    // Written for one workspace's strangers: another workspace's see it only once an admin writes it again.
    strangerContact: sameTeam ? previous.strangerContact : null,
    connectedAt: now,
    connectedBy: caller.uid,
    connectedByName: adminName,
    health: { tokenValid: true, botInChannel: null, checkedAt: now, lastEventAt: null, lastPostAt: null, problem: null, problemCode: null, problemAt: null, refusals: null },
  } satisfies Written<typeof contracts.slackIntegrationDocument>);
  if (!sameTeam) await clearCategoryChannels(store, tenantId, batch);
  await batch.commit();
}

/** /slack/oauth_redirect hands over Slack's code with the state; the state says which tenant. */
export const completeSlackInstall = implement(
  // The state, not the input, names the tenant (access signedIn); the handler checks the admin once it knows which.
  contracts.completeSlackInstall,
  async (input, caller) => {
    const store = db();
    const tenantId = await claimState(store, input.state, caller.uid);
    await requireTenantAdmin(store, caller, tenantId);
    const installed = await exchangeCode(input.code);
    await storeInstallation(store, tenantId, installed, caller, await callerName(store, tenantId, caller));
    return { tenantId, teamName: installed.teamName };
  },
  { secrets: [slackClientSecret] },
);
