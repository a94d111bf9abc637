// Where a canned reply goes in a reply being written. Its 宛名 opens the reply (unless the reply opens
// with it already); the rest goes where the caret is, as paragraphs of its own, replacing a selection.

/** A canned reply filled for this inquiry, its 宛名 apart (null: it has none). */
export interface FilledCannedReply {
  address: string | null;
  rest: string;
}

/** The caret or selection in the reply box; null when it was never placed (then: the end). */
export type Caret = { start: number; end: number } | null;

/** The reply after the insertion, and where the caret goes: after the inserted text. */
export interface Inserted {
  text: string;
  caret: number;
}

/** `text` as a paragraph between `before` and `after`, with a blank line on each side where there is text. */
function asParagraph(before: string, text: string, after: string): Inserted {
  const head = before.trim() ? before.replace(/[ \t\u3000]+$/, '') : '';
  const tail = after.trim() ? after.replace(/^[ \t\u3000]+/, '') : '';
  const lead = !head ? '' : head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const trail = !tail ? '' : tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const upToCaret = `${head}${lead}${text}`;
  return { text: `${upToCaret}${trail}${tail}`, caret: upToCaret.length };
}

const firstLine = (text: string) => text.trimStart().split('\n', 1)[0]?.trim() ?? '';

/** The canned reply inserted into what is written: its 宛名 at the top, the rest at the caret. */
export function insertCannedReply(current: string, caret: Caret, reply: FilledCannedReply): Inserted {
  if (!current.trim()) return replaceWithCannedReply(reply);
  const start = caret?.start ?? current.length;
  const end = caret?.end ?? current.length;
  const placed = reply.rest.trim() ? asParagraph(current.slice(0, start), reply.rest.trim(), current.slice(end)) : { text: current, caret: end };
  const address = reply.address?.trim();
  if (!address || firstLine(placed.text) === firstLine(address)) return placed;
  const opened = placed.text.trimStart();
  const prefix = `${address}\n\n`;
  return { text: `${prefix}${opened}`, caret: prefix.length + placed.caret - (placed.text.length - opened.length) };
}

/** The canned reply alone, in place of what was written. */
export function replaceWithCannedReply({ address, rest }: FilledCannedReply): Inserted {
  const text = [address?.trim(), rest.trim()].filter(Boolean).join('\n\n');
  return { text, caret: text.length };
}
