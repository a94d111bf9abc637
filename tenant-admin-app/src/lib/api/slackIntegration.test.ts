import { slackIntegrationOf } from './slackIntegration';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('slackIntegrationOf', () => {
  it('reads every field, timestamps as dates', () => {
    const integration = slackIntegrationOf({
      status: 'connected',
      teamId: 'T1',
      teamName: 'さくら商事',
      channelId: 'C1',
      channelName: 'helpdesk',
      repliesPublic: true,
      hideBodyInChannel: true,
      ticketEmoji: 'sos',
      strangerContact: '情報システム部（内線 1234）',
      connectedAt: at('2026-11-20T01:00:00Z'),
      connectedBy: 'u1',
      connectedByName: '管理 太郎',
      health: {
        tokenValid: true,
        botInChannel: false,
        checkedAt: at('2026-11-21T01:00:00Z'),
        lastEventAt: at('2026-11-21T02:00:00Z'),
        lastPostAt: null,
        problem: 'アプリがチャンネルに参加していません。',
        problemAt: at('2026-11-21T01:00:00Z'),
        refusals: { kind: 'noSecret', count: 4, since: at('2026-11-21T01:30:00Z'), lastAt: at('2026-11-21T01:40:00Z') },
      },
    });
    expect(integration).toEqual({
      status: 'connected',
      teamId: 'T1',
      teamName: 'さくら商事',
      channelId: 'C1',
      channelName: 'helpdesk',
      repliesPublic: true,
      hideBodyInChannel: true,
      ticketEmoji: 'sos',
      strangerContact: '情報システム部（内線 1234）',
      connectedAt: new Date('2026-11-20T01:00:00Z'),
      connectedBy: 'u1',
      connectedByName: '管理 太郎',
      disconnectedAt: null,
      health: {
        tokenValid: true,
        botInChannel: false,
        checkedAt: new Date('2026-11-21T01:00:00Z'),
        lastEventAt: new Date('2026-11-21T02:00:00Z'),
        lastPostAt: null,
        problem: 'アプリがチャンネルに参加していません。',
        problemAt: new Date('2026-11-21T01:00:00Z'),
        refusals: { kind: 'noSecret', count: 4, since: new Date('2026-11-21T01:30:00Z'), lastAt: new Date('2026-11-21T01:40:00Z') },
      },
    });
  });

  it('falls back to "not known" for what is missing or malformed', () => {
    const integration = slackIntegrationOf({ status: 'disconnected', channelId: '', repliesPublic: 'yes', hideBodyInChannel: 1, ticketEmoji: '', strangerContact: 1234, health: 'broken' });
    expect(integration.status).toBe('disconnected');
    expect(integration.channelId).toBeNull();
    expect(integration.repliesPublic).toBe(false);
    expect(integration.hideBodyInChannel).toBe(false);
    expect(integration.ticketEmoji).toBe('ticket');
    expect(integration.strangerContact).toBe('');
    expect(integration.health).toEqual({
      tokenValid: false,
      botInChannel: null,
      checkedAt: null,
      lastEventAt: null,
      lastPostAt: null,
      problem: null,
      problemAt: null,
      refusals: null,
    });
  });
});
