import { expect } from 'vitest';
import type {
  AccountFigures,
  OptionsOrder,
  OptionsProduct,
  PositionRecord,
  RechargeRecord,
  UploadResult,
  WithdrawalRecord,
} from '@tp/contract';
import { customerAccountId, post, systemAccountId } from '../src/ledger/index.ts';
import { ADDRESSES, png, txHash } from '../src/modules/wallet/wallet.fixtures.ts';
import { call, type Answer, type TestApp } from './app.ts';
import { signUp, USER, type SignedUp } from './signin.ts';

/**
 * The money calls of a customer over HTTP, for the suites that cross modules (idempotency, the
 * cross-customer walk): each takes the book's header and, when given, an Idempotency-Key.
 */

export const ORDER = '/swx/customer/order';
export const DEMO = { virtually: 'NO' } as const;
export const REAL = { virtually: 'YES' } as const;
export type Book = typeof DEMO | typeof REAL;

/** The headers of a call on `book`, with the key when there is one. */
export function headersOf(book: Book, key?: string): Record<string, string> {
  return key === undefined ? { ...book } : { ...book, 'idempotency-key': key };
}

/** Credits the customer's real account with `amount` USDT, as an approved deposit would. */
export async function fundReal(app: TestApp, who: SignedUp, amount: string): Promise<void> {
  await app.database.db.transaction(async (tx) =>
    post(tx, {
      kind: 'deposit',
      mode: 'real',
      currency: 'USDT',
      postings: [
        { accountId: await systemAccountId(tx, 'settlement', 'real', 'USDT'), amount: `-${amount}` },
        { accountId: await customerAccountId(tx, who.user.id, 'real', 'USDT'), amount },
      ],
    }),
  );
}

/** `count` new customers at once, each then credited with `cash` USDT on the real book (none: nothing credited). */
export async function customersWith(app: TestApp, count: number, cash?: string): Promise<SignedUp[]> {
  const customers = await Promise.all(Array.from({ length: count }, () => signUp(app)));
  if (cash !== undefined) for (const who of customers) await fundReal(app, who, cash);
  return customers;
}

/** A live price for `code`, now. */
export function setPrice(app: TestApp, code: string, priceText: string): void {
  app.feed.ingest([{ code, price: Number(priceText), priceText, time: Date.now() }]);
}

export function instrumentId(app: TestApp, code: string): number {
  const instrument = app.instruments.find((i) => i.code === code);
  if (!instrument) throw new Error(`no instrument ${code}`);
  return instrument.id;
}

/** A small BTCUSDT order (the crypto market never closes): 0.001 lot at leverage 10. */
export function openBody(app: TestApp, lots = '0.001') {
  return { instrumentId: instrumentId(app, 'BTCUSDT'), side: 'long', lots, leverage: 10 };
}

export function openPosition(
  app: TestApp,
  who: SignedUp,
  body: object,
  book: Book,
  key?: string,
): Promise<Answer<PositionRecord | null>> {
  return call(app.url, 'POST', `${ORDER}/openPosition`, { token: who.token, body, headers: headersOf(book, key) });
}

export function closePosition(
  app: TestApp,
  who: SignedUp,
  id: number,
  book: Book,
  key?: string,
): Promise<Answer<PositionRecord | null>> {
  return call(app.url, 'POST', `${ORDER}/closePosition`, {
    token: who.token,
    body: { id },
    headers: headersOf(book, key),
  });
}

/** An up option on BTCUSDT of the shortest period on offer. */
export async function optionBody(app: TestApp, stake = '10') {
  const products = (await call<OptionsProduct[]>(app.url, 'GET', '/swx/customer/index/listOptionsProducts')).result;
  const product = products[0];
  if (!product) throw new Error('no options product');
  return {
    instrumentId: instrumentId(app, 'BTCUSDT'),
    productId: product.id,
    periodSeconds: product.periodSeconds,
    direction: 'up',
    stake,
  };
}

export function buyOption(
  app: TestApp,
  who: SignedUp,
  body: object,
  book: Book,
  key?: string,
): Promise<Answer<OptionsOrder | null>> {
  return call(app.url, 'POST', `${ORDER}/buyOptions`, { token: who.token, body, headers: headersOf(book, key) });
}

export function withdrawalBody(amount: string) {
  return { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount };
}

export function withdraw(
  app: TestApp,
  who: SignedUp,
  body: object,
  key?: string,
): Promise<Answer<WithdrawalRecord | null>> {
  return call(app.url, 'POST', `${USER}/withdrawal`, { token: who.token, body, headers: headersOf(REAL, key) });
}

/** Uploads a small PNG as the customer's proof image; returns its file id. */
export async function uploadProof(app: TestApp, who: SignedUp): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(png())], { type: 'image/png' }), 'proof.png');
  const response = await fetch(`${app.url}${USER}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  });
  const answer = (await response.json()) as { code: number; msg: string; result: UploadResult | null };
  if (answer.code !== 200 || !answer.result) throw new Error(`upload: ${answer.code} ${answer.msg}`);
  return answer.result.fileId;
}

/** A USDT (TRC20) deposit claim of `amount`, with a fresh transfer and proof. */
export async function rechargeBody(app: TestApp, who: SignedUp, amount: string) {
  const proofFileId = await uploadProof(app, who);
  return { coin: 'USDT', network: 'TRC20', amount, txHash: txHash('TRC20'), last6: 'a1B2c3', proofFileId };
}

export function recharge(
  app: TestApp,
  who: SignedUp,
  body: object,
  key?: string,
): Promise<Answer<RechargeRecord | null>> {
  return call(app.url, 'POST', `${USER}/recharge`, { token: who.token, body, headers: headersOf(REAL, key) });
}

/** The customer's account figures on a book (getAccount), answered 200. */
export async function accountFigures(app: TestApp, who: SignedUp, book: Book): Promise<AccountFigures> {
  const answer = await call<AccountFigures>(app.url, 'GET', `${USER}/getAccount`, { token: who.token, headers: book });
  expect(answer.code).toBe(200);
  return answer.result;
}
