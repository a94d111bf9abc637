import holidayJp from '@holiday-jp/holiday_jp';
import { nextDay, tokyoDay, tokyoTime, weekdayOf } from '@madoguchi/shared/contracts';

// Response and resolution times count only the help desk's business hours: Monday to Friday,
// 9:00–18:00 in Japan, national holidays aside (holiday_jp's data, which follows the Cabinet Office's
// list). An inquiry filed on Friday evening and answered on Monday at 9:30 took 30 minutes, not 63 hours.

export const BUSINESS_HOURS = { opens: 9, closes: 18 } as const;

const holidays = new Set(Object.keys(holidayJp.holidays));

/** Whether the help desk is open on a `YYYY-MM-DD` date in Japan. */
export function isBusinessDay(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** Whole business minutes from `from` to `to` (0 when `to` is not after `from`). */
export function businessMinutesBetween(from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  const last = tokyoDay(to);
  let total = 0;
  for (let day = tokyoDay(from); day <= last; day = nextDay(day)) {
    if (!isBusinessDay(day)) continue;
    const start = Math.max(from.getTime(), tokyoTime(day, BUSINESS_HOURS.opens).getTime());
    const end = Math.min(to.getTime(), tokyoTime(day, BUSINESS_HOURS.closes).getTime());
    if (end > start) total += end - start;
  }
  return Math.floor(total / 60_000);
}

/**
 * Whole calendar minutes from `from` to `to` (0 when `to` is not after `from`): kept beside business
 * minutes, so an answer given on a Sunday reads as 0 business minutes after hours, not as instant.
 */
export const calendarMinutesBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
