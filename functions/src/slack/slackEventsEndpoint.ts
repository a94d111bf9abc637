import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../admin';
import { jsonBody, ok, slackDoor } from './slackDoor';
import { handleEventCallback, type SlackEventCallback } from './slackEvents';

/** Slack's Events API request URL: the URL check, and event callbacks (slackEvents.ts). */
export const slackEvents = slackDoor('events', jsonBody<{ type?: string; challenge?: unknown }>, async (payload) => {
  if (payload.type === 'url_verification') return ok({ challenge: String(payload.challenge ?? '') });
  const outcome = payload.type === 'event_callback' ? await handleEventCallback(getFirestore(adminApp()), payload as SlackEventCallback) : 'ignored';
  return ok({ ok: true, outcome });
});
