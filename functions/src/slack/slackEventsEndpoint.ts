import type { EventsBody } from './doors/slackEvents';
import { jsonBody, slackDoor } from './slackDoor';

/** Slack's Events API request URL: the URL check, and event callbacks (doors/slackEvents.ts, loaded on first use). */
export const slackEvents = slackDoor('events', jsonBody<EventsBody>, () => import('./doors/slackEvents'));
