import type { AccountMode } from '@tp/contract';
import type { Mark } from './instruments.ts';
import { accountKey } from '../../core/account-key.ts';

/**
 * The stop-out pre-filter of the trading engine: per account, the open positions' margin and
 * floating profit at the live prices, in doubles, to find on every tick batch the accounts that
 * may be at or below the stop-out level. Numbers only pick candidates; the engine decides each
 * stop-out exactly, with Money, under the account's lock.
 */

/** What the pre-filter keeps of an open position: doubles, for candidates only. */
export interface MarginPosition {
  id: number;
  userId: number;
  mode: AccountMode;
  code: string;
  /** lots × contract size, positive for a long, negative for a short. */
  signedUnits: number;
  openPrice: number;
  margin: number;
  /** The opening conversion (1 in dollars): used when the conversion has no live price, as exposure.ts does. */
  openRate: number;
}

export interface StopOutCandidate {
  userId: number;
  mode: AccountMode;
  /** The estimated margin level, percent. */
  level: number;
}

/** A Float64Array twice as long (or `min`), the old values kept. */
function grownFloat(array: Float64Array, min: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(Math.max(min, array.length * 2));
  next.set(array);
  return next;
}
function grownInt(array: Int32Array, min: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(min, array.length * 2));
  next.set(array);
  return next;
}

/**
 * Per account (user, book): the open positions and the cash (balance − held), to estimate each
 * account's margin level on every tick batch as exposure.ts defines it: equity = cash + used
 * margin + floating profit; level = equity ÷ used margin × 100.
 *
 * Kept as columns (typed arrays indexed by slot, freed slots reused) so that one pass over
 * 100,000 positions is a few tenths of a millisecond and allocates nothing.
 */
export class MarginBook {
  // Positions, by slot.
  private readonly slotOf = new Map<number, number>();
  private freeSlots: number[] = [];
  private slotsUsed = 0;
  private posAccount = new Int32Array(0);
  private posCode = new Int32Array(0);
  private posUnits = new Float64Array(0);
  private posOpen = new Float64Array(0);
  private posMargin = new Float64Array(0);
  private posOpenRate = new Float64Array(0);
  // Accounts, by slot.
  private readonly accountSlotOf = new Map<string, number>();
  private freeAccounts: number[] = [];
  private accountsUsed = 0;
  private accountOwner: { userId: number; mode: AccountMode }[] = [];
  private accountCountOf = new Int32Array(0);
  /** balance − held; NaN until read. */
  private accountCash = new Float64Array(0);
  // Scratch of a pass.
  private sumUsed = new Float64Array(0);
  private sumFloating = new Float64Array(0);
  private sumMagnitude = new Float64Array(0);
  // Instruments, by index.
  private readonly codeIndex = new Map<string, number>();
  private codes: string[] = [];
  /** Accounts whose cash must be read again (their positions changed). */
  readonly dirty = new Set<string>();

  get positionCount(): number {
    return this.slotOf.size;
  }

  get accountCount(): number {
    return this.accountSlotOf.size;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  private codeOf(code: string): number {
    let at = this.codeIndex.get(code);
    if (at === undefined) {
      at = this.codes.length;
      this.codes.push(code);
      this.codeIndex.set(code, at);
    }
    return at;
  }

  private accountSlot(userId: number, mode: AccountMode): number {
    const key = accountKey(userId, mode);
    let slot = this.accountSlotOf.get(key);
    if (slot !== undefined) return slot;
    slot = this.freeAccounts.pop() ?? this.accountsUsed++;
    if (slot >= this.accountCountOf.length) {
      const min = 1024;
      this.accountCountOf = grownInt(this.accountCountOf, min);
      this.accountCash = grownFloat(this.accountCash, min);
      this.sumUsed = grownFloat(this.sumUsed, min);
      this.sumFloating = grownFloat(this.sumFloating, min);
      this.sumMagnitude = grownFloat(this.sumMagnitude, min);
    }
    this.accountOwner[slot] = { userId, mode };
    this.accountCountOf[slot] = 0;
    this.accountCash[slot] = Number.NaN;
    this.accountSlotOf.set(key, slot);
    return slot;
  }

  upsert(position: MarginPosition): void {
    this.remove(position.id);
    const account = this.accountSlot(position.userId, position.mode);
    const slot = this.freeSlots.pop() ?? this.slotsUsed++;
    if (slot >= this.posAccount.length) {
      const min = 4096;
      const previous = this.posAccount.length;
      this.posAccount = grownInt(this.posAccount, min);
      this.posAccount.fill(-1, previous);
      this.posCode = grownInt(this.posCode, min);
      this.posUnits = grownFloat(this.posUnits, min);
      this.posOpen = grownFloat(this.posOpen, min);
      this.posMargin = grownFloat(this.posMargin, min);
      this.posOpenRate = grownFloat(this.posOpenRate, min);
    }
    this.posAccount[slot] = account;
    this.posCode[slot] = this.codeOf(position.code);
    this.posUnits[slot] = position.signedUnits;
    this.posOpen[slot] = position.openPrice;
    this.posMargin[slot] = position.margin;
    this.posOpenRate[slot] = position.openRate;
    this.slotOf.set(position.id, slot);
    this.accountCountOf[account] = (this.accountCountOf[account] ?? 0) + 1;
    this.dirty.add(accountKey(position.userId, position.mode));
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    const account = this.posAccount[slot] ?? -1;
    this.posAccount[slot] = -1;
    this.freeSlots.push(slot);
    const owner = this.owner(account);
    const key = accountKey(owner.userId, owner.mode);
    const left = (this.accountCountOf[account] ?? 0) - 1;
    this.accountCountOf[account] = left;
    if (left <= 0) {
      this.accountSlotOf.delete(key);
      this.freeAccounts.push(account);
      this.dirty.delete(key);
    } else {
      this.dirty.add(key);
    }
  }

  /** The book (demo or real) of a tracked position. */
  modeOf(id: number): AccountMode | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.accountOwner[this.posAccount[slot] ?? -1]?.mode;
  }

  private owner(slot: number): { userId: number; mode: AccountMode } {
    const owner = this.accountOwner[slot];
    if (!owner) throw new RangeError(`no account in slot ${slot}`);
    return owner;
  }

  setCash(userId: number, mode: AccountMode, cash: number): void {
    const slot = this.accountSlotOf.get(accountKey(userId, mode));
    if (slot !== undefined) this.accountCash[slot] = cash;
  }

  /** Every account with open positions. */
  accountList(): { userId: number; mode: AccountMode }[] {
    const list: { userId: number; mode: AccountMode }[] = [];
    for (const slot of this.accountSlotOf.values()) list.push(this.owner(slot));
    return list;
  }

  /** Accounts whose cash must be read, then forgotten as dirty. */
  takeDirty(): { userId: number; mode: AccountMode }[] {
    const list: { userId: number; mode: AccountMode }[] = [];
    for (const key of this.dirty) {
      const slot = this.accountSlotOf.get(key);
      if (slot !== undefined) list.push(this.owner(slot));
    }
    this.dirty.clear();
    return list;
  }

  /**
   * Accounts whose estimated level is at or below `levelPercent`, lowest first. The estimate is in
   * doubles; a tolerance proportional to the magnitudes involved makes it err towards offering a
   * candidate (the exact check decides). Positions without a price count 0, as in exposure.ts.
   */
  candidates(marks: ReadonlyMap<string, Mark>, levelPercent: number): StopOutCandidate[] {
    const codeCount = this.codes.length;
    const prices = new Float64Array(codeCount).fill(Number.NaN);
    const rates = new Float64Array(codeCount).fill(Number.NaN);
    for (let c = 0; c < codeCount; c++) {
      const mark = marks.get(this.codes[c] ?? '');
      if (!mark) continue;
      prices[c] = mark.price;
      if (mark.rate !== null) rates[c] = mark.rate;
    }
    const accounts = this.accountsUsed;
    const used = this.sumUsed;
    const floating = this.sumFloating;
    const magnitude = this.sumMagnitude;
    used.fill(0, 0, accounts);
    floating.fill(0, 0, accounts);
    magnitude.fill(0, 0, accounts);
    const posAccount = this.posAccount;
    const posCode = this.posCode;
    const units = this.posUnits;
    const open = this.posOpen;
    const margin = this.posMargin;
    const openRate = this.posOpenRate;
    for (let slot = 0, n = this.slotsUsed; slot < n; slot++) {
      // (`?? 0` never applies: every index is in range; it satisfies the checked index type.)
      const account = posAccount[slot] ?? -1;
      if (account < 0) continue;
      used[account] = (used[account] ?? 0) + (margin[slot] ?? 0);
      const code = posCode[slot] ?? 0;
      const price = prices[code] ?? Number.NaN;
      if (Number.isNaN(price)) continue; // no price: counts 0
      let rate = rates[code] ?? Number.NaN;
      if (Number.isNaN(rate)) rate = openRate[slot] ?? 1;
      const profit = (units[slot] ?? 0) * (price - (open[slot] ?? 0)) * rate;
      floating[account] = (floating[account] ?? 0) + profit;
      magnitude[account] = (magnitude[account] ?? 0) + Math.abs(profit);
    }
    const found: StopOutCandidate[] = [];
    const cashOf = this.accountCash;
    const countOf = this.accountCountOf;
    for (let account = 0; account < accounts; account++) {
      const count = countOf[account] ?? 0;
      const cash = cashOf[account] ?? Number.NaN;
      const usedMargin = used[account] ?? 0;
      if (count <= 0 || Number.isNaN(cash) || usedMargin <= 0) continue;
      const equity = cash + usedMargin + (floating[account] ?? 0);
      // The exact figures differ from these by double rounding (~1e-16 relative), an inverted
      // rate's 10 decimals (< 1e-8 relative for the pairs listed) and each profit's rounding to
      // 6 decimals: the tolerance covers all three with room, so no true candidate is missed.
      const tolerance = (Math.abs(cash) + usedMargin + (magnitude[account] ?? 0)) * 1e-7 + count * 1e-6;
      if (equity * 100 <= levelPercent * usedMargin + tolerance * 100) {
        found.push({ ...this.owner(account), level: (equity / usedMargin) * 100 });
      }
    }
    return found.sort((a, b) => a.level - b.level);
  }
}
