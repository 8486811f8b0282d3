import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/**
 * Every way the books could be wrong, as queries that must return nothing. Used by the tests
 * after every sequence of operations, and available to operators as a health check.
 */
const checks = {
  entryNotBalanced: sql`select entry_id as id, sum(amount)::text as detail from ledger_postings group by entry_id having sum(amount) <> 0 or count(*) < 2`,
  cachedBalanceDrift: sql`select a.id, a.balance::text || ' vs ' || coalesce(sum(p.amount), 0)::text as detail
    from ledger_accounts a left join ledger_postings p on p.account_id = a.id
    where a.kind = 'customer' group by a.id having a.balance <> coalesce(sum(p.amount), 0)`,
  heldDrift: sql`select a.id, a.held::text || ' vs ' || coalesce(sum(h.amount), 0)::text as detail
    from ledger_accounts a left join ledger_holds h on h.account_id = a.id and h.status = 'pending'
    group by a.id having a.held <> coalesce(sum(h.amount), 0)`,
  customerOverdrawn: sql`select id, (balance - held)::text as detail from ledger_accounts
    where kind = 'customer' and (balance < held or held < 0)`,
  systemCacheUsed: sql`select id, balance::text as detail from ledger_accounts where kind <> 'customer' and (balance <> 0 or held <> 0)`,
  modeMixed: sql`select p.entry_id as id, p.mode as detail from ledger_postings p
    join ledger_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
    where p.mode <> e.mode or p.mode <> a.mode or p.currency <> e.currency or p.currency <> a.currency`,
  postedHoldWithoutEntry: sql`select id, status as detail from ledger_holds where status = 'posted' and entry_id is null`,
  booksNotBalanced: sql`select 0 as id, mode || ' ' || currency || ' ' || sum(amount)::text as detail
    from ledger_postings group by mode, currency having sum(amount) <> 0`,
  // What the margin account holds is exactly the margin of the open positions of its mode.
  marginNotBacked: sql`select a.id, a.mode || ' ' || coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)::text
      || ' vs ' || coalesce((select sum(o.margin) from positions o where o.mode = a.mode and o.status = 'open'), 0)::text as detail
    from ledger_accounts a where a.kind = 'margin'
      and coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)
        <> coalesce((select sum(o.margin) from positions o where o.mode = a.mode and o.status = 'open'), 0)`,
  // A position's opening and closing entries are its own: of their kind, in its book, naming it.
  positionEntryNotItsOwn: sql`select p.id, 'open entry ' || e.kind || ' ' || e.mode || ' ' || e.reference as detail
      from positions p join ledger_entries e on e.id = p.open_entry_id
    where e.kind <> 'position_open' or e.mode <> p.mode or e.reference <> 'position:' || p.id
    union all
    select p.id, 'close entry ' || e.kind || ' ' || e.mode || ' ' || e.reference as detail
      from positions p join ledger_entries e on e.id = p.close_entry_id
    where e.kind <> 'position_close' or e.mode <> p.mode or e.reference <> 'position:' || p.id`,
  // And the stakes account exactly the stakes of the open options of its mode.
  stakesNotBacked: sql`select a.id, a.mode || ' ' || coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)::text
      || ' vs ' || coalesce((select sum(o.stake) from options_orders o where o.mode = a.mode and o.status = 'open'), 0)::text as detail
    from ledger_accounts a where a.kind = 'option_stakes'
      and coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)
        <> coalesce((select sum(o.stake) from options_orders o where o.mode = a.mode and o.status = 'open'), 0)`,
  // The plans account holds exactly the principal of the earning smart plans (real book only).
  planPrincipalNotBacked: sql`select a.id, a.mode || ' ' || coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)::text
      || ' vs ' || coalesce((select sum(s.amount) from smart_plans s where s.status = 'earning'), 0)::text as detail
    from ledger_accounts a where a.kind = 'plan_principal'
      and coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)
        <> case when a.mode = 'real' then coalesce((select sum(s.amount) from smart_plans s where s.status = 'earning'), 0) else 0 end`,
  // A plan's earnings are exactly its paid days' rows.
  planEarningsDrift: sql`select s.id, s.earned::text || ' vs ' || coalesce(sum(e.amount), 0)::text || ' in ' || count(e.day) || ' days' as detail
    from smart_plans s left join smart_plan_earnings e on e.plan_id = s.id
    group by s.id having s.earned <> coalesce(sum(e.amount), 0) or s.days_paid <> count(e.day)`,
  // Pending presale holds are exactly the open commitments of rounds not yet settled or cancelled:
  // each such commitment holds one pending hold of its amount, and no presale hold is pending otherwise.
  presaleHoldsNotBacked: sql`select c.id, 'commitment ' || c.amount::text || ' vs hold ' || coalesce(h.amount::text, 'none') as detail
      from presale_commitments c join presale_rounds r on r.id = c.round_id
      left join ledger_holds h on h.id = c.hold_id and h.status = 'pending'
    where c.status = 'open' and (r.status <> 'open' or h.id is null or h.amount <> c.amount)
    union all
    select h.id, 'pending presale hold without an open commitment' as detail from ledger_holds h
    where h.status = 'pending' and h.reference like 'presale_commitment:%'
      and not exists (select 1 from presale_commitments c join presale_rounds r on r.id = c.round_id
        where c.hold_id = h.id and c.status = 'open' and r.status = 'open')`,
  // The presale proceeds account holds exactly what allocated commitments cost.
  presaleProceedsNotBacked: sql`select a.id, coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)::text
      || ' vs ' || coalesce((select sum(c.cost) from presale_commitments c where c.status = 'allocated'), 0)::text as detail
    from ledger_accounts a where a.kind = 'presale_proceeds'
      and coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)
        <> coalesce((select sum(c.cost) from presale_commitments c where c.status = 'allocated'), 0)`,
  // Each referral entry credits exactly its commission rows, a paid commission above zero is in an
  // entry, and none pays more than the share of its fee (floor(fee × share) to 6 decimals).
  referralCommissionsNotBacked: sql`select e.id, coalesce((select sum(p.amount) from ledger_postings p where p.entry_id = e.id and p.amount > 0), 0)::text
      || ' vs ' || coalesce((select sum(c.amount) from referral_commissions c where c.entry_id = e.id), 0)::text as detail
    from ledger_entries e where e.kind = 'referral_commission'
      and coalesce((select sum(p.amount) from ledger_postings p where p.entry_id = e.id and p.amount > 0), 0)
        <> coalesce((select sum(c.amount) from referral_commissions c where c.entry_id = e.id), 0)
    union all
    select c.id, c.status || ' ' || c.amount::text || ' of ' || c.fee::text || ' at ' || c.share::text as detail
    from referral_commissions c
    where (c.status = 'paid' and c.amount > 0 and c.entry_id is null) or c.amount > trunc(c.fee * c.share, 6)
      or (c.status = 'refused' and c.entry_id is not null)`,
  // Loans receivable holds minus the principal lent and not yet collected (disbursed loans only),
  // loan interest exactly the interest collected, and each loan's collected figures its collections.
  loansReceivableNotBacked: sql`select a.id, coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)::text
      || ' vs ' || coalesce((select -sum(l.amount - l.principal_collected) from loans l where l.disburse_entry_id is not null), 0)::text as detail
    from ledger_accounts a where a.kind = 'loans_receivable'
      and coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)
        <> case when a.mode = 'real' then coalesce((select -sum(l.amount - l.principal_collected) from loans l where l.disburse_entry_id is not null), 0) else 0 end`,
  loanInterestNotBacked: sql`select a.id, coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)::text
      || ' vs ' || coalesce((select sum(l.interest_collected) from loans l), 0)::text as detail
    from ledger_accounts a where a.kind = 'loan_interest'
      and coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)
        <> case when a.mode = 'real' then coalesce((select sum(l.interest_collected) from loans l), 0) else 0 end`,
  loanCollectionsDrift: sql`select l.id, l.principal_collected::text || '+' || l.interest_collected::text || ' vs '
      || coalesce(sum(c.principal), 0)::text || '+' || coalesce(sum(c.interest), 0)::text as detail
    from loans l left join loan_collections c on c.loan_id = l.id group by l.id
    having l.principal_collected <> coalesce(sum(c.principal), 0) or l.interest_collected <> coalesce(sum(c.interest), 0)`,
  // The held amounts of NFT bids are exactly the open top bids of open lots: each holds one pending
  // hold of its amount, and no NFT hold is pending otherwise.
  nftHoldsNotBacked: sql`select b.id, 'top bid ' || b.amount::text || ' vs hold ' || coalesce(h.amount::text, 'none') as detail
      from nft_bids b join nfts n on n.id = b.nft_id
      left join ledger_holds h on h.id = b.hold_id and h.status = 'pending'
    where b.status = 'top' and (n.state <> 'open' or n.top_bid_id <> b.id or h.id is null or h.amount <> b.amount)
    union all
    select h.id, 'pending NFT hold without an open top bid' as detail from ledger_holds h
    where h.status = 'pending' and h.reference like 'nft_bid:%'
      and not exists (select 1 from nft_bids b join nfts n on n.id = b.nft_id
        where b.hold_id = h.id and b.status = 'top' and n.state = 'open')`,
  // The charity's and the platform's NFT accounts hold exactly the sales' shares and fees.
  nftSplitNotBacked: sql`select a.id, a.kind || ' ' || coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)::text
      || ' vs ' || coalesce((select sum(case when a.kind = 'nft_charity' then s.charity_amount else s.fee_amount end) from nft_sales s), 0)::text as detail
    from ledger_accounts a where a.kind in ('nft_charity', 'nft_fee')
      and coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)
        <> case when a.mode = 'real' then coalesce((select sum(case when a.kind = 'nft_charity' then s.charity_amount else s.fee_amount end) from nft_sales s), 0) else 0 end`,
} as const;

export type InvariantName = keyof typeof checks;
export interface Violation {
  invariant: InvariantName;
  id: number;
  detail: string;
}

export async function findViolations(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const [invariant, query] of Object.entries(checks) as [InvariantName, typeof checks.entryNotBalanced][]) {
    const rows = await queryRows<{ id: number | string; detail: string }>(db, query);
    for (const row of rows) violations.push({ invariant, id: Number(row.id), detail: row.detail });
  }
  return violations;
}
