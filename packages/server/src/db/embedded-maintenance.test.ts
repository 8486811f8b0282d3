import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows, type Database } from './client.ts';
import { EmbeddedMaintenance } from './embedded-maintenance.ts';

/** The embedded database runs no autovacuum: the maintenance pass does its work, by its thresholds. */
describe('embedded database maintenance', () => {
  let database: Database;
  let maintenance: EmbeddedMaintenance;
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await openPglite(null);
    maintenance = new EmbeddedMaintenance({ db: database.db, log: { error: (obj) => errors.push(obj) } });
    await database.db.execute(sql`create table probe (id int primary key, v text)`);
  });
  afterAll(async () => {
    await database.close();
  });

  const probe = async () =>
    (
      await queryRows<{ tuples: number; vacuumed: boolean; analyzed: boolean; dead: number }>(
        database.db,
        sql`select c.reltuples::int as tuples, s.last_vacuum is not null as vacuumed,
              s.last_analyze is not null as analyzed, s.n_dead_tup::int as dead
            from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'probe'`,
      )
    )[0];
  /** Changes a statement made reach the statistics views only once a second has passed, or when told to. */
  const change = async (statement: ReturnType<typeof sql>) => {
    await database.db.execute(statement);
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
  };
  const dueOf = async () => (await maintenance.pass()).find((table) => table.table === 'probe');

  it('gives a table that grew its statistics, and vacuums it, once', async () => {
    await change(sql`insert into probe select g, 'x' from generate_series(1, 5000) g`);
    expect(await probe()).toMatchObject({ tuples: -1, vacuumed: false, analyzed: false });

    expect(await dueOf()).toEqual({ table: 'probe', vacuum: true, analyze: true });
    expect(await probe()).toMatchObject({ tuples: 5000, vacuumed: true, analyzed: true });
    // Nothing changed since: nothing to do.
    expect(await dueOf()).toBeUndefined();
  });

  it('vacuums away the dead rows of updates once they pass autovacuum’s threshold, not before', async () => {
    // 50 + 20 % of 5000 = 1050 dead rows make a vacuum due; 1000 do not (but analyze: over 50 + 10 %).
    await change(sql`update probe set v = 'y' where id <= 1000`);
    expect(await dueOf()).toEqual({ table: 'probe', vacuum: false, analyze: true });
    await change(sql`update probe set v = 'z' where id <= 100`);
    expect((await probe())?.dead).toBeGreaterThan(1050);
    expect(await dueOf()).toEqual({ table: 'probe', vacuum: true, analyze: false });
    expect((await probe())?.dead).toBe(0);
    expect(errors).toEqual([]);
  });
});
