// How the analytics say their figures: business time and shares.

/** A business day at the help desk: 9:00–18:00 (functions/src/analytics/businessHours.ts). */
const BUSINESS_DAY_MINUTES = 9 * 60;

/** Business minutes as a person says them: 「45分」「2時間15分」「1営業日と3時間」; 「—」 for none. */
export function formatBusinessMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const days = Math.floor(minutes / BUSINESS_DAY_MINUTES);
  const hours = Math.floor((minutes % BUSINESS_DAY_MINUTES) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}営業日と${hours}時間` : `${days}営業日`;
  if (hours > 0) return rest > 0 ? `${hours}時間${rest}分` : `${hours}時間`;
  return `${rest}分`;
}

/** A share as a whole percentage, or 「—」 without anything to divide. */
export const formatShare = (part: number, whole: number) => (whole > 0 ? `${Math.round((Math.max(0, part) / whole) * 100)}%` : '—');
