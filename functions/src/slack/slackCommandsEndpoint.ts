import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../admin';
import { SLACK_ID } from './blockKit';
import { SLASH_COMMAND, slashSearch } from './employees/slashSearch';
import { formBody, ok, slackDoor } from './slackDoor';

/** Slack's slash command request URL: `/madoguchi 検索語` (employees/slashSearch.ts). */
export const slackCommands = slackDoor('commands', formBody, async (fields) => {
  const teamId = fields['team_id'] ?? '';
  const userId = fields['user_id'] ?? '';
  if (fields['command'] !== SLASH_COMMAND || !SLACK_ID.test(teamId) || !SLACK_ID.test(userId)) {
    return ok({ response_type: 'ephemeral', text: 'このコマンドには対応していません。' });
  }
  return ok(await slashSearch(getFirestore(adminApp()), teamId, userId, fields['text'] ?? ''));
});
