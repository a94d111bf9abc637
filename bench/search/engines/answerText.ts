import { htmlToText } from '../../../shared/src/format/htmlToText';

// As the server turns an answer into text (functions/src/faq/richText.ts): a line break after each
// block, so that list items and paragraphs do not run together into words that are not there.
const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|blockquote|pre)>|<br\s*\/?>/gi;

/** The answer HTML as plain text, for every engine alike. */
export const answerText = (html: string) => htmlToText(html.replace(BLOCK_END, '$&\n')).trim();
