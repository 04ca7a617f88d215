/**
 * The showroom's opening hours as staff write them in the settings ('Monday to Saturday', '10:15am-6:30pm') read as
 * days of the week and 24-hour times, for search engines (schema.org OpeningHoursSpecification: dayOfWeek, opens,
 * closes as hh:mm). Anything that cannot be read so (a note such as 'By appointment') is left out, never guessed.
 */

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface DailyHours {
  days: WeekDay[];
  /** 'hh:mm', 24-hour clock. */
  opens: string;
  closes: string;
}

/** 'mon', 'Mon.', 'monday' → Monday. */
function dayOf(word: string): WeekDay | undefined {
  const w = word.trim().replace(/\.$/, '').toLowerCase();
  return w.length < 3 ? undefined : WEEK_DAYS.find((d) => d.toLowerCase().startsWith(w));
}

const RANGE = /\s*(?:\bto\b|\bthrough\b|\buntil\b|-|–|—)\s*/i;
const LIST = /\s*(?:,|&|\band\b|\/)\s*/i;

/** 'Monday to Saturday' → Monday … Saturday; 'Mon–Fri, Sun' → Monday … Friday, Sunday; 'Daily' → every day. */
export function daysOf(text: string): WeekDay[] | undefined {
  const written = text.trim().toLowerCase();
  if (/^(daily|every ?day|everyday)$/.test(written)) return [...WEEK_DAYS];
  const days: WeekDay[] = [];
  for (const part of written.split(LIST)) {
    const ends = part.split(RANGE).filter(Boolean);
    if (ends.length < 1 || ends.length > 2) return undefined;
    const first = dayOf(ends[0]);
    const last = dayOf(ends[ends.length - 1]);
    if (!first || !last) return undefined;
    const from = WEEK_DAYS.indexOf(first);
    const span = (WEEK_DAYS.indexOf(last) - from + 7) % 7;
    for (let i = 0; i <= span; i++) days.push(WEEK_DAYS[(from + i) % 7]);
  }
  return days.length > 0 ? [...new Set(days)] : undefined;
}

/** '10:15am' → '10:15', '6pm' → '18:00', '18:30' → '18:30', '12am' → '00:00'. */
export function clockOf(text: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const half = match[3]?.toLowerCase().replaceAll('.', '');
  if (minute > 59) return undefined;
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  } else if (match[2] === undefined || hour > 23) return undefined;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** One line of the settings' opening hours as days and times, or undefined when it is not written so. */
export function dailyHoursOf(line: { days: string; hours: string }): DailyHours | undefined {
  const days = daysOf(line.days);
  const times = line.hours.split(RANGE);
  if (!days || times.length !== 2) return undefined;
  const [opens, closes] = times.map(clockOf);
  return opens && closes ? { days, opens, closes } : undefined;
}
