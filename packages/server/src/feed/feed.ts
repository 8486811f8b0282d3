import { SERIES_POINTS, type Candle } from '@tp/contract';
import type { Tick } from './types.ts';

const MINUTE_MS = 60_000;
/** Minute bars kept in memory: one day, for the 24-hour change, range and the live chart. */
export const MINUTE_BARS_KEPT = 24 * 60;

/** A fixed-capacity buffer that overwrites its oldest item: pushing never moves the others. */
class Ring<T> {
  private readonly items: T[] = [];
  private head = 0;
  constructor(private readonly capacity: number) {}
  push(item: T): void {
    if (this.items.length < this.capacity) {
      this.items.push(item);
      return;
    }
    this.items[this.head] = item;
    this.head = (this.head + 1) % this.capacity;
  }
  last(): T | undefined {
    return this.items.length < this.capacity
      ? this.items.at(-1)
      : this.items[(this.head + this.capacity - 1) % this.capacity];
  }
  /** The oldest item that passes `test`, found without copying the buffer. */
  find(test: (item: T) => boolean): T | undefined {
    for (let i = 0; i < this.items.length; i++) {
      const item = this.items[(this.head + i) % this.items.length];
      if (item !== undefined && test(item)) return item;
    }
    return undefined;
  }
  first(): T | undefined {
    return this.items[this.head];
  }
  toArray(): T[] {
    return [...this.items.slice(this.head), ...this.items.slice(0, this.head)];
  }
}

const DAY_MS = 24 * 3600 * 1000;

/** The price the 24-hour change is measured from: the first minute of the last day, or the oldest known. */
function referencePrice(state: InstrumentState, last: Tick): number {
  const dayAgo = last.time - DAY_MS;
  return (state.minutes.find((bar) => bar.time >= dayAgo) ?? state.minutes.first())?.open ?? last.price;
}

function changePercent(price: number, reference: number): number {
  return reference === 0 ? 0 : Math.round(((price - reference) / reference) * 10_000) / 100;
}

interface InstrumentState {
  last: Tick | null;
  series: Ring<number>;
  minutes: Ring<Candle>;
}

export interface LivePrice {
  code: string;
  price: number;
  zdf: number;
}

export interface DayStats {
  price: number;
  zdf: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  hundred: number[];
  last: Tick | null;
}

/**
 * The shared state of the prices: the last tick of each instrument, its last 100 prices, and one
 * day of minute bars. Everybody reads the same state; only the price source writes it.
 */
export class Feed {
  private readonly states = new Map<string, InstrumentState>();
  private readonly listeners = new Set<(ticks: readonly Tick[]) => void>();

  constructor(codes: readonly string[]) {
    for (const code of codes) {
      this.states.set(code, { last: null, series: new Ring(SERIES_POINTS), minutes: new Ring(MINUTE_BARS_KEPT) });
    }
  }

  get codes(): string[] {
    return [...this.states.keys()];
  }

  ingest(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      const state = this.states.get(tick.code);
      if (!state || (state.last && tick.time < state.last.time)) continue;
      state.last = tick;
      state.series.push(tick.price);
      this.addToMinute(state, tick);
    }
    for (const listener of this.listeners) listener(ticks);
  }

  private addToMinute(state: InstrumentState, tick: Tick): void {
    const time = Math.floor(tick.time / MINUTE_MS) * MINUTE_MS;
    const bar = state.minutes.last();
    if (bar && bar.time === time) {
      bar.high = Math.max(bar.high, tick.price);
      bar.low = Math.min(bar.low, tick.price);
      bar.close = tick.price;
      return;
    }
    state.minutes.push({ time, open: tick.price, high: tick.price, low: tick.price, close: tick.price, volume: 0 });
  }

  /**
   * Loads history written before a restart: the minute bars, and as the last price and series the
   * bars' closes. Only for an instrument that has no live price yet.
   */
  restore(code: string, bars: readonly Candle[]): void {
    const state = this.states.get(code);
    const lastBar = bars.at(-1);
    if (!state || state.last || !lastBar) return;
    for (const bar of bars) {
      state.minutes.push({
        time: bar.time,
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
        volume: bar.volume,
      });
      state.series.push(bar.close);
    }
    const priceText = String(lastBar.close);
    state.last = { code, price: lastBar.close, priceText, time: lastBar.time + MINUTE_MS - 1 };
  }

  onTicks(listener: (ticks: readonly Tick[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  last(code: string): Tick | null {
    return this.states.get(code)?.last ?? null;
  }

  /** Price, 24-hour change in percent, the day's range, and the recent series of one instrument. */
  stats(code: string): DayStats | null {
    const state = this.states.get(code);
    if (!state?.last) return null;
    const dayAgo = state.last.time - DAY_MS;
    const window = state.minutes.toArray().filter((bar) => bar.time >= dayAgo);
    const reference = referencePrice(state, state.last);
    const price = state.last.price;
    return {
      price,
      zdf: changePercent(price, reference),
      open: reference,
      high: Math.max(...window.map((bar) => bar.high), price),
      low: Math.min(...window.map((bar) => bar.low), price),
      volume: window.reduce((sum, bar) => sum + bar.volume, 0),
      hundred: state.series.toArray(),
      last: state.last,
    };
  }

  /**
   * The live list the price socket sends: every instrument with a price. It runs every broadcast,
   * so it reads only the last tick and the reference minute, not the day's range.
   */
  livePrices(): LivePrice[] {
    const list: LivePrice[] = [];
    for (const [code, state] of this.states) {
      if (!state.last) continue;
      list.push({
        code,
        price: state.last.price,
        zdf: changePercent(state.last.price, referencePrice(state, state.last)),
      });
    }
    return list;
  }

  /** The minute bar in progress (or the last one), as a copy. */
  currentBar(code: string): Candle | null {
    const bar = this.states.get(code)?.minutes.last();
    return bar ? { ...bar } : null;
  }

  /** Minute bars of the last day, oldest first. */
  minuteBars(code: string): Candle[] {
    return (
      this.states
        .get(code)
        ?.minutes.toArray()
        .map((bar) => ({ ...bar })) ?? []
    );
  }
}
