import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BACKOFFICE_API,
  COIN_NETWORKS,
  COINS,
  DEPOSIT_MAX,
  ErrorCode,
  LOTS_MAX,
  Money,
  STAKE_MAX,
  WITHDRAWAL_MAX,
  type AccountFigures,
  type Coin,
  type OptionsProduct,
  type RechargeRecord,
  type ReviewDeposit,
} from '@tp/contract';
import { databaseKinds } from '../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp } from '../../test/app.ts';
import { fundReal, REAL, recharge, setPrice, uploadProof, withdraw, withdrawalBody } from '../../test/money.ts';
import { moneyForm, type Endpoint, type Field, type FieldSchema } from '../../test/openapi.ts';
import { signUp, USER, type SignedUp } from '../../test/signin.ts';
import { prepareWalk, type Walk } from '../../test/walk.ts';
import { deposits } from '../db/schema.ts';
import { txHash } from '../modules/wallet/wallet.fixtures.ts';

/**
 * Security suite: every money field of a request has a maximum from the contract, per coin and per
 * call, below what the database's columns hold (numeric(38, 18): under 10^20). A deposit claim of
 * 99999999999999999999 USDT was once accepted and, approved, became the balance; in BTC its
 * approval overflowed the column and answered HTTP 500 forever. And a stake of " 100" was trimmed
 * and taken where a withdrawal of " 100" was refused: padded numbers are refused everywhere.
 */

/** Request fields that carry money under these names must be marked as money in the document. */
const MONEY_NAMES = /amount|stake|lots|bid|price|stopLoss|takeProfit/i;
/** The money fields of today's API: each must stay marked. */
const KNOWN_MONEY_FIELDS = [
  'POST /swx/customer/user/recharge amount',
  'POST /swx/customer/user/withdrawal amount',
  'GET /swx/customer/user/withdrawalQuote amount',
  'GET /swx/customer/order/quotePosition lots',
  'POST /swx/customer/order/openPosition lots',
  'POST /swx/customer/order/openPosition stopLoss',
  'POST /swx/customer/order/openPosition takeProfit',
  'POST /swx/customer/order/updatePositionStops stopLoss',
  'POST /swx/customer/order/updatePositionStops takeProfit',
  'POST /swx/customer/order/buyOptions stake',
];
/**
 * A numeric(38, 18) column holds less than 10^20; a maximum stays under 10^14, so that the amount
 * times a rate or a contract size of up to a million still fits.
 */
const MAXIMUM_BOUND = Money.of('100000000000000');

const nameOf = (endpoint: Endpoint, field: Field) => `${endpoint.method} ${endpoint.path} ${field.name}`;

/** The maximum and decimals of a money field for one coin (or the one of a call that names none). */
function limitOf(form: FieldSchema, coin: Coin | null): { max: string; scale: number } {
  const max = form['x-maximum'];
  const scale = form['x-scale'] ?? 18;
  const pick = <T>(value: T | Record<string, T>): T =>
    typeof value === 'object' && value !== null && coin !== null ? (value as Record<string, T>)[coin]! : (value as T);
  return { max: pick(max!), scale: pick(scale) };
}

/** What is sent beyond the maximum: one step over it, 40-digit numbers, and padding. */
function beyond(max: string, scale: number): string[] {
  const step = Money.of('1').dividedBy(Money.of('1'.padEnd(scale + 1, '0')), scale, 'down');
  return [
    Money.of(max).plus(step).toString(),
    '9'.repeat(40),
    `1${'0'.repeat(39)}`,
    `${'9'.repeat(20)}.${'9'.repeat(20)}`,
    `0.${'0'.repeat(38)}1`,
    ' 100',
    '100 ',
    '\u00a0100',
  ];
}

describe.each(databaseKinds)('amounts at and beyond their maximum on %s', (kind) => {
  let app: TestApp;
  let walk: Walk;
  beforeAll(async () => {
    app = await startTestApp(kind);
    walk = await prepareWalk(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const prices = () => {
    setPrice(app, 'BTCUSDT', '104250.50');
    setPrice(app, 'ETHUSDT', '3850.25');
  };
  const moneyFields = () =>
    walk.endpoints.flatMap((endpoint) =>
      endpoint.fields.flatMap((field) => {
        const form = moneyForm(field);
        return form ? [{ endpoint, field, form }] : [];
      }),
    );
  const account = async (who: SignedUp) =>
    (await call<AccountFigures>(app.url, 'GET', `${USER}/getAccount`, { token: who.token, headers: REAL })).result;
  const approve = (id: number) =>
    call<ReviewDeposit | null>(app.url, 'POST', `${BACKOFFICE_API}/deposits/${id}/approve`, {
      token: walk.operatorToken,
    });

  async function claim(who: SignedUp, coin: Coin, amount: string): Promise<Answer<RechargeRecord | null>> {
    const network = COIN_NETWORKS[coin][0];
    const body = {
      coin,
      network,
      amount,
      txHash: txHash(network),
      last6: 'a1B2c3',
      proofFileId: await uploadProof(app, who),
    };
    return recharge(app, who, body);
  }

  it('marks every money field of the OpenAPI document with a maximum and its call’s code, below what a column holds', () => {
    const fields = moneyFields();
    expect(fields.map(({ endpoint, field }) => nameOf(endpoint, field))).toEqual(
      expect.arrayContaining(KNOWN_MONEY_FIELDS),
    );
    const unmarked = walk.endpoints.flatMap((endpoint) =>
      endpoint.fields.filter((f) => MONEY_NAMES.test(f.name) && !moneyForm(f)).map((f) => nameOf(endpoint, f)),
    );
    expect(unmarked).toEqual([]);
    for (const { endpoint, field, form } of fields) {
      const maxima =
        typeof form['x-maximum'] === 'string' ? [form['x-maximum']] : Object.values(form['x-maximum'] ?? {});
      expect([nameOf(endpoint, field), maxima.length > 0]).toEqual([nameOf(endpoint, field), true]);
      for (const max of maxima)
        expect([nameOf(endpoint, field), max, Money.of(max).lt(MAXIMUM_BOUND)]).toEqual([
          nameOf(endpoint, field),
          max,
          true,
        ]);
      expect(Object.values(ErrorCode)).toContain(form['x-amount-code']);
    }
  });

  it('refuses one step over the maximum, 40-digit numbers and padded amounts in every money field with the call’s amount code, moving nothing', async () => {
    const before = await account(walk.customer);
    const wrong: string[] = [];
    let sent = 0;
    for (const { endpoint, field, form } of moneyFields()) {
      const perCoin = typeof form['x-maximum'] === 'object';
      for (const coin of perCoin ? COINS : [null]) {
        const { max, scale } = limitOf(form, coin);
        const network = coin ? COIN_NETWORKS[coin][0] : null;
        const pair = coin && network ? { coin, network, txHash: txHash(network) } : {};
        for (const amount of beyond(max, scale)) {
          prices();
          const answer = await walk.send(endpoint, walk.valuesWith(endpoint, { ...pair, [field.name]: amount }));
          sent += 1;
          const seen = [answer.status, answer.code, answer.result, answer.msg.includes(max)];
          if (JSON.stringify(seen) !== JSON.stringify([200, form['x-amount-code'], null, true])) {
            wrong.push(
              `${nameOf(endpoint, field)} ${coin ?? ''} ${JSON.stringify(amount)}: ${JSON.stringify([...seen, answer.msg])}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(KNOWN_MONEY_FIELDS.length * 8);
    expect(await account(walk.customer)).toEqual(before);
  });

  it('refuses the attack’s deposit claim of 99999999999999999999 in every coin', async () => {
    const who = await signUp(app);
    for (const coin of COINS) {
      const answer = await claim(who, coin, '99999999999999999999');
      expect([coin, answer.code, answer.result]).toEqual([coin, ErrorCode.badParameters, null]);
    }
    const list = await call<{ total: number }>(app.url, 'GET', `${USER}/listRecharge`, { token: who.token });
    expect(list.result.total).toBe(0);
  });

  it('takes a deposit claim of each coin’s maximum, and its approval credits it at the rate without overflow', async () => {
    const who = await signUp(app);
    let expected = Money.zero();
    for (const coin of COINS) {
      prices();
      const claimed = await claim(who, coin, DEPOSIT_MAX[coin]);
      expect([coin, claimed.code, claimed.result?.amount]).toEqual([coin, 200, DEPOSIT_MAX[coin]]);
      const approved = await approve(claimed.result!.id);
      expect([coin, approved.status, approved.code, approved.result?.status]).toEqual([coin, 200, 200, 'completed']);
      const rate = approved.result!.rate ?? '1';
      expect(approved.result!.creditedAmount).toBe(Money.of(DEPOSIT_MAX[coin]).times(rate).toString());
      expected = expected.plus(approved.result!.creditedAmount!);
    }
    expect((await account(who)).balance).toBe(expected.toString());
  });

  it('answers the approval of a claim stored over its coin’s maximum (from before the maximum) with 10088, not a 500, and lets it be rejected', async () => {
    const who = await signUp(app);
    prices();
    const claimed = await claim(who, 'BTC', '1');
    const id = claimed.result!.id;
    await app.database.db.update(deposits).set({ amount: '99999999999999999999' }).where(eq(deposits.id, id));
    const approved = await approve(id);
    expect([approved.status, approved.code, approved.result]).toEqual([200, ErrorCode.badParameters, null]);
    expect(approved.msg).toContain(DEPOSIT_MAX.BTC);
    const rejected = await call<ReviewDeposit | null>(app.url, 'POST', `${BACKOFFICE_API}/deposits/${id}/reject`, {
      token: walk.operatorToken,
      body: { reason: 'Over the most one deposit takes.' },
    });
    expect([rejected.code, rejected.result?.status]).toEqual([200, 'rejected']);
    expect((await account(who)).balance).toBe('0');
  });

  it('takes a withdrawal of the maximum and refuses one step more', async () => {
    const who = await signUp(app);
    await fundReal(app, who, Money.of(WITHDRAWAL_MAX).plus('1').toString());
    const over = await withdraw(app, who, withdrawalBody(Money.of(WITHDRAWAL_MAX).plus('0.000001').toString()));
    expect([over.code, over.result]).toEqual([ErrorCode.badParameters, null]);
    const taken = await withdraw(app, who, withdrawalBody(WITHDRAWAL_MAX));
    expect([taken.code, taken.result?.amount]).toEqual([200, WITHDRAWAL_MAX]);
  });

  it('keeps every options product’s stakes and every instrument’s lots within the contract’s maximum', async () => {
    const products = await call<OptionsProduct[]>(app.url, 'GET', '/swx/customer/index/listOptionsProducts');
    expect(products.result.length).toBeGreaterThan(0);
    for (const product of products.result) expect(Money.of(product.maxStake).lte(STAKE_MAX)).toBe(true);
    for (const instrument of app.instruments)
      expect([instrument.code, Money.of(instrument.maxLots).lte(LOTS_MAX)]).toEqual([instrument.code, true]);
  });
});
