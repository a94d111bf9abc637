import { changedCategoryChannels, hasChanges, initialSlackForm, saveRequestOf, slackFormProblems } from './slackForm';
import { CATEGORIES, slackIntegration } from './slackTestKit';

const EMOJI_MESSAGE = 'リアクションの絵文字名は半角の英小文字・数字・「_」「-」「+」で、コロンなしで入力してください（例: ticket）。';
const CONTACT_LINE_MESSAGE = '未登録の人に案内する連絡先に改行や制御文字は入力できません。';
const CONTACT_LONG_MESSAGE = '未登録の人に案内する連絡先は100文字以内で入力してください。';

describe('the Slack settings form', () => {
  const integration = slackIntegration();
  const initial = initialSlackForm(integration);

  it('starts from what is stored, with nothing changed', () => {
    expect(initial).toEqual({ channelId: 'C-help', repliesPublic: false, hideBodyInChannel: false, ticketEmoji: 'ticket', strangerContact: '', categoryChannels: {} });
    expect(hasChanges(initial, integration, CATEGORIES)).toBe(false);
    expect(initialSlackForm(slackIntegration({ repliesPublic: true, hideBodyInChannel: true, ticketEmoji: 'sos', strangerContact: '情報システム部' }))).toMatchObject({
      repliesPublic: true,
      hideBodyInChannel: true,
      ticketEmoji: 'sos',
      strangerContact: '情報システム部',
    });
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

  it('counts the replies switch, the body switch and the reaction as changes, the reaction as it will be sent', () => {
    expect(hasChanges({ ...initial, repliesPublic: true }, integration, CATEGORIES)).toBe(true);
    expect(hasChanges({ ...initial, hideBodyInChannel: true }, integration, CATEGORIES)).toBe(true);
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

  it('counts the contact line for people registered nowhere as a change, as it will be sent (trimmed)', () => {
    expect(hasChanges({ ...initial, strangerContact: '情報システム部（内線 1234）' }, integration, CATEGORIES)).toBe(true);
    expect(hasChanges({ ...initial, strangerContact: '   ' }, integration, CATEGORIES)).toBe(false);
    const stored = slackIntegration({ strangerContact: '情報システム部' });
    expect(hasChanges({ ...initialSlackForm(stored), strangerContact: ' 情報システム部 ' }, stored, CATEGORIES)).toBe(false);
    expect(hasChanges({ ...initialSlackForm(stored), strangerContact: '' }, stored, CATEGORIES)).toBe(true);
  });

  it("checks the contact line with the contract's rule and words: one line, at most 100 characters, empty allowed", () => {
    for (const good of ['', '情報システム部（内線 1234）', 'あ'.repeat(100), ' 総務部 ']) {
      expect(slackFormProblems({ ...initial, strangerContact: good })).toEqual({});
    }
    expect(slackFormProblems({ ...initial, strangerContact: '情報システム部\r\n内線 1234' })).toEqual({ strangerContact: CONTACT_LINE_MESSAGE });
    expect(slackFormProblems({ ...initial, strangerContact: 'あ'.repeat(101) })).toEqual({ strangerContact: CONTACT_LONG_MESSAGE });
    // Each field keeps its own problem.
    expect(slackFormProblems({ ...initial, ticketEmoji: ':sos:', strangerContact: '改行\nあり' })).toEqual({ ticketEmoji: EMOJI_MESSAGE, strangerContact: CONTACT_LINE_MESSAGE });
  });

  it('sends the default channel, the switches, the reaction and the contact line always, the categories only when changed', () => {
    const values = { channelId: null, repliesPublic: true, hideBodyInChannel: true, ticketEmoji: ' ｓｏｓ ', strangerContact: ' 情報システム部（内線 1234） ', categoryChannels: { 'cat-sales': null } };
    expect(hasChanges(values, integration, CATEGORIES)).toBe(true);
    expect(saveRequestOf('tenant-a', values, CATEGORIES)).toEqual({
      tenantId: 'tenant-a',
      channelId: null,
      repliesPublic: true,
      hideBodyInChannel: true,
      ticketEmoji: 'sos',
      strangerContact: '情報システム部（内線 1234）',
      categoryChannels: { 'cat-sales': null },
    });
  });
});
