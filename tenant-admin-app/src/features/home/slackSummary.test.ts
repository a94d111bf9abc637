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
});
