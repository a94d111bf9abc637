import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../admin';
import { ok } from '../doorAnswer';
import { handleEventCallback, type SlackEventCallback } from '../slackEvents';

// The events door's handler, bundled as lib/doors/slackEvents.js and loaded on its first request
// (slackEventsEndpoint.ts): the URL check, and event callbacks (slackEvents.ts).

export type EventsBody = { type?: string; challenge?: unknown };

export async function answer(payload: EventsBody) {
  if (payload.type === 'url_verification') return ok({ challenge: String(payload.challenge ?? '') });
  const outcome = payload.type === 'event_callback' ? await handleEventCallback(getFirestore(adminApp()), payload as SlackEventCallback) : 'ignored';
  return ok({ ok: true, outcome });
}
