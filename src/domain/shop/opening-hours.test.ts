import { describe, expect, it } from 'vitest';
import { clockOf, dailyHoursOf, daysOf } from './opening-hours.ts';

describe('opening hours as staff write them, read for search engines', () => {
  it('reads the seeded lines: Monday to Saturday 10:15am-6:30pm, Sunday 10:30am-6pm', () => {
    expect(dailyHoursOf({ days: 'Monday to Saturday', hours: '10:15am-6:30pm' })).toEqual({
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '10:15',
      closes: '18:30',
    });
    expect(dailyHoursOf({ days: 'Sunday', hours: '10:30am-6pm' })).toEqual({ days: ['Sunday'], opens: '10:30', closes: '18:00' });
  });

  it('reads short day names, lists, ranges across the weekend and every day', () => {
    expect(daysOf('Mon–Fri')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(daysOf('Sat & Sun')).toEqual(['Saturday', 'Sunday']);
    expect(daysOf('Tues, Thurs')).toEqual(['Tuesday', 'Thursday']);
    expect(daysOf('Friday to Monday')).toEqual(['Friday', 'Saturday', 'Sunday', 'Monday']);
    expect(daysOf('Monday to Sunday')).toHaveLength(7);
    expect(daysOf('Daily')).toHaveLength(7);
  });

  it('reads 12- and 24-hour times', () => {
    expect(clockOf('10am')).toBe('10:00');
    expect(clockOf('12pm')).toBe('12:00');
    expect(clockOf('12am')).toBe('00:00');
    expect(clockOf('9.30 p.m.')).toBe('21:30');
    expect(clockOf('18:45')).toBe('18:45');
    expect(dailyHoursOf({ days: 'Monday to Sunday', hours: '10am-10pm' })).toMatchObject({ opens: '10:00', closes: '22:00' });
  });

  it('leaves out what is not days and times rather than guessing', () => {
    expect(dailyHoursOf({ days: 'Public holidays', hours: '10am-6pm' })).toBeUndefined();
    expect(dailyHoursOf({ days: 'Sunday', hours: 'By appointment' })).toBeUndefined();
    expect(dailyHoursOf({ days: 'Sunday', hours: 'Closed' })).toBeUndefined();
    expect(clockOf('13pm')).toBeUndefined();
    expect(clockOf('10')).toBeUndefined();
    expect(clockOf('24:00')).toBeUndefined();
    expect(daysOf('Mo')).toBeUndefined();
  });
});
