// How the analytics say their figures: business and calendar time, and shares.
import type { DurationFigures } from '../contracts/callables/analytics';

/** A business day at the help desk: 9:00–18:00 (functions/src/analytics/businessHours.ts). */
const BUSINESS_DAY_MINUTES = 9 * 60;

/** Minutes in days of `dayMinutes`, hours and minutes, as a person says them; 「—」 for none. */
function spokenMinutes(minutes: number | null | undefined, dayMinutes: number, day: string): string {
  if (minutes === null || minutes === undefined) return '—';
  const days = Math.floor(minutes / dayMinutes);
  const hours = Math.floor((minutes % dayMinutes) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}${day}と${hours}時間` : `${days}${day}`;
  if (hours > 0) return rest > 0 ? `${hours}時間${rest}分` : `${hours}時間`;
  return `${rest}分`;
}

/** Business minutes as a person says them: 「45分」「2時間15分」「1営業日と3時間」; 「—」 for none. */
export const formatBusinessMinutes = (minutes: number | null) => spokenMinutes(minutes, BUSINESS_DAY_MINUTES, '営業日');

/** Calendar (elapsed) minutes, in days of 24 hours: 「2時間15分」「1日と3時間」; 「—」 for none. */
export const formatCalendarMinutes = (minutes: number | null | undefined) => spokenMinutes(minutes, 24 * 60, '日');

/** The median in calendar time, said beside the business one: 「実時間 2時間15分」 (「実時間 —」 before it was kept). */
export const calendarMedianText = (figures: DurationFigures) => `実時間 ${formatCalendarMinutes(figures.calendar?.median)}`;

/**
 * Why a median of 0 business minutes is not instant service: the work was done outside business hours
 * (a Sunday, a night), which the calendar time shows. Null when there is nothing to explain.
 */
export const outOfHoursNote = (figures: DurationFigures) =>
  figures.median === 0 && (figures.calendar?.median ?? 0) > 0 ? '営業時間外の対応のため 0分' : null;

/** A share as a whole percentage, or 「—」 without anything to divide. */
export const formatShare = (part: number, whole: number) => (whole > 0 ? `${Math.round((Math.max(0, part) / whole) * 100)}%` : '—');
