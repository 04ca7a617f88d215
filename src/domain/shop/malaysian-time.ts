/**
 * The shop keeps Malaysian time (UTC+8, no summer time): the calendar day of an order's tracking id, the working
 * days of a claim, the back-office's "today" and "this month" are Kuala Lumpur's, whatever the server's clock zone.
 */
export const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The instant as Kuala Lumpur's wall clock reads it, in a Date's UTC fields (read with getUTC…). */
export const malaysianWallClock = (at: Date): Date => new Date(at.getTime() + MALAYSIA_OFFSET_MS);

/** The start (an instant) of the day in Kuala Lumpur that `at` falls in. */
export function malaysianDayStart(at: Date): Date {
  const local = malaysianWallClock(at);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - MALAYSIA_OFFSET_MS);
}

/** The start (an instant) of the month in Kuala Lumpur that `at` falls in. */
export function malaysianMonthStart(at: Date): Date {
  const local = malaysianWallClock(at);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - MALAYSIA_OFFSET_MS);
}

/** Kuala Lumpur's calendar date of `at` as 'YYYYMMDD' (an order placed at 00:30 on 29 November there is 20261129). */
export const malaysianDateDigits = (at: Date): string => malaysianWallClock(at).toISOString().slice(0, 10).replaceAll('-', '');
