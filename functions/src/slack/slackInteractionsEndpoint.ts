import type { InteractionPayload } from './doors/slackInteractions';
import { payloadBody, slackDoor } from './slackDoor';

/** Slack's Interactivity request URL (shortcuts, buttons, modals): doors/slackInteractions.ts, loaded on first use. */
export const slackInteractions = slackDoor('interactions', payloadBody<InteractionPayload>, () => import('./doors/slackInteractions'));
