import { changedCategoryChannels, hasChanges, initialSlackForm, saveRequestOf } from './slackForm';
import { CATEGORIES, slackIntegration } from './slackTestKit';

describe('the Slack settings form', () => {
  const integration = slackIntegration();
  const initial = initialSlackForm(integration);

  it('starts from what is stored, with nothing changed', () => {
    expect(initial).toEqual({ channelId: 'C-help', alertsOnly: false, categoryChannels: {} });
    expect(hasChanges(initial, integration, CATEGORIES)).toBe(false);
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

  it('sends the default channel and alerts-only always, the categories only when changed', () => {
    const values = { channelId: null, alertsOnly: true, categoryChannels: { 'cat-sales': null } };
    expect(hasChanges(values, integration, CATEGORIES)).toBe(true);
    expect(saveRequestOf('tenant-a', values, CATEGORIES)).toEqual({
      tenantId: 'tenant-a',
      channelId: null,
      alertsOnly: true,
      categoryChannels: { 'cat-sales': null },
    });
  });
});
