/**
 * Working hours, as the parameter `chatWorkingHours` states them: ISO weekdays and a time range
 * in UTC, e.g. "1-5 08:00-20:00" (Monday to Friday, 08:00 to 20:00), or "24/7".
 */
export const WORKING_HOURS_PARAM = 'chatWorkingHours';
export const DEFAULT_WORKING_HOURS = '1-5 08:00-20:00';

const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;
const PATTERN = /^([1-7])-([1-7]) (\d\d):(\d\d)-(\d\d):(\d\d)$/;

export interface WorkingHours {
  text: string;
  firstDay: number;
  lastDay: number;
  /** Minutes after midnight UTC. */
  openMinute: number;
  closeMinute: number;
  always: boolean;
}

/** The parameter read; anything it cannot read is the default, so a typo never closes support. */
export function parseWorkingHours(value: string | undefined): WorkingHours {
  const text = (value ?? DEFAULT_WORKING_HOURS).trim();
  if (text === '24/7') return { text, firstDay: 1, lastDay: 7, openMinute: 0, closeMinute: 24 * 60, always: true };
  const match = PATTERN.exec(text);
  if (!match) return parseWorkingHours(DEFAULT_WORKING_HOURS);
  const [first, last, openHour, openMinute, closeHour, closeMinute] = match.slice(1).map(Number);
  return {
    text,
    firstDay: first ?? 1,
    lastDay: last ?? 5,
    openMinute: (openHour ?? 0) * 60 + (openMinute ?? 0),
    closeMinute: (closeHour ?? 0) * 60 + (closeMinute ?? 0),
    always: false,
  };
}

function isoDay(at: Date): number {
  return ((at.getUTCDay() + 6) % 7) + 1;
}

function dayOpen(hours: WorkingHours, day: number): boolean {
  return hours.firstDay <= hours.lastDay
    ? day >= hours.firstDay && day <= hours.lastDay
    : day >= hours.firstDay || day <= hours.lastDay;
}

export function withinHours(hours: WorkingHours, at: Date): boolean {
  if (hours.always) return true;
  const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
  return dayOpen(hours, isoDay(at)) && minute >= hours.openMinute && minute < hours.closeMinute;
}

/** The next opening after `at` when outside the hours; null inside them. */
export function nextOpening(hours: WorkingHours, at: Date): Date | null {
  if (withinHours(hours, at)) return null;
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  for (let day = 0; day <= 7; day++) {
    const opening = new Date(midnight + day * DAY_MS + hours.openMinute * MINUTE_MS);
    if (opening.getTime() > at.getTime() && dayOpen(hours, isoDay(opening))) return opening;
  }
  return null;
}
