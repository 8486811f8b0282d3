// Baseline of bench/ws-fanout.ts: the naive `ws` loop a first version would write, in its own
// process. 84 instruments move randomly every second, and every second each client gets
// JSON.stringify(list), serialised once PER CLIENT. Nothing else runs here: no HTTP app, no
// database, no Origin check, no slow-client guard.
// Run by the parent: node --import tsx bench/ws-bare-server.ts <port>
import { WebSocket, WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
const INTERVAL_MS = 1000;
const INSTRUMENTS = 84;

interface Item {
  code: string;
  price: number;
  zdf: number;
}

/** Codes and prices shaped like the real list (6-letter codes, 5 decimals), so the payload is about the same size. */
const reference = Array.from({ length: INSTRUMENTS }, (_, i) => 1 + i * 1.37);
const list: Item[] = reference.map((price, i) => ({ code: `IN${String(i).padStart(4, '0')}`, price, zdf: 0 }));

function move(): void {
  list.forEach((item, i) => {
    const base = reference[i] ?? 1;
    item.price = Number((item.price * (1 + (Math.random() - 0.5) * 0.002)).toFixed(5));
    item.zdf = Math.round(((item.price - base) / base) * 10_000) / 100;
  });
}
move();

const wss = new WebSocketServer({ host: '127.0.0.1', port, path: '/websocket/message', perMessageDeflate: false });

setInterval(move, INTERVAL_MS);
setInterval(() => {
  for (const client of wss.clients) {
    if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(list));
  }
}, INTERVAL_MS);

wss.on('listening', () => {
  console.log(JSON.stringify({ type: 'ready', port, payloadBytes: Buffer.byteLength(JSON.stringify(list)) }));
});
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
