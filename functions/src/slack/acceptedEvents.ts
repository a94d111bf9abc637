import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminApp } from '../admin';
import { takeAcceptedEvent } from './slackEvents';

/**
 * What people do in Slack, taken after the events door acknowledged it (slackEvents.ts): the receipt
 * the door wrote runs it. Retried on failure, and taken once however often it runs (the receipt's claim).
 */
export const takeSlackEvents = onDocumentCreated({ document: 'slackEventReceipts/{eventId}', retry: true }, async (event) => {
  if (event.data?.get('doneAt') === null) await takeAcceptedEvent(getFirestore(adminApp()), event.data.ref);
});
