const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&nbsp;': ' ',
};

/**
 * docs/product.md#display-formats: plain text from HTML by stripping tags and decoding basic entities.
 * For excerpts and notifications only, never as a sanitizer: rendering HTML uses DOMPurify.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:lt|gt|quot|#39|apos|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/&amp;/g, '&'); // last, so "&amp;lt;" stays the text "&lt;"
}
