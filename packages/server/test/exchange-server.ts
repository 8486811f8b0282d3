import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';

/** Ten frames recorded from Binance's combined mini-ticker stream, one per line, a broken one and a trade among them. */
export const RECORDED_FRAMES = readFileSync(
  fileURLToPath(new URL('../src/feed/fixtures/binance-miniticker.jsonl', import.meta.url)),
  'utf8',
)
  .split('\n')
  .filter((line) => line !== '');

/** A local stand-in for Binance: checks each request's path and query, then runs `onConnection`. */
export interface ExchangeStandIn {
  port: number;
  /** The base URL a source is given (it adds `/stream?streams=…`). */
  url: string;
  /** Every path and query a client asked for, accepted or not. */
  requests: string[];
  clients: Set<WebSocket>;
  /** Closes the server and drops its clients, as an exchange restart would; closing again does nothing. */
  close: () => Promise<void>;
}

export interface StandInOptions {
  /** 0 for any free port; a fixed one to come back on the port of a closed stand-in. */
  port: number;
  /** Whether a request's path and query is one the exchange would answer; others are refused. */
  accepts: (path: string) => boolean;
  onConnection: (socket: WebSocket) => void;
}

export async function serveExchange({ port, accepts, onConnection }: StandInOptions): Promise<ExchangeStandIn> {
  const requests: string[] = [];
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port,
    verifyClient: ({ req }: { req: { url?: string } }) => {
      requests.push(req.url ?? '');
      return accepts(req.url ?? '');
    },
  });
  await once(wss, 'listening');
  wss.on('connection', onConnection);
  const bound = (wss.address() as AddressInfo).port;
  let closed: Promise<void> | undefined;
  return {
    port: bound,
    url: `ws://127.0.0.1:${bound}`,
    requests,
    clients: wss.clients,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      });
      return closed;
    },
  };
}

/** Sends frames one by one, in order, each in its own WebSocket message. */
export const sending =
  (frames: readonly string[]) =>
  (socket: WebSocket): void => {
    for (const frame of frames) socket.send(frame);
  };
