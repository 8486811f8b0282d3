import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tp/contract';
import type { TradingCalendar } from './instruments.ts';
import { calendarTimeZone, holidayCoverageWarning, marketStatus, NYSE_HOLIDAYS } from './hours.ts';
import { calendarHours } from './hours-text.ts';

// New York is EST = UTC−5 until 2026-03-08 02:00 and from 2026-11-01 02:00, EDT = UTC−4 in between.

const at = (iso: string): Date => new Date(iso);
const ms = (iso: string): number => new Date(iso).getTime();
const status = (calendar: TradingCalendar, iso: string) => marketStatus(calendar, at(iso));

describe('calendar metadata', () => {
  it('names the time zone and the hours of each calendar', () => {
    expect(calendarTimeZone('always')).toBe('UTC');
    expect(calendarTimeZone('forex')).toBe('America/New_York');
    expect(calendarTimeZone('us-equity')).toBe('America/New_York');
    expect(calendarTimeZone('cme-globex')).toBe('America/New_York');
    expect(calendarHours('us-equity')).toContain('Mon–Fri 09:30–16:00 ET');
    for (const calendar of ['always', 'forex', 'us-equity', 'cme-globex'] as const) {
      expect(calendarHours(calendar).length).toBeGreaterThan(0);
    }
  });

  it('words the hours of every calendar in each of the ten languages', () => {
    const calendars = ['always', 'forex', 'us-equity', 'cme-globex'] as const;
    for (const language of LANGUAGES) {
      for (const calendar of calendars) {
        const text = calendarHours(calendar, language);
        expect(text.length, `${language} ${calendar}`).toBeGreaterThan(3);
        if (language !== 'en') expect(text, `${language} ${calendar}`).not.toBe(calendarHours(calendar));
      }
      // The weekly schedules name the hours as digits, in the same New York time in every language.
      expect(calendarHours('us-equity', language), language).toMatch(/09:30.16:00/);
      expect(calendarHours('cme-globex', language), language).toMatch(/18:00/);
    }
    expect(calendarHours('forex', 'de')).toBe(
      'So 17:00 – Fr 17:00 (New Yorker Zeit), geschlossen am 25. Dezember und 1. Januar',
    );
    expect(calendarHours('cme-globex', 'zh')).toBe(
      '周日 18:00 至周五 17:00（纽约时间），每日 17:00–18:00 暂停交易，纽约证券交易所节假日休市',
    );
  });

  it('lists the NYSE holidays of 2026 and 2027, all on weekdays', () => {
    expect(NYSE_HOLIDAYS.size).toBe(20);
    for (const date of NYSE_HOLIDAYS) {
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      expect(weekday, date).toBeGreaterThanOrEqual(1);
      expect(weekday, date).toBeLessThanOrEqual(5);
    }
  });
});

describe('holiday table coverage', () => {
  // A table of its own pins the rule whatever years the real one covers. It covers up to the end
  // of 2030 in New York, 2031-01-01T05:00Z; 365 days before that is 2030-01-01T05:00Z.
  const table = new Set(['2029-01-01', '2030-07-03', '2030-12-25']);

  it('says nothing while at least a year of holidays remains', () => {
    expect(holidayCoverageWarning(at('2028-06-01T00:00:00Z'), table)).toBeNull();
    expect(holidayCoverageWarning(at('2030-01-01T05:00:00Z'), table)).toBeNull();
  });

  it('warns, naming the last year covered, once less than a year remains', () => {
    expect(holidayCoverageWarning(at('2030-01-01T05:00:01Z'), table)).toMatch(
      /covers up to 2030 only \(365 days left\)/,
    );
    expect(holidayCoverageWarning(at('2030-12-31T12:00:00Z'), table)).toMatch(/covers up to 2030 only \(1 day left\)/);
  });

  it('warns after the table has run out', () => {
    expect(holidayCoverageWarning(at('2031-01-01T05:00:00Z'), table)).toMatch(/ended with 2030/);
    expect(holidayCoverageWarning(at('2033-03-01T00:00:00Z'), table)).toMatch(/ended with 2030/);
  });

  it('reads the last year from the NYSE table itself', () => {
    const lastYear = [...NYSE_HOLIDAYS].sort().at(-1)!.slice(0, 4);
    expect(holidayCoverageWarning(at(`${Number(lastYear) - 1}-01-01T00:00:00Z`))).toBeNull();
    expect(holidayCoverageWarning(at(`${lastYear}-06-01T00:00:00Z`))).toContain(`covers up to ${lastYear} only`);
  });
});

describe('us-equity', () => {
  it('opens at 09:30 and closes at 16:00 New York time in winter (EST)', () => {
    // Wednesday 2026-01-14: 09:30 EST = 14:30Z, 16:00 EST = 21:00Z.
    expect(status('us-equity', '2026-01-14T14:29:59Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-01-14T14:30:00Z'),
    });
    expect(status('us-equity', '2026-01-14T14:30:00Z')).toEqual({
      open: true,
      nextChangeAt: ms('2026-01-14T21:00:00Z'),
    });
    expect(status('us-equity', '2026-01-14T20:59:59Z')).toEqual({
      open: true,
      nextChangeAt: ms('2026-01-14T21:00:00Z'),
    });
    expect(status('us-equity', '2026-01-14T21:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-01-15T14:30:00Z'),
    });
  });

  it('opens at 09:30 and closes at 16:00 New York time in summer (EDT)', () => {
    // Wednesday 2026-06-10: 09:30 EDT = 13:30Z, 16:00 EDT = 20:00Z.
    expect(status('us-equity', '2026-06-10T13:29:59Z').open).toBe(false);
    expect(status('us-equity', '2026-06-10T13:30:00Z')).toEqual({
      open: true,
      nextChangeAt: ms('2026-06-10T20:00:00Z'),
    });
    expect(status('us-equity', '2026-06-10T19:59:59.999Z').open).toBe(true);
    expect(status('us-equity', '2026-06-10T20:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-06-11T13:30:00Z'),
    });
  });

  it('is closed on holidays', () => {
    // Thanksgiving, Thursday 2026-11-26, 10:00 EST: reopens Friday 09:30 EST.
    expect(status('us-equity', '2026-11-26T15:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-11-27T14:30:00Z'),
    });
    // Independence Day observed, Friday 2026-07-03, 10:00 EDT: reopens Monday 2026-07-06 09:30 EDT.
    expect(status('us-equity', '2026-07-03T14:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-07-06T13:30:00Z'),
    });
    // Good Friday 2027-03-26 and Christmas observed 2027-12-24.
    expect(status('us-equity', '2027-03-26T15:00:00Z').open).toBe(false);
    expect(status('us-equity', '2027-12-24T15:00:00Z').open).toBe(false);
  });

  it('is closed over the weekend, reopening on Monday (or Tuesday after a Monday holiday)', () => {
    expect(status('us-equity', '2026-01-16T21:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-01-20T14:30:00Z'),
    });
    expect(status('us-equity', '2026-01-17T15:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-01-20T14:30:00Z'),
    });
    expect(status('us-equity', '2026-01-25T15:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-01-26T14:30:00Z'),
    });
  });

  it('finds the Monday opening across the spring DST change', () => {
    // Friday 2026-03-06 closes 16:00 EST = 21:00Z; Monday 2026-03-09 opens 09:30 EDT = 13:30Z.
    expect(status('us-equity', '2026-03-06T21:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-03-09T13:30:00Z'),
    });
    expect(status('us-equity', '2026-03-08T07:30:00Z').nextChangeAt).toBe(ms('2026-03-09T13:30:00Z'));
  });

  it('finds the Monday opening across the autumn DST change', () => {
    // Friday 2026-10-30 closes 16:00 EDT = 20:00Z; Monday 2026-11-02 opens 09:30 EST = 14:30Z.
    expect(status('us-equity', '2026-10-30T20:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-11-02T14:30:00Z'),
    });
    expect(status('us-equity', '2026-11-01T05:30:00Z').nextChangeAt).toBe(ms('2026-11-02T14:30:00Z'));
    expect(status('us-equity', '2026-11-01T06:30:00Z').nextChangeAt).toBe(ms('2026-11-02T14:30:00Z'));
  });
});

describe('forex', () => {
  it('closes on Friday at 17:00 New York time', () => {
    expect(status('forex', '2026-01-16T21:59:00Z')).toEqual({ open: true, nextChangeAt: ms('2026-01-16T22:00:00Z') });
    expect(status('forex', '2026-01-16T22:00:00Z')).toEqual({ open: false, nextChangeAt: ms('2026-01-18T22:00:00Z') });
    // Summer: 17:00 EDT = 21:00Z.
    expect(status('forex', '2026-06-12T20:59:00Z').open).toBe(true);
    expect(status('forex', '2026-06-12T21:00:00Z').open).toBe(false);
  });

  it('reopens on Sunday at 17:00 New York time and runs through to Friday', () => {
    expect(status('forex', '2026-01-18T21:59:00Z')).toEqual({ open: false, nextChangeAt: ms('2026-01-18T22:00:00Z') });
    expect(status('forex', '2026-01-18T22:00:00Z')).toEqual({ open: true, nextChangeAt: ms('2026-01-23T22:00:00Z') });
    expect(status('forex', '2026-01-17T12:00:00Z').open).toBe(false);
    // Midnights inside the week are not transitions.
    expect(status('forex', '2026-01-21T05:00:00Z')).toEqual({ open: true, nextChangeAt: ms('2026-01-23T22:00:00Z') });
  });

  it('is closed on Christmas Day and New Year’s Day (whole New York day)', () => {
    // Thursday 2026-12-24 runs to midnight EST = 05:00Z on the 25th; Friday the 25th stays closed.
    expect(status('forex', '2026-12-24T12:00:00Z')).toEqual({ open: true, nextChangeAt: ms('2026-12-25T05:00:00Z') });
    expect(status('forex', '2026-12-25T15:00:00Z')).toEqual({ open: false, nextChangeAt: ms('2026-12-27T22:00:00Z') });
    expect(status('forex', '2027-01-01T15:00:00Z')).toEqual({ open: false, nextChangeAt: ms('2027-01-03T22:00:00Z') });
  });

  it('reopens at Sunday 17:00 EST = 22:00Z on 2026-11-01, the day DST ends', () => {
    // Friday 2026-10-30 closes at 17:00 EDT = 21:00Z.
    expect(status('forex', '2026-10-30T20:59:00Z')).toEqual({ open: true, nextChangeAt: ms('2026-10-30T21:00:00Z') });
    expect(status('forex', '2026-10-30T21:00:00Z')).toEqual({ open: false, nextChangeAt: ms('2026-11-01T22:00:00Z') });
    expect(status('forex', '2026-11-01T21:59:59Z').open).toBe(false);
    expect(status('forex', '2026-11-01T22:00:00Z')).toEqual({ open: true, nextChangeAt: ms('2026-11-06T22:00:00Z') });
  });

  it('reopens at Sunday 17:00 EDT = 21:00Z on 2026-03-08, the day DST starts', () => {
    expect(status('forex', '2026-03-06T22:00:00Z')).toEqual({ open: false, nextChangeAt: ms('2026-03-08T21:00:00Z') });
    expect(status('forex', '2026-03-08T21:00:00Z')).toEqual({ open: true, nextChangeAt: ms('2026-03-13T21:00:00Z') });
  });
});

describe('cme-globex', () => {
  it('has a daily break 17:00–18:00 New York time on a Wednesday', () => {
    // Wednesday 2026-01-14 (EST): break 22:00Z–23:00Z.
    expect(status('cme-globex', '2026-01-14T21:59:59Z')).toEqual({
      open: true,
      nextChangeAt: ms('2026-01-14T22:00:00Z'),
    });
    expect(status('cme-globex', '2026-01-14T22:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-01-14T23:00:00Z'),
    });
    expect(status('cme-globex', '2026-01-14T23:00:00Z')).toEqual({
      open: true,
      nextChangeAt: ms('2026-01-15T22:00:00Z'),
    });
    // Wednesday 2026-06-10 (EDT): break 21:00Z–22:00Z.
    expect(status('cme-globex', '2026-06-10T20:59:59Z').open).toBe(true);
    expect(status('cme-globex', '2026-06-10T21:30:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-06-10T22:00:00Z'),
    });
  });

  it('opens on Sunday at 18:00 New York time and closes on Friday at 17:00', () => {
    expect(status('cme-globex', '2026-01-11T22:59:59Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-01-11T23:00:00Z'),
    });
    expect(status('cme-globex', '2026-01-11T23:00:00Z')).toEqual({
      open: true,
      nextChangeAt: ms('2026-01-12T22:00:00Z'),
    });
    expect(status('cme-globex', '2026-01-09T22:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-01-11T23:00:00Z'),
    });
    expect(status('cme-globex', '2026-01-10T12:00:00Z').open).toBe(false);
  });

  it('is closed for the whole New York day of an NYSE holiday (simplification)', () => {
    // MLK Day, Monday 2026-01-19: the Sunday evening session runs to midnight EST, then Tuesday resumes.
    expect(status('cme-globex', '2026-01-18T23:00:00Z')).toEqual({
      open: true,
      nextChangeAt: ms('2026-01-19T05:00:00Z'),
    });
    expect(status('cme-globex', '2026-01-19T15:00:00Z')).toEqual({
      open: false,
      nextChangeAt: ms('2026-01-20T05:00:00Z'),
    });
    expect(status('cme-globex', '2026-11-26T15:00:00Z').open).toBe(false);
  });
});

describe('always (crypto)', () => {
  it('is always open and never changes', () => {
    for (const iso of [
      '2026-01-17T12:00:00Z',
      '2026-12-25T15:00:00Z',
      '2026-11-01T06:30:00Z',
      '2027-01-01T00:00:00Z',
    ]) {
      expect(status('always', iso)).toEqual({ open: true, nextChangeAt: null });
    }
  });
});

/** An independent reading of the rules, straight from the New York wall clock of an instant. */
const nyParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function oracleOpen(calendar: TradingCalendar, instant: number): boolean {
  const parts = Object.fromEntries(nyParts.formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const day = WEEKDAYS.indexOf(parts.weekday!);
  const minute = (Number(parts.hour) % 24) * 60 + Number(parts.minute);
  switch (calendar) {
    case 'always':
      return true;
    case 'forex':
      if (date.endsWith('-12-25') || date.endsWith('-01-01')) return false;
      return (day === 0 && minute >= 1020) || (day >= 1 && day <= 4) || (day === 5 && minute < 1020);
    case 'us-equity':
      return day >= 1 && day <= 5 && !NYSE_HOLIDAYS.has(date) && minute >= 570 && minute < 960;
    case 'cme-globex':
      if (NYSE_HOLIDAYS.has(date)) return false;
      if (day === 0) return minute >= 1080;
      if (day === 5) return minute < 1020;
      if (day === 6) return false;
      return minute < 1020 || minute >= 1080;
  }
}

describe('agreement with an independent reading of the rules', () => {
  it('matches the oracle at random instants, and nextChangeAt is the first change after them', () => {
    let state = 0x2026;
    const random = (): number => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    const start = ms('2026-01-01T00:00:00Z');
    const span = ms('2027-12-15T00:00:00Z') - start;
    const step = 15 * 60_000; // every boundary is on a quarter hour
    for (const calendar of ['forex', 'us-equity', 'cme-globex'] as const) {
      for (let i = 0; i < 60; i++) {
        const now = start + Math.floor(random() * span);
        const { open, nextChangeAt } = marketStatus(calendar, new Date(now));
        expect(open, `${calendar} ${new Date(now).toISOString()}`).toBe(oracleOpen(calendar, now));
        expect(nextChangeAt).not.toBeNull();
        const next = nextChangeAt!;
        expect(next).toBeGreaterThan(now);
        expect(oracleOpen(calendar, next)).toBe(!open);
        expect(oracleOpen(calendar, next - 1)).toBe(open);
        for (let t = Math.ceil(now / step) * step; t < next; t += step) {
          expect(oracleOpen(calendar, t), `${calendar} ${new Date(t).toISOString()}`).toBe(open);
        }
      }
    }
  });
});
