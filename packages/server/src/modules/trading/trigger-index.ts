import { Money, type PositionSide } from '@tp/contract';

/**
 * The in-memory index of the stops of open positions, per instrument: which positions a price
 * crosses. It only finds candidates: prices are compared as numbers here, and the decision to
 * close is taken again, exactly, against the locked row in the database.
 *
 * Turning decimal text into a double is monotonic (a ≤ b implies Number(a) ≤ Number(b)), so a
 * comparison of numbers never misses a crossing that the exact comparison would see; at worst it
 * offers a candidate that the exact check (exactTrigger, at the end) then refuses.
 */

export type TriggerReason = 'stop_loss' | 'take_profit';

export interface TriggerPosition {
  id: number;
  code: string;
  side: PositionSide;
  /** Decimal text or a number; null when the position has no such stop. */
  stopLoss: string | number | null;
  takeProfit: string | number | null;
}

export interface Crossed {
  positionId: number;
  reason: TriggerReason;
}

interface Entry {
  price: number;
  positionId: number;
  reason: TriggerReason;
}

/** Entries ordered by price, then position id, then reason: a total order, so removal finds the one entry. */
function compareEntries(a: Entry, b: Entry): number {
  if (a.price !== b.price) return a.price < b.price ? -1 : 1;
  if (a.positionId !== b.positionId) return a.positionId - b.positionId;
  return a.reason === b.reason ? 0 : a.reason === 'stop_loss' ? -1 : 1;
}

/** Inserts below this many are placed one by one; a larger backlog is merged with one sort. */
const BULK_MERGE_THRESHOLD = 64;

/**
 * A sorted array of entries with a buffer of pending inserts: a query first folds the buffer in,
 * one binary insertion each when it is small, one sort when it is large (the start-up load).
 */
class SortedEntries {
  private items: Entry[] = [];
  private pending: Entry[] = [];

  get size(): number {
    return this.items.length + this.pending.length;
  }

  add(entry: Entry): void {
    this.pending.push(entry);
  }

  remove(entry: Entry): boolean {
    if (this.pending.length >= BULK_MERGE_THRESHOLD) this.settle();
    const pendingAt = this.pending.findIndex((e) => compareEntries(e, entry) === 0);
    if (pendingAt >= 0) {
      this.pending.splice(pendingAt, 1);
      return true;
    }
    const at = this.lowerBound(entry);
    const found = this.items[at];
    if (found !== undefined && compareEntries(found, entry) === 0) {
      this.items.splice(at, 1);
      return true;
    }
    return false;
  }

  /** Settles the pending inserts into the sorted array. */
  settle(): Entry[] {
    if (this.pending.length === 0) return this.items;
    if (this.pending.length >= BULK_MERGE_THRESHOLD) {
      this.items = this.items.concat(this.pending).sort(compareEntries);
    } else {
      for (const entry of this.pending) this.items.splice(this.lowerBound(entry), 0, entry);
    }
    this.pending = [];
    return this.items;
  }

  /** First index whose entry is not before `entry` (the sorted part only). */
  private lowerBound(entry: Entry): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const item = this.items[mid];
      if (item !== undefined && compareEntries(item, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First index whose price is ≥ `price` (after settling). */
  firstAtOrAbove(price: number): number {
    const items = this.settle();
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((items[mid]?.price ?? Infinity) < price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First index whose price is > `price` (after settling). */
  firstAbove(price: number): number {
    const items = this.settle();
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((items[mid]?.price ?? Infinity) <= price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The sorted entries, after settling: read only. */
  sorted(): readonly Entry[] {
    return this.settle();
  }
}

interface Book {
  /** Fires when price ≤ entry price: a long's stop-loss, a short's take-profit. */
  atOrBelow: SortedEntries;
  /** Fires when price ≥ entry price: a long's take-profit, a short's stop-loss. */
  atOrAbove: SortedEntries;
}

interface Indexed {
  code: string;
  entries: { entry: Entry; side: 'atOrBelow' | 'atOrAbove' }[];
}

function toPrice(value: string | number | null): number | null {
  if (value === null) return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new RangeError(`not a stop price: ${String(value)}`);
  return n;
}

export class TriggerIndex {
  private readonly books = new Map<string, Book>();
  private readonly positions = new Map<number, Indexed>();

  /** Positions indexed (those with at least one stop). */
  get size(): number {
    return this.positions.size;
  }

  has(positionId: number): boolean {
    return this.positions.has(positionId);
  }

  /** Replaces the entries of a position with its current stops; a position without stops is removed. */
  upsert(position: TriggerPosition): void {
    this.remove(position.id);
    const stopLoss = toPrice(position.stopLoss);
    const takeProfit = toPrice(position.takeProfit);
    if (stopLoss === null && takeProfit === null) return;
    const book = this.book(position.code);
    const long = position.side === 'long';
    const indexed: Indexed = { code: position.code, entries: [] };
    if (stopLoss !== null) {
      const entry: Entry = { price: stopLoss, positionId: position.id, reason: 'stop_loss' };
      const side = long ? 'atOrBelow' : 'atOrAbove';
      book[side].add(entry);
      indexed.entries.push({ entry, side });
    }
    if (takeProfit !== null) {
      const entry: Entry = { price: takeProfit, positionId: position.id, reason: 'take_profit' };
      const side = long ? 'atOrAbove' : 'atOrBelow';
      book[side].add(entry);
      indexed.entries.push({ entry, side });
    }
    this.positions.set(position.id, indexed);
  }

  remove(positionId: number): void {
    const indexed = this.positions.get(positionId);
    if (!indexed) return;
    const book = this.books.get(indexed.code);
    if (book) for (const { entry, side } of indexed.entries) book[side].remove(entry);
    this.positions.delete(positionId);
  }

  /**
   * The positions of `code` whose stop `price` crosses: ≤ for a long's stop-loss and a short's
   * take-profit, ≥ for a long's take-profit and a short's stop-loss. When one price crosses both
   * stops of a position (possible only when they are set the wrong way round), the stop-loss wins.
   * O(log n + k).
   */
  crossed(code: string, price: number): Crossed[] {
    const book = this.books.get(code);
    if (!book || Number.isNaN(price)) return [];
    const found: Crossed[] = [];
    const below = book.atOrBelow.sorted();
    for (let i = book.atOrBelow.firstAtOrAbove(price); i < below.length; i++) {
      const entry = below[i];
      if (entry) found.push({ positionId: entry.positionId, reason: entry.reason });
    }
    const end = book.atOrAbove.firstAbove(price);
    if (end === 0) return found;
    const above = book.atOrAbove.sorted();
    const fromBelow = found.length;
    let seen: Map<number, number> | null = null;
    for (let i = 0; i < end; i++) {
      const entry = above[i];
      if (!entry) continue;
      if (fromBelow > 0) {
        seen ??= new Map(found.map((c, at) => [c.positionId, at]));
        const at = seen.get(entry.positionId);
        if (at !== undefined) {
          // Both stops of one position crossed: keep the stop-loss.
          if (entry.reason === 'stop_loss') found[at] = { positionId: entry.positionId, reason: 'stop_loss' };
          continue;
        }
      }
      found.push({ positionId: entry.positionId, reason: entry.reason });
    }
    return found;
  }

  private book(code: string): Book {
    let book = this.books.get(code);
    if (!book) {
      book = { atOrBelow: new SortedEntries(), atOrAbove: new SortedEntries() };
      this.books.set(code, book);
    }
    return book;
  }
}

// ---------------------------------------------------------------------------------------------
// Exact decisions: the same crossings, in Money, on the locked row

/** Why a tick closes a position, decided exactly: long SL at price ≤ SL, long TP at ≥ TP, short the mirror. */
export function exactTrigger(
  position: { side: PositionSide; stopLoss: string | null; takeProfit: string | null },
  priceText: string,
): TriggerReason | null {
  const price = Money.of(priceText);
  const long = position.side === 'long';
  if (position.stopLoss !== null) {
    const stop = Money.of(position.stopLoss);
    if (long ? price.lte(stop) : price.gte(stop)) return 'stop_loss';
  }
  if (position.takeProfit !== null) {
    const take = Money.of(position.takeProfit);
    if (long ? price.gte(take) : price.lte(take)) return 'take_profit';
  }
  return null;
}

/** The first tick of the batch (in order, not before the position opened) that crosses a stop of the position. */
export function firstCrossing<T extends { time: number; priceText: string }>(
  position: { side: PositionSide; stopLoss: string | null; takeProfit: string | null; openTickTimeMs: number },
  ticks: readonly T[] | undefined,
): { tick: T; reason: TriggerReason } | null {
  if (!ticks) return null;
  for (const tick of ticks) {
    if (tick.time < position.openTickTimeMs) continue;
    const reason = exactTrigger(position, tick.priceText);
    if (reason) return { tick, reason };
  }
  return null;
}
