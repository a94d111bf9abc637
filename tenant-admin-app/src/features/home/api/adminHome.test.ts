import { decodeDocument, searchMissDocument, tokyoDay } from '@madoguchi/shared/contracts';
import { countSince as countDays, lastDayOf as lastDay } from './adminHome';

// The counts as a stored search miss holds them, read through its contract as the page reads them.
const daysOf = (days: unknown) => decodeDocument(searchMissDocument, { days }).days;
const countSince = (days: unknown, since: Date) => countDays(daysOf(days), since);
const lastDayOf = (days: unknown) => lastDay(daysOf(days));

describe('search miss counts by day', () => {
  it('names the day as it is in Tokyo', () => {
    expect(tokyoDay(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(tokyoDay(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });

  it('sums the days from the given moment on, ignoring what is not a count', () => {
    const days = { '2026-10-22': 5, '2026-10-23': 2, '2026-11-21': 3, '2026-11-22': 'x', broken: 4 };
    expect(countSince(days, new Date('2026-10-22T15:00:00Z'))).toBe(5);
    expect(countSince(days, new Date('2026-10-22T00:00:00Z'))).toBe(10);
    expect(countSince(undefined, new Date())).toBe(0);
    expect(countSince({}, new Date())).toBe(0);
  });

  it('names the last day with a search, ignoring what is not a count', () => {
    expect(lastDayOf({ '2026-11-02': 1, '2026-11-24': 3, '2026-10-30': 2 })).toBe('2026-11-24');
    expect(lastDayOf({ '2026-11-02': 1, '2026-11-24': 0, '2026-11-25': 'x', broken: 4 })).toBe('2026-11-02');
    expect(lastDayOf(undefined)).toBeNull();
    expect(lastDayOf({})).toBeNull();
  });
});
