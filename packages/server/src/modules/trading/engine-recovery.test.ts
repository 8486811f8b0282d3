import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Money } from '@tp/contract';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { signUp } from '../../../test/signin.ts';
import { closeEntries, helpers, positionRow } from '../../../test/trading-engine.ts';
import type { Db } from '../../db/client.ts';
import { findViolations } from '../../ledger/index.ts';

/**
 * The engine after a database error: the tick that crossed a stop is not lost with the round that
 * failed. Each failure is made by the database itself (a trigger that refuses closes, the change
 * sequence renamed away), and undone while no other tick arrives: the close must come from the
 * engine's own retry, at the tick that crossed the stop.
 */
describe.each(databaseKinds)('trading engine after a database error on %s', (kind) => {
  let app: TestApp;
  let db: Db;
  const h = helpers(() => app);

  beforeAll(async () => {
    app = await startTestApp(kind, { log: h.log });
    db = app.database.db;
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  it('closes a crossed stop whose close failed, at the tick that crossed it, once the database allows', async () => {
    const who = await signUp(app);
    h.ticks('BTCUSDT', '110');
    const position = await h.open(who, 'BTCUSDT', { side: 'long', stopLoss: '100' });
    await app.engine.syncNow();
    await db.execute(sql`create function refuse_close() returns trigger language plpgsql as $$
      begin raise exception 'closes refused for the test'; end $$`);
    await db.execute(sql`create trigger refuse_close before update on positions
      for each row when (new.status = 'closed') execute function refuse_close()`);
    let tick;
    try {
      [tick] = h.ticks('BTCUSDT', '99');
      await app.engine.whenIdle();
      expect((await positionRow(db, position.id)).status).toBe('open');
      expect(await closeEntries(db, position.id)).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_close on positions`);
      await db.execute(sql`drop function refuse_close()`);
    }
    const closed = await h.waitClosed(db, position.id);
    expect(closed.closeReason).toBe('stop_loss');
    expect(closed.closeTickTimeMs).toBe(tick?.time);
    expect(Money.of(closed.closePrice!).eq('99')).toBe(true);
    expect(await closeEntries(db, position.id)).toBe(1);
  });

  it('checks the ticks that came while positions could not be read, once they can', async () => {
    const who = await signUp(app);
    h.ticks('ETHUSDT', '110');
    await app.engine.syncNow();
    // The engine's change poll reads the sequence by name; opening takes its numbers by its id.
    await db.execute(sql`alter sequence position_change_seq rename to position_change_seq_away`);
    let tick;
    let id = 0;
    try {
      id = (await h.open(who, 'ETHUSDT', { side: 'long', stopLoss: '100' })).id;
      [tick] = h.ticks('ETHUSDT', '99');
      await app.engine.whenIdle();
      expect(app.engine.index.has(id)).toBe(false);
    } finally {
      await db.execute(sql`alter sequence position_change_seq_away rename to position_change_seq`);
    }
    const closed = await h.waitClosed(db, id);
    expect(closed.closeReason).toBe('stop_loss');
    expect(closed.closeTickTimeMs).toBe(tick?.time);
  });
});
