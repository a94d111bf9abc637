import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../admin';
import { ok, payloadBody, slackDoor } from './slackDoor';
import { handleInteraction, type InteractionPayload } from './slackInteractions';

/** Slack's Interactivity request URL (shortcuts, buttons, modals): slackInteractions.ts. */
export const slackInteractions = slackDoor('interactions', payloadBody<InteractionPayload>, async (payload) => ok(await handleInteraction(getFirestore(adminApp()), payload)));
