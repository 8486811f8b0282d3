import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { PriceSource, SourceInstrument, Tick } from './types.ts';

const MS_PER_YEAR = 365.25 * 24 * 3600 * 1000;

/** A stable 32-bit number from text: each instrument gets its own stream of the seed. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

type Generator = ReturnType<typeof xoroshiro128plus>;

/** A standard normal draw (Box–Muller), from two uniforms of the instrument's own generator. */
function normal(rng: Generator): number {
  const u = 1 - uniformFloat64(rng);
  const v = uniformFloat64(rng);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export interface Walker {
  price: number;
  readonly step: (dtMs: number) => number;
}

/**
 * Geometric Brownian motion without drift: ln(S_t+dt / S_t) ~ N(-σ²dt/2, σ²dt), with σ the
 * instrument's annual volatility. The same seed gives the same path.
 */
export function walker(instrument: SourceInstrument, seed: number, startPrice?: number): Walker {
  const rng = xoroshiro128plus(seed ^ hash32(instrument.code));
  const sigma = Number(instrument.annualVolatility);
  const state = {
    price: startPrice ?? Number(instrument.referencePrice),
    step(dtMs: number): number {
      const dt = dtMs / MS_PER_YEAR;
      state.price *= Math.exp(-0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt) * normal(rng));
      return state.price;
    },
  };
  return state;
}

export function tickOf(instrument: SourceInstrument, price: number, time: number): Tick {
  const priceText = price.toFixed(instrument.precision);
  return { code: instrument.code, price: Number(priceText), priceText, time };
}

export interface SimulatedOptions {
  instruments: readonly SourceInstrument[];
  seed: number;
  intervalMs: number;
  now?: () => number;
  /** Prices to continue from (the last known ticks), by code. */
  startPrices?: ReadonlyMap<string, number>;
}

/** The default source: every interval, each open instrument takes one random step. */
export class SimulatedSource implements PriceSource {
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly walkers: { instrument: SourceInstrument; walker: Walker }[];
  private last: number;
  private readonly now: () => number;

  constructor(private readonly options: SimulatedOptions) {
    this.now = options.now ?? Date.now;
    this.last = this.now();
    this.walkers = options.instruments.map((instrument) => ({
      instrument,
      walker: walker(instrument, options.seed, options.startPrices?.get(instrument.code)),
    }));
  }

  /** One step of every open instrument; exposed so that tests drive time themselves. */
  tick(): Tick[] {
    const time = this.now();
    const dtMs = Math.max(1, time - this.last);
    this.last = time;
    const at = new Date(time);
    const ticks: Tick[] = [];
    for (const { instrument, walker } of this.walkers) {
      if (!instrument.isOpen(at)) continue;
      ticks.push(tickOf(instrument, walker.step(dtMs), time));
    }
    return ticks;
  }

  start(emit: (ticks: Tick[]) => void): void {
    this.timer = setInterval(() => {
      emit(this.tick());
    }, this.options.intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
