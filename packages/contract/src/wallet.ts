import { z } from 'zod';
import type { WalletNetwork } from './constants.ts';
import { COIN_NETWORKS, COINS, MOVEMENT_KINDS, WALLET_NETWORKS, WALLET_STATUSES } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { AMOUNT_RULES, amountField, moneyString } from './money-schema.ts';
import { text } from './text-schema.ts';

const coin = z.enum(COINS as [keyof typeof COIN_NETWORKS, ...(keyof typeof COIN_NETWORKS)[]]);
const network = z.enum(WALLET_NETWORKS as [WalletNetwork, ...WalletNetwork[]]);
const status = z.enum(WALLET_STATUSES);
/** Optional text fields whose absence has its own code (10021, 10025): checked by the service. */
const optionalText = (max: number) => text(max).optional();

/** POST recharge: a deposit the customer has sent, with its proof. */
export const rechargeBody = z.strictObject({
  coin,
  network,
  amount: amountField(AMOUNT_RULES.deposit),
  txHash: text(100).trim().min(1),
  /** The last 6 characters of the address the customer paid from, to match the transfer. */
  last6: z.string().regex(/^[A-Za-z0-9]{6}$/),
  proofFileId: z.uuid(),
});
export type RechargeBody = z.infer<typeof rechargeBody>;

/** POST withdrawal and GET withdrawalQuote: `amount` is in the account currency (USDT). */
export const withdrawalBody = z.strictObject({
  coin: optionalText(10),
  network: optionalText(10),
  address: optionalText(120),
  amount: amountField(AMOUNT_RULES.withdrawal),
});
export type WithdrawalBody = z.infer<typeof withdrawalBody>;
export const withdrawalQuoteQuery = z.strictObject({
  coin: optionalText(10),
  network: optionalText(10),
  amount: amountField(AMOUNT_RULES.withdrawal),
});
export type WithdrawalQuoteQuery = z.infer<typeof withdrawalQuoteQuery>;

/** The price that converted a coin amount, and the recorded tick it came from. */
const rate = {
  /** Account currency per coin; "1" for USDT. */
  rate: moneyString.nullable(),
  /** The instrument whose tick gave the rate (BTCUSDT, ETHUSDT), null for USDT. */
  rateCode: z.string().nullable(),
  rateTime: z.number().int().nullable(),
};

export const rechargeRecord = z.object({
  id: z.number().int(),
  coin,
  network,
  amount: moneyString,
  txHash: z.string(),
  last6: z.string(),
  receivingAddress: z.string(),
  status,
  rejectReason: z.string().nullable(),
  /** What the account was credited, in USDT, once approved. */
  creditedAmount: moneyString.nullable(),
  ...rate,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type RechargeRecord = z.infer<typeof rechargeRecord>;

export const withdrawalQuote = z.object({
  coin,
  network,
  /** Debited from the account, USDT. */
  amount: moneyString,
  feeRate: moneyString,
  fee: moneyString,
  /** What arrives, in USDT and in the coin. */
  receive: moneyString,
  receiveCoin: moneyString,
  ...rate,
});
export type WithdrawalQuote = z.infer<typeof withdrawalQuote>;

export const withdrawalRecord = withdrawalQuote.extend({
  id: z.number().int(),
  address: z.string(),
  status,
  rejectReason: z.string().nullable(),
  /** The transfer that paid it out, once completed. */
  payoutTxHash: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

export const walletPageQuery = z.strictObject({ ...pageQuery });
export const rechargePage = pageOf(rechargeRecord);
export const withdrawalPage = pageOf(withdrawalRecord);
export type WalletPageQuery = z.infer<typeof walletPageQuery>;
export type RechargePage = z.infer<typeof rechargePage>;
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

/** GET getDepositInfo: where to send each coin, and the least accepted. */
export const depositMethod = z.object({ coin, network, address: z.string(), minimum: moneyString });
export const depositInfo = z.object({
  methods: z.array(depositMethod),
  withdrawFeeRate: moneyString,
  /** The least one withdrawal takes, USDT fee included. */
  minWithdrawal: moneyString,
});
export type DepositMethod = z.infer<typeof depositMethod>;
export type DepositInfo = z.infer<typeof depositInfo>;

/** GET getAccount: the figures of the current mode's account, all in USDT. */
export const accountFigures = z.object({
  mode: z.enum(['demo', 'real']),
  currency: z.string(),
  balance: moneyString,
  /** Reserved by pending withdrawals. */
  held: moneyString,
  usedMargin: moneyString,
  freeMargin: moneyString,
  expectedProfit: moneyString,
  equity: moneyString,
});
export type AccountFigures = z.infer<typeof accountFigures>;

/** GET listTransactions / exportTransactions: every ledger movement of the account. */
export const transactionsQuery = z.strictObject({ ...pageQuery, kind: z.enum(MOVEMENT_KINDS).optional() });
export const exportTransactionsQuery = z.strictObject({ kind: z.enum(MOVEMENT_KINDS).optional() });
export type TransactionsQuery = z.infer<typeof transactionsQuery>;
export type ExportTransactionsQuery = z.infer<typeof exportTransactionsQuery>;
export const transactionRecord = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  kind: z.string(),
  /** Signed: positive credits the account. */
  amount: moneyString,
  balanceAfter: moneyString,
  /** The deposit or withdrawal it belongs to, e.g. "deposit:12". */
  reference: z.string().nullable(),
  time: z.number().int(),
});
export const transactionPage = pageOf(transactionRecord);
export type TransactionRecord = z.infer<typeof transactionRecord>;
export type TransactionPage = z.infer<typeof transactionPage>;

/** POST upload: the stored proof image. */
export const uploadResult = z.object({ fileId: z.uuid(), mediaType: z.string(), sizeBytes: z.number().int() });
export type UploadResult = z.infer<typeof uploadResult>;
