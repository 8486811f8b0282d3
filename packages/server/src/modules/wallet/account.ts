import {
  EXPORT_ROWS_MAX,
  Money,
  type AccountFigures,
  type AccountMode,
  type MovementKind,
  type TransactionRecord,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { accountMovements, countAccountMovements, customerAccount } from '../../ledger/index.ts';
import { transactionsCsv } from './csv.ts';
import { CURRENCY, toTransactionRecord } from './records.ts';

/** accountExposure for many accounts, in the order given (a group-committed batch): one query. */
export type AccountsExposure = (
  tx: Db,
  owners: readonly { userId: number; mode: AccountMode }[],
) => Promise<{ floatingProfit: Money }[]>;

/**
 * The open positions of an account: the margin they hold and their profit at the live prices
 * (trading's accountExposure, injected so that the wallet does not reach into another module).
 */
export type AccountExposure = (
  tx: Db,
  userId: number,
  mode: AccountMode,
) => Promise<{ usedMargin: Money; floatingProfit: Money }>;

/** The customer's account as the wallet shows it: its figures and its movements, on screen or as CSV. */
export class AccountStatement {
  constructor(
    private readonly db: Db,
    private readonly exposure: AccountExposure,
    private readonly now: () => Date,
  ) {}

  /**
   * The account's figures. Cash is the ledger balance; open positions' margin sits in the margin
   * account, so the balance the customer sees (money before floating profit) is cash + used margin.
   * Equity adds the floating profit; free margin = equity − used margin − held
   * (= cash − held + floating profit, the rule opening a position checks).
   */
  async account(session: SessionContext, mode: AccountMode): Promise<AccountFigures> {
    const [row, exposure] = await Promise.all([
      customerAccount(this.db, { userId: session.userId, mode, currency: CURRENCY }, { lock: false, create: false }),
      this.exposure(this.db, session.userId, mode),
    ]);
    const cash = Money.of(row?.balance ?? '0');
    const held = Money.of(row?.held ?? '0');
    const { usedMargin, floatingProfit } = exposure;
    const balance = cash.plus(usedMargin);
    const equity = balance.plus(floatingProfit);
    return {
      mode,
      currency: CURRENCY,
      balance: balance.toString(),
      held: held.toString(),
      usedMargin: usedMargin.toString(),
      freeMargin: equity.minus(usedMargin).minus(held).toString(),
      expectedProfit: floatingProfit.toString(),
      equity: equity.toString(),
    };
  }

  async transactions(
    session: SessionContext,
    mode: AccountMode,
    request: PageRequest,
    kind?: MovementKind,
  ): Promise<Page<TransactionRecord>> {
    const filter = { userId: session.userId, mode, currency: CURRENCY, kind };
    return listPage(
      request,
      accountMovements(this.db, filter, request.pageSize, offsetOf(request)),
      countAccountMovements(this.db, filter),
      toTransactionRecord,
    );
  }

  /** The account's movements as CSV (newest first, at most EXPORT_ROWS_MAX rows) and its file name. */
  async exportTransactions(
    session: SessionContext,
    mode: AccountMode,
    kind?: MovementKind,
  ): Promise<{ fileName: string; csv: string }> {
    const rows = await accountMovements(
      this.db,
      { userId: session.userId, mode, currency: CURRENCY, kind },
      EXPORT_ROWS_MAX,
      0,
    );
    const day = this.now().toISOString().slice(0, 10);
    return { fileName: `transactions-${mode}-${day}.csv`, csv: transactionsCsv(rows.map(toTransactionRecord)) };
  }
}
