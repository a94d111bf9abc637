import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { writeAnalytics } from '../analytics/analyticsWrites';
import { milestoneFactsOf, milestonesOf } from '../analytics/inquiryMilestones';
import { replyNotice } from '../inquiries/inquiryNotices';
import { slackMessageRecord, updateAfterMessage } from '../inquiries/inquiryRecords';
import { statusAfterMessage, type InquiryStatus } from '../inquiries/inquiryStatus';
import { notifyTenantUsers } from '../notifications/notify';
import { appPath } from '../platform/appUrl';
import { changeWhenUnchanged } from '../platform/optimistic';
import { activeAdminUids } from '../tenants/records';
import { dmToApp, publishHome, ticketReaction } from './employees/employeeEvents';
import { inquiryOfThread } from './inquiryThreads';
import { connectionsOfTeam, installationDoc, integrationDoc, recordEvent, type SlackConnection } from './connection';
import { slackClient, slackProblem } from './slackClient';
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

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

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
  try {
    // Kept a day (a TTL policy on expireAt removes them); Slack retries within minutes.
    await receipt.create({ teamId, type: event.type, receivedAt: Timestamp.now(), expireAt: Timestamp.fromMillis(Date.now() + 86_400_000) });
  } catch (error) {
    if ((error as { code?: number }).code === 6) return 'duplicate'; // ALREADY_EXISTS
    throw error;
  }
  try {
    return (await work()) ? 'processed' : 'ignored';
  } catch (error) {
    await receipt.delete(); // let Slack's retry try again
    throw error;
  }
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

/** The Slack user's display name (users:read); a plain label when Slack does not say in time. */
async function displayName(connection: SlackConnection, user: string): Promise<string> {
  try {
    const info = await slackClient(connection.token, 2_000).users.info({ user });
    const profile = info.user?.profile;
    return profile?.display_name || profile?.real_name || info.user?.real_name || info.user?.name || 'Slackユーザー';
  } catch {
    return 'Slackユーザー';
  }
}

/**
 * Adds a thread reply to the inquiry of that thread, in every tenant of the workspace that has one.
 * A suspended tenant takes none: its people can neither read nor answer while it is suspended, and
 * storing the reply would still mail its requester. Nor is it kept for later: Slack does not send it
 * again, and answers surfacing on resume, days late and out of order with the web thread, would
 * mislead more than help; it stays readable in Slack, and the thread works again once resumed.
 */
async function takeReply(db: Firestore, teamId: string, event: Required<Pick<SlackMessageEvent, 'channel' | 'user' | 'text' | 'ts' | 'thread_ts'>>) {
  let taken = false;
  for (const connection of await connectionsOfTeam(db, teamId)) {
    if (!connection.tenantActive || event.user === connection.botUserId) continue;
    const inquiry = await inquiryOfThread(db, connection.tenantId, event.channel, event.thread_ts);
    if (!inquiry) continue;
    const authorName = await displayName(connection, event.user);
    const body = truncate(plainFromSlack(event.text).trim(), 9000);
    const outcome = await addReply(db, connection.tenantId, inquiry, { body, authorName, slackUserId: event.user, repliesPublic: connection.repliesPublic });
    if (!outcome) continue;
    await recordEvent(db, connection.tenantId);
    if (!outcome.internal) {
      const ref = { tenantId: connection.tenantId, inquiryId: inquiry.id, number: outcome.number };
      await notifyTenantUsers(db, connection.tenantId, [outcome.requesterUid], '', replyNotice(ref, 'admin', authorName));
    }
    taken = true;
  }
  return taken;
}

/**
 * The reply as an internal note, unless the tenant chose to send thread replies to the requester:
 * then it is the support side's answer, moving the status as a web reply would (a closed inquiry
 * takes no more answers, so there it stays a note too). Applied
 * like a web reply (inquiryCallables.ts): one batch, written only if the inquiry is still as read.
 * Null when the inquiry is gone.
 */
async function addReply(db: Firestore, tenantId: string, inquiry: DocumentReference, reply: { body: string; authorName: string; slackUserId: string; repliesPublic: boolean }) {
  const message = inquiry.collection('messages').doc();
  return changeWhenUnchanged(db, inquiry, (snapshot) => {
    if (!snapshot.exists) return { data: null, result: null };
    const current = snapshot.get('status') as InquiryStatus;
    const decision = statusAfterMessage(current, 'admin', !reply.repliesPublic);
    const internal = !reply.repliesPublic || !decision.ok;
    const next = decision.ok ? decision.status : current;
    const now = Timestamp.now();
    const record = slackMessageRecord({ body: reply.body, authorName: reply.authorName, slackUserId: reply.slackUserId, internal }, now);
    const milestones = milestonesOf(milestoneFactsOf(snapshot.id, snapshot.data()!), { answered: !internal, next }, now);
    return {
      data: { ...updateAfterMessage(current, next, internal, now), ...milestones.fields },
      also: (batch) => {
        batch.create(message, record);
        writeAnalytics(db, tenantId, batch, milestones.writes);
      },
      result: { internal, number: Number(snapshot.get('number')), requesterUid: String(snapshot.get('requesterUid')) },
    };
  });
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
      status: 'disconnected',
      disconnectedAt: now,
      'health.tokenValid': false,
      'health.problem': CUT_OFF_PROBLEM,
      'health.problemCode': 'app_uninstalled',
      'health.problemAt': now,
      'health.lastEventAt': now,
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
