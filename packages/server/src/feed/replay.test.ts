import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseReplayCsv, ReplayFormatError, ReplaySource } from './replay.ts';
import type { SourceInstrument, Tick } from './types.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/replay-sample.csv', import.meta.url));
const MINUTE = 60_000;
/** The fixture's first record: 2026-11-20 14:30 UTC. */
const RECORDED_START = Date.UTC(2026, 10, 20, 14, 30);
/** Where the tests' clock starts: an unrelated moment, so a shift that was not applied shows. */
const WALL_START = Date.UTC(2027, 0, 4, 9, 0);

const instrument = (code: string, precision: number): SourceInstrument => ({
  code,
  referencePrice: '1',
  precision,
  annualVolatility: '0.1',
  isOpen: () => true,
});
const INSTRUMENTS = [instrument('BTCUSDT', 2), instrument('EURUSD', 5), instrument('AAPL', 2)];
const CODES = INSTRUMENTS.map((i) => i.code);

/** The fixture's closes, read independently of the parser under test: [time, code, close] per row. */
const fixtureRows = readFileSync(FIXTURE, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map(([time, code, , , , close]) => ({ time: Date.parse(time!), code: code!, close: close! }));

function clock(start = WALL_START): { now: () => number; advance: (ms: number) => void } {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

const HEADER = 'time,code,open,high,low,close,volume';

describe('parsing a replay file', () => {
  it('reads the fixture: three codes, thirty one-minute candles each, in time order', () => {
    const candles = parseReplayCsv(readFileSync(FIXTURE, 'utf8'), CODES);
    expect(candles).toHaveLength(90);
    expect(new Set(candles.map((c) => c.code))).toEqual(new Set(CODES));
    expect(candles[0]).toMatchObject({ time: RECORDED_START, code: 'BTCUSDT', open: '104250.50', line: 2 });
    expect(candles.at(-1)!.time).toBe(RECORDED_START + 29 * MINUTE);
    for (let i = 1; i < candles.length; i++) expect(candles[i]!.time).toBeGreaterThanOrEqual(candles[i - 1]!.time);
    expect(candles.map((c) => c.close)).toEqual(fixtureRows.map((r) => r.close));
  });

  it('takes epoch milliseconds and ISO-8601 UTC in all their spellings as the same moment', () => {
    const t = Date.UTC(2026, 10, 20, 14, 30);
    const csv = [
      HEADER,
      `${t},BTCUSDT,1,1,1,1,0`,
      '2026-11-20T14:30Z,EURUSD,1,1,1,1,0',
      '2026-11-20T14:30:00.000+00:00,AAPL,1,1,1,1,0',
      '2026-11-20T14:30:00.5Z,BTCUSDT,1,1,1,1,0',
    ].join('\r\n');
    expect(parseReplayCsv(csv, CODES).map((c) => c.time)).toEqual([t, t, t, t + 500]);
  });

  it('sorts unsorted rows by time, keeping the file order within a moment', () => {
    const csv = [
      HEADER,
      '2026-11-20T14:32:00Z,AAPL,3,3,3,3,0',
      '2026-11-20T14:30:00Z,EURUSD,1,1,1,1,0',
      '2026-11-20T14:31:00Z,AAPL,2,2,2,2,0',
      '2026-11-20T14:30:00Z,AAPL,1,1,1,1,0',
      '',
    ].join('\n');
    expect(parseReplayCsv(csv, CODES).map((c) => `${c.code}@${c.line}`)).toEqual([
      'EURUSD@3',
      'AAPL@5',
      'AAPL@4',
      'AAPL@2',
    ]);
  });

  it.each([
    ['a bad number', '2026-11-20T14:31:00Z,BTCUSDT,104314.35,104330.89,104237.86,abc,26.9', 3, /close is not a plain/],
    ['an exponent', '2026-11-20T14:31:00Z,BTCUSDT,1e5,1e5,1e5,1e5,1', 3, /open is not a plain/],
    [
      'a missing column',
      '2026-11-20T14:31:00Z,BTCUSDT,104314.35,104330.89,104237.86,104270.50',
      3,
      /expected 7.*found 6/,
    ],
    ['an extra column (a comma in a field)', '2026-11-20T14:31:00Z,BTCUSDT,1,1,1,1,0,x', 3, /found 8/],
    ['an unknown code', '2026-11-20T14:31:00Z,ETHUSDT,3850.25,3851,3849,3850.5,10', 3, /unknown code "ETHUSDT"/],
    ['a negative price', '2026-11-20T14:31:00Z,AAPL,268.48,268.81,-268.40,268.81,198674', 3, /negative price: low/],
    ['a zero price', '2026-11-20T14:31:00Z,AAPL,0,0,0,0,1', 3, /open is zero/],
    ['a negative volume', '2026-11-20T14:31:00Z,AAPL,1,1,1,1,-5', 3, /volume/],
    ['high below low', '2026-11-20T14:31:00Z,AAPL,2,1,3,2,5', 3, /low 3 is above high 1/],
    ['a close outside the range', '2026-11-20T14:31:00Z,AAPL,2,3,1,4,5', 3, /close 4 is outside/],
    ['an impossible date', '2026-02-30T14:31:00Z,AAPL,1,1,1,1,1', 3, /time is neither/],
    ['a local time', '2026-11-20T14:31:00,AAPL,1,1,1,1,1', 3, /time is neither/],
    ['another offset', '2026-11-20T14:31:00+01:00,AAPL,1,1,1,1,1', 3, /time is neither/],
    ['a duplicate', '2026-11-20T14:30:00Z,BTCUSDT,1,1,1,1,1', 3, /second candle for BTCUSDT/],
  ])('refuses %s, naming the line', (_what, row, line, message) => {
    const csv = `${HEADER}\n2026-11-20T14:30:00Z,BTCUSDT,104250.50,104324.05,104246.51,104314.35,13.3\n${row}\n`;
    let error: unknown;
    try {
      parseReplayCsv(csv, CODES, 'episode.csv');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ReplayFormatError);
    expect((error as ReplayFormatError).line).toBe(line);
    expect((error as Error).message).toMatch(new RegExp(`^episode\\.csv line ${line}: `));
    expect((error as Error).message).toMatch(message);
  });

  it('counts lines including blank ones, and refuses a wrong header or an empty file', () => {
    expect(() => parseReplayCsv(`${HEADER}\n\n\n2026-11-20T14:30Z,AAPL,x,1,1,1,1\n`, CODES)).toThrow(
      /^replay line 4: /,
    );
    expect(() => parseReplayCsv('time,code,close\n1,AAPL,1\n', CODES)).toThrow(/line 1: expected the header/);
    expect(() => parseReplayCsv(`${HEADER}\n`, CODES)).toThrow(/no candles/);
    expect(() => parseReplayCsv('', CODES)).toThrow(/line 1/);
  });

  it('names the file when the source reads one', () => {
    expect(() => new ReplaySource({ file: FIXTURE, instruments: INSTRUMENTS.slice(0, 2), intervalMs: 1000 })).toThrow(
      /^replay-sample\.csv line 4: unknown code "AAPL"/,
    );
  });
});

describe('playing a recording', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('plays one recorded moment per tick, in order, at the closes, starting at the start time', () => {
    const c = clock();
    const source = new ReplaySource({ file: FIXTURE, instruments: INSTRUMENTS, intervalMs: 1000, now: c.now });
    const played: Tick[] = [];
    for (let i = 0; i < 30; i++) {
      const ticks = source.tick();
      expect(ticks).toHaveLength(3);
      played.push(...ticks);
      c.advance(1000);
    }
    expect(played.map((t) => [t.time, t.code, t.priceText])).toEqual(
      fixtureRows.map((r) => [r.time - RECORDED_START + WALL_START, r.code, r.close]),
    );
    for (const tick of played) expect(tick.price).toBe(Number(tick.priceText));
    expect(source.done).toBe(true);
    expect(source.tick()).toEqual([]);
  });

  it('keeps the recorded times when asked', () => {
    const c = clock();
    const source = new ReplaySource({
      file: FIXTURE,
      instruments: INSTRUMENTS,
      intervalMs: 1000,
      keepRecordedTime: true,
      now: c.now,
    });
    expect(source.tick().map((t) => t.time)).toEqual([RECORDED_START, RECORDED_START, RECORDED_START]);
    expect(source.tick()[0]!.time).toBe(RECORDED_START + MINUTE);
  });

  it('rounds each close to its instrument precision, half up, on the exact text', () => {
    const csv = [
      HEADER,
      '2026-11-20T14:30Z,AAPL,268.455,268.455,268.455,268.455,1',
      '2026-11-20T14:30Z,EURUSD,1.1645,1.1645,1.1645,1.1645,1',
      '2026-11-20T14:30Z,BTCUSDT,104250.994,104250.994,104250.994,104250.994,1',
    ].join('\n');
    const source = new ReplaySource({ csv, instruments: INSTRUMENTS, intervalMs: 1000, now: clock().now });
    expect(source.tick().map((t) => [t.code, t.priceText, t.price])).toEqual([
      ['AAPL', '268.46', 268.46],
      ['EURUSD', '1.16450', 1.1645],
      ['BTCUSDT', '104250.99', 104250.99],
    ]);
  });

  it('with a speed, plays every moment the recorded clock has reached', () => {
    const c = clock();
    // 60 recorded ms per wall ms: one recorded minute per second.
    const source = new ReplaySource({
      file: FIXTURE,
      instruments: INSTRUMENTS,
      intervalMs: 250,
      speed: 60,
      now: c.now,
    });
    expect(source.tick().map((t) => t.time)).toEqual([WALL_START, WALL_START, WALL_START]);
    c.advance(999);
    expect(source.tick()).toEqual([]);
    c.advance(1);
    expect(source.tick().map((t) => t.time)).toEqual(Array(3).fill(WALL_START + MINUTE));
    c.advance(3500);
    const batch = source.tick();
    expect(batch.map((t) => t.time)).toEqual([2, 3, 4].flatMap((m) => Array<number>(3).fill(WALL_START + m * MINUTE)));
    expect(batch.map((t) => t.priceText)).toEqual(fixtureRows.slice(6, 15).map((r) => r.close));
    c.advance(500);
    expect(source.tick().map((t) => t.time)).toEqual(Array(3).fill(WALL_START + 5 * MINUTE));
  });

  it('plays twice as many moments at twice the speed', () => {
    const count = (speed: number): number => {
      const c = clock();
      const source = new ReplaySource({ file: FIXTURE, instruments: INSTRUMENTS, intervalMs: 1000, speed, now: c.now });
      let ticks = source.tick().length;
      for (let i = 0; i < 10; i++) {
        c.advance(1000);
        ticks += source.tick().length;
      }
      return ticks;
    };
    // Ten seconds after the first moment: 10 more minutes at 60×, 20 more at 120×.
    expect(count(60)).toBe(3 * 11);
    expect(count(120)).toBe(3 * 21);
  });

  it('loops back to the first record with times that keep increasing', () => {
    const c = clock();
    const source = new ReplaySource({
      file: FIXTURE,
      instruments: INSTRUMENTS,
      intervalMs: 1000,
      loop: true,
      now: c.now,
    });
    const firstPass: Tick[][] = [];
    for (let i = 0; i < 30; i++) firstPass.push(source.tick());
    const secondPassStart = source.tick();
    expect(source.done).toBe(false);
    expect(secondPassStart.map((t) => t.priceText)).toEqual(firstPass[0]!.map((t) => t.priceText));
    // The recording spans 29 minutes plus one step: the second pass starts 30 minutes after the first.
    expect(secondPassStart[0]!.time).toBe(WALL_START + 30 * MINUTE);
    expect(secondPassStart[0]!.time).toBeGreaterThan(firstPass[29]![0]!.time);
  });

  it('loops at speed, and after a long stall plays at most one pass instead of many', () => {
    const c = clock();
    const source = new ReplaySource({
      file: FIXTURE,
      instruments: INSTRUMENTS,
      intervalMs: 1000,
      speed: 60,
      loop: true,
      now: c.now,
    });
    source.tick();
    c.advance(30_000); // 30 recorded minutes: the rest of the first pass and the first moment of the second.
    const wrap = source.tick();
    expect(wrap).toHaveLength(30 * 3);
    expect(wrap.at(-1)!.time).toBe(WALL_START + 30 * MINUTE);
    expect(wrap.at(-1)!.priceText).toBe(fixtureRows[2]!.close);
    c.advance(10 * 3600_000); // ten wall hours = 600 recorded hours = 1200 passes
    const caughtUp = source.tick();
    expect(caughtUp.length).toBeLessThanOrEqual(30 * 3);
    const times = caughtUp.map((t) => t.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBe(WALL_START + 30 * MINUTE + 10 * 3600_000 * 60);
    expect(times[0]).toBeGreaterThan(wrap.at(-1)!.time);
  });

  it('does not move instruments whose market is closed at the tick time', () => {
    const closedAapl = { ...INSTRUMENTS[2]!, isOpen: () => false };
    const source = new ReplaySource({
      file: FIXTURE,
      instruments: [INSTRUMENTS[0]!, INSTRUMENTS[1]!, closedAapl],
      intervalMs: 1000,
      now: clock().now,
    });
    expect(source.tick().map((t) => t.code)).toEqual(['BTCUSDT', 'EURUSD']);
  });

  it('on its own timer plays the first record at start, one per interval, and stops at the end', () => {
    vi.useFakeTimers({ now: WALL_START });
    const csv = [HEADER, '1000,AAPL,1,1,1,1,1', '61000,AAPL,2,2,2,2,1', '121000,AAPL,3,3,3,3,1'].join('\n');
    const source = new ReplaySource({ csv, instruments: INSTRUMENTS, intervalMs: 500 });
    const batches: Tick[][] = [];
    source.start((ticks) => batches.push(ticks));
    expect(batches.map((b) => b.map((t) => t.priceText))).toEqual([['1.00']]);
    vi.advanceTimersByTime(500);
    expect(batches.map((b) => b[0]!.priceText)).toEqual(['1.00', '2.00']);
    vi.advanceTimersByTime(5000);
    expect(batches.map((b) => [b[0]!.priceText, b[0]!.time])).toEqual([
      ['1.00', WALL_START],
      ['2.00', WALL_START + MINUTE],
      ['3.00', WALL_START + 2 * MINUTE],
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop() stops the timer', () => {
    vi.useFakeTimers({ now: WALL_START });
    const source = new ReplaySource({ file: FIXTURE, instruments: INSTRUMENTS, intervalMs: 500, loop: true });
    let batches = 0;
    source.start(() => batches++);
    vi.advanceTimersByTime(1000);
    source.stop();
    vi.advanceTimersByTime(10_000);
    expect(batches).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses meaningless options', () => {
    expect(() => new ReplaySource({ file: FIXTURE, instruments: INSTRUMENTS, intervalMs: 0 })).toThrow(/intervalMs/);
    expect(() => new ReplaySource({ file: FIXTURE, instruments: INSTRUMENTS, intervalMs: 1, speed: -1 })).toThrow(
      /speed/,
    );
  });
});
