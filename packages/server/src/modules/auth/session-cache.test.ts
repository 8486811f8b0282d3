import { beforeEach, describe, expect, it } from 'vitest';
import { SessionCache, type LiveSession } from './session-cache.ts';

const TTL_MS = 5000;
const HOUR_MS = 3600_000;

describe('SessionCache', () => {
  const clock = { now: new Date('2030-01-01T00:00:00Z') };
  const later = (ms: number) => new Date(clock.now.getTime() + ms);
  let cache: SessionCache;
  /** The database as the cache sees it: token hash to live session, and how often it was asked. */
  let live: Map<string, LiveSession>;
  let loads: number;
  const lookup = (tokenHash: string) =>
    cache.readThrough(tokenHash, (hash) => {
      loads++;
      return Promise.resolve(live.get(hash));
    });
  const session = (userId: number, sessionId: number, expiresInMs = HOUR_MS): LiveSession => ({
    userId,
    sessionId,
    expiresAt: later(expiresInMs),
  });

  beforeEach(() => {
    clock.now = new Date('2030-01-01T00:00:00Z');
    cache = new SessionCache({ ttlMs: TTL_MS, maxEntries: 3, now: () => clock.now });
    cache.resume();
    live = new Map([
      ['a1', session(1, 11)],
      ['a2', session(1, 12)],
      ['b1', session(2, 21)],
    ]);
    loads = 0;
  });

  it('answers a live session from memory until the TTL has passed', async () => {
    expect(await lookup('a1')).toEqual(live.get('a1'));
    live.delete('a1');
    clock.now = later(TTL_MS - 1);
    expect((await lookup('a1'))?.sessionId).toBe(11);
    expect(loads).toBe(1);
    clock.now = later(1);
    expect(await lookup('a1')).toBeUndefined();
    expect(loads).toBe(2);
  });

  it('never answers for a session past its own expiry, however recently it was cached', async () => {
    live.set('short', session(3, 31, 1000));
    expect((await lookup('short'))?.sessionId).toBe(31);
    live.delete('short');
    clock.now = later(999);
    expect((await lookup('short'))?.sessionId).toBe(31);
    clock.now = later(1);
    expect(await lookup('short')).toBeUndefined();
  });

  it('does not remember a miss, so a session opened meanwhile works at once', async () => {
    expect(await lookup('new')).toBeUndefined();
    live.set('new', session(4, 41));
    expect((await lookup('new'))?.sessionId).toBe(41);
    expect(loads).toBe(2);
  });

  it('holds at most its maximum, dropping the oldest cached first', async () => {
    live.set('c1', session(3, 31));
    for (const hash of ['a1', 'a2', 'b1', 'c1']) await lookup(hash);
    expect(cache.size).toBe(3);
    loads = 0;
    for (const hash of ['a2', 'b1', 'c1']) await lookup(hash);
    expect(loads).toBe(0);
    await lookup('a1');
    expect(loads).toBe(1);
    expect(cache.size).toBe(3);
  });

  it("forgetUser drops every session of that user and no one else's", async () => {
    for (const hash of ['a1', 'a2', 'b1']) await lookup(hash);
    live.delete('a1');
    live.delete('a2');
    cache.forgetUser(1);
    expect(await lookup('a1')).toBeUndefined();
    expect(await lookup('a2')).toBeUndefined();
    loads = 0;
    expect((await lookup('b1'))?.sessionId).toBe(21);
    expect(loads).toBe(0);
  });

  it('clear drops everything', async () => {
    for (const hash of ['a1', 'b1']) await lookup(hash);
    live.clear();
    cache.clear();
    expect(await lookup('a1')).toBeUndefined();
    expect(await lookup('b1')).toBeUndefined();
  });

  it('does not keep a lookup that was under way when sessions were forgotten', async () => {
    let finish: (found: LiveSession | undefined) => void = () => undefined;
    const pending = cache.readThrough('a1', () => new Promise((resolve) => (finish = resolve)));
    cache.forgetUser(1);
    finish(live.get('a1'));
    expect((await pending)?.sessionId).toBe(11);
    live.delete('a1');
    expect(await lookup('a1')).toBeUndefined();
  });

  it('serves and keeps nothing while suspended, until resumed', async () => {
    await lookup('a1');
    cache.suspend();
    live.delete('a1');
    loads = 0;
    expect(await lookup('a1')).toBeUndefined();
    expect((await lookup('b1'))?.sessionId).toBe(21);
    expect((await lookup('b1'))?.sessionId).toBe(21);
    expect(loads).toBe(3);
    cache.resume();
    await lookup('b1');
    await lookup('b1');
    expect(loads).toBe(4);
  });

  it('starts suspended: nothing is kept before revocations reach it', async () => {
    const fresh = new SessionCache({ ttlMs: TTL_MS, maxEntries: 3, now: () => clock.now });
    await fresh.readThrough('a1', (hash) => Promise.resolve(live.get(hash)));
    expect(fresh.size).toBe(0);
  });
});
