export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** One formatter per zone: making one is the costly part. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * docs/product.md#display-formats: `YYYY/MM/DD HH:mm:ss`, then the UTC offset label with the time zone's name,
 * e.g. `2026/11/22 11:52:25 (UTC+09:00 Asia/Tokyo)`. The browser's own Intl does it, so no date
 * library is needed (a page's first script formats with it too: shell/src/early).
 */
export function formatDateTime(date: Date, timeZone: string = browserTimeZone()): string {
  const part = Object.fromEntries(formatterFor(timeZone).formatToParts(date).map(({ type, value }) => [type, value]));
  // longOffset: "GMT+09:00", or "GMT" itself for UTC.
  const offset = part['timeZoneName']?.replace(/^GMT/, '') || '+00:00';
  return `${part['year']}/${part['month']}/${part['day']} ${part['hour']}:${part['minute']}:${part['second']} (UTC${offset} ${timeZone})`;
}
