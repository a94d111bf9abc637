import { markupOf } from '../../scripts/slack/standIn.mjs';
import { BODY_HIDDEN, fixLine, hiddenReply, parentText, statusLine, threadRule, webReply } from '../src/slack/slackMessages';

// What we post to Slack, with a requester (and an admin) choosing every part of it to mention the
// channel, link elsewhere or add lines: all of it arrives as plain text.

const HOSTILE = '<!channel> 緊急 <https://evil.example|こちら> @here <@U123> a|b & c\r\n偽の行';
const ESCAPED = '&lt;!channel&gt; 緊急 &lt;https://evil.example|こちら&gt; @here &lt;@U123&gt; a|b &amp; c';
const OUR_LINK = 'http://localhost:9000/tenants/tenant-a/inquiries/inq-1';

describe('the post of a new inquiry', () => {
  const text = parentText('tenant-a', 'inq-1', { number: 12, title: HOSTILE, requesterName: HOSTILE, body: `${HOSTILE}\r<!here>` }, HOSTILE);

  it('escapes the title, the names and the quoted body, each line of it', () => {
    expect(text).toBe(
      [
        `:incoming_envelope: *新しい問い合わせ #12* <${OUR_LINK}|${ESCAPED} 偽の行>`,
        `${ESCAPED} 偽の行 さん\u3000カテゴリ: ${ESCAPED} 偽の行`,
        `>${ESCAPED}`,
        '>偽の行',
        '>&lt;!here&gt;',
        `<${OUR_LINK}|窓口で開く>\u3000${threadRule(false)}`,
      ].join('\n'),
    );
  });

  it('mentions no one and links only to the inquiry', () => {
    expect(markupOf({ text })).toEqual({ mentions: [], links: [{ url: OUR_LINK, label: `${ESCAPED} 偽の行` }, { url: OUR_LINK, label: '窓口で開く' }] });
  });

  it('says what a thread reply becomes: an internal note by default, the requester\'s answer when the tenant chose so', () => {
    expect(threadRule(false)).toContain('社内メモ');
    expect(threadRule(false)).toContain('「問い合わせ者に送信」');
    expect(parentText('tenant-a', 'inq-1', { number: 1, title: 't', requesterName: 'n', body: 'b' }, null, { repliesPublic: true })).toContain(threadRule(true));
    expect(threadRule(true)).toContain('問い合わせ者にそのまま送られます');
  });

  it('leaves the body out when the tenant keeps bodies out of the channel: title, requester, category and links only', () => {
    const hidden = parentText('tenant-a', 'inq-1', { number: 12, title: 'VPN', requesterName: '鈴木 一郎', body: '電話 090-1234-5678' }, '営業部', { hideBody: true });
    expect(hidden).toBe(
      [
        `:incoming_envelope: *新しい問い合わせ #12* <${OUR_LINK}|VPN>`,
        '鈴木 一郎 さん\u3000カテゴリ: 営業部',
        `_${BODY_HIDDEN}_`,
        `<${OUR_LINK}|窓口で開く>\u3000${threadRule(false)}`,
      ].join('\n'),
    );
  });

  it('links through an encoded id, whatever the id holds', () => {
    const odd = parentText('tenant-a', 'x|y <z>', { number: 1, title: 't', requesterName: 'n', body: 'b' }, null);
    expect(markupOf({ text: odd }).links.map((link) => link.url)).toEqual([
      'http://localhost:9000/tenants/tenant-a/inquiries/x%7Cy%20%3Cz%3E',
      'http://localhost:9000/tenants/tenant-a/inquiries/x%7Cy%20%3Cz%3E',
    ]);
  });
});

describe('a web reply and a status line', () => {
  it('escape the reply, its author\'s name (the username override) and who changed the status', () => {
    const reply = webReply({ authorName: HOSTILE, body: `${HOSTILE}\r\n<!everyone>`, attachments: 2 });
    expect(reply).toEqual({
      text: `${ESCAPED}\n偽の行\n&lt;!everyone&gt;\n（添付ファイル 2 件は窓口で確認できます）`,
      username: `${ESCAPED} 偽の行（窓口）`,
    });
    expect(markupOf({ text: reply.text })).toEqual({ mentions: [], links: [] });
    expect(markupOf({ text: reply.username })).toEqual({ mentions: [], links: [] });
    const line = statusLine({ from: 'new', to: 'resolved', by: HOSTILE });
    expect(line).toBe(`:arrows_counterclockwise: ステータスを「未対応」から「解決済み」に変更しました（${ESCAPED} 偽の行）`);
    expect(markupOf({ text: line })).toEqual({ mentions: [], links: [] });
  });

  it('say of a reply, where bodies are kept out of the channel, only that there was one, under its escaped author', () => {
    const reply = hiddenReply('tenant-a', 'inq-1', HOSTILE);
    expect(reply).toEqual({ text: `:speech_balloon: 返信がありました。${BODY_HIDDEN} <${OUR_LINK}|窓口で開く>`, username: `${ESCAPED} 偽の行（窓口）` });
    expect(markupOf({ text: reply.text })).toEqual({ mentions: [], links: [{ url: OUR_LINK, label: '窓口で開く' }] });
  });
});

describe('a release note fixing the inquiry', () => {
  it("escapes the note's title onto one line and links only to the note, through an encoded id", () => {
    const text = fixLine('tenant-a', { id: 'note|1 <x>', title: HOSTILE });
    const link = 'http://localhost:9000/tenants/tenant-a/patch-note/note%7C1%20%3Cx%3E';
    expect(text).toBe(`:white_check_mark: この件はリリースノート<${link}|『${ESCAPED} 偽の行』>で修正されました。`);
    expect(markupOf({ text })).toEqual({ mentions: [], links: [{ url: link, label: `『${ESCAPED} 偽の行』` }] });
  });
});
