import {
  ErrorCode,
  EXPORT_ROWS_MAX,
  Money,
  type CommissionRecord,
  type InviteInfo,
  type Invitee,
  type Language,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { csvField } from '../../core/csv.ts';
import * as reads from './reads.ts';
import * as repo from './repo.ts';
import { rulesText } from './rules-text.ts';
import { maskUsername, sharePercent } from './rules.ts';

/** What other modules use: the self-invite rule (sign-up) and the programme's back office. */
export { samePerson } from './rules.ts';
export { changeShare, customerReferrals, programme } from './admin.ts';

export const COMMISSIONS_CSV_HEADER = ['time', 'friend', 'fee', 'share', 'amount'] as const;

/** A numeric column's text without the column's trailing zeros. */
const plain = (value: string) => Money.of(value).toString();

function toCommission(row: reads.CommissionRow): CommissionRecord {
  return {
    id: row.id,
    time: row.chargedAt.getTime(),
    friend: maskUsername(row.friend),
    fee: plain(row.fee),
    share: plain(row.share),
    amount: plain(row.amount),
  };
}

/** The commissions as a CSV document: a header line, then one CRLF-ended line per commission, money exact. */
export function commissionsCsv(records: readonly CommissionRecord[]): string {
  const lines = [COMMISSIONS_CSV_HEADER.join(',')];
  for (const record of records) {
    lines.push(
      [
        csvField(new Date(record.time).toISOString()),
        csvField(record.friend),
        csvField(record.fee, 'number'),
        csvField(record.share, 'number'),
        csvField(record.amount, 'number'),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A customer's side of the invite programme: their code and link, the rules, the friends who
 * signed up with the code (usernames masked) and the commissions paid. Everything is read for the
 * session's own customer only; commissions are on the real account whichever book is shown.
 */
export class InviteService {
  constructor(private readonly deps: { db: Db; now: () => Date }) {}

  async info(session: SessionContext, language: Language): Promise<InviteInfo> {
    const { db, now } = this.deps;
    const figures = await reads.referrerFigures(db, session.userId);
    if (!figures) throw new AppError(ErrorCode.badParameters, 'No such customer.');
    const { share } = await repo.shareNow(db, now());
    return {
      inviteCode: figures.inviteCode,
      linkPath: `/pass/register?invite=${encodeURIComponent(figures.inviteCode)}`,
      share: plain(share),
      invited: figures.invited,
      traded: figures.traded,
      totalEarned: plain(figures.earned),
      rules: rulesText(language, sharePercent(share)),
    };
  }

  async invitees(session: SessionContext, request: PageRequest): Promise<Page<Invitee>> {
    const { db } = this.deps;
    return listPage(
      request,
      reads.invitees(db, session.userId, request.pageSize, offsetOf(request)),
      reads.countInvitees(db, session.userId),
      (row) => ({ username: maskUsername(row.username), joinedAt: row.joinedAt.getTime(), traded: row.traded }),
    );
  }

  async commissions(session: SessionContext, request: PageRequest): Promise<Page<CommissionRecord>> {
    const { db } = this.deps;
    return listPage(
      request,
      reads.commissions(db, session.userId, request.pageSize, offsetOf(request)),
      reads.countCommissions(db, session.userId),
      toCommission,
    );
  }

  /** Every commission (newest first, at most EXPORT_ROWS_MAX) as CSV, and its file name. */
  async exportCommissions(session: SessionContext): Promise<{ fileName: string; csv: string }> {
    const rows = await reads.commissions(this.deps.db, session.userId, EXPORT_ROWS_MAX, 0);
    const day = this.deps.now().toISOString().slice(0, 10);
    return { fileName: `commissions-${day}.csv`, csv: commissionsCsv(rows.map(toCommission)) };
  }
}
