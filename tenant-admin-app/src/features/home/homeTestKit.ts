// Test-only: a Slack integration document as watchSlackIntegration delivers it.
import type { SlackIntegration } from '../../lib/api/slackIntegration';

export function slackIntegration(fields: Partial<SlackIntegration> = {}, health: Partial<SlackIntegration['health']> = {}): SlackIntegration {
  return {
    status: 'connected',
    teamId: 'T1',
    teamName: 'さくら商事',
    channelId: 'C1',
    channelName: 'helpdesk',
    repliesPublic: false,
    hideBodyInChannel: false,
    ticketEmoji: 'ticket',
    strangerContact: '',
    connectedAt: new Date('2026-11-20T01:00:00Z'),
    connectedBy: 'admin-1',
    connectedByName: '管理 太郎',
    disconnectedAt: null,
    ...fields,
    health: {
      tokenValid: true,
      botInChannel: true,
      checkedAt: null,
      lastEventAt: null,
      lastPostAt: null,
      problem: null,
      problemAt: null,
      refusals: null,
      ...health,
    },
  };
}
