import { EDITOR_CONTENT, XSS_PAYLOADS, richTextViolations } from '../../../test/support/richTextCases';
import { sanitizeHtml } from './SafeHtml';

// The browser's half of the shared cases; functions/test/richTextPolicy.test.ts runs the server's.

describe('the browser sanitizer (DOMPurify with the contracts’ htmlPolicy)', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves nothing executable of %j', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(richTextViolations(clean)).toEqual([]);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it.each(EDITOR_CONTENT.map((item) => [item.name, item]))('keeps %s as the server does', (_, { html, sanitized }) => {
    expect(sanitizeHtml(html)).toBe(sanitized);
  });

  it('renders no link without the policy’s target and rel', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<a href="https://example.com/" target="_top" rel="opener">x</a><a>y</a>');
    for (const link of host.querySelectorAll('a')) {
      expect([link.target, link.rel]).toEqual(['_blank', 'noopener noreferrer']);
    }
  });
});
