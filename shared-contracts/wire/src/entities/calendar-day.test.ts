import { addDays, addMonths, calendarDayParts, dayIn, dayOf, dayOfInstant, isCalendarDay, isTimeZone } from './calendar-day';

const PARIS = 'Europe/Paris';

describe('calendar days', () => {
  it('are valid days of the Gregorian calendar, YYYY-MM-DD only', () => {
    expect(calendarDayParts('2027-01-06')).toEqual({ year: 2027, month: 1, day: 6 });
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2027-13-01', '2027-00-10', '2027-04-31', '2027-1-6', '2027-01-06T00:00:00Z', '', 'tomorrow']) {
      expect([bad, isCalendarDay(bad)]).toEqual([bad, false]);
    }
  });

  it('move by days and months without a time zone', () => {
    expect(addDays('2027-01-06', 1)).toBe('2027-01-07');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // the day Paris moves its clocks is a day like the others
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-15', -2)).toBe('2026-11-15');
    expect(addMonths('2027-10-31', -10)).toBe('2026-12-31');
  });

  it('say which day it is in a named time zone, whatever the machine’s', () => {
    const instant = new Date('2027-01-06T23:30:00Z');
    expect(dayIn('UTC', instant)).toBe('2027-01-06');
    expect(dayIn(PARIS, instant)).toBe('2027-01-07');
    expect(dayIn('America/New_York', instant)).toBe('2027-01-06');
    expect(dayIn('Pacific/Auckland', new Date('2027-01-06T10:59:59.999Z'))).toBe('2027-01-06');
    expect(isTimeZone(PARIS)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  describe('of a moment, as the end dates sent as date-times were meant', () => {
    // the last moment of 6 January 2027 (23:59:59.999 local) in browsers around the world, by
    // their offset from UTC in hours
    const endOfJanuary6: [string, number, string][] = [
      ['UTC', 0, '2027-01-06T23:59:59.999Z'],
      ['Europe/Paris', 1, '2027-01-06T22:59:59.999Z'],
      ['America/New_York', -5, '2027-01-07T04:59:59.999Z'],
      ['America/Los_Angeles', -8, '2027-01-07T07:59:59.999Z'],
      ['Asia/Kolkata', 5.5, '2027-01-06T18:29:59.999Z'],
      ['Asia/Tokyo', 9, '2027-01-06T14:59:59.999Z'],
    ];

    it.each([
      ['UTC', 0],
      [PARIS, 1],
      ['America/New_York', -5],
      ['Asia/Tokyo', 9],
    ])('a day picked in a browser less than 12 hours from a company in %s is that day', (company, offset) => {
      const near = endOfJanuary6.filter(([, browser]) => Math.abs(browser - offset) < 12);
      expect(near.length).toBeGreaterThanOrEqual(4);
      for (const [browser, , iso] of near) expect([browser, dayOfInstant(new Date(iso), company)]).toEqual([browser, '2027-01-06']);
      // in summer time too
      expect(dayOfInstant(new Date('2027-07-06T21:59:59.999Z'), company)).toBe('2027-07-06');
    });

    it('midnight UTC is the day written, any other moment its day in the company’s time zone', () => {
      expect(dayOfInstant(new Date('2027-01-06T00:00:00.000Z'), 'America/New_York')).toBe('2027-01-06');
      expect(dayOfInstant(new Date('2027-01-06T23:30:00.000Z'), PARIS)).toBe('2027-01-07');
      expect(dayOfInstant(new Date('2027-01-06T23:30:00.000Z'), 'UTC')).toBe('2027-01-06');
      expect(dayOfInstant(new Date('2027-04-06T09:54:18.253Z'), PARIS)).toBe('2027-04-06');
    });
  });

  it('of a text: a day as it is, a date-time by its moment, or a local date-time by its own day', () => {
    expect(dayOf('2027-01-06', 'Pacific/Kiritimati')).toBe('2027-01-06');
    expect(dayOf('2027-01-06T23:59:59.999Z', PARIS)).toBe('2027-01-06');
    expect(dayOf('2027-01-06T23:30:00+01:00', 'UTC')).toBe('2027-01-06');
    expect(dayOf('2027-01-06T23:30', 'Asia/Tokyo')).toBe('2027-01-06');
    for (const bad of ['2027-02-30', '2027-02-30T10:00:00Z', 'tomorrow', '2027-01-06 10:00', '']) expect([bad, dayOf(bad, PARIS)]).toEqual([bad, null]);
  });
});
