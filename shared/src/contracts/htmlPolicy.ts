// Rich text (FAQ answers, release-note bodies) is HTML from the editor. The server sanitizes it before
// storing (sanitize-html) and the browser again before rendering (DOMPurify, also for drafts, which are
// saved directly): both are configured from this one policy, so they keep and drop the same things.

/** Elements kept: what the editor writes, plus tables. Any other element goes, its text stays. */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre',
  'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Attributes taken from the input, per element; every other attribute (events, style, class…) goes. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = { a: ['href'] };

/** The attributes an element may take from the input. */
export function richTextAttributesOf(tag: string): readonly string[] {
  return RICH_TEXT_ATTRIBUTES[tag.toLowerCase() as RichTextTag] ?? [];
}

/**
 * Elements that go with everything inside them: code, styles, embedded documents, form controls and
 * foreign (SVG, MathML) markup, whose text is no content and whose parsing differs between parsers.
 * The union of DOMPurify's and sanitize-html's defaults, and the embedding elements.
 */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head',
  'iframe', 'frameset', 'object', 'audio', 'video', 'textarea', 'select', 'option', 'colgroup',
  'svg', 'math', 'annotation-xml', 'foreignobject', 'desc', 'mi', 'mn', 'mo', 'ms', 'mtext',
] as const;

/** Links go to the web or to mail; a URL without a scheme stays on this site. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

// Browsers ignore control characters and white space around a scheme (and tabs and newlines in it), so
// they are removed before reading it: "java\tscript:" and " javascript:" are javascript: to a browser.
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** Whether a link may point there: one of RICH_TEXT_URL_SCHEMES, or no scheme at all (a path on this site). */
export function isRichTextUrl(url: string): boolean {
  const scheme = /^([^/?#:]*):/.exec(url.replace(IGNORED_IN_URL, ''));
  return scheme === null || (RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme[1]!.toLowerCase());
}

/** Every link opens in a new tab and hands the target neither the opener nor where the reader came from. */
export const RICH_TEXT_LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * A link's attributes, in the order both sanitizers write them: its href when allowed and not empty,
 * then target and rel (from RICH_TEXT_LINK_TARGET, never from the input), with or without an href.
 */
export function richTextLinkAttributes(href: string | null | undefined): Record<string, string> {
  return { ...(href && isRichTextUrl(href) ? { href } : {}), ...RICH_TEXT_LINK_TARGET };
}
