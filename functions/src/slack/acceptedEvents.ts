import { getFirestore } from 'firebase-admin/firestore';
import { decodeDocument } from '@madoguchi/shared/contracts';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminApp } from '../admin';
import { takeAcceptedEvent } from './slackEvents';
import { slackEventReceiptDocument } from './storedSlack';

/**
 * What people do in Slack, taken after the events door acknowledged it (slackEvents.ts): the receipt
 * the door wrote runs it. Retried on failure, and taken once however often it runs (the receipt's claim).
 */
export const takeSlackEvents = onDocumentCreated({ document: 'slackEventReceipts/{eventId}', retry: true }, async (event) => {
  // A receipt of an event taken at once has no doneAt; one left for later has it null until taken.
  if (event.data && decodeDocument(slackEventReceiptDocument, event.data.data()).doneAt === null) await takeAcceptedEvent(getFirestore(adminApp()), event.data.ref);
});
