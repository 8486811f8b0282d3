import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ErrorCode, Money, type Nft } from '@tp/contract';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { customersWith, headersOf, REAL } from '../../../test/money.ts';
import type { SignedUp } from '../../../test/signin.ts';
import { AppError } from '../../core/errors.ts';
import { nftBids, nfts, notifications } from '../../db/schema.ts';
import { customerAccount, findViolations } from '../../ledger/index.ts';
import { createLot, insertCollection, storeImage } from './admin.ts';
import type { BatchedBid } from './bid-book.ts';

const HOUR = 3_600_000;

/**
 * Bids are group-committed: bids of different customers that arrive together, on one lot or
 * many, are decided in the order they came and written in one transaction. These tests hand the
 * group commit whole batches in a known order and check every answer, bid, hold and notice after.
 */
describe.each(databaseKinds)('NFT bids written together on %s', (kind) => {
  const clock = { now: new Date('2026-06-01T10:00:00.000Z') };
  let app: TestApp;
  let collectionId: number;
  let imageId: string;

  beforeAll(async () => {
    app = await startTestApp(kind, { clock, optionsSettler: false, tradingEngine: false, planAccrual: false });
    const db = app.database.db;
    const contractAddress = `0x${'c'.repeat(40)}`;
    collectionId = (await insertCollection(db, { name: 'Batch', creator: 'QA', chain: 'Polygon', contractAddress })).id;
    imageId = await storeImage(db, 'image/svg+xml', new TextEncoder().encode('<svg/>'));
  });
  afterAll(async () => {
    expect(await findViolations(app.database.db)).toEqual([]);
    await app.close();
  });

  const lot = (endsAt = new Date(clock.now.getTime() + HOUR)) =>
    createLot(app.database.db, {
      collectionId,
      name: `Lot ${Math.random().toString(36).slice(2, 7)}`,
      tokenId: '1',
      imageId,
      startPrice: '100',
      startsAt: new Date(clock.now.getTime() - HOUR),
      endsAt,
    });
  const bidOf = (who: SignedUp, nftId: number, amount: string): BatchedBid => ({
    owner: { userId: who.user.id, mode: 'real' },
    nftId,
    amount: Money.of(amount),
    idempotencyKey: null,
    requestHash: `bid:${nftId}:${amount}`,
  });
  /** Submits the bids in one turn, so that they are one batch in this order; each answer's code. */
  const batch = (bids: readonly BatchedBid[]) =>
    Promise.all(
      bids.map((request) =>
        app.nfts.bids.submit(request).then(
          (nft): { code: number; nft: Nft | null } => ({ code: 200, nft }),
          (err: unknown) => ({ code: err instanceof AppError ? err.code : 500, nft: null }),
        ),
      ),
    );
  const held = async (who: SignedUp) =>
    (
      await customerAccount(app.database.db, { userId: who.user.id, mode: 'real', currency: 'USDT' }, { lock: false })
    ).held.toString();
  const bidsOn = (nftId: number) =>
    app.database.db.select().from(nftBids).where(eq(nftBids.nftId, nftId)).orderBy(asc(nftBids.id));
  const outbidNotices = (who: SignedUp) =>
    app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'nft_outbid')))
      .orderBy(asc(notifications.id));
  const httpBid = (who: SignedUp, id: number, amount: string, key?: string): Promise<Answer<Nft | null>> =>
    call(app.url, 'POST', '/swx/customer/user/placeBid', {
      token: who.token,
      body: { id, amount },
      headers: headersOf(REAL, key),
    });

  it('decides a batch bid after bid: refusals change nothing, the outbid are freed and told, each lot moves once', async () => {
    const [a, ended] = [await lot(), await lot(new Date(clock.now.getTime() + HOUR / 2))];
    const b = await lot();
    const [c, d, e, f, g] = await customersWith(app, 5, '400');
    const [poor] = await customersWith(app, 1, '50');
    expect((await httpBid(c!, a.id, '100')).code).toBe(200);
    clock.now = new Date(clock.now.getTime() + HOUR / 2 + 1000);
    const before = { ...app.nfts.bids.stats };

    const answers = await batch([
      bidOf(d!, a.id, '150'), // outbids c's 100
      bidOf(poor!, a.id, '200'), // 50 USDT cannot cover it
      bidOf(e!, a.id, '155'), // under 150 + 5 %
      bidOf(c!, a.id, '300'), // outbids d's 150, within the batch
      bidOf(f!, ended.id, '120'), // that lot has ended
      bidOf(g!, b.id, '200'), // another lot
    ]);

    expect(answers.map((answer) => answer.code)).toEqual([
      200,
      ErrorCode.insufficientBalance,
      ErrorCode.purchaseAmountWrong,
      200,
      ErrorCode.collectionStatusWrong,
      200,
    ]);
    // Each accepted bid is answered with its lot as the batch left it.
    expect(answers[0]?.nft?.currentBid).toBe('300');
    expect(answers[5]?.nft).toMatchObject({ id: b.id, currentBid: '200', bidCount: 1 });
    expect((await bidsOn(a.id)).map((bid) => [bid.userId, Money.of(bid.amount).toString(), bid.status])).toEqual([
      [c!.user.id, '100', 'outbid'],
      [d!.user.id, '150', 'outbid'],
      [c!.user.id, '300', 'top'],
    ]);
    const [row] = await app.database.db.select().from(nfts).where(eq(nfts.id, a.id));
    expect(row).toMatchObject({ bidCount: 3 });
    expect(Money.of(row!.currentBid!).toString()).toBe('300');
    expect(await Promise.all([c, d, e, f, g, poor].map((who) => held(who!)))).toEqual([
      '300',
      '0',
      '0',
      '0',
      '200',
      '0',
    ]);
    expect((await outbidNotices(c!)).map((n) => n.payload)).toMatchObject([{ amount: '150', released: '100' }]);
    expect((await outbidNotices(d!)).map((n) => n.payload)).toMatchObject([{ amount: '300', released: '150' }]);
    expect(await outbidNotices(g!)).toEqual([]);
    expect(app.nfts.bids.stats.requests - before.requests).toBe(6);
    expect(app.nfts.bids.stats.failedBatches).toBe(before.failedBatches);
  });

  it('lets a top bidder raise their own bid with the freed hold, untold, while others bid elsewhere', async () => {
    const [a, b] = [await lot(), await lot()];
    const [c, d] = await customersWith(app, 2, '250');
    expect((await httpBid(c!, a.id, '100')).code).toBe(200);
    // 150 free besides the 100 held: the raise to 250 needs the hold it replaces.
    const answers = await batch([bidOf(c!, a.id, '250'), bidOf(d!, b.id, '100')]);
    expect(answers.map((answer) => answer.code)).toEqual([200, 200]);
    expect((await bidsOn(a.id)).map((bid) => bid.status)).toEqual(['replaced', 'top']);
    expect([await held(c!), await held(d!)]).toEqual(['250', '100']);
    expect(await outbidNotices(c!)).toEqual([]);
  });

  it('answers a repeated key once, with one bid, and frees a refused bid’s key for the retry', async () => {
    const a = await lot();
    const [c, d] = await customersWith(app, 2, '1000');
    const [first, again] = await Promise.all([httpBid(c!, a.id, '100', 'k-1'), httpBid(c!, a.id, '100', 'k-1')]);
    expect([first.code, again.code]).toEqual([200, 200]);
    expect(again.result).toEqual(first.result);
    expect(await bidsOn(a.id)).toHaveLength(1);
    // Refused in the batch (more than d has): the key is released, free for the retry.
    expect((await httpBid(d!, a.id, '2000', 'k-2')).code).toBe(ErrorCode.insufficientBalance);
    expect((await httpBid(d!, a.id, '200', 'k-2')).code).toBe(200);
    expect([await held(c!), await held(d!)]).toEqual(['0', '200']);
  });
});
