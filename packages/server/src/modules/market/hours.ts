/**
 * Market hours. Every non-crypto calendar is defined in New York wall-clock time (which has DST);
 * the wall clock of an instant, and the instant of a wall-clock time, come from Intl with the IANA
 * zone, so no date library is needed.
 *
 * Simplifications, on purpose:
 * - us-equity ignores early closes (13:00 on the day after Thanksgiving, Christmas Eve and July 3
 *   in some years): those days count as full sessions.
 * - cme-globex is closed for the whole New York day on every NYSE holiday, instead of CME's real
 *   holiday schedule (early halts and a reopening on the holiday evening).
 * - forex is closed for the whole New York day on Dec 25 and Jan 1, whatever the weekday.
 * - The NYSE holiday table covers 2026 and 2027; in other years only weekends close the market.
 *   The server warns at start once less than a year of it remains (holidayCoverageWarning).
 */
import type { TradingCalendar } from './instruments.ts';

export interface MarketStatus {
  open: boolean;
  /** Epoch ms of the next open/close, null for 'always'. */
  nextChangeAt: number | null;
}

const NEW_YORK = 'America/New_York';

/** NYSE full-day closures (observed dates), New York calendar dates. */
export const NYSE_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026
  '2026-01-01', // New Year's Day
  '2026-01-19', // Martin Luther King Jr. Day
  '2026-02-16', // Washington's Birthday (Presidents' Day)
  '2026-04-03', // Good Friday
  '2026-05-25', // Memorial Day
  '2026-06-19', // Juneteenth
  '2026-07-03', // Independence Day (observed; July 4 is a Saturday)
  '2026-09-07', // Labor Day
  '2026-11-26', // Thanksgiving Day
  '2026-12-25', // Christmas Day
  // 2027
  '2027-01-01', // New Year's Day
  '2027-01-18', // Martin Luther King Jr. Day
  '2027-02-15', // Washington's Birthday (Presidents' Day)
  '2027-03-26', // Good Friday
  '2027-05-31', // Memorial Day
  '2027-06-18', // Juneteenth (observed; June 19 is a Saturday)
  '2027-07-05', // Independence Day (observed; July 4 is a Sunday)
  '2027-09-06', // Labor Day
  '2027-11-25', // Thanksgiving Day
  '2027-12-24', // Christmas Day (observed; December 25 is a Saturday)
]);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Less than this much of the holiday table left is worth a warning at every start. */
const HOLIDAY_COVERAGE_MIN_DAYS = 365;

/**
 * A warning for the start-up log when `holidays` (the NYSE table unless told) covers less than
 * HOLIDAY_COVERAGE_MIN_DAYS past `now`, or has run out: past its last year, us-equity and
 * cme-globex trade through every holiday. Null while enough remains. The table covers its last
 * year, read from its dates, up to the end of that year in New York.
 */
export function holidayCoverageWarning(now: Date, holidays: ReadonlySet<string> = NYSE_HOLIDAYS): string | null {
  const lastYear = Math.max(...Array.from(holidays, (date) => Number(date.slice(0, 4))));
  const coveredUntilMs = instantOf(lastYear + 1, 1, 1, 0);
  const remainingMs = coveredUntilMs - now.getTime();
  if (remainingMs >= HOLIDAY_COVERAGE_MIN_DAYS * DAY_MS) return null;
  const fix = 'add the coming years to NYSE_HOLIDAYS in modules/market/hours.ts';
  if (remainingMs <= 0) {
    return `The NYSE holiday table ended with ${lastYear}: us-equity and cme-globex now trade on holidays; ${fix}`;
  }
  const daysLeft = Math.ceil(remainingMs / DAY_MS);
  const left = daysLeft === 1 ? '1 day' : `${daysLeft} days`;
  return `The NYSE holiday table covers up to ${lastYear} only (${left} left); ${fix}`;
}

export function calendarTimeZone(calendar: TradingCalendar): string {
  return calendar === 'always' ? 'UTC' : NEW_YORK;
}

// ---------------------------------------------------------------------------------------------
// New York wall clock <-> instant

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface WallClock {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(epochMs: number): WallClock {
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(epochMs)) {
    if (part.type in wall) wall[part.type as keyof WallClock] = Number(part.value);
  }
  if (wall.hour === 24) wall.hour = 0; // some ICU versions write midnight as 24 even with h23
  return wall;
}

/** New York's offset from UTC at an instant, in ms (EST −5 h, EDT −4 h). */
function offsetAt(epochMs: number): number {
  const w = wallClock(epochMs);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant of a New York wall-clock time. `minutes` may be 1440 or more (it rolls into the
 * following days). A time skipped by the spring-forward gap is moved forward by the gap's length
 * (02:30 becomes 03:30 EDT), a repeated time takes its first occurrence; no market boundary falls
 * in either.
 */
function instantOf(year: number, month: number, day: number, minutes: number): number {
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  if (first === second) return first;
  // The offset changed in between: pick the reading that is self-consistent, else (in a gap) the later.
  const third = asUtc - offsetAt(second);
  return third === second ? second : Math.max(first, second);
}

// ---------------------------------------------------------------------------------------------
// Sessions

/** Open intervals of one New York calendar day, in minutes after its midnight: [start, end). */
type DaySessions = readonly (readonly [start: number, end: number])[];

const WHOLE_DAY: DaySessions = [[0, 1440]];
const CLOSED: DaySessions = [];

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** weekday: 0 Sunday … 6 Saturday. */
function sessionsOf(calendar: TradingCalendar, date: string, weekday: number): DaySessions {
  switch (calendar) {
    case 'always':
      return WHOLE_DAY;
    case 'forex': {
      const monthDay = date.slice(5);
      if (monthDay === '12-25' || monthDay === '01-01') return CLOSED;
      if (weekday === 0) return [[17 * 60, 1440]];
      if (weekday === 5) return [[0, 17 * 60]];
      if (weekday === 6) return CLOSED;
      return WHOLE_DAY;
    }
    case 'us-equity':
      if (weekday === 0 || weekday === 6 || NYSE_HOLIDAYS.has(date)) return CLOSED;
      return [[9 * 60 + 30, 16 * 60]];
    case 'cme-globex':
      if (NYSE_HOLIDAYS.has(date)) return CLOSED;
      if (weekday === 0) return [[18 * 60, 1440]];
      if (weekday === 5) return [[0, 17 * 60]];
      if (weekday === 6) return CLOSED;
      return [
        [0, 17 * 60],
        [18 * 60, 1440],
      ];
  }
}

/** Longer than any closure or continuous session of the calendars above. */
const SEARCH_DAYS = 14;

/**
 * The open spans from the start of New York day `first` on, as instants, with spans that touch
 * (e.g. across midnight) merged, in order.
 */
function* openSpans(calendar: TradingCalendar, first: WallClock): Generator<readonly [number, number]> {
  let pending: [number, number] | null = null;
  for (let i = 0; i < SEARCH_DAYS; i++) {
    const noon = new Date(Date.UTC(first.year, first.month - 1, first.day + i, 12));
    const year = noon.getUTCFullYear();
    const month = noon.getUTCMonth() + 1;
    const day = noon.getUTCDate();
    for (const [start, end] of sessionsOf(calendar, isoDate(year, month, day), noon.getUTCDay())) {
      const from = instantOf(year, month, day, start);
      const to = instantOf(year, month, day, end);
      if (pending && pending[1] === from) {
        pending[1] = to;
      } else {
        if (pending) yield pending;
        pending = [from, to];
      }
    }
  }
  if (pending) yield pending;
}

/**
 * The last answer of each calendar and the moments it holds for: a status does not change until
 * its next open or close, and working it out (time-zone arithmetic through Intl) costs far more
 * than every order and tick asking for it.
 */
const lastStatus = new Map<TradingCalendar, { fromMs: number; untilMs: number; status: MarketStatus }>();

/**
 * Whether the market is open at `at`, and the instant it next opens or closes. The search walks the
 * session boundaries of the coming days (converted from New York wall-clock time to instants), so
 * it is exact across DST changes.
 */
export function marketStatus(calendar: TradingCalendar, at: Date): MarketStatus {
  if (calendar === 'always') return { open: true, nextChangeAt: null };
  const now = at.getTime();
  const known = lastStatus.get(calendar);
  if (known && known.fromMs <= now && now < known.untilMs) return { ...known.status };
  const status = computeStatus(calendar, now);
  if (status.nextChangeAt !== null) lastStatus.set(calendar, { fromMs: now, untilMs: status.nextChangeAt, status });
  return { ...status };
}

function computeStatus(calendar: Exclude<TradingCalendar, 'always'>, now: number): MarketStatus {
  for (const [from, to] of openSpans(calendar, wallClock(now))) {
    if (to <= now) continue;
    if (from <= now) return { open: true, nextChangeAt: to };
    return { open: false, nextChangeAt: from };
  }
  return { open: false, nextChangeAt: null };
}
