import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { postReply } from '../inquiries/inquiryActions';
import { notifyTenantUsers } from '../notifications/notify';
import { decodeDocument, slackIntegrationDocument } from '@madoguchi/shared/contracts';
import { appPath } from '../platform/appUrl';
import { mapFieldUpdate, type Written, type WrittenUpdate } from '../platform/storedDocuments';
import { activeAdminUids } from '../tenants/records';
import { dmToApp, publishHome, ticketReaction } from './employees/employeeEvents';
import { inquiryOfThread } from './inquiryThreads';
import { connectionsOfTeam, recordEvent, type SlackConnection } from './connection';
import { installationDoc, integrationDoc } from './connectionDocs';
import { memberOf, slackPerson, type SlackPerson } from './slackPeople';
import { slackClient, slackProblem } from './slackClient';
import { slackEventReceiptDocument } from './storedSlack';
import { plainFromSlack, truncate } from './slackText';

// What Slack's Events API tells us, after the signature was checked (slackDoor.ts): people's replies in
// an inquiry's thread, employees writing to the app, reacting with the ticket emoji or opening its Home
// (employees/employeeEvents.ts), and the app being uninstalled or its token revoked. Everything else,
// bots (our own posts included) and edited or system messages, is ignored, so nothing loops.

export interface SlackMessageEvent {
  type: 'message';
  channel?: string;
  user?: string;
  text?: string;
  ts?: string;
  thread_ts?: string;
  subtype?: string;
  bot_id?: string;
  /** 'im' in a person's DM with the app. */
  channel_type?: string;
}
interface ReactionEvent {
  type: 'reaction_added';
  user?: string;
  reaction?: string;
  item?: { type?: string; channel?: string; ts?: string };
}
export interface SlackEventCallback {
  type: 'event_callback';
  team_id?: string;
  event_id?: string;
  event?:
    | SlackMessageEvent
    | ReactionEvent
    | { type: 'app_home_opened'; user?: string; tab?: string }
    | { type: 'app_uninstalled' }
    | { type: 'tokens_revoked'; tokens?: { bot?: string[] } };
}

export type EventOutcome = 'processed' | 'accepted' | 'duplicate' | 'ignored';

/**
 * What people do (write, react, open the Home tab) is acknowledged at once and taken after, by the
 * trigger on its receipt (takeAcceptedEvent): finding who they are asks Slack, and Slack wants its answer
 * within 3 seconds, cold starts included. The app's own lifecycle events are taken before answering, so
 * that one Slack cannot answer for fails and is sent again.
 */
const TAKEN_AFTER: ReadonlySet<string> = new Set(['message', 'reaction_added', 'app_home_opened']);
/** A second delivery of the receipt's trigger while the first still works waits this long before taking over. */
const CLAIM_MS = 60_000;

type PersonMessage = Required<Pick<SlackMessageEvent, 'channel' | 'user' | 'text' | 'ts'>> & SlackMessageEvent;

/** Something a person wrote: not a bot (our own posts included), not an edit or join notice. */
const isPersonMessage = (event: SlackMessageEvent): event is PersonMessage =>
  !event.subtype && !event.bot_id && !!event.user && !!event.channel && !!event.ts && !!event.text?.trim();

/** A person's reply in a thread, not the thread's first post. */
const isPersonThreadReply = (event: SlackMessageEvent): event is PersonMessage & { thread_ts: string } =>
  isPersonMessage(event) && !!event.thread_ts && event.thread_ts !== event.ts;

/** Handles one event callback once: a retry of an event already taken (same event_id) does nothing. */
export async function handleEventCallback(db: Firestore, payload: SlackEventCallback): Promise<EventOutcome> {
  const { team_id: teamId, event_id: eventId, event } = payload;
  if (!teamId || !eventId || !/^[A-Za-z0-9]{4,64}$/.test(eventId) || !event) return 'ignored';
  const work = plan(db, teamId, event);
  if (!work) return 'ignored';
  const receipt = db.doc(`slackEventReceipts/${eventId}`);
  const later = TAKEN_AFTER.has(event.type);
  try {
    // Kept a day (a TTL policy on expireAt removes them); Slack retries within minutes. One taken after
    // carries the event until then (server only; as Slack sent it, whatever its shape), and doneAt once taken.
    const kept = { teamId, type: event.type, receivedAt: Timestamp.now(), expireAt: Timestamp.fromMillis(Date.now() + 86_400_000) };
    await receipt.create((later ? { ...kept, event: JSON.stringify(event), doneAt: null } : kept) satisfies Written<typeof slackEventReceiptDocument>);
  } catch (error) {
    if ((error as { code?: number }).code === 6) return 'duplicate'; // ALREADY_EXISTS
    throw error;
  }
  if (later) return 'accepted';
  try {
    return (await work()) ? 'processed' : 'ignored';
  } catch (error) {
    await receipt.delete(); // let Slack's retry try again
    throw error;
  }
}

/** Claims an accepted event's receipt for this delivery; its team and event, or null when done or taken. */
async function claimReceipt(db: Firestore, receipt: DocumentReference) {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(receipt);
    const { teamId, event, doneAt, claimedAt } = decodeDocument(slackEventReceiptDocument, snapshot.data());
    if (!snapshot.exists || doneAt !== null || !event || (claimedAt && Date.now() - claimedAt.getTime() < CLAIM_MS)) return null;
    tx.update(receipt, { claimedAt: Timestamp.now() });
    return { teamId, event: JSON.parse(event) as NonNullable<SlackEventCallback['event']> };
  });
}

/**
 * Takes an event acknowledged earlier, once: the receipt is claimed, the work done, and the event's
 * text dropped from it. A failure frees the claim and throws, so that the trigger is run again.
 */
export async function takeAcceptedEvent(db: Firestore, receipt: DocumentReference): Promise<void> {
  const accepted = await claimReceipt(db, receipt);
  if (!accepted) return;
  try {
    await plan(db, accepted.teamId, accepted.event)?.();
  } catch (error) {
    await receipt.update({ claimedAt: FieldValue.delete() });
    throw error;
  }
  await receipt.update({ doneAt: Timestamp.now(), event: FieldValue.delete() });
}

function plan(db: Firestore, teamId: string, event: NonNullable<SlackEventCallback['event']>): (() => Promise<boolean>) | null {
  if (event.type === 'message') {
    if (event.channel_type === 'im') return isPersonMessage(event) ? () => dmToApp(db, teamId, event) : null;
    return isPersonThreadReply(event) ? () => takeReply(db, teamId, event) : null;
  }
  if (event.type === 'reaction_added') {
    const { user, reaction, item } = event;
    if (!user || !reaction || item?.type !== 'message' || !item.channel || !item.ts) return null;
    return () => ticketReaction(db, teamId, { user, reaction, item: { channel: item.channel!, ts: item.ts! } });
  }
  if (event.type === 'app_home_opened') return event.user && event.tab === 'home' ? () => publishHome(db, teamId, event.user!) : null;
  if (event.type === 'app_uninstalled') return () => cutOff(db, teamId, () => true);
  if (event.type === 'tokens_revoked' && event.tokens?.bot?.length) {
    const bots = new Set(event.tokens.bot);
    return () => cutOff(db, teamId, (connection) => bots.has(connection.botUserId));
  }
  return null;
}

/** The reply refused, to its writer alone: nothing was stored, and the text stays theirs in Slack. */
async function refuseReply(connection: SlackConnection, event: { channel: string; user: string; thread_ts: string }, reason: string) {
  const text = `:warning: この返信は窓口に保存されていません。${reason}`;
  await slackClient(connection.token, 2_000)
    .chat.postEphemeral({ channel: event.channel, user: event.user, thread_ts: event.thread_ts, text })
    .catch((error: unknown) => logger.warn('slack refusal not shown', { tenantId: connection.tenantId, code: slackProblem(error).code }));
}

const NOT_ADMIN = 'スレッドへの返信を窓口に記録できるのは、この窓口のテナント管理者だけです。';

/**
 * A person's reply in an inquiry's thread, for every tenant of the workspace whose inquiry the thread
 * is: the writer is resolved by the e-mail Slack has for them through that tenant's own membership, and
 * only its tenant admins' replies enter, through the same command as the web's (an internal note, or
 * the answer when the tenant sends thread replies to requesters). Anyone else is told privately and
 * nothing is stored. A suspended tenant takes none: its people can neither read nor answer while it is
 * suspended; the reply stays readable in Slack, and the thread works again once resumed.
 */
async function takeReply(db: Firestore, teamId: string, event: Required<Pick<SlackMessageEvent, 'channel' | 'user' | 'text' | 'ts' | 'thread_ts'>>) {
  let taken = false;
  let person: Promise<SlackPerson> | null = null;
  for (const connection of await connectionsOfTeam(db, teamId)) {
    if (!connection.tenantActive || event.user === connection.botUserId) continue;
    const inquiry = await inquiryOfThread(db, connection.tenantId, event.channel, event.thread_ts);
    if (!inquiry) continue;
    person ??= slackPerson(db, teamId, event.user);
    const admin = memberOf(await person, connection.tenantId);
    if (!admin?.isTenantAdmin) {
      await refuseReply(connection, event, NOT_ADMIN);
      continue;
    }
    const body = truncate(plainFromSlack(event.text).trim(), 9000);
    try {
      await postReply(db, { uid: admin.uid, channel: 'slack', slackUserId: event.user }, { tenantId: connection.tenantId, inquiryId: inquiry.id, body, internal: !connection.repliesPublic, attachments: [], inAdminThread: true });
    } catch (error) {
      if (!(error instanceof HttpsError)) throw error;
      await refuseReply(connection, event, error.message);
      continue;
    }
    await recordEvent(db, connection.tenantId);
    taken = true;
  }
  return taken;
}

const CUT_OFF_PROBLEM = 'Slack側でアプリがアンインストールされたか、アクセス許可が取り消されたため、連携が切れました。再接続してください。';

/** Whether Slack still takes `token`; throws when Slack cannot say (unreachable, rate limited). */
async function tokenWorks(token: string): Promise<boolean> {
  try {
    await slackClient(token, 2_000).auth.test();
    return true;
  } catch (error) {
    if (slackProblem(error).tokenInvalid) return false;
    throw error;
  }
}

/**
 * The app is gone from the workspace, or a token was revoked: each connection that may be concerned
 * is asked about with auth.test, and only those whose token no longer works are cut off (the token
 * dropped, the tenant admins told). Another tenant connected to the same workspace may hold another
 * token that still works; it keeps working and hears nothing. Suspended tenants are cut off too: the
 * token is dead either way, and their admins find it said when the tenant is resumed. If Slack cannot
 * answer for one, the event fails after the others are done, so that Slack sends it again.
 */
async function cutOff(db: Firestore, teamId: string, concerned: (connection: SlackConnection) => boolean) {
  const candidates = (await connectionsOfTeam(db, teamId)).filter(concerned);
  const verdicts = await Promise.allSettled(candidates.map((connection) => tokenWorks(connection.token)));
  const dead = candidates.filter((_, index) => {
    const verdict = verdicts[index];
    return verdict?.status === 'fulfilled' && !verdict.value;
  });
  for (const connection of dead) {
    const now = Timestamp.now();
    const batch = db.batch();
    batch.update(installationDoc(db, connection.tenantId), { botToken: FieldValue.delete(), revokedAt: now });
    batch.update(integrationDoc(db, connection.tenantId), {
      ...({ status: 'disconnected', disconnectedAt: now } satisfies WrittenUpdate<typeof slackIntegrationDocument>),
      ...mapFieldUpdate(slackIntegrationDocument, 'health', {
        tokenValid: false,
        problem: CUT_OFF_PROBLEM,
        problemCode: 'app_uninstalled',
        problemAt: now,
        lastEventAt: now,
      }),
    });
    await batch.commit();
    await notifyTenantUsers(
      db,
      connection.tenantId,
      await activeAdminUids(db, connection.tenantId),
      '',
      { event: 'slackDisconnected', title: 'Slack連携が切れました', body: CUT_OFF_PROBLEM, link: appPath('tenants', connection.tenantId, 'admin', 'slack') },
    );
    logger.info('slack connection cut off by the workspace', { tenantId: connection.tenantId });
  }
  const unsure = verdicts.find((verdict): verdict is PromiseRejectedResult => verdict.status === 'rejected');
  if (unsure) throw new Error(`slack could not say whether a token still works: ${slackProblem(unsure.reason).code}`);
  return dead.length > 0;
}
