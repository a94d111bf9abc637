// Text between Madoguchi and Slack. Slack's mrkdwn gives &, < and > a meaning; user text is escaped
// on the way in, and Slack's markup is turned back into plain text on the way out.

export const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Shortens `text` to `max` characters, saying so. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…（続きは窓口で確認できます）`;
}

/** Each line as a quote. */
export const quote = (text: string) => text.split('\n').map((line) => `>${line}`).join('\n');

/** A Slack link: <url|label>. */
export const slackLink = (url: string, label: string) => `<${url}|${escapeSlack(label)}>`;

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
