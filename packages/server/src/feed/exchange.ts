/**
 * Live prices from a real exchange: Binance's public 24-hour mini-ticker, through its combined-stream
 * WebSocket. Binance is the reference because its public market streams need no account or key and
 * quote the USDT pairs the platform lists; the adapter reads only the last price (`c`) and the event
 * time (`E`), so another exchange needs only another parser and URL.
 *
 * A combined-stream frame looks like:
 *
 *     {"stream":"btcusdt@miniTicker","data":{"e":"24hrMiniTicker","E":1700000000123,"s":"BTCUSDT",
 *      "c":"37000.12","o":"36000.00","h":"37500.00","l":"35900.00","v":"1234.5","q":"45000000.1"}}
 *
 * Nothing here connects anywhere unless a source is built and started: the default URL is only a
 * default.
 */
import WebSocket from 'ws';
import { isPlainDecimal, tickOfText } from './price-text.ts';
import type { PriceSource, SourceInstrument, Tick } from './types.ts';

/** Binance's public market-data stream host. Only contacted when a source using it is started. */
export const BINANCE_STREAM_URL = 'wss://stream.binance.com:9443';

/** One last-price update, as exact text: the price becomes a number only once rounded into a tick. */
export interface MiniTicker {
  /** Exchange symbol as Binance spells it in events, upper case: "BTCUSDT". */
  symbol: string;
  price: string;
  /** Event time, epoch milliseconds. */
  time: number;
}

/** What a frame turned out to be: counting garbage apart from other messages tells a broken stream from a chatty one. */
export type Frame = { kind: 'ticker'; ticker: MiniTicker } | { kind: 'other' } | { kind: 'malformed' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Sorts one text frame: a mini-ticker (combined-stream envelope or bare event), some other valid
 * JSON message, or text that is not JSON at all. A mini-ticker whose price or time is not usable
 * counts as "other": it is the exchange's message, just not one to trade on.
 */
export function classifyFrame(raw: string): Frame {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return { kind: 'malformed' };
  }
  const event = isRecord(message) && isRecord(message.data) ? message.data : message;
  if (!isRecord(event) || event.e !== '24hrMiniTicker') return { kind: 'other' };
  const { s: symbol, c: price, E: time } = event;
  if (typeof symbol !== 'string' || !/^[A-Z0-9]+$/.test(symbol)) return { kind: 'other' };
  // Binance sends prices as strings; a JSON number would already have lost the exact decimal.
  if (typeof price !== 'string' || !isPlainDecimal(price) || /^[0.]+$/.test(price)) return { kind: 'other' };
  if (typeof time !== 'number' || !Number.isSafeInteger(time) || time <= 0) return { kind: 'other' };
  return { kind: 'ticker', ticker: { symbol, price, time } };
}

/** The mini-ticker in a frame, or null for anything else (other events, bad prices, broken JSON). */
export function parseMiniTicker(raw: string): MiniTicker | null {
  const frame = classifyFrame(raw);
  return frame.kind === 'ticker' ? frame.ticker : null;
}

/** Where the source reports connection trouble; pino's logger fits. */
export interface ExchangeLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface ExchangeTickerOptions {
  /** The instruments the platform lists; those without an exchange symbol are left out. */
  instruments: readonly SourceInstrument[];
  /**
   * Instrument code → exchange symbol, for codes that are not spelt like the exchange's pair. Codes
   * ending in USDT need no entry: they map to themselves (BTCUSDT → btcusdt).
   */
  symbols?: Readonly<Record<string, string>>;
  /** Stream base URL, without `/stream`; defaults to Binance's public one. Tests point it at a local server. */
  url?: string;
  /** First wait before reconnecting; doubles on each failure up to `maxReconnectMs`. */
  reconnectMs?: number;
  maxReconnectMs?: number;
  /**
   * Silence after which the connection is presumed dead and replaced. A half-open TCP connection
   * (a NAT dropping state) never closes by itself; Binance pings every 20 seconds, so a minute of
   * nothing — no ticker, no ping — means nobody is there.
   */
  staleMs?: number;
  logger?: ExchangeLogger;
}

export interface ExchangeStats {
  /** Successful connections, the first one included. */
  connects: number;
  /** Connection attempts after the first. */
  reconnects: number;
  frames: number;
  ticks: number;
  /** Frames that were not JSON (or were binary). */
  malformed: number;
  /** Valid messages that were not a usable mini-ticker of a subscribed symbol. */
  ignored: number;
}

const silent: ExchangeLogger = { info: () => undefined, warn: () => undefined };

/**
 * Streams last prices from Binance for the instruments that have an exchange symbol. One
 * connection carries all symbols; a lost connection is replaced after an exponential back-off that
 * resets once prices flow again, so an exchange outage is not answered with a reconnect storm.
 *
 * Each frame is read defensively: broken JSON is counted and dropped, messages of other shapes are
 * ignored, and nothing the exchange sends can throw out of the socket handler.
 */
export class ExchangeTickerSource implements PriceSource {
  /** The combined-stream URL the source connects to. */
  readonly streamUrl: string;
  private readonly bySymbol = new Map<string, SourceInstrument>();
  private readonly reconnectMs: number;
  private readonly maxReconnectMs: number;
  private readonly staleMs: number;
  private readonly logger: ExchangeLogger;
  private readonly counters: ExchangeStats = {
    connects: 0,
    reconnects: 0,
    frames: 0,
    ticks: 0,
    malformed: 0,
    ignored: 0,
  };
  private emit: ((ticks: Tick[]) => void) | undefined;
  private socket: WebSocket | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private staleTimer: ReturnType<typeof setTimeout> | undefined;
  /** Failures since prices last flowed: the exponent of the back-off. */
  private failures = 0;
  private stopped = false;

  constructor(options: ExchangeTickerOptions) {
    const byCode = new Map(options.instruments.map((instrument) => [instrument.code, instrument]));
    const explicit = options.symbols ?? {};
    for (const code of Object.keys(explicit)) {
      if (!byCode.has(code)) throw new Error(`exchange symbol given for unknown instrument ${code}`);
    }
    for (const [code, instrument] of byCode) {
      const symbol = Object.hasOwn(explicit, code) ? explicit[code] : code.endsWith('USDT') ? code : undefined;
      if (symbol === undefined) continue;
      const upper = symbol.toUpperCase();
      // The symbol goes into the URL as is: only letters and digits, like every Binance pair.
      if (!/^[A-Z0-9]+$/.test(upper)) throw new Error(`not an exchange symbol: "${symbol}" (for ${code})`);
      if (this.bySymbol.has(upper)) throw new Error(`exchange symbol ${upper} is given to two instruments`);
      this.bySymbol.set(upper, instrument);
    }
    if (this.bySymbol.size === 0) throw new Error('no instrument has an exchange symbol');
    const streams = [...this.bySymbol.keys()].map((symbol) => `${symbol.toLowerCase()}@miniTicker`);
    this.streamUrl = `${(options.url ?? BINANCE_STREAM_URL).replace(/\/+$/, '')}/stream?streams=${streams.join('/')}`;
    this.reconnectMs = options.reconnectMs ?? 1000;
    this.maxReconnectMs = options.maxReconnectMs ?? 60_000;
    this.staleMs = options.staleMs ?? 60_000;
    this.logger = options.logger ?? silent;
  }

  /** Instrument code → exchange symbol (upper case), for logs and operators. */
  get symbols(): Map<string, string> {
    return new Map([...this.bySymbol].map(([symbol, instrument]) => [instrument.code, symbol]));
  }

  get stats(): ExchangeStats {
    return { ...this.counters };
  }

  start(emit: (ticks: Tick[]) => void): void {
    if (this.stopped) throw new Error('an exchange source cannot be restarted after stop()');
    if (this.emit) throw new Error('the exchange source is already running');
    this.emit = emit;
    this.connect();
  }

  /** Closes the connection and cancels any reconnection, for good. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.staleTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    // Closing a socket still connecting would wait for the handshake; terminating does not.
    if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
    else socket.close(1000, 'stopped');
  }

  private connect(): void {
    const socket = new WebSocket(this.streamUrl, { handshakeTimeout: 10_000 });
    this.socket = socket;
    this.watch(socket);
    socket.on('open', () => {
      this.counters.connects++;
      this.logger.info(`exchange stream connected: ${this.streamUrl}`);
    });
    socket.on('message', (data, isBinary) => {
      // Frames still arriving while a stopped or replaced socket closes are not prices any more.
      if (this.socket !== socket) return;
      this.watch(socket);
      // Text frames arrive as one Buffer (the default binaryType); anything else is not a ticker.
      this.receive(!isBinary && Buffer.isBuffer(data) ? data.toString('utf8') : undefined);
    });
    socket.on('ping', () => {
      if (this.socket === socket) this.watch(socket);
    });
    // Without an error listener a refused connection would throw; the close that follows reconnects.
    socket.on('error', (err) => {
      if (!this.stopped) this.logger.warn(`exchange stream error: ${err.message}`);
    });
    socket.on('close', (code) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      clearTimeout(this.staleTimer);
      if (this.stopped) return;
      const delay = Math.min(this.reconnectMs * 2 ** this.failures, this.maxReconnectMs);
      this.failures++;
      this.logger.warn(`exchange stream closed (${code}); reconnecting in ${delay} ms`);
      this.reconnectTimer = setTimeout(() => {
        this.counters.reconnects++;
        this.connect();
      }, delay);
    });
  }

  /** (Re)arms the silence watchdog of the current socket. */
  private watch(socket: WebSocket): void {
    clearTimeout(this.staleTimer);
    this.staleTimer = setTimeout(() => {
      if (this.socket !== socket) return;
      this.logger.warn(`exchange stream silent for ${this.staleMs} ms; replacing the connection`);
      socket.terminate();
    }, this.staleMs);
  }

  private receive(raw: string | undefined): void {
    this.counters.frames++;
    const frame = raw === undefined ? ({ kind: 'malformed' } as const) : classifyFrame(raw);
    if (frame.kind === 'malformed') {
      this.counters.malformed++;
      return;
    }
    const instrument = frame.kind === 'ticker' ? this.bySymbol.get(frame.ticker.symbol) : undefined;
    if (frame.kind !== 'ticker' || !instrument) {
      this.counters.ignored++;
      return;
    }
    this.failures = 0;
    const { price, time } = frame.ticker;
    if (!instrument.isOpen(new Date(time))) return;
    this.counters.ticks++;
    this.emit?.([tickOfText(instrument, price, time)]);
  }
}
