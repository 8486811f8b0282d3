import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  Money,
  PROOF_MAX_BYTES,
  type AccountFigures,
  type DepositInfo,
  type NotificationRecord,
  type RechargeRecord,
  type TransactionRecord,
  type UploadResult,
  type WalletNetwork,
  type WithdrawalQuote,
  type WithdrawalRecord,
} from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { signUp, USER, type SignedUp } from '../../../test/signin.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { deposits, walletEvents, withdrawals } from '../../db/schema.ts';
import { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import { accountBalance, findViolations, systemAccountId } from '../../ledger/index.ts';
import { csvField } from './csv.ts';
import { WalletReview, type Decision } from './review.ts';
import { ADDRESSES, newOperator, png, txHash } from './wallet.fixtures.ts';

const REAL = { virtually: 'YES' };
const DEMO = { virtually: 'NO' };
const TRC20_RECEIVING = 'TMAuhUcP2wD8LMKXrf13a9gCeQt7fT2M6K';

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The code and message of a refused decision, or 'ok'. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return `${err.code} ${err.message}`;
    throw err;
  }
}

describe.each(databaseKinds)('wallet on %s', (kind) => {
  let app: TestApp;
  let db: Db;
  let review: WalletReview;
  let operator: { id: number; name: string };
  let operator2: { id: number; name: string };

  beforeAll(async () => {
    app = await startTestApp(kind);
    db = app.database.db;
    review = new WalletReview(db, app.feed);
    operator = await newOperator(db);
    operator2 = await newOperator(db);
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  // -------------------------------------------------------------------------------------------
  // Helpers

  async function upload(
    token: string | undefined,
    bytes: Uint8Array,
    options: { filename?: string; type?: string; field?: string; extra?: (form: FormData) => void } = {},
  ): Promise<Answer<UploadResult | null>> {
    const form = new FormData();
    form.append(
      options.field ?? 'file',
      new Blob([Buffer.from(bytes)], { type: options.type ?? 'image/png' }),
      options.filename ?? 'proof.png',
    );
    options.extra?.(form);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await fetch(`${app.url}${USER}/upload`, { method: 'POST', headers, body: form });
    const json = (await response.json()) as { code: number; msg: string; result: UploadResult | null };
    return { status: response.status, ...json, headers: response.headers };
  }

  async function proof(who: SignedUp): Promise<string> {
    const answer = await upload(who.token, png());
    expect(answer.code).toBe(200);
    return answer.result!.fileId;
  }

  function recharge(
    who: SignedUp,
    body: Record<string, unknown>,
    headers: Record<string, string> = REAL,
  ): Promise<Answer<RechargeRecord | null>> {
    return call(app.url, 'POST', `${USER}/recharge`, { token: who.token, body, headers });
  }

  async function rechargeBody(who: SignedUp, coin: string, network: WalletNetwork, amount: string) {
    return { coin, network, amount, txHash: txHash(network), last6: 'a1B2c3', proofFileId: await proof(who) };
  }

  /** A deposit awaiting review; returns its record. */
  async function deposit(who: SignedUp, coin: string, network: WalletNetwork, amount: string): Promise<RechargeRecord> {
    const answer = await recharge(who, await rechargeBody(who, coin, network, amount));
    expect([answer.code, answer.msg]).toEqual([200, '20002']);
    return answer.result!;
  }

  function withdraw(
    who: SignedUp,
    body: Record<string, unknown>,
    headers: Record<string, string> = REAL,
  ): Promise<Answer<WithdrawalRecord | null>> {
    return call(app.url, 'POST', `${USER}/withdrawal`, { token: who.token, body, headers });
  }

  const approveDeposit = (id: number, by = operator.id) => db.transaction((tx) => review.approveDeposit(tx, by, id));
  const rejectDeposit = (id: number, reason: string, by = operator.id) =>
    db.transaction((tx) => review.rejectDeposit(tx, by, id, reason));
  const approveWithdrawal = (id: number, by = operator.id) =>
    db.transaction((tx) => review.approveWithdrawal(tx, by, id));
  const rejectWithdrawal = (id: number, reason: string, by = operator.id) =>
    db.transaction((tx) => review.rejectWithdrawal(tx, by, id, reason));
  const completeWithdrawal = (id: number, hash: string, by = operator.id) =>
    db.transaction((tx) => review.completeWithdrawal(tx, by, id, hash));

  /** Credits the real account through an approved USDT deposit. */
  async function fund(who: SignedUp, amount: string): Promise<void> {
    const record = await deposit(who, 'USDT', 'TRC20', amount);
    expect((await approveDeposit(record.id)).changed).toBe(true);
  }

  async function account(who: SignedUp, headers: Record<string, string> = REAL): Promise<AccountFigures> {
    const answer = await call<AccountFigures>(app.url, 'GET', `${USER}/getAccount`, { token: who.token, headers });
    expect(answer.code).toBe(200);
    return answer.result;
  }

  async function listOf<T>(who: SignedUp, path: string, headers: Record<string, string> = REAL): Promise<Page<T>> {
    const answer = await call<Page<T>>(app.url, 'GET', `${USER}/${path}`, { token: who.token, headers });
    expect([answer.code, answer.msg]).toEqual([200, 'ok']);
    return answer.result;
  }

  function setPrice(code: string, priceText: string, time = Date.now()): number {
    app.feed.ingest([{ code, price: Number(priceText), priceText, time }]);
    return time;
  }

  async function systemBalance(kindOf: 'fee' | 'settlement'): Promise<Money> {
    return (await accountBalance(db, await systemAccountId(db, kindOf, 'real', 'USDT'))).balance;
  }

  async function eventsOf(recordKind: 'deposit' | 'withdrawal', id: number) {
    return db
      .select({ status: walletEvents.status, operatorId: walletEvents.operatorId, reason: walletEvents.reason })
      .from(walletEvents)
      .where(and(eq(walletEvents.recordKind, recordKind), eq(walletEvents.recordId, id)))
      .orderBy(asc(walletEvents.id));
  }

  async function entriesReferencing(reference: string): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_entries where reference = ${reference}`,
    );
    return Number(rows[0]?.n);
  }

  // -------------------------------------------------------------------------------------------
  // Deposits

  it('takes a deposit from proof to credit: 20002, awaiting review, approved and completed, credited exactly', async () => {
    const a = await signUp(app);
    const image = png({ comment: 'GPS 48.85,2.35' });
    const uploaded = await upload(a.token, image);
    expect([uploaded.code, uploaded.result?.mediaType]).toEqual([200, 'image/png']);
    const fileId = uploaded.result!.fileId;
    // Stored cleaned: the comment is gone.
    expect(uploaded.result!.sizeBytes).toBe(png().length);
    const file = await fetch(`${app.url}${USER}/file/${fileId}`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png());

    const hash = txHash('TRC20').toUpperCase();
    const answer = await recharge(a, {
      coin: 'USDT',
      network: 'TRC20',
      amount: '150.50',
      txHash: hash,
      last6: 'a1B2c3',
      proofFileId: fileId,
    });
    expect([answer.code, answer.msg]).toEqual([200, '20002']);
    const record = answer.result!;
    expect(record).toMatchObject({
      coin: 'USDT',
      network: 'TRC20',
      amount: '150.5',
      txHash: hash.toLowerCase(),
      last6: 'a1B2c3',
      receivingAddress: TRC20_RECEIVING,
      status: 'awaiting_review',
      rejectReason: null,
      creditedAmount: null,
      rate: null,
      rateCode: null,
      rateTime: null,
    });
    expect((await listOf<RechargeRecord>(a, 'listRecharge')).list).toEqual([record]);
    expect((await account(a)).balance).toBe('0');

    const queue = await review.listDeposits({ page: 1, pageSize: 100 });
    const queued = queue.list.find((item) => item.id === record.id);
    expect(queued).toMatchObject({
      userId: a.user.id,
      username: a.user.username,
      proofFileId: fileId,
      reviewedBy: null,
    });
    expect(await review.proofImage(fileId)).toMatchObject({ mediaType: 'image/png' });

    const settlementBefore = await systemBalance('settlement');
    const decision = await approveDeposit(record.id);
    expect(decision.changed).toBe(true);
    expect(decision.before.status).toBe('awaiting_review');
    expect(decision.after).toMatchObject({
      status: 'completed',
      creditedAmount: '150.5',
      rate: '1',
      rateCode: null,
      rateTime: null,
      reviewedBy: operator.name,
    });
    expect(decision.after.reviewedAt).toBeTypeOf('number');
    const figures = await account(a);
    expect(figures).toEqual({
      mode: 'real',
      currency: 'USDT',
      balance: '150.5',
      held: '0',
      usedMargin: '0',
      freeMargin: '150.5',
      expectedProfit: '0',
      equity: '150.5',
    });
    expect((await account(a, DEMO)).balance).toBe('100000');
    expect((await systemBalance('settlement')).toString()).toBe(settlementBefore.minus('150.5').toString());

    expect((await eventsOf('deposit', record.id)).map((e) => [e.status, e.operatorId])).toEqual([
      ['submitted', null],
      ['awaiting_review', null],
      ['approved', operator.id],
      ['completed', operator.id],
    ]);
    const notes = await listOf<NotificationRecord>(a, 'listNotifications');
    expect(notes.list.map((n) => n.kind)).toEqual(['deposit_completed', 'deposit_submitted']);
    expect(notes.list[0]!.payload).toMatchObject({ depositId: record.id, credited: '150.5', status: 'completed' });

    const moves = await listOf<TransactionRecord>(a, 'listTransactions');
    expect(moves.list).toMatchObject([
      { kind: 'deposit', amount: '150.5', balanceAfter: '150.5', reference: `deposit:${record.id}` },
    ]);
    expect((await listOf<RechargeRecord>(a, 'listRecharge')).list[0]).toMatchObject({
      status: 'completed',
      creditedAmount: '150.5',
    });

    // The same decision again changes nothing; another decision is refused.
    const entries = await entriesReferencing(`deposit:${record.id}`);
    const again = await approveDeposit(record.id, operator2.id);
    expect(again.changed).toBe(false);
    expect(again.after).toEqual(decision.after);
    expect(await entriesReferencing(`deposit:${record.id}`)).toBe(entries);
    expect(await refusal(rejectDeposit(record.id, 'wrong amount'))).toBe('10088 This deposit was already completed.');
    expect((await account(a)).balance).toBe('150.5');
  });

  it("credits a BTC deposit at the feed's last tick, recorded with its code and time", async () => {
    const a = await signUp(app);
    const record = await deposit(a, 'BTC', 'BTC', '0.01500001');
    const time = setPrice('BTCUSDT', '65432.17');
    const decision = await approveDeposit(record.id);
    const credited = Money.of('0.01500001').times('65432.17').round(6, 'down').toString();
    expect(credited).toBe('981.483204');
    expect(decision.after).toMatchObject({
      status: 'completed',
      creditedAmount: credited,
      rate: '65432.17',
      rateCode: 'BTCUSDT',
      rateTime: time,
    });
    expect((await account(a)).balance).toBe(credited);
    const [listed] = (await listOf<RechargeRecord>(a, 'listRecharge')).list;
    expect(listed).toMatchObject({ rate: '65432.17', rateCode: 'BTCUSDT', rateTime: time, creditedAmount: credited });
  });

  it('refuses to approve a coin deposit without a live price, and changes nothing', async () => {
    const a = await signUp(app);
    const record = await deposit(a, 'ETH', 'ETH', '0.2');
    const blind = new WalletReview(db, new Feed(['ETHUSDT']));
    expect(await refusal(db.transaction((tx) => blind.approveDeposit(tx, operator.id, record.id)))).toBe(
      '10088 No price for ETH right now; try again.',
    );
    const stale = new Feed(['ETHUSDT']);
    stale.ingest([{ code: 'ETHUSDT', price: 3000, priceText: '3000', time: Date.now() - 6 * 60_000 }]);
    const late = new WalletReview(db, stale);
    expect(await refusal(db.transaction((tx) => late.approveDeposit(tx, operator.id, record.id)))).toBe(
      '10088 No price for ETH right now; try again.',
    );
    expect((await review.listDeposits({ page: 1, pageSize: 100 })).list.map((d) => d.id)).toContain(record.id);
    expect((await account(a)).balance).toBe('0');
  });

  it('rejects a deposit with a reason: nothing credited, the customer told, the transfer still spent', async () => {
    const a = await signUp(app);
    const body = await rechargeBody(a, 'USDT', 'ERC20', '500');
    const record = (await recharge(a, body)).result!;
    expect(await refusal(rejectDeposit(record.id, '   '))).toBe('10088 Give the reason for the rejection.');
    const decision = await rejectDeposit(record.id, 'The transfer never arrived.');
    expect(decision).toMatchObject({
      changed: true,
      after: { status: 'rejected', rejectReason: 'The transfer never arrived.', creditedAmount: null },
    });
    expect((await account(a)).balance).toBe('0');
    expect(await eventsOf('deposit', record.id)).toEqual([
      { status: 'submitted', operatorId: null, reason: null },
      { status: 'awaiting_review', operatorId: null, reason: null },
      { status: 'rejected', operatorId: operator.id, reason: 'The transfer never arrived.' },
    ]);
    const [note] = (await listOf<NotificationRecord>(a, 'listNotifications')).list;
    expect(note).toMatchObject({ kind: 'deposit_rejected', payload: { reason: 'The transfer never arrived.' } });
    expect(await entriesReferencing(`deposit:${record.id}`)).toBe(0);

    expect((await rejectDeposit(record.id, 'again')).changed).toBe(false);
    expect(await refusal(approveDeposit(record.id))).toBe('10088 This deposit was already rejected.');
    expect(await refusal(approveDeposit(99_999_999))).toBe('10088 No such deposit.');
    // A rejected transfer cannot be claimed again, with a fresh proof or not.
    const retry = await recharge(a, { ...body, proofFileId: await proof(a) });
    expect([retry.code, retry.msg]).toEqual([10088, 'This transaction already backs a deposit.']);
    expect((await review.listDeposits({ status: 'rejected', page: 1, pageSize: 100 })).list.map((d) => d.id)).toContain(
      record.id,
    );
  });

  it('lists the review queue oldest first and pages it', async () => {
    const a = await signUp(app);
    const first = await deposit(a, 'USDT', 'TRC20', '120');
    const second = await deposit(a, 'USDT', 'TRC20', '121');
    const all = await review.listDeposits({ page: 1, pageSize: 100 });
    const ids = all.list.map((d) => d.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const page2 = await review.listDeposits({ page: 2, pageSize: 1 });
    expect([page2.list.length, page2.total, page2.page, page2.pageSize]).toEqual([1, all.total, 2, 1]);
    // Tidy up: the later suites count the queue.
    await rejectDeposit(first.id, 'test tidy-up');
    await rejectDeposit(second.id, 'test tidy-up');
  });

  it('answers getDepositInfo with every method, its address and minimum, and the fee rate', async () => {
    const a = await signUp(app);
    const answer = await call<DepositInfo>(app.url, 'GET', `${USER}/getDepositInfo`, { token: a.token });
    expect(answer.code).toBe(200);
    expect(answer.result).toEqual({
      methods: [
        { coin: 'USDT', network: 'TRC20', address: TRC20_RECEIVING, minimum: '120' },
        { coin: 'USDT', network: 'ERC20', address: '0x06aa3b64c4aa5fbb1ab6bb7acfb8516d38a36dc9', minimum: '120' },
        { coin: 'BTC', network: 'BTC', address: '1MsyyP7SzDVLrQAgd6tm6daYW47YJL1CHq', minimum: '0.015' },
        { coin: 'ETH', network: 'ETH', address: '0xb478dcc0275630cf3b01e0f4d0e4ef907ed6ed41', minimum: '0.2' },
      ],
      withdrawFeeRate: '0.5',
      minWithdrawal: '20',
    });
  });

  // -------------------------------------------------------------------------------------------
  // Withdrawals

  it('takes a withdrawal from request to payout: held at once, fee to the fee account, completed', async () => {
    const a = await signUp(app);
    await fund(a, '1000');
    const quote = await call<WithdrawalQuote>(
      app.url,
      'GET',
      `${USER}/withdrawalQuote?coin=USDT&network=TRC20&amount=100`,
      {
        token: a.token,
        headers: REAL,
      },
    );
    expect(quote.result).toEqual({
      coin: 'USDT',
      network: 'TRC20',
      amount: '100',
      feeRate: '0.005',
      fee: '0.5',
      receive: '99.5',
      receiveCoin: '99.5',
      rate: '1',
      rateCode: null,
      rateTime: null,
    });
    expect((await account(a)).held).toBe('0');

    const answer = await withdraw(a, {
      coin: 'USDT',
      network: 'TRC20',
      address: ` ${ADDRESSES.TRC20} `,
      amount: '100',
    });
    expect([answer.code, answer.msg]).toEqual([200, '20003']);
    const record = answer.result!;
    expect(record).toMatchObject({
      ...quote.result,
      address: ADDRESSES.TRC20,
      status: 'awaiting_review',
      rejectReason: null,
      payoutTxHash: null,
    });
    expect(await account(a)).toMatchObject({ balance: '1000', held: '100', freeMargin: '900' });
    expect((await listOf<WithdrawalRecord>(a, 'listWithdrwal')).list).toEqual([record]);
    expect((await listOf<WithdrawalRecord>(a, 'listWithdrawal')).list).toEqual([record]);

    const feeBefore = await systemBalance('fee');
    const settlementBefore = await systemBalance('settlement');
    const approved = await approveWithdrawal(record.id);
    expect(approved).toMatchObject({
      changed: true,
      before: { status: 'awaiting_review' },
      after: { status: 'approved' },
    });
    expect(await account(a)).toMatchObject({ balance: '900', held: '0', freeMargin: '900' });
    expect((await systemBalance('fee')).toString()).toBe(feeBefore.plus('0.5').toString());
    expect((await systemBalance('settlement')).toString()).toBe(settlementBefore.plus('99.5').toString());
    expect((await approveWithdrawal(record.id)).changed).toBe(false);
    expect(await refusal(rejectWithdrawal(record.id, 'too late'))).toBe('10088 This withdrawal was already approved.');

    expect(await refusal(completeWithdrawal(record.id, 'nothex'))).toBe(
      '10088 The payout transaction hash is not valid for TRC20.',
    );
    const payout = txHash('TRC20');
    const completed = await completeWithdrawal(record.id, payout.toUpperCase());
    expect(completed).toMatchObject({ changed: true, after: { status: 'completed', payoutTxHash: payout } });
    expect((await completeWithdrawal(record.id, payout)).changed).toBe(false);
    expect(await refusal(completeWithdrawal(record.id, txHash('TRC20')))).toBe(
      '10088 This withdrawal was already completed with another payout.',
    );
    expect((await approveWithdrawal(record.id)).changed).toBe(false);
    expect(await account(a)).toMatchObject({ balance: '900', held: '0' });

    expect((await eventsOf('withdrawal', record.id)).map((e) => e.status)).toEqual([
      'submitted',
      'awaiting_review',
      'approved',
      'completed',
    ]);
    const kinds = (await listOf<NotificationRecord>(a, 'listNotifications')).list.map((n) => n.kind);
    expect(kinds).toEqual([
      'withdrawal_completed',
      'withdrawal_approved',
      'withdrawal_submitted',
      'deposit_completed',
      'deposit_submitted',
    ]);
    const moves = (await listOf<TransactionRecord>(a, 'listTransactions')).list;
    expect(moves.map((m) => [m.kind, m.amount, m.balanceAfter, m.reference])).toEqual([
      ['withdrawal', '-100', '900', `withdrawal:${record.id}`],
      ['deposit', '1000', '1000', expect.stringMatching(/^deposit:\d+$/)],
    ]);
  });

  it('releases the hold when a withdrawal is rejected', async () => {
    const a = await signUp(app);
    await fund(a, '300');
    const record = (await withdraw(a, { coin: 'USDT', network: 'ERC20', address: ADDRESSES.ERC20, amount: '200' }))
      .result!;
    expect(await account(a)).toMatchObject({ balance: '300', held: '200', freeMargin: '100' });
    const over = await withdraw(a, { coin: 'USDT', network: 'ERC20', address: ADDRESSES.ERC20, amount: '100.000001' });
    expect([over.code, over.result]).toEqual([10011, null]);

    const decision = await rejectWithdrawal(record.id, 'Address on a sanctions list.');
    expect(decision.after).toMatchObject({ status: 'rejected', rejectReason: 'Address on a sanctions list.' });
    expect(await account(a)).toMatchObject({ balance: '300', held: '0', freeMargin: '300' });
    expect(await entriesReferencing(`withdrawal:${record.id}`)).toBe(0);
    expect((await rejectWithdrawal(record.id, 'again')).changed).toBe(false);
    expect(await refusal(approveWithdrawal(record.id))).toBe('10088 This withdrawal was already rejected.');
    expect(await refusal(completeWithdrawal(record.id, txHash('ERC20')))).toBe(
      '10088 This withdrawal was already rejected.',
    );
    const pending = (await withdraw(a, { coin: 'USDT', network: 'ERC20', address: ADDRESSES.ERC20, amount: '50' }))
      .result!;
    expect(await refusal(completeWithdrawal(pending.id, txHash('ERC20')))).toBe(
      '10088 This withdrawal is not approved yet.',
    );
    expect(await refusal(approveWithdrawal(99_999_999))).toBe('10088 No such withdrawal.');
    const [note] = (await listOf<NotificationRecord>(a, 'listNotifications')).list;
    expect(note!.kind).toBe('withdrawal_submitted');
    await rejectWithdrawal(pending.id, 'test tidy-up');
  });

  it('converts a BTC withdrawal at the rate, rounding the coin down and the fee up', async () => {
    const a = await signUp(app);
    await fund(a, '500');
    const time = setPrice('BTCUSDT', '61234.5');
    const answer = await withdraw(a, { coin: 'BTC', network: 'BTC', address: ADDRESSES.BTC, amount: '100.000001' });
    expect(answer.code).toBe(200);
    // fee = 100.000001 × 0.005 = 0.500000005 → 0.500001 (up); receive = 99.5; 99.5 / 61234.5 = 0.001624900…
    const receiveCoin = Money.of('99.5').dividedBy('61234.5', 8, 'down').toString();
    expect(receiveCoin).toBe('0.0016249');
    expect(answer.result).toMatchObject({
      amount: '100.000001',
      fee: '0.500001',
      receive: '99.5',
      receiveCoin: '0.0016249',
      rate: '61234.5',
      rateCode: 'BTCUSDT',
      rateTime: time,
    });
    const approved = await approveWithdrawal(answer.result!.id);
    expect(approved.after.status).toBe('approved');
    expect((await account(a)).balance).toBe('399.999999');
  });

  // -------------------------------------------------------------------------------------------
  // Coded refusals

  it('refuses deposits below the minimum, with the coin and the limit', async () => {
    const a = await signUp(app);
    for (const [coin, network, amount, limit] of [
      ['USDT', 'TRC20', '119.999999', '120'],
      ['BTC', 'BTC', '0.01499999', '0.015'],
      ['ETH', 'ETH', '0.19', '0.2'],
    ] as const) {
      const answer = await recharge(a, await rechargeBody(a, coin, network, amount));
      expect([answer.code, answer.msg, answer.result]).toEqual([
        10088,
        `The minimum deposit for ${coin} is ${limit}.`,
        null,
      ]);
    }
    for (const amount of ['0', '-150', '120.0000001']) {
      const answer = await recharge(a, await rechargeBody(a, 'USDT', 'TRC20', amount));
      expect(answer.code).toBe(10088);
    }
    expect((await recharge(a, await rechargeBody(a, 'BTC', 'BTC', '0.015000001'))).msg).toBe(
      'A BTC amount has at most 8 decimals.',
    );
    const mismatched = await recharge(a, { ...(await rechargeBody(a, 'BTC', 'BTC', '1')), network: 'TRC20' });
    expect([mismatched.code, mismatched.msg]).toEqual([10088, 'This coin is not received on that network.']);
    expect((await recharge(a, { ...(await rechargeBody(a, 'BTC', 'BTC', '1')), amount: 1 })).code).toBe(10088);
    expect((await recharge(a, { ...(await rechargeBody(a, 'BTC', 'BTC', '1')), extra: 1 })).code).toBe(10088);
    expect((await recharge(a, { ...(await rechargeBody(a, 'BTC', 'BTC', '1')), last6: '12345' })).code).toBe(10088);
    expect((await listOf<RechargeRecord>(a, 'listRecharge')).total).toBe(0);
  });

  it('refuses a malformed transaction hash for each network', async () => {
    const a = await signUp(app);
    const bad: [string, WalletNetwork, string][] = [
      ['USDT', 'TRC20', `0x${'a'.repeat(64)}`],
      ['USDT', 'ERC20', 'a'.repeat(64)],
      ['BTC', 'BTC', 'g'.repeat(64)],
      ['ETH', 'ETH', `0x${'a'.repeat(63)}`],
    ];
    for (const [coin, network, hash] of bad) {
      const body = { ...(await rechargeBody(a, coin, network, coin === 'USDT' ? '120' : '1')), txHash: hash };
      const answer = await recharge(a, body);
      expect([answer.code, answer.msg]).toEqual([10088, `The transaction hash is not valid for ${network}.`]);
    }
  });

  it('lets one transfer back one deposit, whoever claims it and however it is spelt', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const body = await rechargeBody(a, 'ETH', 'ETH', '1');
    expect((await recharge(a, body)).code).toBe(200);
    for (const [who, hash] of [
      [a, body.txHash],
      [b, body.txHash],
      [b, body.txHash.toUpperCase().replace('0X', '0x')],
    ] as const) {
      const answer = await recharge(who, { ...body, txHash: hash, proofFileId: await proof(who) });
      expect([answer.code, answer.msg]).toEqual([10088, 'This transaction already backs a deposit.']);
    }
    // One Ethereum transaction is one transfer, whether claimed as ETH or as ERC20 USDT.
    const asUsdt = await recharge(b, { ...(await rechargeBody(b, 'USDT', 'ERC20', '120')), txHash: body.txHash });
    expect([asUsdt.code, asUsdt.msg]).toEqual([10088, 'This transaction already backs a deposit.']);
    // The same text on another chain is another transfer.
    const bitcoin = await rechargeBody(b, 'BTC', 'BTC', '1');
    expect((await recharge(b, bitcoin)).code).toBe(200);
    const tron = await recharge(b, { ...(await rechargeBody(b, 'USDT', 'TRC20', '120')), txHash: bitcoin.txHash });
    expect(tron.code).toBe(200);
    expect((await listOf<RechargeRecord>(b, 'listRecharge')).total).toBe(2);
  });

  it("accepts only the customer's own unused proof", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const theirs = await proof(b);
    const used = await proof(a);
    expect((await recharge(a, { ...(await rechargeBody(a, 'USDT', 'TRC20', '120')), proofFileId: used })).code).toBe(
      200,
    );
    for (const proofFileId of [theirs, used, '00000000-0000-4000-8000-000000000000']) {
      const answer = await recharge(a, { ...(await rechargeBody(a, 'USDT', 'TRC20', '120')), proofFileId });
      expect([answer.code, answer.msg]).toEqual([10088, 'Upload the payment proof.']);
    }
    expect((await recharge(a, { ...(await rechargeBody(a, 'USDT', 'TRC20', '120')), proofFileId: 'nope' })).code).toBe(
      10088,
    );
    expect((await listOf<RechargeRecord>(a, 'listRecharge')).total).toBe(1);
    expect((await listOf<RechargeRecord>(b, 'listRecharge')).total).toBe(0);
  });

  it('refuses deposits and withdrawals on the demo account', async () => {
    const a = await signUp(app);
    await fund(a, '200');
    const message = 'The demo account cannot deposit or withdraw; switch to the real account.';
    for (const headers of [DEMO, {}]) {
      const dep = await recharge(a, await rechargeBody(a, 'USDT', 'TRC20', '120'), headers);
      expect([dep.code, dep.msg]).toEqual([10088, message]);
      const out = await withdraw(
        a,
        { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '50' },
        headers,
      );
      expect([out.code, out.msg]).toEqual([10088, message]);
    }
    expect(await account(a, DEMO)).toMatchObject({ mode: 'demo', balance: '100000', held: '0' });
    expect(await account(a)).toMatchObject({ mode: 'real', balance: '200', held: '0' });
  });

  it('refuses withdrawals without a method, an address, a valid address, enough money or a price', async () => {
    const a = await signUp(app);
    await fund(a, '150');
    const ok = { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '50' };
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ ...ok, coin: undefined }, 10025, 'Select a withdrawal method.'],
      [{ ...ok, coin: '  ' }, 10025],
      [{ ...ok, network: undefined }, 10025],
      [{ ...ok, network: '' }, 10025],
      [{ ...ok, coin: 'BTC' }, 10025],
      [{ ...ok, network: 'BEP20' }, 10025],
      [{ ...ok, coin: 'DOGE', network: 'DOGE' }, 10025],
      [{ ...ok, address: undefined }, 10021, 'The receiving address is not filled in.'],
      [{ ...ok, address: '   ' }, 10021],
      [
        { ...ok, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' },
        10088,
        'The address checksum does not match; check it for typos.',
      ],
      [{ ...ok, address: 'T123' }, 10088, 'This is not an address on TRC20.'],
      [{ ...ok, address: ADDRESSES.ERC20 }, 10088, 'This address is of another network, not TRC20.'],
      [
        { ...ok, address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
        10088,
        'This address is of another network, not TRC20.',
      ],
      [
        { ...ok, network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' },
        10088,
        'The address checksum does not match; check it for typos.',
      ],
      [{ ...ok, network: 'ERC20', address: ADDRESSES.TRC20 }, 10088, 'This address is of another network, not ERC20.'],
      [
        { ...ok, coin: 'BTC', network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' },
        10088,
        'The address checksum does not match; check it for typos.',
      ],
      [
        { ...ok, coin: 'BTC', network: 'BTC', address: ADDRESSES.ETH },
        10088,
        'This address is of another network, not BTC.',
      ],
      [{ ...ok, coin: 'ETH', network: 'ETH', address: 'not an address' }, 10088, 'This is not an address on ETH.'],
      [{ ...ok, amount: '19.999999' }, 10088, 'The minimum withdrawal is 20 USDT.'],
      [{ ...ok, amount: '20.0000001' }, 10088, 'A USDT amount has at most 6 decimals.'],
      [{ ...ok, amount: '-50' }, 10088, 'The amount must be more than zero.'],
      [{ ...ok, amount: '0' }, 10088],
      [{ ...ok, amount: 50 }, 10088],
      [{ ...ok, amount: '150.000001' }, 10011, 'Insufficient balance: top up or release margin before buying.'],
      [{ ...ok, memo: 'x' }, 10088],
    ];
    for (const [body, code, msg] of cases) {
      const answer = await withdraw(a, body);
      expect([answer.code, answer.result], JSON.stringify(body)).toEqual([code, null]);
      if (msg) expect(answer.msg, JSON.stringify(body)).toBe(msg);
    }
    // No tick of ETH yet in this suite, then only a stale one: no price.
    const noPrice = { ...ok, coin: 'ETH', network: 'ETH', address: ADDRESSES.ETH };
    expect((await withdraw(a, noPrice)).msg).toBe('No price for ETH right now; try again.');
    setPrice('ETHUSDT', '3000', Date.now() - 10 * 60_000);
    const stale = await withdraw(a, noPrice);
    expect([stale.code, stale.msg]).toEqual([10088, 'No price for ETH right now; try again.']);
    const quote = await call(app.url, 'GET', `${USER}/withdrawalQuote?coin=ETH&network=ETH&amount=50`, {
      token: a.token,
    });
    expect([quote.code, quote.msg]).toEqual([10088, 'No price for ETH right now; try again.']);
    setPrice('ETHUSDT', '3000.25');
    const priced = await withdraw(a, noPrice);
    expect(priced.result).toMatchObject({
      receive: '49.75',
      receiveCoin: '0.01658195',
      rate: '3000.25',
      rateCode: 'ETHUSDT',
    });

    expect(await account(a)).toMatchObject({ balance: '150', held: '50' });
    expect((await listOf<WithdrawalRecord>(a, 'listWithdrwal')).total).toBe(1);
    const quoteMissing = await call(app.url, 'GET', `${USER}/withdrawalQuote?coin=USDT&amount=50`, { token: a.token });
    expect(quoteMissing.code).toBe(10025);
  });

  it('answers an Idempotency-Key repeat with the first answer and changes nothing', async () => {
    const a = await signUp(app);
    const body = await rechargeBody(a, 'USDT', 'TRC20', '130');
    const key = { ...REAL, 'idempotency-key': `dep-${a.user.id}` };
    const first = await recharge(a, body, key);
    const second = await recharge(a, { ...body, amount: '130.000' }, key);
    expect([first.code, first.msg]).toEqual([200, '20002']);
    expect([second.code, second.msg, second.result]).toEqual([200, '20002', first.result]);
    const other = await recharge(a, { ...body, amount: '131' }, key);
    expect([other.code, other.msg]).toEqual([10088, 'This Idempotency-Key was used for another request.']);
    const demo = await recharge(a, body, { ...DEMO, 'idempotency-key': key['idempotency-key'] });
    expect(demo.code).toBe(10088);
    expect((await listOf<RechargeRecord>(a, 'listRecharge')).total).toBe(1);
    expect(
      (
        await call(app.url, 'POST', `${USER}/recharge`, {
          token: a.token,
          body,
          headers: { ...REAL, 'idempotency-key': 'a b' },
        })
      ).code,
    ).toBe(10088);

    await approveDeposit(first.result!.id);

    // Concurrent repeats: one deposit, one answer.
    const twinBody = await rechargeBody(a, 'USDT', 'TRC20', '120');
    const twinKey = { ...REAL, 'idempotency-key': `twins-${a.user.id}` };
    const twins = await Promise.all(Array.from({ length: 5 }, () => recharge(a, twinBody, twinKey)));
    for (const twin of twins) expect([twin.code, twin.msg, twin.result]).toEqual([200, '20002', twins[0]!.result]);
    expect((await listOf<RechargeRecord>(a, 'listRecharge')).total).toBe(2);
    await rejectDeposit(twins[0]!.result!.id, 'test tidy-up');
    const wkey = { ...REAL, 'idempotency-key': `wd-${a.user.id}` };
    const wbody = { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '40' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(a, wbody, wkey)));
    for (const answer of answers)
      expect([answer.code, answer.msg, answer.result]).toEqual([200, '20003', answers[0]!.result]);
    expect(await account(a)).toMatchObject({ balance: '130', held: '40' });
    const changed = await withdraw(a, { ...wbody, amount: '41' }, wkey);
    expect([changed.code, changed.msg]).toEqual([10088, 'This Idempotency-Key was used for another request.']);
    // A key is one request, whichever call it was first used on.
    const crossed = await recharge(a, await rechargeBody(a, 'USDT', 'TRC20', '120'), wkey);
    expect(crossed.msg).toBe('This Idempotency-Key was used for another request.');
    expect((await listOf<WithdrawalRecord>(a, 'listWithdrwal')).total).toBe(1);

    // A refused request stores nothing: its key is free for the retry.
    const rkey = { ...REAL, 'idempotency-key': `retry-${a.user.id}` };
    const refused = await withdraw(a, { ...wbody, amount: '1000' }, rkey);
    expect(refused.code).toBe(10011);
    expect((await withdraw(a, wbody, rkey)).code).toBe(200);
    expect(await account(a)).toMatchObject({ balance: '130', held: '80' });
  });

  // -------------------------------------------------------------------------------------------
  // Privacy

  it("keeps each customer's records, files, movements and notifications private", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const fileId = await proof(a);
    await fund(a, '400');
    await withdraw(a, { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '25' });

    for (const token of [b.token, undefined]) {
      const answer = await call(app.url, 'GET', `${USER}/file/${fileId}`, { token });
      expect(answer.code).toBe(token ? 10088 : 401);
    }
    const unknown = await call(app.url, 'GET', `${USER}/file/00000000-0000-4000-8000-000000000000`, { token: b.token });
    const foreign = await call(app.url, 'GET', `${USER}/file/${fileId}`, { token: b.token });
    expect([foreign.code, foreign.msg]).toEqual([unknown.code, unknown.msg]);
    expect((await call(app.url, 'GET', `${USER}/file/not-a-uuid`, { token: b.token })).code).toBe(10088);

    expect((await listOf<RechargeRecord>(b, 'listRecharge')).list).toEqual([]);
    expect((await listOf<WithdrawalRecord>(b, 'listWithdrwal')).list).toEqual([]);
    expect((await listOf<TransactionRecord>(b, 'listTransactions')).list).toEqual([]);
    expect((await listOf<TransactionRecord>(b, 'listTransactions', DEMO)).list.map((m) => m.kind)).toEqual([
      'demo_grant',
    ]);
    expect((await listOf<NotificationRecord>(b, 'listNotifications')).list).toEqual([]);
    expect(await account(b)).toMatchObject({ balance: '0', held: '0' });
    expect((await listOf<RechargeRecord>(a, 'listRecharge')).total).toBe(1);
    expect((await listOf<TransactionRecord>(a, 'listTransactions')).total).toBe(1);
    const csv = await fetch(`${app.url}${USER}/exportTransactions`, {
      headers: { authorization: `Bearer ${b.token}`, ...REAL },
    });
    expect(await csv.text()).toBe('time,kind,amount,balance_after,reference,entry_id\r\n');
  });

  it('answers every wallet call without a session with body code 401', async () => {
    const a = await signUp(app);
    const deposit = await rechargeBody(a, 'USDT', 'TRC20', '120');
    const withdrawal = { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '50' };
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', 'getDepositInfo'],
      ['POST', 'recharge', deposit],
      ['POST', 'withdrawal', withdrawal],
      ['GET', 'withdrawalQuote?coin=USDT&network=TRC20&amount=50'],
      ['GET', 'listRecharge'],
      ['GET', 'listWithdrwal'],
      ['GET', 'listWithdrawal'],
      ['GET', 'getAccount'],
      ['GET', 'listTransactions'],
      ['GET', 'exportTransactions'],
      ['GET', 'listNotifications'],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [undefined, 'x'.repeat(40)]) {
        const answer = await call(app.url, method, `${USER}/${path}`, { token, body, headers: REAL });
        expect([answer.status, answer.code], path).toEqual([200, 401]);
      }
    }
    const up = await upload(undefined, png());
    expect([up.status, up.code]).toEqual([200, 401]);
    expect((await listOf<RechargeRecord>(a, 'listRecharge')).total).toBe(0);
  });

  // -------------------------------------------------------------------------------------------
  // Images

  it('recognises images by content, not by name or declared type, and bounds their size', async () => {
    const a = await signUp(app);
    const text = new TextEncoder().encode('this is not an image, whatever its name says');
    const disguised = await upload(a.token, text, { filename: 'proof.png', type: 'image/png' });
    expect([disguised.code, disguised.msg]).toEqual([10088, 'The image format is wrong: JPG, JPEG 2000 or PNG.']);
    const renamed = await upload(a.token, png(), { filename: 'notes.txt', type: 'text/plain' });
    expect([renamed.code, renamed.result?.mediaType]).toEqual([200, 'image/png']);

    const over = await upload(a.token, png({ totalBytes: PROOF_MAX_BYTES + 1 }));
    expect([over.status, over.code, over.msg]).toEqual([200, 10088, 'The image may be at most 2 MB.']);
    const exact = await upload(a.token, png({ totalBytes: PROOF_MAX_BYTES }));
    expect([exact.code, exact.result?.sizeBytes]).toEqual([200, png().length]);

    const broken = png().slice(0, 40);
    expect((await upload(a.token, broken)).msg).toBe('The image is damaged or incomplete; upload it again.');
    const wrongField = await upload(a.token, png(), { field: 'image' });
    expect([wrongField.code, wrongField.msg]).toEqual([10088, 'Send one image in the form field "file".']);
    const twoFiles = await upload(a.token, png(), {
      extra: (form) => form.append('file', new Blob([Buffer.from(png())]), 'second.png'),
    });
    expect(twoFiles.code).toBe(10088);
    const withField = await upload(a.token, png(), { extra: (form) => form.append('note', 'hello') });
    expect(withField.code).toBe(10088);
    const json = await call(app.url, 'POST', `${USER}/upload`, { token: a.token, body: { file: 'x' } });
    expect(json.code).toBe(10088);

    // Far over the limit: refused from Content-Length before the body is read.
    const huge = await upload(a.token, png({ totalBytes: 3 * 1024 * 1024 }));
    expect([huge.status, huge.code]).toEqual([413, 413]);
    // Every other route keeps the 64 KB body limit.
    const big = await call(app.url, 'POST', `${USER}/recharge`, {
      token: a.token,
      headers: REAL,
      body: { padding: 'x'.repeat(100 * 1024) },
    });
    expect(big.status).toBe(413);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(png())]), 'proof.png');
    const multipartElsewhere = await fetch(`${app.url}${USER}/recharge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, ...REAL },
      body: form,
    });
    expect(((await multipartElsewhere.json()) as { code: number }).code).toBe(10088);
  });

  // The limiter is the same on either database: one run is enough.
  it.runIf(kind === 'pglite')('limits uploads per customer per hour with 429 and Retry-After', async () => {
    const limited = await startTestApp(kind, { limits: { uploadsPerUser: { points: 2, durationSec: 3600 } } });
    try {
      const a = await signUp(limited);
      const send = async () => {
        const form = new FormData();
        form.append('file', new Blob([Buffer.from(png())]), 'proof.png');
        return fetch(`${limited.url}${USER}/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${a.token}` },
          body: form,
        });
      };
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  // -------------------------------------------------------------------------------------------
  // Movements and their export

  it('lists movements newest first with the running balance, filters by kind, and exports them as CSV', async () => {
    const a = await signUp(app);
    await fund(a, '1000');
    const w1 = (await withdraw(a, { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '100' })).result!;
    await approveWithdrawal(w1.id);
    await fund(a, '250.25');
    const w2 = (await withdraw(a, { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '50' })).result!;
    await approveWithdrawal(w2.id);

    const all = await listOf<TransactionRecord>(a, 'listTransactions');
    expect(all.total).toBe(4);
    expect(all.list.map((m) => [m.kind, m.amount, m.balanceAfter])).toEqual([
      ['withdrawal', '-50', '1100.25'],
      ['deposit', '250.25', '1150.25'],
      ['withdrawal', '-100', '900'],
      ['deposit', '1000', '1000'],
    ]);
    const ids = all.list.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    const deposited = await listOf<TransactionRecord>(a, 'listTransactions?kind=deposit');
    expect(deposited.list.map((m) => [m.amount, m.balanceAfter])).toEqual([
      ['250.25', '1150.25'],
      ['1000', '1000'],
    ]);
    expect(deposited.total).toBe(2);
    const paged = await listOf<TransactionRecord>(a, 'listTransactions?page=2&pageSize=3');
    expect([paged.list.length, paged.total, paged.page, paged.pageSize]).toEqual([1, 4, 2, 3]);
    expect(paged.list[0]!.amount).toBe('1000');
    for (const query of ['pageSize=101', 'page=0', 'kind=loan', 'extra=1']) {
      const answer = await call(app.url, 'GET', `${USER}/listTransactions?${query}`, { token: a.token, headers: REAL });
      expect(answer.code, query).toBe(10088);
    }
    expect((await review.journal(a.user.id, 'real', 1, 100)).list).toEqual(all.list);
    expect(await review.accounts(a.user.id)).toEqual([
      { mode: 'demo', currency: 'USDT', balance: '100000', held: '0', available: '100000' },
      { mode: 'real', currency: 'USDT', balance: '1100.25', held: '0', available: '1100.25' },
    ]);

    const response = await fetch(`${app.url}${USER}/exportTransactions`, {
      headers: { authorization: `Bearer ${a.token}`, ...REAL },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="transactions-real-${day}.csv"`);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('time,kind,amount,balance_after,reference,entry_id');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    expect(rows).toEqual(
      all.list.map((m) => [
        new Date(m.time).toISOString(),
        m.kind,
        m.amount,
        m.balanceAfter,
        m.reference,
        String(m.entryId),
      ]),
    );
    const filtered = await fetch(`${app.url}${USER}/exportTransactions?kind=withdrawal`, {
      headers: { authorization: `Bearer ${a.token}`, ...REAL },
    });
    expect(
      (await filtered.text())
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(',')[2]),
    ).toEqual(['-50', '-100']);
    const demo = await fetch(`${app.url}${USER}/exportTransactions`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(demo.headers.get('content-disposition')).toBe(`attachment; filename="transactions-demo-${day}.csv"`);
    expect((await demo.text()).split('\r\n')[1]).toMatch(/^[^,]+,demo_grant,100000,100000,,\d+$/);
  });

  it('quotes CSV fields as RFC 4180 says, and defuses formulas in text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-12.5', 'number')).toBe('-12.5');
    expect(csvField('-12.5')).toBe("'-12.5");
  });

  // -------------------------------------------------------------------------------------------
  // Races (PostgreSQL only: PGlite is one connection, so nothing ever runs at once there)

  it.runIf(kind === 'postgres')(
    'lets exactly as many of 50 simultaneous withdrawals through as the balance covers',
    async () => {
      const a = await signUp(app);
      await fund(a, '1000');
      const body = { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '100' };
      const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(a, body)));
      expect(answers.filter((answer) => answer.code === 200 && answer.msg === '20003')).toHaveLength(10);
      expect(answers.filter((answer) => answer.code === 10011)).toHaveLength(40);
      expect(await account(a)).toMatchObject({ balance: '1000', held: '1000', freeMargin: '0' });
      expect(await findViolations(db)).toEqual([]);
    },
  );

  it.runIf(kind === 'postgres')('lets one of simultaneous claims of one Ethereum transaction through', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    for (let round = 0; round < 3; round++) {
      const hash = txHash('ETH');
      const claims = await Promise.all([
        recharge(a, { ...(await rechargeBody(a, 'ETH', 'ETH', '1')), txHash: hash }),
        recharge(b, { ...(await rechargeBody(b, 'USDT', 'ERC20', '500')), txHash: hash }),
        recharge(b, { ...(await rechargeBody(b, 'ETH', 'ETH', '2')), txHash: hash }),
      ]);
      expect(claims.filter((claim) => claim.code === 200)).toHaveLength(1);
      for (const claim of claims.filter((c) => c.code !== 200)) {
        expect([claim.code, claim.msg]).toEqual([10088, 'This transaction already backs a deposit.']);
      }
    }
  });

  it.runIf(kind === 'postgres')('settles two operators deciding the same record at once with one outcome', async () => {
    const a = await signUp(app);
    for (let round = 0; round < 5; round++) {
      const record = await deposit(a, 'USDT', 'TRC20', '200');
      const outcomes = await Promise.allSettled([
        approveDeposit(record.id, operator.id),
        rejectDeposit(record.id, 'duplicate transfer', operator2.id),
        approveDeposit(record.id, operator2.id),
      ]);
      const changed = outcomes.filter((o) => o.status === 'fulfilled' && (o.value as Decision<unknown>).changed);
      expect(changed).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(AppError);
      }
      const [row] = await db.select().from(deposits).where(eq(deposits.id, record.id));
      expect(await entriesReferencing(`deposit:${record.id}`)).toBe(row!.status === 'completed' ? 1 : 0);
      expect((await eventsOf('deposit', record.id)).length).toBe(row!.status === 'completed' ? 4 : 3);
    }
    await fund(a, '1000');
    for (let round = 0; round < 5; round++) {
      const record = (await withdraw(a, { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '30' }))
        .result!;
      const outcomes = await Promise.allSettled([
        approveWithdrawal(record.id, operator.id),
        rejectWithdrawal(record.id, 'suspicious', operator2.id),
        approveWithdrawal(record.id, operator2.id),
        rejectWithdrawal(record.id, 'suspicious', operator.id),
      ]);
      const changed = outcomes.filter((o) => o.status === 'fulfilled' && (o.value as Decision<unknown>).changed);
      expect(changed).toHaveLength(1);
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, record.id));
      expect(await entriesReferencing(`withdrawal:${record.id}`)).toBe(row!.status === 'approved' ? 1 : 0);
    }
    expect((await account(a)).held).toBe('0');
    expect(await findViolations(db)).toEqual([]);
  });
});
