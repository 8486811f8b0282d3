/** One price of one instrument at one moment: what every fill and settlement will cite. */
export interface Tick {
  code: string;
  /** The price rounded to the instrument's precision, as a number (display) ... */
  price: number;
  /** ... and as exact decimal text (what orders record). */
  priceText: string;
  /** Epoch milliseconds. */
  time: number;
}

/** Where prices come from. One source runs for everybody; there is no way to set a price for one customer. */
export interface PriceSource {
  /** Starts emitting batches of ticks; `now` is the source's clock. */
  start(emit: (ticks: Tick[]) => void): void;
  stop(): void;
}

/** What a source needs to know of an instrument. */
export interface SourceInstrument {
  code: string;
  referencePrice: string;
  precision: number;
  annualVolatility: string;
  /** Whether its market is open at a moment: closed markets do not move. */
  isOpen: (at: Date) => boolean;
}
