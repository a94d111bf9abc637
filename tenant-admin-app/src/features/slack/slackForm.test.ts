import { changedCategoryChannels, hasChanges, initialSlackForm, saveRequestOf, slackFormProblems } from './slackForm';
import { CATEGORIES, slackIntegration } from './slackTestKit';

const EMOJI_MESSAGE = 'リアクションの絵文字名は半角の英小文字・数字・「_」「-」「+」で、コロンなしで入力してください（例: ticket）。';

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

  it('counts the replies switch and the reaction as changes, the reaction as it will be sent', () => {
    expect(hasChanges({ ...initial, repliesPublic: true }, integration, CATEGORIES)).toBe(true);
    expect(hasChanges({ ...initial, ticketEmoji: 'sos' }, integration, CATEGORIES)).toBe(true);
    // Typed in full width with a Japanese IME, or with spaces around it, it is still the stored name.
    expect(hasChanges({ ...initial, ticketEmoji: ' ｔｉｃｋｅｔ ' }, integration, CATEGORIES)).toBe(false);
  });

  it("checks the reaction with the contract's rule and words, colons refused rather than stripped", () => {
    expect(slackFormProblems(initial)).toEqual({});
    for (const good of ['raised_hands', '+1', 'white-check', ' sos ', 'ｓｏｓ']) {
      expect(slackFormProblems({ ...initial, ticketEmoji: good })).toEqual({});
    }
    for (const bad of [':ticket:', '：ｔｉｃｋｅｔ：', 'Ticket', 'チケット', '', '   ', 'a'.repeat(65)]) {
      expect(slackFormProblems({ ...initial, ticketEmoji: bad })).toEqual({ ticketEmoji: EMOJI_MESSAGE });
    }
  });

  it('sends the default channel, the replies switch and the reaction always, the categories only when changed', () => {
    const values = { channelId: null, repliesPublic: true, ticketEmoji: ' ｓｏｓ ', categoryChannels: { 'cat-sales': null } };
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
