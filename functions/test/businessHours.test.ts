import { businessMinutesBetween, isBusinessDay } from '../src/analytics/businessHours';
import { tokyoDay } from '@madoguchi/shared/contracts';

const jst = (text: string) => new Date(`${text}+09:00`);

describe('business days in Japan', () => {
  it.each([
    ['2026-11-24', true, 'a Tuesday'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-11-23', false, '勤労感謝の日 (a Monday)'],
    ['2026-01-01', false, '元日'],
    ['2026-01-12', false, '成人の日 (second Monday of January)'],
    ['2026-05-06', false, 'a substitute holiday (振替休日) for 憲法記念日 on a Sunday'],
    ['2026-09-22', false, '国民の休日 between 敬老の日 and 秋分の日'],
    ['2026-12-28', true, 'an ordinary Monday before the year-end'],
  ])('%s is %s (%s)', (day, open) => {
    expect(isBusinessDay(day)).toBe(open);
  });
});

describe('business minutes between two instants (Mon–Fri 9:00–18:00 JST, holidays aside)', () => {
  it('counts plain time within one business day', () => {
    expect(businessMinutesBetween(jst('2026-11-24T10:00:00'), jst('2026-11-24T11:30:00'))).toBe(90);
  });

  it('counts nothing before opening or after closing', () => {
    expect(businessMinutesBetween(jst('2026-11-24T07:00:00'), jst('2026-11-24T09:15:00'))).toBe(15);
    expect(businessMinutesBetween(jst('2026-11-24T17:50:00'), jst('2026-11-24T23:00:00'))).toBe(10);
    expect(businessMinutesBetween(jst('2026-11-24T19:00:00'), jst('2026-11-25T08:59:00'))).toBe(0);
  });

  it('skips the weekend: Friday evening to Monday 9:30 is 30 minutes', () => {
    expect(businessMinutesBetween(jst('2026-11-27T18:30:00'), jst('2026-11-30T09:30:00'))).toBe(30);
  });

  it('skips national holidays: Friday 17:00 to Tuesday 10:00 over 勤労感謝の日 is two hours', () => {
    expect(businessMinutesBetween(jst('2026-11-20T17:00:00'), jst('2026-11-24T10:00:00'))).toBe(120);
  });

  it('adds whole business days of nine hours over a long span', () => {
    // Mon 2026-11-30 9:00 to Mon 2026-12-07 9:00: five working days.
    expect(businessMinutesBetween(jst('2026-11-30T09:00:00'), jst('2026-12-07T09:00:00'))).toBe(5 * 9 * 60);
  });

  it('is zero for an end not after the start, and whole minutes only', () => {
    expect(businessMinutesBetween(jst('2026-11-24T12:00:00'), jst('2026-11-24T11:00:00'))).toBe(0);
    expect(businessMinutesBetween(jst('2026-11-24T12:00:00'), jst('2026-11-24T12:00:59'))).toBe(0);
  });

  it('does not depend on the time zone of the server', () => {
    // 2026-11-24 23:30 UTC is already 2026-11-25 08:30 in Japan.
    expect(tokyoDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(businessMinutesBetween(new Date('2026-11-24T23:30:00Z'), new Date('2026-11-25T00:45:00Z'))).toBe(45);
  });
});
