// The calendar the stored per-day counts are keyed by (YYYY-MM-DD in Japan), written by the functions
// and read by the screens.
// Japan has one time zone and no daylight saving, so its calendar is UTC shifted by nine hours: a
// fixed offset keeps these helpers pure and independent of the server's own time zone.

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The date in Japan, `YYYY-MM-DD`. */
export const tokyoDay = (at: Date) => new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a wall-clock time in Japan stands for: `tokyoTime('2026-11-24', 9)` is 9:00 JST that day. */
export const tokyoTime = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) - TOKYO_OFFSET_MS + hour * 3_600_000);

/** The day after `day` (`YYYY-MM-DD`). */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** 0 (Sunday) … 6 (Saturday) of a `YYYY-MM-DD` date. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
