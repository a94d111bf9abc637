import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../admin';
import { SLACK_ID } from '../blockKit';
import { ok } from '../doorAnswer';
import { SLASH_COMMAND, slashSearch } from '../employees/slashSearch';

// The slash command door's handler, bundled as lib/doors/slackCommands.js and loaded on its first
// request (slackCommandsEndpoint.ts): `/madoguchi 検索語` (employees/slashSearch.ts).

export async function answer(fields: Record<string, string>) {
  const teamId = fields['team_id'] ?? '';
  const userId = fields['user_id'] ?? '';
  if (fields['command'] !== SLASH_COMMAND || !SLACK_ID.test(teamId) || !SLACK_ID.test(userId)) {
    return ok({ response_type: 'ephemeral', text: 'このコマンドには対応していません。' });
  }
  return ok(await slashSearch(getFirestore(adminApp()), teamId, userId, fields['text'] ?? ''));
}
