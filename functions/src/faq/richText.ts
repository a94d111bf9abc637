import {
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
  richTextAttributesOf,
  richTextLinkAttributes,
} from '@madoguchi/shared/contracts';
import sanitizeHtml from 'sanitize-html';

// Rich text from the editor is stored sanitized, by the policy the browser also renders it with
// (htmlPolicy in the contracts): the tags an answer or a release note needs, links only to the web or
// mail, nothing that runs.

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // A link's target and rel are the policy's, set by the transform below before attributes are filtered.
  allowedAttributes: Object.fromEntries(
    RICH_TEXT_TAGS.map((tag) => [tag, [...richTextAttributesOf(tag), ...(tag === 'a' ? Object.keys(RICH_TEXT_LINK_TARGET) : [])]]),
  ),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  transformTags: { a: (_, attribs) => ({ tagName: 'a', attribs: richTextLinkAttributes(attribs['href']) }) },
};

export function sanitizeRichText(html: string): string {
  // Void elements as the browser writes them ("<br>", not "<br />"), so what is stored is what the client
  // renders. In sanitized HTML a "<" starts a tag: text and attribute values have theirs escaped.
  return sanitizeHtml(html, options).replace(/<(br|hr) \/>/g, '<$1>').trim();
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text for search and mail: blocks become line breaks, tags go, entities are decoded. */
export function richTextToPlain(html: string): string {
  const withBreaks = html.replace(/<\/(p|div|li|h[1-6]|tr|blockquote|pre)>|<br\s*\/?>/gi, '$&\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
