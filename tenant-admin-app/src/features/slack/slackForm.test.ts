import { changedCategoryChannels, hasChanges, initialSlackForm, saveRequestOf } from './slackForm';
import { CATEGORIES, slackIntegration } from './slackTestKit';

describe('the Slack settings form', () => {
  const integration = slackIntegration();
  const initial = initialSlackForm(integration);

  it('starts from what is stored, with nothing changed', () => {
    expect(initial).toEqual({ channelId: 'C-help', repliesPublic: false, ticketEmoji: 'ticket', categoryChannels: {} });
    expect(hasChanges(initial, integration, CATEGORIES)).toBe(false);
    expect(initialSlackForm(slackIntegration({ repliesPublic: true, ticketEmoji: 'sos' }))).toMatchObject({ repliesPublic: true, ticketEmoji: 'sos' });
  });

  it('counts a category as changed only while its channel differs from the stored one', () => {
    const picked = { ...initial, categoryChannels: { 'cat-sales': 'C-sales', 'cat-dev': 'C-random' } };
    expect(changedCategoryChannels(picked, CATEGORIES)).toEqual({ 'cat-dev': 'C-random' });
    const back = { ...initial, categoryChannels: { 'cat-dev': null } };
    expect(hasChanges(back, integration, CATEGORIES)).toBe(false);
  });

  it('ignores picks for categories that are gone', () => {
    expect(changedCategoryChannels({ ...initial, categoryChannels: { 'cat-gone': 'C-help' } }, CATEGORIES)).toEqual({});
  });

  it('counts the replies switch as a change', () => {
    expect(hasChanges({ ...initial, repliesPublic: true }, integration, CATEGORIES)).toBe(true);
  });

  it('sends the default channel, the replies switch and the stored reaction always, the categories only when changed', () => {
    const stored = initialSlackForm(slackIntegration({ ticketEmoji: 'sos' }));
    const values = { ...stored, channelId: null, repliesPublic: true, categoryChannels: { 'cat-sales': null } };
    expect(hasChanges(values, integration, CATEGORIES)).toBe(true);
    expect(saveRequestOf('tenant-a', values, CATEGORIES)).toEqual({
      tenantId: 'tenant-a',
      channelId: null,
      repliesPublic: true,
      ticketEmoji: 'sos',
      categoryChannels: { 'cat-sales': null },
    });
  });
});
