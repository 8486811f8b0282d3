import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, millis, id, ref, amount } from './columns.ts';
import { operators } from './backoffice.ts';
import { ownerId } from './customers.ts';
import { ledgerEntries, ledgerHolds } from './ledger.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const coinColumn = () => text('coin', { enum: ['USDT', 'BTC', 'ETH'] }).notNull();
const networkColumn = () => text('network', { enum: ['TRC20', 'ERC20', 'BTC', 'ETH'] }).notNull();
const walletStatus = () =>
  text('status', { enum: ['submitted', 'awaiting_review', 'approved', 'completed', 'rejected'] }).notNull();

/** Uploaded images (payment proofs), cleaned of metadata; readable by their owner and operators only. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    userId: ownerId(),
    purpose: text('purpose', { enum: ['deposit_proof'] }).notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_user').on(t.userId, t.createdAt), check('files_size', sql`${t.sizeBytes} > 0`)],
);

/** Deposits (recharges) to the real account, reviewed by an operator before they are credited. */
export const deposits = pgTable(
  'deposits',
  {
    id: id(),
    userId: ownerId(),
    coin: coinColumn(),
    network: networkColumn(),
    /** In the coin. */
    amount: amount('amount').notNull(),
    /** Lower-cased, so that one transfer backs one deposit whatever its spelling. */
    txHash: text('tx_hash').notNull(),
    last6: text('last6').notNull(),
    proofFileId: uuid('proof_file_id')
      .notNull()
      .references(() => files.id),
    receivingAddress: text('receiving_address').notNull(),
    status: walletStatus(),
    rejectReason: text('reject_reason'),
    rate: amount('rate'),
    rateCode: text('rate_code'),
    rateTimeMs: millis('rate_time_ms'),
    creditedAmount: amount('credited_amount'),
    entryId: ref('entry_id').references(() => ledgerEntries.id),
    reviewedBy: ref('reviewed_by').references(() => operators.id),
    reviewedAt: at('reviewed_at'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_tx_hash').on(t.coin, t.network, t.txHash),
    uniqueIndex('deposits_proof').on(t.proofFileId),
    uniqueIndex('deposits_idempotency').on(t.userId, t.idempotencyKey),
    index('deposits_user').on(t.userId, t.id),
    index('deposits_status').on(t.status, t.id),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check(
      'deposits_credit_when_approved',
      sql`(${t.status} in ('approved', 'completed')) = (${t.entryId} is not null and ${t.creditedAmount} is not null)`,
    ),
    check('deposits_reason_when_rejected', sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
  ],
);

/** Withdrawals from the real account: funds held at request, paid out or released at review. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: ownerId(),
    coin: coinColumn(),
    network: networkColumn(),
    address: text('address').notNull(),
    /** Debited from the account (USDT), fee included. */
    amount: amount('amount').notNull(),
    feeRate: amount('fee_rate').notNull(),
    fee: amount('fee').notNull(),
    /** What arrives: in USDT, and converted to the coin at the rate of the request. */
    receive: amount('receive').notNull(),
    receiveCoin: amount('receive_coin').notNull(),
    rate: amount('rate').notNull(),
    rateCode: text('rate_code'),
    rateTimeMs: millis('rate_time_ms'),
    holdId: ref('hold_id')
      .notNull()
      .references(() => ledgerHolds.id),
    status: walletStatus(),
    rejectReason: text('reject_reason'),
    payoutTxHash: text('payout_tx_hash'),
    entryId: ref('entry_id').references(() => ledgerEntries.id),
    reviewedBy: ref('reviewed_by').references(() => operators.id),
    reviewedAt: at('reviewed_at'),
    /** Who recorded the payout, and when: kept apart from the approval's reviewer and time. */
    completedBy: ref('completed_by').references(() => operators.id),
    completedAt: at('completed_at'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_hold').on(t.holdId),
    uniqueIndex('withdrawals_idempotency').on(t.userId, t.idempotencyKey),
    index('withdrawals_user').on(t.userId, t.id),
    index('withdrawals_status').on(t.status, t.id),
    check(
      'withdrawals_amounts',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.receive} > 0 and ${t.amount} = ${t.fee} + ${t.receive}`,
    ),
    check(
      'withdrawals_posted_when_approved',
      sql`(${t.status} in ('approved', 'completed')) = (${t.entryId} is not null)`,
    ),
    check('withdrawals_reason_when_rejected', sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
    check('withdrawals_payout_when_completed', sql`(${t.status} = 'completed') = (${t.payoutTxHash} is not null)`),
    check('withdrawals_completion_when_completed', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
  ],
);

/** Each status a deposit or withdrawal went through, and who moved it. Append-only. */
export const walletEvents = pgTable(
  'wallet_events',
  {
    id: id(),
    recordKind: text('record_kind', { enum: ['deposit', 'withdrawal'] }).notNull(),
    recordId: ref('record_id').notNull(),
    status: walletStatus(),
    operatorId: ref('operator_id').references(() => operators.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_events_record').on(t.recordKind, t.recordId, t.id)],
);

/** In-app notifications: what changed, as data the app words in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull(),
    createdAt: createdAt(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.id),
    // The bell's count reads only the unread ones.
    index('notifications_user_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
