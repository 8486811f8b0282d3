import pg from 'pg';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, postgresAvailable } from '../../test/databases.ts';
import { LeaderElection, PRICE_SOURCE_LOCK_KEY } from './leader.ts';

const RETRY_MS = 200;
/** Time a round trip to the database may take on top of the retry interval, on a busy machine. */
const SLACK_MS = 1500;
const log = pino({ level: 'silent' });

interface Elector {
  name: string;
  election: LeaderElection;
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.runIf(postgresAvailable)('electing the node that runs the price source', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let events: { name: string; event: 'lead' | 'follow'; orderly?: boolean; at: number }[];
  const electors: Elector[] = [];

  beforeEach(async () => {
    database = await freshDatabase('postgres', 2);
    events = [];
  });
  afterEach(async () => {
    for (const { election } of electors.splice(0)) await election.stop();
    await database.close();
  });

  function elector(name: string): Elector {
    const election = new LeaderElection({
      connectionString: database.url!,
      retryMs: RETRY_MS,
      log,
      lead: async () => {
        events.push({ name, event: 'lead', at: Date.now() });
      },
      follow: async (_reason, orderly) => {
        events.push({ name, event: 'follow', orderly, at: Date.now() });
      },
    });
    const created = { name, election };
    electors.push(created);
    return created;
  }

  /** Ends the lock holder's session from the database's side, as a dead node or network would. */
  async function terminateLockHolder(): Promise<void> {
    const admin = new pg.Client({ connectionString: database.url! });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted and classid = 0 and objid = $1 and objsubid = 1
            and database = (select oid from pg_database where datname = current_database())`,
        [PRICE_SOURCE_LOCK_KEY],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
  }

  it('lets exactly one of two nodes lead, and the other takes over within the retry interval when its connection dies', async () => {
    const a = elector('a');
    const b = elector('b');
    await Promise.all([a.election.start(), b.election.start()]);
    expect([a.election.isLeader, b.election.isLeader].filter(Boolean)).toHaveLength(1);
    const [leader, follower] = a.election.isLeader ? [a, b] : [b, a];
    expect(events.map((e) => `${e.name} ${e.event}`)).toEqual([`${leader.name} lead`]);

    // Still one leader after several rounds.
    await new Promise((resolve) => setTimeout(resolve, 3 * RETRY_MS));
    expect(follower.election.isLeader).toBe(false);
    expect(events).toHaveLength(1);

    const killedAt = Date.now();
    await terminateLockHolder();
    await until(() => follower.election.isLeader);
    await until(() => events.length === 3);
    const [, stepDown, takeOver] = events;
    expect(stepDown).toMatchObject({ name: leader.name, event: 'follow', orderly: false });
    expect(takeOver).toMatchObject({ name: follower.name, event: 'lead' });
    // The old leader stopped at once, not at its next check; the other took over at its next try.
    expect(stepDown!.at - killedAt).toBeLessThan(SLACK_MS);
    expect(takeOver!.at - killedAt).toBeLessThan(RETRY_MS + SLACK_MS);
    expect(leader.election.isLeader).toBe(false);

    // The old leader reconnects as a follower and does not take the lead back.
    await new Promise((resolve) => setTimeout(resolve, 3 * RETRY_MS));
    expect([leader.election.isLeader, follower.election.isLeader]).toEqual([false, true]);
    expect(events).toHaveLength(3);
  });

  it('hands the lead over when the leader stops, after letting it finish while it still holds the lock', async () => {
    const a = elector('a');
    await a.election.start();
    const b = elector('b');
    await b.election.start();
    expect([a.election.isLeader, b.election.isLeader]).toEqual([true, false]);
    const stoppedAt = Date.now();
    await a.election.stop();
    expect(events.at(-1)).toMatchObject({ name: 'a', event: 'follow', orderly: true });
    await until(() => b.election.isLeader);
    expect(Date.now() - stoppedAt).toBeLessThan(RETRY_MS + SLACK_MS);
    expect(events.map((e) => `${e.name} ${e.event}`)).toEqual(['a lead', 'a follow', 'b lead']);
  });

  it('releases the lock when leading fails to start, so that another node can lead', async () => {
    let attempts = 0;
    const failing = new LeaderElection({
      connectionString: database.url!,
      retryMs: RETRY_MS,
      log,
      lead: async () => {
        attempts++;
        throw new Error('no prices today');
      },
      follow: async () => undefined,
    });
    electors.push({ name: 'failing', election: failing });
    await failing.start();
    expect(attempts).toBe(1);
    expect(failing.isLeader).toBe(false);
    const b = elector('b');
    await b.election.start();
    await until(() => b.election.isLeader, RETRY_MS + SLACK_MS);
    expect(failing.isLeader).toBe(false);
  });
});
