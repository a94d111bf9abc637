import { formBody, slackDoor } from './slackDoor';

/** Slack's slash command request URL: `/madoguchi 検索語` (doors/slackCommands.ts, loaded on first use). */
export const slackCommands = slackDoor('commands', formBody, () => import('./doors/slackCommands'));
