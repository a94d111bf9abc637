import { getFirestore, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminApp } from '../admin';
import { newInquiryNotice, replyNotice, statusNotice } from '../inquiries/inquiryNotices';
import { notifyTenantUsers } from '../notifications/notify';
import { postAssignment, postNewInquiry, postReleaseNoteFix, postStatusChange, postWebReply } from '../slack/inquiryThreads';
import { tellRequesterInSlack } from '../slack/requesterThreads';
import { activeAdminUids } from '../tenants/records';
import { INQUIRY_EVENTS, type StoredInquiryEvent } from './inquiryEvents';
import { storedInquiry } from '../inquiries/storedInquiry';
import { decodeDocument, messageDocument } from '@madoguchi/shared/contracts';

// Events out: what follows from an inquiry's event, apart from the command that recorded it. Each
// reaction runs once per event, in order (the thread's parent before its replies), and is marked done
// as it finishes, so a trigger delivered twice repeats nothing; a reaction that fails is logged and the
// others still run. Slack's own failures are kept by the Slack modules for their retry job.

/** A second delivery while the first still works waits this long before taking the event over. */
const CLAIM_MS = 60_000;

type Reactions = Record<string, () => Promise<unknown>>;

/** What the event asks for, by name, in the order to run. */
function reactionsTo(db: Firestore, event: StoredInquiryEvent): Reactions {
  const { tenantId, inquiryId, number, requesterUid, actor } = event;
  const about = { tenantId, inquiryId, number };
  const inquiry = db.doc(`tenants/${tenantId}/inquiries/${inquiryId}`);
  const actorUid = actor.uid ?? '';
  const byPerson = actor.uid !== null;
  switch (event.kind) {
    case 'filed':
      return {
        notify: async () => {
          const notice = newInquiryNotice(about, storedInquiry(await inquiry.get()).title, actor.name);
          await notifyTenantUsers(db, tenantId, await activeAdminUids(db, tenantId), actorUid, notice);
        },
        adminThread: () => postNewInquiry(db, tenantId, inquiryId),
        // Filed from Slack: the requester's DM thread opens now, so they know where answers will come.
        ...(actor.channel === 'slack' && { requesterDm: () => tellRequesterInSlack(db, about, requesterUid, { kind: 'filed' }) }),
      };
    case 'replied': {
      const reply = async () => {
        const { body, attachments } = decodeDocument(messageDocument, (await inquiry.collection('messages').doc(event.messageId).get()).data());
        return { authorName: actor.name, body, attachments: attachments.length };
      };
      const statusMoved = event.from !== event.to;
      const reactions: Reactions = {};
      if (!event.internal) {
        reactions['notify'] = async () => {
          const recipients = event.by === 'requester' ? await activeAdminUids(db, tenantId) : [requesterUid];
          await notifyTenantUsers(db, tenantId, recipients, actorUid, replyNotice(about, event.by, actor.name));
        };
        if (!event.inAdminThread) reactions['adminThread'] = async () => postWebReply(db, tenantId, inquiryId, await reply());
        if (event.by === 'admin') reactions['requesterDm'] = async () => tellRequesterInSlack(db, about, requesterUid, { kind: 'reply', ...(await reply()) });
      }
      if (event.tookOwnership) reactions['assignmentLine'] = () => postAssignment(db, tenantId, inquiryId, actor.name);
      if (statusMoved) reactions['statusLine'] = () => postStatusChange(db, tenantId, inquiryId, { from: event.from, to: event.to, by: actor.name });
      return reactions;
    }
    case 'statusChanged':
      return {
        ...(byPerson && { notify: () => notifyTenantUsers(db, tenantId, [requesterUid], actorUid, statusNotice(about, event.from, event.to)) }),
        adminThread: () => postStatusChange(db, tenantId, inquiryId, { from: event.from, to: event.to, by: actor.name }),
        ...(byPerson && requesterUid !== actor.uid && { requesterDm: () => tellRequesterInSlack(db, about, requesterUid, { kind: 'status', from: event.from, to: event.to }) }),
      };
    case 'assigned':
      return event.assigneeName ? { adminThread: () => postAssignment(db, tenantId, inquiryId, event.assigneeName!) } : {};
    case 'fixed':
      return { adminThread: () => postReleaseNoteFix(db, tenantId, inquiryId, { id: event.patchNoteId, title: event.patchNoteTitle }) };
  }
}

/** Takes the event for this delivery; false when it is done or another delivery has it. */
async function claim(db: Firestore, ref: DocumentReference): Promise<StoredInquiryEvent | null> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const event = snapshot.data() as (StoredInquiryEvent & { claimedAt?: Timestamp }) | undefined;
    if (!event || event.doneAt) return null;
    if (event.claimedAt && Date.now() - event.claimedAt.toMillis() < CLAIM_MS) return null;
    tx.update(ref, { claimedAt: Timestamp.now() });
    return event;
  });
}

/** Runs what is left of the event's reactions, each marked done as it finishes. */
export async function reactToInquiryEvent(db: Firestore, ref: DocumentReference): Promise<void> {
  const event = await claim(db, ref);
  if (!event) return;
  const failed: string[] = [];
  for (const [name, react] of Object.entries(reactionsTo(db, event))) {
    if (event.done[name]) continue;
    try {
      await react();
      await ref.update({ [`done.${name}`]: true });
    } catch (error) {
      failed.push(name);
      logger.error('inquiry event reaction failed', { event: ref.id, kind: event.kind, reaction: name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await ref.update({ doneAt: Timestamp.now(), ...(failed.length && { failed }) });
}

export const reactToInquiryEvents = onDocumentCreated(`${INQUIRY_EVENTS}/{eventId}`, async (event) => {
  if (event.data) await reactToInquiryEvent(getFirestore(adminApp()), event.data.ref);
});
