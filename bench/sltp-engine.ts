// Stop-loss / take-profit / stop-out engine benchmark: the in-memory work one tick batch costs the
// engine on every node, with 100,000 open positions with stops spread over the catalogue. It times
// what the engine does per batch before touching the database: each tick through the trigger
// index (candidates), the live marks of every instrument and the stop-out pre-filter over every
// account. Prints figures, asserts nothing. Run: npm run bench:sltp (about 10 seconds).
//
// Scenarios: "calm" moves each instrument by its own volatility over one second (what the
// simulated source does every tick); "stormy" moves it 50 times as much, so that many stops are
// crossed in each batch. Crossed positions are closed (removed, as the engine does after the
// database closed them) and replaced by new ones outside the timed part, so the index stays at
// 100,000 positions.
import { Feed } from '../packages/server/src/feed/feed.ts';
import type { Tick } from '../packages/server/src/feed/types.ts';
import { instrumentSeeds } from '../packages/server/src/modules/market/instruments.ts';
import { liveMarks } from '../packages/server/src/modules/trading/instruments.ts';
import { MarginBook, type MarginPosition } from '../packages/server/src/modules/trading/margin-book.ts';
import { TriggerIndex } from '../packages/server/src/modules/trading/trigger-index.ts';
import { isPlainDecimal } from '../packages/server/src/feed/price-text.ts';

const POSITIONS = 100_000;
const POSITIONS_PER_ACCOUNT = 5;
const WARMUP_BATCHES = 20;
const BATCHES = 200;
const SINGLE_TICKS = 2000;
const STOP_OUT_LEVEL = 50;
const SECONDS_PER_YEAR = 365 * 24 * 3600;

/** A small seeded generator (mulberry32), so that runs compare. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20_261_121);
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => value.toFixed(3).padStart(8);

const instruments = instrumentSeeds.map((seed) => ({
  code: seed.code,
  type: seed.type,
  precision: seed.precision,
  contractSize: Number(seed.contractSize),
  minLots: Number(seed.minLots),
  leverages: seed.leverages,
  volatility: Number(seed.annualVolatility),
  price: Number(seed.referencePrice),
}));
const types = new Map(instruments.map((i) => [i.code, i.type]));
const feed = new Feed(instruments.map((i) => i.code));
let clock = Date.now();

function tickOf(instrument: (typeof instruments)[number]): Tick {
  const priceText = instrument.price.toFixed(instrument.precision);
  return { code: instrument.code, price: Number(priceText), priceText, time: clock };
}

function moveAll(scale: number): Tick[] {
  clock += 1000;
  return instruments.map((instrument) => {
    const sigma = instrument.volatility * Math.sqrt(1 / SECONDS_PER_YEAR) * scale;
    instrument.price *= Math.exp(sigma * gaussian());
    return tickOf(instrument);
  });
}

feed.ingest(instruments.map(tickOf));
/** The live marks, refreshed after each batch (untimed): what new positions open at. */
let marks = liveMarks(feed, types);

// ---------------------------------------------------------------------------------------------
// 100,000 open positions: stops 0.2 % to 5 % from the price, 80 % with a stop-loss, 60 % with a
// take-profit (at least one); accounts of five positions whose cash puts their levels mostly
// between 150 % and 2,000 %.

const index = new TriggerIndex();
const book = new MarginBook();
const open = new Map<number, MarginPosition>();
let nextId = 1;

function addPosition(userId: number, cash: number | null): MarginPosition {
  const instrument = pick(instruments);
  const long = random() < 0.5;
  const lots = instrument.minLots * (1 + Math.floor(random() * 20));
  const units = lots * instrument.contractSize;
  const leverage = pick(instrument.leverages);
  const price = instrument.price;
  const rate = marks.get(instrument.code)?.rate ?? 1;
  const margin = (units * price * rate) / leverage;
  const distance = () => price * (0.002 + random() * 0.048);
  let stopLoss: string | null =
    random() < 0.8 ? (long ? price - distance() : price + distance()).toFixed(instrument.precision) : null;
  const takeProfit: string | null =
    random() < 0.6 || stopLoss === null
      ? (long ? price + distance() : price - distance()).toFixed(instrument.precision)
      : null;
  if (stopLoss !== null && Number(stopLoss) <= 0) stopLoss = null;
  const position: MarginPosition = {
    id: nextId++,
    userId,
    mode: 'real',
    code: instrument.code,
    signedUnits: long ? units : -units,
    openPrice: price,
    margin,
    openRate: rate,
  };
  index.upsert({ id: position.id, code: instrument.code, side: long ? 'long' : 'short', stopLoss, takeProfit });
  book.upsert(position);
  if (cash !== null) book.setCash(userId, 'real', cash);
  open.set(position.id, position);
  return position;
}

const buildStarted = performance.now();
for (let user = 1; user <= POSITIONS / POSITIONS_PER_ACCOUNT; user++) {
  let used = 0;
  for (let i = 0; i < POSITIONS_PER_ACCOUNT; i++) used += addPosition(user, null).margin;
  // Equity ÷ used margin between 1.5 and 20 at the start.
  book.setCash(user, 'real', used * (0.5 + random() * 19));
}
book.takeDirty();
const buildMs = performance.now() - buildStarted;

/** What the engine does in memory with one batch: candidates per tick, then the stop-out pre-filter. */
function processBatch(ticks: readonly Tick[]): { crossed: number[]; stopOuts: number; indexMs: number } {
  const started = performance.now();
  const crossed: number[] = [];
  for (const tick of ticks) {
    if (!isPlainDecimal(tick.priceText)) continue;
    for (const hit of index.crossed(tick.code, Number(tick.priceText))) crossed.push(hit.positionId);
  }
  const indexMs = performance.now() - started;
  const stopOuts = book.candidates(liveMarks(feed, types), STOP_OUT_LEVEL).length;
  return { crossed, stopOuts, indexMs };
}

/** As the engine after the database closed them: forget the crossed positions; replace them (untimed). */
function replace(crossed: readonly number[]): void {
  for (const id of new Set(crossed)) {
    const position = open.get(id);
    if (!position) continue;
    open.delete(id);
    index.remove(id);
    book.remove(id);
    addPosition(position.userId, null);
  }
  book.takeDirty();
}

interface Sample {
  wall: number;
  cpu: number;
  index: number;
}

/** Wall time, CPU time of this process (unaffected by other processes taking the cores) and the index's part. */
function timed<T extends { indexMs: number }>(work: () => T): { sample: Sample; result: T } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { sample: { wall, cpu: (used.user + used.system) / 1000, index: result.indexMs }, result };
}

function report(label: string, samples: Sample[], extra = ''): void {
  const of = (pick: (s: Sample) => number) => samples.map(pick).sort((a, b) => a - b);
  const wall = of((s) => s.wall);
  const cpu = of((s) => s.cpu);
  const idx = of((s) => s.index);
  console.log(
    `${label.padEnd(34)} wall median ${ms(percentile(wall, 50))}  p99 ${ms(percentile(wall, 99))}  max ${ms(wall.at(-1) ?? Number.NaN)} ms | ` +
      `cpu median ${ms(percentile(cpu, 50))}  p99 ${ms(percentile(cpu, 99))} ms | index part median ${ms(percentile(idx, 50))} ms${extra}`,
  );
}

function runScenario(name: string, scale: number): void {
  const samples: Sample[] = [];
  let crossedTotal = 0;
  let stopOutTotal = 0;
  for (let batch = 0; batch < WARMUP_BATCHES + BATCHES; batch++) {
    const ticks = moveAll(scale);
    feed.ingest(ticks);
    const { sample, result } = timed(() => processBatch(ticks));
    const { crossed, stopOuts } = result;
    marks = liveMarks(feed, types);
    replace(crossed);
    if (batch < WARMUP_BATCHES) continue;
    samples.push(sample);
    crossedTotal += crossed.length;
    stopOutTotal += stopOuts;
  }
  report(
    `${name}: batch of ${instruments.length} ticks`,
    samples,
    `  (per batch: ${(crossedTotal / BATCHES).toFixed(1)} crossed, ${(stopOutTotal / BATCHES).toFixed(1)} stop-out candidates)`,
  );
}

function runSingle(): void {
  const samples: Sample[] = [];
  const instrument = instruments.find((i) => i.code === 'BTCUSDT');
  if (!instrument) throw new Error('no BTCUSDT in the catalogue');
  for (let i = 0; i < SINGLE_TICKS; i++) {
    clock += 250;
    instrument.price *= Math.exp(instrument.volatility * Math.sqrt(0.25 / SECONDS_PER_YEAR) * gaussian());
    const tick = tickOf(instrument);
    feed.ingest([tick]);
    const { sample, result } = timed(() => processBatch([tick]));
    samples.push(sample);
    const { crossed } = result;
    marks = liveMarks(feed, types);
    replace(crossed);
  }
  report('one BTCUSDT tick', samples);
}

console.log(
  `${index.size.toLocaleString('en')} positions with stops over ${instruments.length} instruments, ` +
    `${book.accountCount.toLocaleString('en')} accounts; built in ${buildMs.toFixed(0)} ms; node ${process.version}`,
);
runScenario('calm', 1);
runScenario('stormy', 50);
runSingle();
console.log(
  '(all figures in milliseconds; "index part" is the ticks through the trigger index, the rest is the stop-out pre-filter)',
);
const rss = process.memoryUsage().rss / 2 ** 20;
console.log(`process RSS ${rss.toFixed(0)} MiB`);
