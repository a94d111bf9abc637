import { EDITOR_CONTENT, XSS_PAYLOADS, richTextViolations } from '../../test/support/richTextCases';
import { sanitizeRichText } from '../src/faq/richText';

// The server's half of the shared cases; shared/src/ui/richTextPolicy.test.ts runs the browser's.

describe('the server sanitizer (sanitize-html with the contracts’ htmlPolicy)', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves nothing executable of %j', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(richTextViolations(clean)).toEqual([]);
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it.each(EDITOR_CONTENT.map((item) => [item.name, item]))('keeps %s as the browser does', (_, { html, sanitized }) => {
    expect(sanitizeRichText(html)).toBe(sanitized);
    expect(richTextViolations(sanitized)).toEqual([]);
  });

  it('finds what is not rich text (the checker itself)', () => {
    expect(richTextViolations('<p onclick="x()">x</p><img src="x"><a href="javascript:x()" target="_blank" rel="noopener noreferrer">y</a>')).toEqual([
      'attribute onclick on <p>',
      'element <img>',
      'attribute src on <img>',
      'href="javascript:x()"',
    ]);
    expect(richTextViolations('<a href=" jav&#x61;script&colon;x()">x</a><p>a <b</p>')).toEqual([
      'href=" jav&#x61;script&colon;x()"',
      'markup left unparsed in "xa <b"',
    ]);
  });
});
