import { type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { decodeDocument, inquiryDocument, notificationSettingsOf, tenantUserDocument } from '@madoguchi/shared/contracts';
import type { InquiryStatus } from '../inquiries/inquiryStatus';
import type { WrittenUpdate } from '../platform/storedDocuments';
import { liveConnection, type SlackConnection } from './connection';
import { postAsBot, slackClient, slackProblem } from './slackClient';
import { requesterThreadText, statusLine, webReply } from './slackMessages';

// The requester's side of Slack: a direct message from the app per inquiry, whose thread carries the
// admins' public answers and status changes (when the requester's notification grid says Slack). The
// thread is kept as `slackDm` on the inquiry; the requester's Slack account is the one with their
// e-mail address.

interface RequesterThread {
  channelId: string;
  ts: string;
  userId: string;
}

interface About {
  tenantId: string;
  inquiryId: string;
  number: number;
}

export type RequesterNews =
  | { kind: 'reply'; authorName: string; body: string; attachments: number }
  | { kind: 'status'; from: InquiryStatus; to: InquiryStatus }
  /** Filed from Slack: the thread is opened now, so the requester knows where answers will come. */
  | { kind: 'filed' };

const inquiryRef = (db: Firestore, about: Pick<About, 'tenantId' | 'inquiryId'>) => db.doc(`tenants/${about.tenantId}/inquiries/${about.inquiryId}`);

/** The Slack account with the tenant user's e-mail address, or null (none, or Slack would not say). */
async function slackUserOf(db: Firestore, connection: SlackConnection, uid: string): Promise<string | null> {
  const { email, status } = decodeDocument(tenantUserDocument, (await db.doc(`tenants/${connection.tenantId}/users/${uid}`).get()).data());
  if (status !== 'active' || !email) return null;
  try {
    return (await slackClient(connection.token, 3_000).users.lookupByEmail({ email })).user?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * The inquiry's thread with its requester, opened (a direct message, its first post saying what the
 * thread is for) when it has none. Null when the requester has no Slack account in the workspace.
 */
async function ensureRequesterThread(db: Firestore, connection: SlackConnection, about: About, requesterUid: string): Promise<RequesterThread | null> {
  const ref = inquiryRef(db, about);
  const inquiry = await ref.get();
  const { slackDm: existing, title } = decodeDocument(inquiryDocument, inquiry.data());
  if (existing?.channelId && existing.ts && existing.userId) return existing;
  const userId = await slackUserOf(db, connection, requesterUid);
  if (!userId || !inquiry.exists) return null;
  const opened = await slackClient(connection.token).conversations.open({ users: userId });
  const channelId = opened.channel?.id;
  if (!channelId) return null;
  const posted = await postAsBot(connection.token, { channel: channelId, text: requesterThreadText(about.tenantId, about.inquiryId, { number: about.number, title }) });
  const thread = { channelId, ts: String(posted.ts), userId };
  return keepFirstThread(db, ref, thread);
}

/** Two calls opening the thread at once: the first one kept wins, and both use it. */
async function keepFirstThread(db: Firestore, ref: DocumentReference, thread: RequesterThread): Promise<RequesterThread> {
  return db.runTransaction(async (tx) => {
    const current = decodeDocument(inquiryDocument, (await tx.get(ref)).data()).slackDm;
    if (current?.ts) return current;
    tx.update(ref, { slackDm: thread } satisfies WrittenUpdate<typeof inquiryDocument>);
    return thread;
  });
}

const eventOf = (news: RequesterNews) => (news.kind === 'status' ? 'inquiryStatus' : 'inquiryReply');

/**
 * Tells the requester in Slack what happened to their inquiry, when the tenant is connected and their
 * notification grid has Slack on for it; true when the thread is there. Never throws: Slack failing
 * must not fail the answer.
 */
export async function tellRequesterInSlack(db: Firestore, about: About, requesterUid: string, news: RequesterNews): Promise<boolean> {
  try {
    const connection = await liveConnection(db, about.tenantId);
    if (!connection) return false;
    const settings = await db.doc(`tenants/${about.tenantId}/users/${requesterUid}/settings/notifications`).get();
    if (!notificationSettingsOf(settings.data())[eventOf(news)].slack) return false;
    const thread = await ensureRequesterThread(db, connection, about, requesterUid);
    if (!thread) return false;
    if (news.kind !== 'filed') {
      const message = news.kind === 'reply' ? webReply(news) : { text: statusLine({ from: news.from, to: news.to, by: '窓口' }) };
      await postAsBot(connection.token, { channel: thread.channelId, thread_ts: thread.ts, ...message });
    }
    return true;
  } catch (error) {
    logger.warn('slack message to the requester failed', { tenantId: about.tenantId, inquiryId: about.inquiryId, code: slackProblem(error).code });
    return false;
  }
}

/** Whether the requester's answers go to Slack: the tenant connected and their grid has Slack on for replies. */
export async function answersInSlack(db: Firestore, tenantId: string, requesterUid: string): Promise<boolean> {
  const [connection, settings] = await Promise.all([liveConnection(db, tenantId), db.doc(`tenants/${tenantId}/users/${requesterUid}/settings/notifications`).get()]);
  return connection !== null && notificationSettingsOf(settings.data()).inquiryReply.slack;
}

/** The inquiry whose requester thread is `threadTs` in the DM `channel`, in the tenant; null if none. */
export async function inquiryOfRequesterThread(db: Firestore, tenantId: string, channel: string, threadTs: string) {
  const found = await db.collection(`tenants/${tenantId}/inquiries`).where('slackDm.channelId', '==', channel).where('slackDm.ts', '==', threadTs).limit(1).get();
  return found.docs[0] ?? null;
}

