import { sql } from 'drizzle-orm';
import { RepeatingJob } from '../core/repeating-job.ts';
import { queryRows, type Db } from './client.ts';

/** How often the embedded database's tables are looked at (PostgreSQL's autovacuum naps a minute). */
export const MAINTENANCE_INTERVAL_MS = 10_000;

interface TableDue {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * Autovacuum's work, for the embedded database: PGlite is a single-user backend and runs no
 * autovacuum, so without this its planner would never have statistics (it planned a batch of
 * orders as a scan of every open position) and its tables would never be vacuumed (dead rows
 * pile up, and transaction ids would run out in the end). Each pass vacuums and analyzes the
 * tables autovacuum would, by PostgreSQL's own settings and formulas: dead rows, rows inserted
 * since the last vacuum, the age of the oldest unfrozen transaction, rows changed since the last
 * analyze. The embedded database has one connection: a pass holds the others' statements up for
 * as long as it runs, which the thresholds keep rare.
 */
export class EmbeddedMaintenance {
  private readonly job: RepeatingJob;

  constructor(private readonly deps: { db: Db; log: { error(obj: unknown, msg: string): void } }) {
    this.job = new RepeatingJob({
      intervalMs: MAINTENANCE_INTERVAL_MS,
      roundsPerInterval: 1,
      step: async () => {
        await this.pass();
        return false;
      },
      onError: (err) => this.deps.log.error({ err }, 'embedded database maintenance failed'),
    });
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Vacuums and analyzes the tables that are due; what it did. */
  async pass(): Promise<TableDue[]> {
    const due = await queryRows<TableDue>(
      this.deps.db,
      sql`select s.relname as "table",
            s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
                + current_setting('autovacuum_vacuum_scale_factor')::float8 * greatest(c.reltuples, 0)
              or s.n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8
                + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * greatest(c.reltuples, 0)
              or age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::float8 as vacuum,
            s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
                + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0) as analyze
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
          where s.schemaname = current_schema()`,
    );
    const done = due.filter((table) => table.vacuum || table.analyze);
    for (const { table, vacuum } of done) {
      await this.deps.db.execute(
        vacuum ? sql`vacuum (analyze) ${sql.identifier(table)}` : sql`analyze ${sql.identifier(table)}`,
      );
    }
    return done;
  }
}
