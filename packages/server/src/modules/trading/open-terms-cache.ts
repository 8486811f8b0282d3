import type { OpenPositionTerms } from './repo.ts';
import { NO_POSITIONS, type ProfitSums } from './profit-sums.ts';

/** Most open positions remembered across all accounts (OpenTermsCache): every bound is explicit. */
export const CACHED_OPEN_POSITIONS_MAX = 200_000;

/** An open position's id and the terms it is valued by: fixed from its opening to its close. */
export interface KnownPosition extends OpenPositionTerms {
  id: number;
}

/** An account's open positions as a batch read them, with their sums (profit-sums.ts). */
export interface OpenBook {
  positions: readonly KnownPosition[];
  sums: ProfitSums;
}

/** An account with no open position, or none a batch has read yet. */
export const EMPTY_BOOK: OpenBook = { positions: [], sums: NO_POSITIONS };

/**
 * The open positions of accounts as a group-committed batch last saw them, so that the next batch
 * of the account reads from the database only what changed: it sends the newest id it knows, and
 * gets back the terms of the open positions newer than that (open-repo.ts says why those are all
 * it does not know) and how many are open in all. When that count says a known position has
 * closed, the account's positions are read again in full. Nothing here is trusted unchecked: a
 * stale entry costs one more read, never a wrong decision.
 * An open position's terms never change (only its stops, which valuing does not use, and its
 * status), so a known id stands for its terms. One per server, whatever the number of servers.
 */
export class OpenTermsCache {
  private readonly byAccount = new Map<string, OpenBook>();
  private positions = 0;

  get(accountKey: string): OpenBook {
    return this.byAccount.get(accountKey) ?? EMPTY_BOOK;
  }

  /** What the account holds open once its batch has committed. */
  set(accountKey: string, open: OpenBook): void {
    this.positions += open.positions.length - (this.byAccount.get(accountKey)?.positions.length ?? 0);
    if (this.positions > CACHED_OPEN_POSITIONS_MAX) {
      this.byAccount.clear();
      this.positions = open.positions.length;
    }
    this.byAccount.set(accountKey, open);
  }
}
