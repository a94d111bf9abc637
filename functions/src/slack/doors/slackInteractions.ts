import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../admin';
import { ok } from '../doorAnswer';
import { handleInteraction, type InteractionPayload } from '../slackInteractions';

// The interactivity door's handler, bundled as lib/doors/slackInteractions.js and loaded on its first
// request (slackInteractionsEndpoint.ts): shortcuts, buttons, modals (slackInteractions.ts).

export type { InteractionPayload };

export const answer = async (payload: InteractionPayload) => ok(await handleInteraction(getFirestore(adminApp()), payload));
