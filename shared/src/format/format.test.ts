import { formatBytes } from './bytes';
import { formatDateTime } from './dateTime';
import { EXCERPT_LENGTH, htmlExcerpt } from './excerpt';
import { htmlToText } from './htmlToText';
import { escapeRegExp } from './regExp';

describe('formatDateTime', () => {
  const instant = new Date('2026-11-22T02:52:25Z');
  it('formats YYYY/MM/DD HH:mm:ss with the UTC offset and the zone name', () => {
    expect(formatDateTime(instant, 'Asia/Tokyo')).toBe('2026/11/22 11:52:25 (UTC+09:00 Asia/Tokyo)');
  });
  it('uses the given zone, not the machine zone', () => {
    expect(formatDateTime(instant, 'America/New_York')).toBe('2026/11/21 21:52:25 (UTC-05:00 America/New_York)');
  });
  it('shows UTC as +00:00', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('2026/11/22 02:52:25 (UTC+00:00 UTC)');
  });
  it('writes midnight as 00, and half-hour offsets', () => {
    expect(formatDateTime(new Date('2026-11-21T15:00:00Z'), 'Asia/Tokyo')).toBe('2026/11/22 00:00:00 (UTC+09:00 Asia/Tokyo)');
    expect(formatDateTime(instant, 'Asia/Kolkata')).toBe('2026/11/22 08:22:25 (UTC+05:30 Asia/Kolkata)');
  });
});

describe('htmlToText', () => {
  it('strips tags', () => {
    expect(htmlToText('<p>こんにちは<strong>世界</strong></p>')).toBe('こんにちは世界');
  });
  it('decodes the basic entities', () => {
    expect(htmlToText('a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;&nbsp;e')).toBe('a <b> & "c" \'d\' e');
  });
  it('does not decode twice', () => {
    expect(htmlToText('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
  });
  it('drops attributes with the tags, scripts included', () => {
    expect(htmlToText('<img src=x onerror="alert(1)">本文')).toBe('本文');
  });
});

describe('htmlExcerpt', () => {
  it('gives short rich text back as plain text, whole', () => {
    expect(htmlExcerpt('<p>検索を<strong>改善</strong>しました &amp; 修正</p>')).toBe('検索を改善しました & 修正');
  });
  it('collapses white space and keeps paragraphs and list items apart', () => {
    expect(htmlExcerpt('<h2>概要</h2>\n<p>一行目。<br>二行目。</p><ul><li>a</li><li>b</li></ul>&nbsp;\u3000 ')).toBe(
      '概要 一行目。 二行目。 a b',
    );
  });
  it('cuts long text to the length, the ellipsis included', () => {
    const excerpt = htmlExcerpt(`<p>${'あ'.repeat(EXCERPT_LENGTH + 1)}</p>`);
    expect(excerpt).toBe(`${'あ'.repeat(EXCERPT_LENGTH - 1)}…`);
    expect(Array.from(excerpt)).toHaveLength(EXCERPT_LENGTH);
  });
  it('leaves text of exactly the length uncut', () => {
    expect(htmlExcerpt('あ'.repeat(EXCERPT_LENGTH))).toBe('あ'.repeat(EXCERPT_LENGTH));
  });
  it('cuts between characters, never inside an emoji or before a dangling space', () => {
    expect(htmlExcerpt('🎉'.repeat(6), 5)).toBe('🎉🎉🎉🎉…');
    expect(htmlExcerpt('abc def ghi', 5)).toBe('abc…');
  });
  it('leaves out what scripts and styles contain', () => {
    expect(htmlExcerpt('<p>前</p><script>alert(1)</script><STYLE type="text/css">p { color: red }</STYLE>後')).toBe('前 後');
  });
  it('is empty for a body with no text', () => {
    expect(htmlExcerpt('<p> </p><img src="x">')).toBe('');
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [3482, '3.4 KB'],
    [2_202_009, '2.1 MB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('escapeRegExp', () => {
  it('matches the text itself, whatever characters a regular expression would read', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o 第1版 (改訂)';
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test(text.replace('.', 'x'))).toBe(false);
  });
});
