import { ErrorCode } from '@slack/web-api';
import { problemFor, slackProblem } from '../src/slack/slackClient';
import { escapeSlack, plainFromSlack, quote, truncate } from '../src/slack/slackText';

describe('text to Slack', () => {
  it('escapes the three characters mrkdwn gives a meaning', () => {
    expect(escapeSlack('a < b && c > d <@U1>')).toBe('a &lt; b &amp;&amp; c &gt; d &lt;@U1&gt;');
  });

  it('quotes every line and shortens long text by characters, saying so', () => {
    expect(quote('一行目\n二行目')).toBe('>一行目\n>二行目');
    expect(truncate('あいうえお', 5)).toBe('あいうえお');
    expect(truncate('あいうえおか', 5)).toBe('あいうえお…（続きは窓口で確認できます）');
  });
});

describe('text from Slack', () => {
  it('turns links, mentions and entities back into plain text', () => {
    expect(plainFromSlack('手順は <https://example.com/a|こちら> と <https://example.com/b> です')).toBe(
      '手順は こちら (https://example.com/a) と https://example.com/b です',
    );
    expect(plainFromSlack('<@U123> <#C123|helpdesk> <mailto:a@example.com|a@example.com>')).toBe('@U123 helpdesk a@example.com');
    expect(plainFromSlack('1 &lt; 2 &amp;&amp; 3 &gt; 2')).toBe('1 < 2 && 3 > 2');
  });
});

describe('Slack problems', () => {
  const platformError = (error: string) => Object.assign(new Error(error), { code: ErrorCode.PlatformError, data: { ok: false, error } });

  it('names what the admin must do, in Japanese', () => {
    expect(slackProblem(platformError('not_in_channel'))).toMatchObject({ code: 'not_in_channel', tokenInvalid: false, message: expect.stringContaining('/invite') });
    expect(slackProblem(platformError('invalid_auth'))).toMatchObject({ tokenInvalid: true, message: expect.stringContaining('再接続') });
    expect(slackProblem(platformError('is_archived')).message).toContain('アーカイブ');
    expect(slackProblem(platformError('something_new')).message).toBe('Slackがエラーを返しました（something_new）。');
  });

  it('keeps how long a rate limit asks to wait, and treats anything else as unreachable', () => {
    expect(slackProblem(Object.assign(new Error('limited'), { code: ErrorCode.RateLimitedError, retryAfter: 30 }))).toMatchObject({ code: 'rate_limited', retryAfter: 30 });
    expect(slackProblem(new Error('socket hang up'))).toMatchObject({ code: 'unreachable', tokenInvalid: false });
    expect(problemFor('channel_not_found').message).toContain('チャンネルが見つかりません');
  });
});
