// Smart plans' daily earnings job: 100,000 earning plans with a day due, paid by the accrual job
// (PlanAccrual, batches of 500 claimed FOR UPDATE SKIP LOCKED), on PGlite and on PostgreSQL (one
// node, then two nodes' jobs at once on PostgreSQL). Prints plans paid per second and the run's
// time, and findViolations() after each run. Asserts nothing. Run: npm run bench:earn.
//
// The plans are written straight into the tables (the subscriptions themselves are what
// bench:orders measures for the order path): 10,000 customers with ten plans each, one per
// product, their principal moved to the plans account by one entry so that the books hold.
// BENCH_PLANS changes the number of plans. Then a presale round with 10,000 subscribers
// (BENCH_SUBSCRIBERS) settled by its job, on each database.
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows, type Database, type Db } from '../packages/server/src/db/client.ts';
import { findViolations } from '../packages/server/src/ledger/index.ts';
import { PlanAccrual } from '../packages/server/src/modules/plans/accrual.ts';
import { settleBenchRound } from './earn-presale.ts';
import { withDatabase } from './orders-pg.ts';

const PLANS = Number(process.env.BENCH_PLANS ?? 100_000);
const PLANS_PER_CUSTOMER = 10;
const DAY_MS = 86_400_000;
const silent = { error: (obj: object, msg: string) => console.error(msg, obj) };

/** Customers, their real accounts, ten products and the plans, each with its first day due now. */
async function seed(db: Db, startMs: number): Promise<void> {
  const customers = Math.ceil(PLANS / PLANS_PER_CUSTOMER);
  await queryRows(
    db,
    sql`insert into users (username, email, invite_code)
        select 'earn' || g, 'earn' || g || '@example.test', 'EARN' || g from generate_series(1, ${customers}) g`,
  );
  await queryRows(
    db,
    sql`insert into ledger_accounts (user_id, kind, mode, currency) select id, 'customer', 'real', 'USDT' from users`,
  );
  await queryRows(
    db,
    sql`insert into smart_products (slug, names, disclosures, min_amount, max_amount, early_exit_rate, exit_forfeits_earnings, status)
        select 'earn-' || g, '{"en":"Bench"}', '{"en":"Paid by the platform."}', 100, 100000, 0.02, false, 'open'
        from generate_series(1, ${PLANS_PER_CUSTOMER}) g`,
  );
  await queryRows(
    db,
    sql`insert into ledger_accounts (kind, mode, currency) values ('settlement', 'real', 'USDT'), ('plan_principal', 'real', 'USDT'), ('plan_yield', 'real', 'USDT')`,
  );
  const principal = PLANS * 1000;
  await queryRows(
    db,
    sql`with e as (insert into ledger_entries (kind, mode, currency, reference) values ('plan_subscribe', 'real', 'USDT', 'bench') returning id)
        insert into ledger_postings (entry_id, account_id, mode, currency, amount)
        select e.id, a.id, 'real', 'USDT', case when a.kind = 'settlement' then ${-principal}::numeric else ${principal}::numeric end
        from e, ledger_accounts a where a.kind in ('settlement', 'plan_principal')`,
  );
  const start = new Date(startMs).toISOString();
  const firstDue = new Date(startMs + DAY_MS).toISOString();
  const end = new Date(startMs + 30 * DAY_MS).toISOString();
  await queryRows(
    db,
    sql`insert into smart_plans (user_id, product_id, days, amount, daily_rate, early_exit_rate, exit_forfeits_earnings,
          expected_return, start_time, end_time, next_earning_at, subscribe_entry_id)
        select u.id, p.id, 30, 1000, 0.0002, 0.02, false, 6, ${start}::timestamptz, ${end}::timestamptz, ${firstDue}::timestamptz,
          (select id from ledger_entries where reference = 'bench')
        from (select id from users order by id limit ${Math.ceil(PLANS / PLANS_PER_CUSTOMER)}) u cross join smart_products p
        where p.slug like 'earn-%'
        limit ${PLANS}`,
  );
}

async function run(label: string, database: Database, nodes: number): Promise<void> {
  const startMs = Date.now() - DAY_MS - 1000;
  const seedStarted = performance.now();
  await seed(database.db, startMs);
  const seeded = (performance.now() - seedStarted) / 1000;
  const now = new Date();
  const jobs = Array.from({ length: nodes }, () => new PlanAccrual({ db: database.db, now: () => now, log: silent }));
  const started = performance.now();
  const batches: number[] = [];
  await Promise.all(
    jobs.map(async (job) => {
      for (;;) {
        const batchStarted = performance.now();
        const claimed = await job.accrueDue(now);
        if (claimed === 0) return;
        batches.push(performance.now() - batchStarted);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [paid] = await queryRows<{ n: string | number }>(
    database.db,
    sql`select count(*) as n from smart_plan_earnings`,
  );
  const violations = await findViolations(database.db);
  batches.sort((a, b) => a - b);
  const p50 = batches[Math.floor(batches.length / 2)] ?? 0;
  console.log(
    `${label.padEnd(22)} ${String(paid?.n).padStart(7)} days paid in ${seconds.toFixed(2).padStart(6)} s  ` +
      `${Math.round(Number(paid?.n) / seconds)
        .toString()
        .padStart(6)} plans/s  batch p50 ${p50.toFixed(0)} ms  (seeded in ${seeded.toFixed(1)} s)  ` +
      `findViolations: ${violations.length === 0 ? 'none' : JSON.stringify(violations.slice(0, 3))}`,
  );
}

console.log(`Smart plans' daily earnings: ${PLANS} earning plans, one day due each; batches of 500\n`);
const pglite = await openPglite(null);
try {
  await run('PGlite, 1 node', pglite, 1);
} finally {
  await pglite.close();
}
for (const nodes of [1, 2]) {
  await withDatabase('tp_bench_earn', async (url) => {
    const database = await openPostgres(url, 10);
    try {
      await run(`PostgreSQL, ${nodes} node${nodes > 1 ? 's' : ''}`, database, nodes);
    } finally {
      await database.close();
    }
  });
}

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
console.log(`\nA presale round settled: ${SUBSCRIBERS} subscribers`);
await withDatabase('tp_bench_presale', async (url) => {
  const database = await openPostgres(url, 10);
  try {
    console.log(`PostgreSQL             ${await settleBenchRound(database, SUBSCRIBERS)}`);
  } finally {
    await database.close();
  }
});
const presaleLite = await openPglite(null);
try {
  console.log(`PGlite                 ${await settleBenchRound(presaleLite, SUBSCRIBERS)}`);
} finally {
  await presaleLite.close();
}
