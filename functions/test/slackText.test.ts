import { ErrorCode } from '@slack/web-api';
import { markupOf } from '../../scripts/slack/standIn.mjs';
import { inquiryLink } from '../src/inquiries/inquiryNotices';
import { problemFor, slackProblem } from '../src/slack/slackClient';
import { escapeSlack, plainFromSlack, quote, slackLine, slackLink, truncate } from '../src/slack/slackText';

/** Everything a requester might try: a link's separator, markup, mentions in both forms, line breaks. */
const HOSTILE = 'a|b <c> & @channel <!channel> <!here> <@U123> <https://evil.example|こちら>\r\n2行目\r3行目';
const HOSTILE_ESCAPED = 'a|b &lt;c&gt; &amp; @channel &lt;!channel&gt; &lt;!here&gt; &lt;@U123&gt; &lt;https://evil.example|こちら&gt;';

describe('text to Slack', () => {
  it('escapes the three characters mrkdwn gives a meaning', () => {
    expect(escapeSlack('a < b && c > d <@U1>')).toBe('a &lt; b &amp;&amp; c &gt; d &lt;@U1&gt;');
  });

  it('makes a one-line field of titles and names: escaped, line breaks and controls as one space', () => {
    expect(slackLine(HOSTILE)).toBe(`${HOSTILE_ESCAPED} 2行目 3行目`);
    expect(slackLine(' 名前\u0000\u2028続き ')).toBe('名前 続き');
    expect(markupOf({ text: slackLine(HOSTILE) })).toEqual({ mentions: [], links: [] });
  });

  it('quotes every line, whichever line break it ends with, so no line slips out of the quote', () => {
    expect(quote('一行目\n二行目')).toBe('>一行目\n>二行目');
    expect(quote('一行目\r\n二行目\r*偽の行*')).toBe('>一行目\n>二行目\n>*偽の行*');
  });

  it('shortens long text by characters, saying so', () => {
    expect(truncate('あいうえお', 5)).toBe('あいうえお');
    expect(truncate('あいうえおか', 5)).toBe('あいうえお…（続きは窓口で確認できます）');
  });

  it('builds links from encoded segments, and a URL in which no |, <, > or space survives', () => {
    expect(inquiryLink('tenant|x', 'id <!channel>|evil')).toBe('/tenants/tenant%7Cx/inquiries/id%20%3C!channel%3E%7Cevil');
    const link = slackLink('http://localhost:9000/a|b <c>"d"?e=1&f=2', HOSTILE);
    expect(link).toBe(`<http://localhost:9000/a%7Cb%20%3Cc%3E%22d%22?e=1&amp;f=2|${HOSTILE_ESCAPED} 2行目 3行目>`);
    expect(markupOf({ text: link })).toEqual({
      mentions: [],
      links: [{ url: 'http://localhost:9000/a%7Cb%20%3Cc%3E%22d%22?e=1&f=2', label: `${HOSTILE_ESCAPED} 2行目 3行目` }],
    });
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
