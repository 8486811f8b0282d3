import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../packages/server/src/db/client.ts';
import { findViolations } from '../packages/server/src/ledger/index.ts';
import { PresaleSettler } from '../packages/server/src/modules/presale/service.ts';

/**
 * A presale round of 1,000,000 tokens at 0.5 USDT with `subscribers` customers committing 100 USDT
 * each, held on their real accounts, then settled by the settlement job: the time of the one
 * transaction that allocates pro rata, posts every cost and token credit and releases the rest.
 * The commitments are written straight into the tables, as `commitPresale` would leave them.
 */
export async function settleBenchRound(database: Database, subscribers: number): Promise<string> {
  const db = database.db;
  await queryRows(
    db,
    sql`insert into users (username, email, invite_code)
        select 'pre' || g, 'pre' || g || '@example.test', 'PRE' || g from generate_series(1, ${subscribers}) g`,
  );
  await queryRows(
    db,
    sql`insert into ledger_accounts (user_id, kind, mode, currency, balance, held)
        select id, 'customer', 'real', 'USDT', 1000, 100 from users where username like 'pre%'`,
  );
  await queryRows(
    db,
    sql`insert into ledger_accounts (kind, mode, currency) values ('settlement', 'real', 'USDT') on conflict do nothing`,
  );
  await queryRows(
    db,
    sql`with e as (insert into ledger_entries (kind, mode, currency, reference) values ('deposit', 'real', 'USDT', 'bench-presale') returning id)
        insert into ledger_postings (entry_id, account_id, mode, currency, amount)
        select e.id, a.id, 'real', 'USDT', case when a.kind = 'settlement' then ${-1000 * subscribers}::numeric else 1000::numeric end
        from e, ledger_accounts a
        where (a.kind = 'settlement' and a.mode = 'real' and a.currency = 'USDT')
          or a.user_id in (select id from users where username like 'pre%')`,
  );
  const past = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const [round] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into presale_rounds (symbol, name, price, tokens, token_scale, cap, min_commitment, starts_at, ends_at, distributes_at, status)
        values ('BENCH', 'Bench token', 0.5, 1000000, 2, 1000, 1, ${past(3)}::timestamptz, ${past(2)}::timestamptz, ${past(1)}::timestamptz, 'open')
        returning id`,
  );
  const roundId = Number(round?.id);
  await queryRows(
    db,
    sql`with h as (
          insert into ledger_holds (account_id, amount, reference)
          select a.id, 100, 'bench' from ledger_accounts a join users u on u.id = a.user_id
          where u.username like 'pre%' and a.kind = 'customer' returning id, account_id
        ),
        c as (
          insert into presale_commitments (round_id, user_id, amount, hold_id)
          select ${roundId}, a.user_id, 100, h.id from h join ledger_accounts a on a.id = h.account_id returning id, hold_id
        )
        update ledger_holds l set reference = 'presale_commitment:' || c.id from c where l.id = c.hold_id`,
  );
  const settler = new PresaleSettler({
    db,
    now: () => new Date(),
    log: { error: (obj, msg) => console.error(msg, obj) },
  });
  const started = performance.now();
  const settled = await settler.settleDue(new Date());
  const seconds = (performance.now() - started) / 1000;
  const violations = await findViolations(db);
  return (
    `settled ${settled} round of ${subscribers} subscribers (2× oversubscribed) in ${seconds.toFixed(2)} s, ` +
    `${Math.round(subscribers / seconds)} commitments/s  findViolations: ${violations.length === 0 ? 'none' : JSON.stringify(violations.slice(0, 3))}`
  );
}
