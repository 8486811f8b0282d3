import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { BINANCE_STREAM_URL } from './exchange.ts';

const sourceOf = (env: Record<string, string>) => loadConfig(env).priceSource;

describe('choosing the price source (PRICE_SOURCE)', () => {
  it('is the simulated source when nothing is said', () => {
    expect(sourceOf({})).toEqual({ kind: 'simulated' });
    expect(sourceOf({ PRICE_SOURCE: '' })).toEqual({ kind: 'simulated' });
    // Another source's settings alone choose nothing.
    expect(sourceOf({ REPLAY_FILE: 'candles.csv', EXCHANGE_URL: 'ws://127.0.0.1:9' })).toEqual({ kind: 'simulated' });
  });

  it('refuses a source it does not know, naming the ones it does', () => {
    expect(() => sourceOf({ PRICE_SOURCE: 'binance' })).toThrow(
      'PRICE_SOURCE must be one of simulated, replay, exchange, got "binance"',
    );
    expect(() => sourceOf({ PRICE_SOURCE: 'Replay' })).toThrow(/PRICE_SOURCE must be one of/);
  });

  it('refuses a replay without its file', () => {
    const message = 'PRICE_SOURCE=replay needs REPLAY_FILE, the CSV file of candles to play';
    expect(() => sourceOf({ PRICE_SOURCE: 'replay' })).toThrow(message);
    expect(() => sourceOf({ PRICE_SOURCE: 'replay', REPLAY_FILE: '' })).toThrow(message);
  });

  it('reads the replay settings: the file from where the command was typed, looping unless told otherwise', () => {
    expect(sourceOf({ PRICE_SOURCE: 'replay', REPLAY_FILE: 'data/crash.csv', INIT_CWD: '/srv/tp' })).toEqual({
      kind: 'replay',
      file: '/srv/tp/data/crash.csv',
      speed: undefined,
      loop: true,
    });
    // Without npm in between, from the working directory; an absolute path stays as it is.
    expect(sourceOf({ PRICE_SOURCE: 'replay', REPLAY_FILE: 'crash.csv' })).toMatchObject({
      file: path.join(process.cwd(), 'crash.csv'),
    });
    expect(
      sourceOf({ PRICE_SOURCE: 'replay', REPLAY_FILE: '/data/crash.csv', REPLAY_SPEED: '60', REPLAY_LOOP: '0' }),
    ).toEqual({ kind: 'replay', file: '/data/crash.csv', speed: 60, loop: false });
    expect(sourceOf({ PRICE_SOURCE: 'replay', REPLAY_FILE: '/c.csv', REPLAY_SPEED: '0.5' })).toMatchObject({
      speed: 0.5,
    });
  });

  it.each([
    ['REPLAY_SPEED', '0', 'REPLAY_SPEED must be a positive number, got "0"'],
    ['REPLAY_SPEED', '-2', 'REPLAY_SPEED must be a positive number, got "-2"'],
    ['REPLAY_SPEED', 'fast', 'REPLAY_SPEED must be a positive number, got "fast"'],
    ['REPLAY_SPEED', '1e3', 'REPLAY_SPEED must be a positive number, got "1e3"'],
    ['REPLAY_LOOP', 'no', 'REPLAY_LOOP must be 1 or 0, got "no"'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => sourceOf({ PRICE_SOURCE: 'replay', REPLAY_FILE: '/c.csv', [name]: value })).toThrow(message);
  });

  it("reads the exchange's stream URL, Binance's public one by default", () => {
    expect(sourceOf({ PRICE_SOURCE: 'exchange' })).toEqual({ kind: 'exchange', url: BINANCE_STREAM_URL });
    expect(sourceOf({ PRICE_SOURCE: 'exchange', EXCHANGE_URL: 'ws://127.0.0.1:9443' })).toEqual({
      kind: 'exchange',
      url: 'ws://127.0.0.1:9443',
    });
    for (const url of ['https://stream.binance.com', 'stream.binance.com:9443', 'wss://']) {
      expect(() => sourceOf({ PRICE_SOURCE: 'exchange', EXCHANGE_URL: url })).toThrow(
        `EXCHANGE_URL must be a ws:// or wss:// URL, got ${JSON.stringify(url)}`,
      );
    }
  });
});
