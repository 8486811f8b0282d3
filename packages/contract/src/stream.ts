import type { Candle } from './market.ts';

/**
 * The typed chart channel at `/websocket/stream`. The client subscribes to instruments and gets,
 * for each batch of ticks, the new price and the updated one-minute candle of each. Plain types,
 * no schema library, so the web app can use them for free.
 */
export const STREAM_PATH = '/websocket/stream';
/** Instruments one socket may follow at once. */
export const STREAM_MAX_CODES = 20;

export type StreamRequest = { op: 'subscribe'; codes: string[] } | { op: 'unsubscribe'; codes: string[] };

export interface StreamUpdate {
  code: string;
  price: number;
  time: number;
  /** The instrument's one-minute candle including this tick. */
  candle: Candle;
}

export type StreamMessage = { type: 'ticks'; items: StreamUpdate[] } | { type: 'subscribed'; codes: string[] };
