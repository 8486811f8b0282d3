import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { WATCHLIST_MAX, type WatchlistResult } from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { signUp, USER, type SignedUp } from '../../../test/signin.ts';
import { instruments, watchlist } from '../../db/schema.ts';

describe.each(databaseKinds)('watchlist on %s', (kind) => {
  let app: TestApp;
  /** Catalogue codes, in display order. */
  let codes: string[];
  beforeAll(async () => {
    app = await startTestApp(kind);
    codes = app.instruments.map((instrument) => instrument.code);
  });
  afterAll(async () => {
    await app.close();
  });

  const list = (token: string) => call<WatchlistResult | null>(app.url, 'GET', `${USER}/listWatchlist`, { token });
  const add = (token: string, code: unknown) =>
    call<WatchlistResult | null>(app.url, 'POST', `${USER}/addWatchlist`, { token, body: { code } });
  const remove = (token: string, code: unknown) =>
    call<WatchlistResult | null>(app.url, 'POST', `${USER}/removeWatchlist`, { token, body: { code } });
  const codesOf = async (who: SignedUp) => {
    const answer = await list(who.token);
    expect(answer.code).toBe(200);
    return answer.result!.codes;
  };
  const rowsOf = (who: SignedUp) =>
    app.database.db
      .select()
      .from(watchlist)
      .where(eq(watchlist.userId, who.user.id))
      .orderBy(asc(watchlist.instrumentId));

  it('starts empty, adds in order, and removes', async () => {
    const a = await signUp(app);
    const [first, second, third] = codes as [string, string, string];
    expect(await codesOf(a)).toEqual([]);
    expect((await add(a.token, third)).result).toEqual({ codes: [third] });
    expect((await add(a.token, first)).result).toEqual({ codes: [third, first] });
    const added = await add(a.token, second);
    expect([added.code, added.msg, added.result]).toEqual([200, 'ok', { codes: [third, first, second] }]);
    expect(await codesOf(a)).toEqual([third, first, second]);
    expect((await remove(a.token, first)).result).toEqual({ codes: [third, second] });
    expect(await codesOf(a)).toEqual([third, second]);
    // Removing one that is not there changes nothing.
    expect((await remove(a.token, first)).result).toEqual({ codes: [third, second] });
  });

  it('adds idempotently: a repeat is no error and no duplicate, and keeps the first position', async () => {
    const a = await signUp(app);
    const [first, second] = codes as [string, string];
    await add(a.token, first);
    await add(a.token, second);
    const again = await add(a.token, first);
    expect([again.code, again.result]).toEqual([200, { codes: [first, second] }]);
    expect(await rowsOf(a)).toHaveLength(2);
  });

  it('refuses unknown and malformed codes with 10088 and changes nothing', async () => {
    const a = await signUp(app);
    await add(a.token, codes[0]);
    for (const code of ['NOSUCH', 'eurusd', '', 'X'.repeat(21), 42, null]) {
      for (const answer of [await add(a.token, code), await remove(a.token, code)]) {
        expect([answer.code, answer.result]).toEqual([10088, null]);
      }
    }
    for (const body of [{}, { code: codes[1], extra: 1 }, { codes: [codes[1]] }]) {
      const answer = await call(app.url, 'POST', `${USER}/addWatchlist`, { token: a.token, body });
      expect(answer.code).toBe(10088);
    }
    const broken = await call(app.url, 'POST', `${USER}/addWatchlist`, { token: a.token, rawBody: '{"code":' });
    expect(broken.code).toBe(10088);
    expect(await codesOf(a)).toEqual([codes[0]]);
  });

  it('answers every call without a live session with body code 401 and changes nothing', async () => {
    const a = await signUp(app);
    await add(a.token, codes[0]);
    const before = await app.database.db.select().from(watchlist);
    for (const token of [undefined, 'x'.repeat(40)]) {
      const answers = [
        await call(app.url, 'GET', `${USER}/listWatchlist`, { token }),
        await call(app.url, 'POST', `${USER}/addWatchlist`, { token, body: { code: codes[1] } }),
        await call(app.url, 'POST', `${USER}/removeWatchlist`, { token, body: { code: codes[0] } }),
      ];
      for (const answer of answers) expect([answer.status, answer.code, answer.result]).toEqual([200, 401, null]);
    }
    expect(await app.database.db.select().from(watchlist)).toEqual(before);
  });

  it(`holds at most ${WATCHLIST_MAX} instruments: past that, 10088 and nothing changed`, async () => {
    const a = await signUp(app);
    // The seeded catalogue is smaller than the bound: fill the list with extra instruments.
    const [template] = await app.database.db.select().from(instruments).where(eq(instruments.code, codes[0]!));
    const terms: typeof instruments.$inferInsert = { ...template!, id: undefined, createdAt: undefined };
    const extra = await app.database.db
      .insert(instruments)
      .values(Array.from({ length: WATCHLIST_MAX - 1 }, (_, i) => ({ ...terms, code: `WL${i}`, sortOrder: 1000 + i })))
      .returning({ id: instruments.id, code: instruments.code });
    await app.database.db
      .insert(watchlist)
      .values(extra.map((instrument) => ({ userId: a.user.id, instrumentId: instrument.id })));

    const last = await add(a.token, codes[0]);
    expect(last.code).toBe(200);
    expect(last.result!.codes).toHaveLength(WATCHLIST_MAX);
    expect(last.result!.codes.at(-1)).toBe(codes[0]);

    const over = await add(a.token, codes[1]);
    expect([over.code, over.result]).toEqual([10088, null]);
    expect(await rowsOf(a)).toHaveLength(WATCHLIST_MAX);
    expect(await codesOf(a)).toEqual(last.result!.codes);

    // A repeat of one already there is still no error when the list is full.
    expect((await add(a.token, codes[0])).code).toBe(200);
    // Removing one makes room for one.
    await remove(a.token, codes[0]);
    expect((await add(a.token, codes[1])).code).toBe(200);
    expect(await rowsOf(a)).toHaveLength(WATCHLIST_MAX);

    // Concurrent adds cannot push a list past the bound.
    await remove(a.token, codes[1]);
    await app.database.db.delete(watchlist).where(
      and(
        eq(watchlist.userId, a.user.id),
        inArray(
          watchlist.instrumentId,
          extra.slice(0, 4).map((i) => i.id),
        ),
      ),
    );
    const answers = await Promise.all(codes.slice(2, 14).map((code) => add(a.token, code)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 10088)).toHaveLength(7);
    expect(await rowsOf(a)).toHaveLength(WATCHLIST_MAX);
  });

  it("keeps each customer's list private: B neither sees nor changes A's list", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const [first, second] = codes as [string, string];
    await add(a.token, first);
    await add(a.token, second);

    expect(await codesOf(b)).toEqual([]);
    expect((await remove(b.token, first)).result).toEqual({ codes: [] });
    expect(await codesOf(a)).toEqual([first, second]);

    expect((await add(b.token, second)).result).toEqual({ codes: [second] });
    expect(await codesOf(a)).toEqual([first, second]);
    expect((await remove(b.token, second)).result).toEqual({ codes: [] });
    expect(await codesOf(a)).toEqual([first, second]);
    expect(await codesOf(b)).toEqual([]);

    expect(await rowsOf(a)).toHaveLength(2);
    expect(await rowsOf(b)).toEqual([]);
  });
});
