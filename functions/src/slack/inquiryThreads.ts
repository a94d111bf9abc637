import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { categoryDocument, decodeDocument, inquiryDocument, type InquiryDocument } from '@madoguchi/shared/contracts';
import type { InquiryStatus } from '../inquiries/inquiryStatus';
import type { WrittenUpdate } from '../platform/storedDocuments';
import { liveConnection, loadConnection, recordPost, recordProblem, type SlackConnection } from './connection';
import { parentBlocks } from './admins/inquiryButtons';
import { postAsBot, slackProblem } from './slackClient';
import { assignmentLine, fixLine, hiddenReply, parentText, statusLine, webReply, type ParentInquiry } from './slackMessages';

// Inquiries in Slack: a new inquiry is posted to its category's channel (or the default one) and the
// post's ts kept on it; public web replies and status changes follow in that thread. Slack failing
// never fails the inquiry: the problem is shown to the admins, and an inquiry whose post failed is
// marked slackPending for the retry job (or the next reply) to post. Nothing is posted for a
// suspended tenant (see liveConnection). A tenant that keeps bodies out of the channel
// (hideBodyInChannel) gets title, requester, category and a link, and of a reply only that there was one.

/** A parent post claimed this recently is being made by another call: do not post twice. */
const CLAIM_MS = 30_000;
/**
 * An inquiry filed this recently is new to Slack whoever asks first: the reactions to its events run
 * apart, and a reply's may reach the thread before the filing's has posted the parent.
 */
const NEW_MS = 10 * 60_000;
/** How often a call that found the parent being posted by another looks again. */
const AWAIT_CLAIM_MS = 250;

const inquiryDoc = (db: Firestore, tenantId: string, inquiryId: string) => db.doc(`tenants/${tenantId}/inquiries/${inquiryId}`);

interface Thread {
  channelId: string;
  ts: string;
}

/** The inquiry whose post in the admins' channel is `threadTs` (the thread's first post), or null. */
export async function inquiryOfThread(db: Firestore, tenantId: string, channel: string, threadTs: string): Promise<DocumentReference | null> {
  const found = await db.collection(`tenants/${tenantId}/inquiries`).where('slack.channelId', '==', channel).where('slack.ts', '==', threadTs).limit(1).get();
  return found.docs[0]?.ref ?? null;
}

/** Where the inquiry goes: its category's channel, else the default one; null when there is none. */
type InquiryUpdate = WrittenUpdate<typeof inquiryDocument>;

async function routeOf(db: Firestore, connection: SlackConnection, tenantId: string, categoryId: string | null) {
  if (!categoryId) return { channelId: connection.channelId, categoryName: null };
  const category = await db.doc(`tenants/${tenantId}/categories/${categoryId}`).get();
  const { slackChannelId, name } = decodeDocument(categoryDocument, category.data());
  return { channelId: slackChannelId || connection.channelId, categoryName: category.exists ? name : null };
}

/**
 * Claims the right to post the inquiry's parent; returns the thread when it exists already. Only a
 * new inquiry or one whose post failed gets a parent: inquiries from before Slack was connected stay
 * out of it rather than surfacing one by one as they are answered.
 */
type Claim = { thread: Thread } | { claimed: boolean; busy?: true; inquiry: InquiryDocument | null };

async function claimParent(db: Firestore, ref: DocumentReference, isNew: boolean): Promise<Claim> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { claimed: false, inquiry: null };
    const inquiry = decodeDocument(inquiryDocument, snapshot.data());
    const { slack, createdAt, slackPending, slackClaimedAt } = inquiry;
    if (slack?.ts && slack.channelId) return { thread: { channelId: slack.channelId, ts: slack.ts } };
    const fresh = isNew || (createdAt !== null && Date.now() - createdAt.getTime() < NEW_MS);
    if (!fresh && slackPending !== true) return { claimed: false, inquiry };
    if (slackClaimedAt && Date.now() - slackClaimedAt.getTime() < CLAIM_MS) return { claimed: false, busy: true, inquiry };
    tx.update(ref, { slackClaimedAt: Timestamp.now() } satisfies InquiryUpdate);
    return { claimed: true, inquiry };
  });
}

/** The claim, after waiting out another call that is posting the parent now (its thread is then ours too). */
async function claimOrAwait(db: Firestore, ref: DocumentReference, isNew: boolean): Promise<Claim> {
  const until = Date.now() + CLAIM_MS;
  for (;;) {
    const claim = await claimParent(db, ref, isNew);
    if (!('busy' in claim) || Date.now() > until) return claim;
    await new Promise((resolve) => setTimeout(resolve, AWAIT_CLAIM_MS));
  }
}

const parentOf = ({ number, title, requesterName, body }: InquiryDocument): ParentInquiry => ({ number, title, requesterName, body });

/** Posts the inquiry's parent message unless it has one; returns its thread (null when not posted). */
async function ensureThread(db: Firestore, connection: SlackConnection, tenantId: string, inquiryId: string, isNew = false): Promise<Thread | null> {
  const ref = inquiryDoc(db, tenantId, inquiryId);
  const claim = await claimOrAwait(db, ref, isNew);
  if ('thread' in claim) return claim.thread;
  if (!claim.claimed || !claim.inquiry) return null;
  const { channelId, categoryName } = await routeOf(db, connection, tenantId, claim.inquiry.categoryId);
  if (!channelId) {
    await ref.update({ slackClaimedAt: FieldValue.delete(), slackPending: FieldValue.delete() } satisfies InquiryUpdate);
    return null;
  }
  try {
    const text = parentText(tenantId, inquiryId, parentOf(claim.inquiry), categoryName, { repliesPublic: connection.repliesPublic, hideBody: connection.hideBodyInChannel });
    const posted = await postAsBot(connection.token, { channel: channelId, text, blocks: parentBlocks(text, tenantId, inquiryId) });
    const thread = { channelId: posted.channel ?? channelId, ts: String(posted.ts) };
    await ref.update({ slack: thread, slackClaimedAt: FieldValue.delete(), slackPending: FieldValue.delete() } satisfies InquiryUpdate);
    await recordPost(db, tenantId);
    return thread;
  } catch (error) {
    const problem = slackProblem(error);
    logger.warn('slack post of an inquiry failed', { tenantId, inquiryId, code: problem.code });
    await ref.update({ slackPending: true, slackClaimedAt: FieldValue.delete() } satisfies InquiryUpdate);
    await recordProblem(db, tenantId, problem);
    return null;
  }
}

/**
 * A new inquiry goes to Slack when the tenant is connected. Never throws. One filed as its tenant was
 * being suspended waits as slackPending, for the retry job once the tenant is active again.
 */
export async function postNewInquiry(db: Firestore, tenantId: string, inquiryId: string): Promise<void> {
  await safely('new inquiry', tenantId, async () => {
    const connection = await loadConnection(db, tenantId);
    if (!connection) return;
    if (connection.tenantActive) await ensureThread(db, connection, tenantId, inquiryId, true);
    else await inquiryDoc(db, tenantId, inquiryId).update({ slackPending: true } satisfies InquiryUpdate);
  });
}

type ThreadPost = { text: string; username?: string };

/** One message in the inquiry's thread, posting the parent first if that failed before. Never throws. */
async function postInThread(db: Firestore, tenantId: string, inquiryId: string, say: ThreadPost | ((connection: SlackConnection) => ThreadPost)): Promise<void> {
  await safely('thread reply', tenantId, async () => {
    const connection = await liveConnection(db, tenantId);
    if (!connection) return;
    const thread = await ensureThread(db, connection, tenantId, inquiryId);
    if (!thread) return;
    const { text, username } = typeof say === 'function' ? say(connection) : say;
    try {
      await postAsBot(connection.token, { channel: thread.channelId, thread_ts: thread.ts, text, ...(username && { username }) });
      await recordPost(db, tenantId);
    } catch (error) {
      const problem = slackProblem(error);
      logger.warn('slack thread reply failed', { tenantId, inquiryId, code: problem.code });
      await recordProblem(db, tenantId, problem);
    }
  });
}

/** A public reply written on the web, posted under its author's name; its body only where the tenant shows bodies. */
export function postWebReply(db: Firestore, tenantId: string, inquiryId: string, reply: { authorName: string; body: string; attachments: number }) {
  return postInThread(db, tenantId, inquiryId, (connection) =>
    connection.hideBodyInChannel ? hiddenReply(tenantId, inquiryId, reply.authorName) : webReply(reply),
  );
}

/** A status change, as one short line in the thread. */
export function postStatusChange(db: Firestore, tenantId: string, inquiryId: string, change: { from: InquiryStatus; to: InquiryStatus; by: string }) {
  return postInThread(db, tenantId, inquiryId, { text: statusLine(change) });
}

/** Someone took the inquiry on (from Slack's 担当する), as one line in the thread. */
export function postAssignment(db: Firestore, tenantId: string, inquiryId: string, assigneeName: string) {
  return postInThread(db, tenantId, inquiryId, { text: assignmentLine(assigneeName) });
}

/** A release note fixed the inquiry (the thread's system message), when it has a thread. */
export function postReleaseNoteFix(db: Firestore, tenantId: string, inquiryId: string, note: { id: string; title: string }) {
  return postInThread(db, tenantId, inquiryId, { text: fixLine(tenantId, note) });
}

/**
 * Inquiries whose post failed, posted again (scheduled). Returns how many now have a thread. A
 * suspended tenant's inquiries wait, untouched, until it is active again.
 */
export async function postPendingInquiries(db: Firestore, max = 100): Promise<number> {
  const pending = await db.collectionGroup('inquiries').where('slackPending', '==', true).limit(max).get();
  const connections = new Map<string, Promise<SlackConnection | null>>();
  let posted = 0;
  for (const doc of pending.docs) {
    const tenantId = doc.ref.parent.parent?.id;
    if (!tenantId) continue;
    if (!connections.has(tenantId)) connections.set(tenantId, liveConnection(db, tenantId));
    const connection = await connections.get(tenantId);
    if (!connection) continue;
    if (await ensureThread(db, connection, tenantId, doc.id)) posted += 1;
  }
  return posted;
}

async function safely(what: string, tenantId: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error(`slack ${what} failed`, { tenantId, error: error instanceof Error ? error.message : String(error) });
  }
}
