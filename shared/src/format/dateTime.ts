import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * SPEC.md section 9: `YYYY/MM/DD HH:mm:ss`, then the UTC offset label with the time zone's name,
 * e.g. `2026/11/22 11:52:25 (UTC+09:00 Asia/Tokyo)`.
 */
export function formatDateTime(date: Date, timeZone: string = browserTimeZone()): string {
  const zoned = new TZDate(date.getTime(), timeZone);
  return `${format(zoned, 'yyyy/MM/dd HH:mm:ss')} (UTC${format(zoned, 'xxx')} ${timeZone})`;
}
