import { CONTROL } from '@madoguchi/shared/contracts';

// Text between Madoguchi and Slack. Slack's mrkdwn gives &, < and > a meaning: `<!channel>`, `<!here>`
// and `<@U…>` are mentions and `<url|label>` is a link. Every piece of people's text is escaped on the
// way in (so none of it can become markup, whatever it holds), URLs are percent-encoded, and Slack's
// markup is turned back into plain text on the way out.

/** Slack's three escapes (&, <, >): the text shows as written and starts no mention or link. */
export const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CONTROLS = new RegExp(`(?:${CONTROL.source})+`, 'g');

/** Line breaks and other control characters as spaces: for plain text, which Slack shows as is. */
export const oneLine = (text: string) => text.replace(CONTROLS, ' ').trim();

/**
 * A one-line field (a title, a name, a category) in mrkdwn: on one line, so it cannot add a line of
 * its own to a post, and escaped.
 */
export const slackLine = (text: string) => escapeSlack(oneLine(text));

/** CRLF and lone CRs as LF: Slack breaks lines at each, and every line must go through `quote`. */
const unixLines = (text: string) => text.replace(/\r\n?/g, '\n');

/** Shortens `text` to `max` characters, saying so. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…（続きは窓口で確認できます）`;
}

/** A multi-line body, shortened to `max` characters and escaped. */
export const slackBody = (text: string, max: number) => escapeSlack(truncate(unixLines(text), max));

/** Each line as a quote. */
export const quote = (text: string) =>
  unixLines(text)
    .split('\n')
    .map((line) => `>${line}`)
    .join('\n');

/**
 * A URL as it may stand in `<url|label>`: Slack ends the URL at the first '|' and the link at '>', so
 * those, '<', quotes, spaces and control characters are percent-encoded, and '&' is escaped as Slack
 * asks. Our links are built from encoded segments already (platform/appUrl.ts); this holds whatever
 * else the base URL brings.
 */
// eslint-disable-next-line no-control-regex -- control characters are what must not stay in a link
export const slackUrl = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f\s|<>"]/g, (c) => encodeURIComponent(c)).replace(/&/g, '&amp;');

/** A Slack link to one of our pages: <url|label>, the label a one-line text. */
export const slackLink = (url: string, label: string) => `<${slackUrl(url)}|${slackLine(label)}>`;

/**
 * Slack's message text as the inquiry's thread shows it: links become "label (url)" or the url,
 * mentions keep their label, and the three escaped characters come back.
 */
export function plainFromSlack(text: string): string {
  return text
    .replace(/<([^<>|]+)\|([^<>]+)>/g, (_, target: string, label: string) => (target.startsWith('http') ? `${label} (${target})` : label))
    .replace(/<([^<>]+)>/g, (_, target: string) => (target.startsWith('@') || target.startsWith('#') ? target : target.replace(/^mailto:/, '')))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
