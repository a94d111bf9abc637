import * as z from 'zod/mini';
import { fieldProblems } from '../problems';
import { saveSlackSettings, SLACK_REFUSAL_WINDOW_MS, slackRefusalProblem, STRANGER_CONTACT_MAX } from './slack';

const settings = { requestId: '2b1f6c1e-8f0e-4d7a-9c55-3f1d1a6e0b42', tenantId: 'tenant-a', channelId: null, repliesPublic: false, ticketEmoji: 'ticket', categoryChannels: {} };
const parsed = (strangerContact: unknown) => z.safeParse(saveSlackSettings.request, { ...settings, strangerContact });
const problem = (strangerContact: unknown) => fieldProblems(saveSlackSettings.request, { ...settings, strangerContact }).strangerContact;

describe('saveSlackSettings: the contact line for people registered nowhere', () => {
  it('takes one line of up to 100 characters, trimmed, and an empty one (which shows nothing)', () => {
    expect(parsed(' 情報システム部（内線 1234） ').data?.strangerContact).toBe('情報システム部（内線 1234）');
    expect(parsed('あ'.repeat(STRANGER_CONTACT_MAX)).success).toBe(true);
    expect(parsed('   ').data?.strangerContact).toBe('');
  });

  it('may be left out, so that callers saving other settings keep the stored line', () => {
    const result = z.safeParse(saveSlackSettings.request, settings);
    expect(result.success).toBe(true);
    expect(result.data && 'strangerContact' in result.data).toBe(false);
  });

  it('refuses line breaks, other control characters and more than 100 characters, in Japanese', () => {
    for (const broken of ['情報システム部\r\n内線 1234', '情報システム部\n<!channel>', '内線\u2028 1234', 'タブ\tあり']) {
      expect(problem(broken)).toBe('未登録の人に案内する連絡先に改行や制御文字は入力できません。');
    }
    expect(problem('あ'.repeat(STRANGER_CONTACT_MAX + 1))).toBe('未登録の人に案内する連絡先は100文字以内で入力してください。');
    expect(problem(1234)).toBe('未登録の人に案内する連絡先を入力してください。');
  });
});

describe('saveSlackSettings: whether bodies show in the channel', () => {
  it('takes on or off, and may be left out so that the stored choice stays', () => {
    expect(z.safeParse(saveSlackSettings.request, { ...settings, hideBodyInChannel: true }).data?.hideBodyInChannel).toBe(true);
    const left = z.safeParse(saveSlackSettings.request, settings);
    expect(left.data && 'hideBodyInChannel' in left.data).toBe(false);
  });

  it('refuses anything else, in Japanese', () => {
    for (const other of ['true', 1, null]) {
      expect(fieldProblems(saveSlackSettings.request, { ...settings, hideBodyInChannel: other }).hideBodyInChannel).toBe('本文をチャンネルに表示するかどうかはオンかオフで指定してください。');
    }
  });
});

describe('slackRefusalProblem', () => {
  const now = new Date('2026-11-29T03:00:00Z');
  const lastAt = new Date(now.getTime() - 5 * 60_000);

  it('says how many were refused and what to do, for a bad signature and for a missing secret', () => {
    expect(slackRefusalProblem({ kind: 'signature', count: 3, lastAt }, now)).toMatch(/^Slackからの操作が署名の検証で拒否されています（直近1時間に 3 件）。/);
    expect(slackRefusalProblem({ kind: 'noSecret', count: 1, lastAt }, now)).toMatch(/署名シークレットが設定されていないため、Slackからの操作をすべて拒否しています（直近1時間に 1 件）。/);
  });

  it('says nothing without refusals, or once the last is older than the window', () => {
    expect(slackRefusalProblem(null, now)).toBeNull();
    expect(slackRefusalProblem({ kind: 'signature', count: 0, lastAt }, now)).toBeNull();
    expect(slackRefusalProblem({ kind: 'signature', count: 3, lastAt: null }, now)).toBeNull();
    expect(slackRefusalProblem({ kind: 'signature', count: 3, lastAt: new Date(now.getTime() - SLACK_REFUSAL_WINDOW_MS - 1) }, now)).toBeNull();
  });
});
