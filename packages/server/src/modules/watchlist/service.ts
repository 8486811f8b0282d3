import { ErrorCode, refusalReasons, WATCHLIST_MAX, type WatchlistResult } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionContext } from '../../core/request.ts';
import type { InstrumentRow } from '../market/service.ts';
import * as repo from './repo.ts';

/** Each customer's watched instruments; only the session's own list is ever read or changed. */
export class WatchlistService {
  private readonly idByCode: Map<string, number>;

  constructor(
    private readonly db: Db,
    instruments: readonly InstrumentRow[],
  ) {
    this.idByCode = new Map(instruments.map((instrument) => [instrument.code, instrument.id]));
  }

  /** The instrument of a catalogue code; anything else is refused with 10088. */
  private instrumentId(code: string): number {
    const id = this.idByCode.get(code);
    if (id === undefined) throw new AppError(ErrorCode.badParameters, refusalReasons.noSuchInstrument);
    return id;
  }

  async list(session: SessionContext): Promise<WatchlistResult> {
    return { codes: await repo.listCodes(this.db, session.userId) };
  }

  /** Adds an instrument at the end; adding one already there changes nothing. */
  async add(session: SessionContext, code: string): Promise<WatchlistResult> {
    const instrumentId = this.instrumentId(code);
    const { userId } = session;
    return this.db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      if (!(await repo.contains(tx, userId, instrumentId))) {
        if ((await repo.countEntries(tx, userId)) >= WATCHLIST_MAX) {
          throw new AppError(ErrorCode.badParameters, `A watchlist holds at most ${WATCHLIST_MAX} instruments.`);
        }
        await repo.insertEntry(tx, userId, instrumentId);
      }
      return { codes: await repo.listCodes(tx, userId) };
    });
  }

  /** Removes an instrument; removing one not there changes nothing. */
  async remove(session: SessionContext, code: string): Promise<WatchlistResult> {
    const instrumentId = this.instrumentId(code);
    const { userId } = session;
    return this.db.transaction(async (tx) => {
      await repo.deleteEntry(tx, userId, instrumentId);
      return { codes: await repo.listCodes(tx, userId) };
    });
  }
}
