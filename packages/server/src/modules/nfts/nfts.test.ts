import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Money, type MyNftPage, type Nft, type NftDetail, type NftPage } from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { signUp, type SignedUp } from '../../../test/signin.ts';
import { newUser } from '../../../test/fixtures.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionContext } from '../../core/request.ts';
import type { Db } from '../../db/client.ts';
import { nftSales, nfts } from '../../db/schema.ts';
import { accountBalance, customerAccountId, findViolations, post, systemAccountId } from '../../ledger/index.ts';
import { createLot, insertCollection, storeImage } from './admin.ts';
import { NftSettler } from './settler.ts';

const REAL = { virtually: 'YES' };
const DEMO = { virtually: 'NO' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const silent = { error() {} };

describe.each(databaseKinds)('charity NFTs on %s', (kind) => {
  const clock = { now: new Date('2026-06-01T10:00:00.000Z') };
  let app: TestApp;
  let db: Db;
  let collectionId: number;
  let imageId: string;

  beforeAll(async () => {
    app = await startTestApp(kind, { clock, optionsSettler: false, tradingEngine: false, planAccrual: false });
    db = app.database.db;
    collectionId = (
      await insertCollection(db, {
        name: 'Tests',
        creator: 'QA',
        chain: 'Polygon',
        contractAddress: '0xabc0000000000000000000000000000000000001',
      })
    ).id;
    imageId = await storeImage(
      db,
      'image/svg+xml',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  const at = (offsetMs: number) => new Date(clock.now.getTime() + offsetMs);
  const settler = () => new NftSettler({ db, now: () => clock.now, log: silent });

  async function lot(terms: { startPrice?: string; buyNowPrice?: string; startsAt?: Date; endsAt?: Date } = {}) {
    return createLot(db, {
      collectionId,
      name: `Lot ${Math.random().toString(36).slice(2, 7)}`,
      tokenId: '7',
      imageId,
      startPrice: terms.startPrice ?? '100',
      buyNowPrice: terms.buyNowPrice,
      startsAt: terms.startsAt ?? at(-HOUR),
      endsAt: terms.endsAt ?? at(HOUR),
    });
  }

  async function customer(usdt: string): Promise<SignedUp> {
    const who = await signUp(app);
    await deposit(who.user.id, usdt);
    return who;
  }
  async function funded(usdt: number): Promise<number> {
    const userId = await newUser(db);
    await deposit(userId, String(usdt));
    return userId;
  }
  const sessionOf = (userId: number): SessionContext => ({ userId, sessionId: 0 });
  async function deposit(userId: number, usdt: string): Promise<void> {
    await db.transaction(async (tx) => {
      const account = await customerAccountId(tx, userId, 'real', 'USDT');
      const settlement = await systemAccountId(tx, 'settlement', 'real', 'USDT');
      await post(tx, {
        kind: 'deposit',
        mode: 'real',
        currency: 'USDT',
        postings: [
          { accountId: settlement, amount: Money.of(usdt).negated() },
          { accountId: account, amount: usdt },
        ],
      });
    });
  }
  const bid = (who: SignedUp, id: number, amount: string, headers: Record<string, string> = REAL) =>
    call<Nft | null>(app.url, 'POST', '/swx/customer/user/placeBid', {
      token: who.token,
      body: { id, amount },
      headers,
    });
  const buy = (who: SignedUp, id: number) =>
    call<Nft | null>(app.url, 'POST', '/swx/customer/user/buyNft', { token: who.token, body: { id }, headers: REAL });
  const detail = (id: number) => call<NftDetail>(app.url, 'GET', `/swx/customer/index/getNft/${id}`);
  const mine = (who: SignedUp) => call<MyNftPage>(app.url, 'GET', '/swx/customer/user/listNft', { token: who.token });
  async function usdt(who: SignedUp) {
    const b = await accountBalance(db, await customerAccountId(db, who.user.id, 'real', 'USDT'));
    return { balance: b.balance.toString(), held: b.held.toString() };
  }
  const codeOf = async (answer: Promise<{ code: number }>) => (await answer).code;

  it('runs a three-bidder auction: holds move as they outbid, the winner pays, the split is exact', async () => {
    const nft = await lot({ startPrice: '100' });
    const [a, b, c] = [await customer('1000'), await customer('1000'), await customer('150')];
    expect([(await bid(a, nft.id, '100')).msg, await usdt(a)]).toEqual(['20004', { balance: '1000', held: '100' }]);
    expect(await codeOf(bid(b, nft.id, '104.99'))).toBe(10016);
    expect((await bid(b, nft.id, '105')).result?.minNextBid).toBe('110.25');
    expect(await usdt(a)).toEqual({ balance: '1000', held: '0' });
    expect(await codeOf(bid(c, nft.id, '200'))).toBe(10011);
    expect(await codeOf(bid(c, nft.id, '120', DEMO))).toBe(10088);
    await bid(c, nft.id, '120');
    // C raises their own top bid: the hold is replaced, not doubled (150 available covers 150, not 270).
    expect((await bid(c, nft.id, '150')).code).toBe(200);
    expect(await usdt(c)).toEqual({ balance: '150', held: '150' });
    await bid(a, nft.id, '333.33');
    const history = (await detail(nft.id)).result;
    expect(history.bids.map((x) => x.amount)).toEqual(['333.33', '150', '120', '105', '100']);
    expect(history.bids[0]?.bidder).toMatch(/^\w{2}\*\*\*\w{2}$/);
    expect(await usdt(c)).toEqual({ balance: '150', held: '0' });

    clock.now = at(2 * HOUR);
    expect(await settler().settleDue()).toBeGreaterThanOrEqual(1);
    expect(await usdt(a)).toEqual({ balance: '666.67', held: '0' });
    expect(await usdt(b)).toEqual({ balance: '1000', held: '0' });
    const sale = (await db.select().from(nftSales).where(eq(nftSales.nftId, nft.id)))[0];
    // Fee 10 % of 333.33 rounded down to 6 dp; the charity gets the rest.
    expect([sale?.feeAmount, sale?.charityAmount].map((x) => Money.of(x ?? '0').toString())).toEqual([
      '33.333',
      '299.997',
    ]);
    const owned = (await mine(a)).result.list.find((x) => x.nft.id === nft.id);
    expect([owned?.relation, owned?.receipt?.charityAmount, owned?.nft.owner]).toEqual(['owned', '299.997', 'you']);
    expect((await mine(b)).result.list.find((x) => x.nft.id === nft.id)?.relation).toBe('lost');
    expect(await codeOf(bid(b, nft.id, '400'))).toBe(10020);
  });

  it('extends the end by the anti-sniping window for a bid in its last minutes', async () => {
    const nft = await lot({ endsAt: at(3 * MINUTE) });
    const who = await customer('500');
    const answer = await bid(who, nft.id, '100');
    expect(answer.result?.endTime).toBe(nft.endsAt.getTime() + 5 * MINUTE);
    const early = await lot({ endsAt: at(HOUR) });
    expect((await bid(who, early.id, '100')).result?.endTime).toBe(early.endsAt.getTime());
  });

  it('sells at once on buy now, releasing every other bid; refuses what is not for sale', async () => {
    const nft = await lot({ buyNowPrice: '500' });
    const [a, b] = [await customer('1000'), await customer('1000')];
    await bid(a, nft.id, '100');
    await bid(b, nft.id, '105');
    const bought = await buy(a, nft.id);
    expect([bought.msg, bought.result?.status, bought.result?.owner]).toEqual(['20004', 'sold', 'you']);
    expect(await usdt(a)).toEqual({ balance: '500', held: '0' });
    expect(await usdt(b)).toEqual({ balance: '1000', held: '0' });
    expect(await codeOf(buy(b, nft.id))).toBe(10020);
    const plain = await lot();
    expect(await codeOf(buy(b, plain.id))).toBe(10020);
    const upcoming = await lot({ startsAt: at(HOUR), endsAt: at(2 * HOUR) });
    expect(await codeOf(bid(b, upcoming.id, '100'))).toBe(10020);
    await db.update(nfts).set({ sellerId: b.user.id }).where(eq(nfts.id, plain.id));
    expect(await codeOf(bid(b, plain.id, '100'))).toBe(10088);
    expect(await usdt(b)).toEqual({ balance: '1000', held: '0' });
  });

  it('settles each ended auction exactly once across two nodes, and after a restart that missed the end', async () => {
    // Ending well after the anti-sniping window, so that the bids do not move the end.
    const ending = () => lot({ endsAt: at(10 * MINUTE) });
    const nfts = await Promise.all([ending(), ending(), ending()]);
    const who = await customer('1000');
    for (const nft of nfts) await bid(who, nft.id, '100');
    clock.now = at(20 * MINUTE);
    await Promise.all([settler().settleDue(), settler().settleDue()]);
    const sales = await Promise.all(nfts.map((nft) => db.select().from(nftSales).where(eq(nftSales.nftId, nft.id))));
    expect(sales.map((rows) => rows.length)).toEqual([1, 1, 1]);
    expect(await usdt(who)).toEqual({ balance: '700', held: '0' });

    const missed = await ending();
    await bid(who, missed.id, '100');
    clock.now = at(HOUR);
    const restarted = await startTestApp(kind, {
      clock,
      database: app.database,
      nftSettler: true,
      tradingEngine: false,
    });
    await expect.poll(async () => (await detail(missed.id)).result.status, { timeout: 5000 }).toBe('sold');
    await restarted.close();
    expect(await usdt(who)).toEqual({ balance: '600', held: '0' });
  });

  it('keeps held amounts and receipts private: another customer reads only their own', async () => {
    const nft = await lot();
    const [a, b] = [await customer('1000'), await customer('1000')];
    await bid(a, nft.id, '100');
    const theirs = (await mine(b)).result;
    expect(theirs.list.find((x) => x.nft.id === nft.id)).toBeUndefined();
    expect((await mine(a)).result.list.find((x) => x.nft.id === nft.id)?.held).toBe('100');
    const market = await call<NftPage>(app.url, 'GET', '/swx/customer/index/listNft?status=live&pageSize=100');
    expect(JSON.stringify(market.result)).not.toContain(a.user.username);
    expect(JSON.stringify((await detail(nft.id)).result)).not.toContain(a.user.username);
  });

  it.runIf(kind === 'postgres')(
    'accepts one bid per price level under 50 concurrent bids, holds consistent',
    async () => {
      const nft = await lot({ startPrice: '10' });
      // Bare customers (no sign-up: the bids go straight to the service, 50 connections at once).
      const bidders = await Promise.all(Array.from({ length: 50 }, () => funded(10000)));
      // Two bidders at each of 25 levels, all at once.
      const answers = await Promise.all(
        bidders.map((userId, i) =>
          app.nfts
            .bid(sessionOf(userId), 'real', { id: nft.id, amount: String(100 + Math.floor(i / 2) * 10) })
            .then(() => ({ code: 200 }))
            .catch((err: unknown) => ({ code: err instanceof AppError ? err.code : 500 })),
        ),
      );
      expect(answers.every((x) => [200, 10016].includes(x.code))).toBe(true);
      const history = (await detail(nft.id)).result.bids;
      const amounts = history.map((x) => x.amount);
      expect(new Set(amounts).size).toBe(amounts.length);
      const accepted = answers.filter((x) => x.code === 200).length;
      expect(history.length).toBe(accepted);
      const held = await Promise.all(
        bidders.map(
          async (userId) => (await accountBalance(db, await customerAccountId(db, userId, 'real', 'USDT'))).held,
        ),
      );
      expect(held.filter((x) => x.isPositive()).map((x) => x.toString())).toEqual([history[0]?.amount]);
      expect(await findViolations(db)).toEqual([]);
    },
  );
});
