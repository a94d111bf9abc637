import { slackIntegration } from './homeTestKit';
import { slackSummary } from './slackSummary';

const ready = (data: ReturnType<typeof slackIntegration> | null) => slackSummary({ status: 'ready', data });

describe('slackSummary', () => {
  it('says the state while loading and when it could not be read', () => {
    expect(slackSummary({ status: 'loading' })).toEqual({ value: '確認中…', attention: false });
    expect(slackSummary({ status: 'error', message: '通信できません。' })).toEqual({
      value: '不明',
      note: '状態を読み込めませんでした。通信できません。',
      attention: true,
    });
  });

  it('invites to connect when Slack was never connected', () => {
    expect(ready(null)).toMatchObject({ value: '未接続', attention: false });
  });

  it('shows the workspace and the default channel when all is well', () => {
    expect(ready(slackIntegration())).toEqual({ value: '正常', note: 'さくら商事 / #helpdesk', attention: false });
    expect(ready(slackIntegration({ channelId: null, channelName: null }, { botInChannel: null }))).toEqual({
      value: '正常',
      note: 'さくら商事',
      attention: false,
    });
  });

  it("asks for attention with the server's problem, or one said from the health flags", () => {
    expect(ready(slackIntegration({}, { problem: 'ボットがチャンネルに参加していません。', botInChannel: false }))).toEqual({
      value: '要確認',
      note: 'ボットがチャンネルに参加していません。',
      attention: true,
    });
    expect(ready(slackIntegration({}, { tokenValid: false }))).toMatchObject({ value: '要確認', note: 'Slackのトークンが無効です。再接続してください。' });
    expect(ready(slackIntegration({}, { botInChannel: false }))).toMatchObject({ value: '要確認', note: 'アプリが既定のチャンネルに参加していません。' });
  });

  it('says the connection is lost when Slack uninstalled the app', () => {
    expect(ready(slackIntegration({ status: 'disconnected' }, { tokenValid: false }))).toEqual({
      value: '切断',
      note: 'Slackとの接続が切れています。再接続してください。',
      attention: true,
    });
    expect(ready(slackIntegration({ status: 'disconnected' }, { problem: 'アプリがアンインストールされました。' }))).toMatchObject({
      value: '切断',
      note: 'アプリがアンインストールされました。',
    });
  });

  describe("Slack's requests refused before they are read", () => {
    const now = new Date('2026-11-29T03:00:00Z');
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const refused = (kind: 'signature' | 'noSecret', count: number, lastAt: Date, health = {}) =>
      slackSummary({ status: 'ready', data: slackIntegration({}, { refusals: { kind, count, since: minutesAgo(50), lastAt }, ...health }) }, now);

    it('asks for attention when signatures fail, however well posting goes, saying how many in the last hour and what to do', () => {
      expect(refused('signature', 12, minutesAgo(2))).toEqual({
        value: '要確認',
        note: expect.stringMatching(/^Slackからの操作が署名の検証で拒否されています（直近1時間に 12 件）。.*署名シークレットの設定を確認するよう、サポートから運営元にお問い合わせください。$/),
        attention: true,
      });
      // Before a problem the server found by posting: this one stops every button and command.
      expect(refused('signature', 1, minutesAgo(2), { problem: 'アプリがチャンネルに参加していません。' }).note).toMatch(/^Slackからの操作が署名の検証で拒否されています/);
    });

    it('says when the server has no signing secret and refuses everything', () => {
      expect(refused('noSecret', 3, minutesAgo(1))).toMatchObject({
        value: '要確認',
        note: expect.stringMatching(/^窓口のサーバーにSlackの署名シークレットが設定されていないため、Slackからの操作をすべて拒否しています（直近1時間に 3 件）。/),
      });
    });

    it('is well again once the last refusal is over an hour old (signed requests clear it sooner)', () => {
      expect(refused('signature', 40, minutesAgo(61))).toMatchObject({ value: '正常', attention: false });
      expect(refused('signature', 0, minutesAgo(1))).toMatchObject({ value: '正常' });
    });
  });
});
