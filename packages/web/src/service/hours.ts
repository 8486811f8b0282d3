import type { Strings } from './strings.ts';

/** Isolates a run of text from the sentence around it, so that right-to-left text does not reorder it. */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/** The working hours as the reader reads them: weekday names and times in their language, UTC. */
export function hoursText(hours: string, locale: string, s: Strings): string {
  return isolated(hoursOf(hours, locale, s));
}

function hoursOf(hours: string, locale: string, s: Strings): string {
  const match = /^([1-7])-([1-7]) (\d\d:\d\d)-(\d\d:\d\d)$/.exec(hours);
  if (!match) return hours === '24/7' ? s.hoursAlways : hours;
  // 2024-01-01 was a Monday: day n of the ISO week is that date + n - 1.
  const day = (n: string) =>
    new Date(Date.UTC(2024, 0, Number(n))).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' });
  const days = match[1] === match[2] ? day(match[1] ?? '1') : `${day(match[1] ?? '1')}–${day(match[2] ?? '5')}`;
  return `${days} ${match[3] ?? ''}–${match[4] ?? ''} UTC`;
}
