/**
 * Replays recorded candles as live prices, for demonstrations and for reproducing a market episode
 * (a crash, a spike) against the real order path. The file format is in replay-csv.ts.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { tickOfText } from './price-text.ts';
import { parseReplayCsv } from './replay-csv.ts';
import type { PriceSource, SourceInstrument, Tick } from './types.ts';

export { parseReplayCsv, ReplayFormatError, REPLAY_HEADER, type ReplayCandle } from './replay-csv.ts';

interface Frame {
  /** Recorded time. */
  time: number;
  prices: { instrument: SourceInstrument; close: string }[];
}

/** Where the candles come from: a file path, or CSV text already in hand (tests, uploads). */
export type ReplayData = { file: string; csv?: undefined } | { csv: string; name?: string; file?: undefined };

export type ReplayOptions = ReplayData & {
  instruments: readonly SourceInstrument[];
  /** How often the source plays, in wall milliseconds. */
  intervalMs: number;
  /**
   * Recorded milliseconds per wall millisecond: 60 plays one recorded minute per second. When
   * omitted, each interval plays exactly the next recorded time, whatever the gap to it.
   */
  speed?: number;
  /** Starts over after the last record, instead of falling silent. */
  loop?: boolean;
  /**
   * Stamps ticks with the recorded times instead of moving the recording to start now. Useful to
   * rebuild a past chart; live, it makes the ticks look old.
   */
  keepRecordedTime?: boolean;
  now?: () => number;
};

/**
 * Plays a recording of candles: each record's close becomes a tick. Ticks are stamped with their
 * recorded time shifted so that the first record plays at the start (or with the recorded time, see
 * `keepRecordedTime`); each loop adds the recording's length, so stamps keep increasing — the feed
 * drops ticks older than the last one it has. Stamps are shifted, not scaled: unless the recording
 * plays at its own pace (`speed` 1), they run ahead of or behind the wall clock, which is what keeps
 * the recorded minute bars intact on the chart.
 *
 * Markets closed at a tick's time do not move, as with the simulated source: a stock recording
 * replayed on a weekend stays silent.
 *
 * The whole file is read and checked when the source is built, so a bad recording fails at startup,
 * not halfway through a demonstration.
 */
export class ReplaySource implements PriceSource {
  private readonly frames: Frame[];
  private readonly now: () => number;
  /** Recorded length of one pass, including one step after the last record so loops keep the rhythm. */
  private readonly period: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Wall time at which the first record played; set by the first `tick()` or `start()`. */
  private origin: number | undefined;
  private next = 0;
  /** Recorded ms added by completed loops. */
  private loopShift = 0;
  private ended = false;

  constructor(private readonly options: ReplayOptions) {
    if (!(options.intervalMs > 0)) throw new RangeError('intervalMs must be positive');
    if (options.speed !== undefined && !(options.speed > 0 && Number.isFinite(options.speed))) {
      throw new RangeError('speed must be a positive number');
    }
    this.now = options.now ?? Date.now;
    const byCode = new Map(options.instruments.map((instrument) => [instrument.code, instrument]));
    const candles =
      options.file !== undefined
        ? parseReplayCsv(readFileSync(options.file, 'utf8'), byCode.keys(), basename(options.file))
        : parseReplayCsv(options.csv, byCode.keys(), options.name);
    this.frames = [];
    for (const candle of candles) {
      let frame = this.frames.at(-1);
      if (frame?.time !== candle.time) {
        frame = { time: candle.time, prices: [] };
        this.frames.push(frame);
      }
      // parseReplayCsv has checked every code against the instruments.
      frame.prices.push({ instrument: byCode.get(candle.code) as SourceInstrument, close: candle.close });
    }
    const first = this.frames[0]?.time ?? 0;
    const last = this.frames.at(-1)?.time ?? 0;
    let step = Infinity;
    for (let i = 1; i < this.frames.length; i++) {
      step = Math.min(step, (this.frames[i]?.time ?? 0) - (this.frames[i - 1]?.time ?? 0));
    }
    // A single-moment recording has no rhythm of its own: it repeats once per interval of play.
    if (step === Infinity) step = options.intervalMs * (options.speed ?? 1);
    this.period = last - first + step;
  }

  /** Recorded times, first to last, one per distinct moment. */
  get recordedTimes(): number[] {
    return this.frames.map((frame) => frame.time);
  }

  /** True once the last record has played and the source does not loop. */
  get done(): boolean {
    return this.ended;
  }

  /**
   * Plays what is due now and returns it, oldest first: without `speed`, the next recorded moment;
   * with it, every moment the recorded clock has reached since the last call. Exposed so that tests
   * drive the clock themselves; `start()` calls it immediately and then every interval.
   */
  tick(): Tick[] {
    const now = this.now();
    this.origin ??= now;
    if (this.ended) return [];
    const speed = this.options.speed;
    if (speed === undefined) return this.play();
    const firstTime = this.frames[0]?.time ?? 0;
    const cursor = firstTime + (now - this.origin) * speed;
    const due = (this.frames[this.next]?.time ?? 0) + this.loopShift;
    // After a long stall (a suspended laptop) a looping replay would emit the same pass hundreds of
    // times in one batch; whole passes are skipped instead, leaving a gap in the stamps rather than a
    // flood of repeats. At most one pass plays per call.
    if (this.options.loop && cursor - due >= this.period) {
      this.loopShift += Math.floor((cursor - due) / this.period) * this.period;
    }
    const ticks: Tick[] = [];
    // Once the replay has ended, `next` is past the last frame and the loop stops by itself.
    for (
      let frame = this.frames[this.next];
      frame && frame.time + this.loopShift <= cursor;
      frame = this.frames[this.next]
    ) {
      ticks.push(...this.play());
    }
    return ticks;
  }

  /** Plays the next recorded moment and moves past it. */
  private play(): Tick[] {
    const frame = this.frames[this.next];
    if (!frame || this.origin === undefined) return [];
    const shift = this.options.keepRecordedTime ? 0 : this.origin - (this.frames[0]?.time ?? 0);
    const time = frame.time + this.loopShift + shift;
    const at = new Date(time);
    const ticks: Tick[] = [];
    for (const { instrument, close } of frame.prices) {
      if (instrument.isOpen(at)) ticks.push(tickOfText(instrument, close, time));
    }
    this.next++;
    if (this.next === this.frames.length) {
      if (this.options.loop) {
        this.next = 0;
        this.loopShift += this.period;
      } else {
        this.ended = true;
      }
    }
    return ticks;
  }

  /** The first record plays at once (it is the start), then the rest every interval. */
  start(emit: (ticks: Tick[]) => void): void {
    if (this.timer !== undefined) throw new Error('the replay is already running');
    const playDue = (): void => {
      const ticks = this.tick();
      if (ticks.length > 0) emit(ticks);
      if (this.ended) this.stop();
    };
    this.timer = setInterval(playDue, this.options.intervalMs);
    playDue();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
