import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  jsonb,
  primaryKey,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  customType,
  pgSequence,
} from 'drizzle-orm/pg-core';

/** A moment, with its time zone, read as a Date. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
/** Epoch milliseconds (tick times), read as numbers. */
const millis = (name: string) => bigint(name, { mode: 'number' });
/** The book a row belongs to: demo or real. */
const modeColumn = () => text('mode', { enum: ['demo', 'real'] }).notNull();
const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'number' });
/** Money columns: exact decimals, read as strings. */
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: ref('invited_by'),
    kycStatus: text('kyc_status', { enum: ['none', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('none'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_invite_code').on(t.inviteCode),
  ],
);

/** The customer a row belongs to. */
const ownerId = () =>
  ref('user_id')
    .notNull()
    .references(() => users.id);

/** Sign-in identities at outside providers, linked by the provider's subject id only. */
export const identities = pgTable(
  'identities',
  {
    id: id(),
    userId: ownerId(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [unique('identities_provider_subject').on(t.provider, t.subject), index('identities_user').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

/** E-mail verification codes, stored hashed; bound to one address and one purpose. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('email_codes_lookup').on(t.email, t.purpose, t.createdAt)],
);

/** One-time tokens that hand a session to another window (`/autoLogin?token=`). */
export const handoffTokens = pgTable('handoff_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: ownerId(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** An OpenID Connect sign-in in flight: state, nonce and PKCE verifier, used once. */
export const oidcLogins = pgTable('oidc_logins', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const contents = pgTable(
  'contents',
  {
    id: id(),
    /** 1 Chinese, 2 every other language (the specification's rule). */
    langGroup: smallint('lang_group').notNull(),
    type: smallint('type').notNull(),
    slug: text('slug'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contents_list').on(t.langGroup, t.type, t.sortOrder),
    uniqueIndex('contents_slug').on(t.langGroup, t.slug),
    check('contents_lang_group', sql`${t.langGroup} in (1, 2)`),
    check('contents_type', sql`${t.type} between 1 and 6`),
  ],
);

export const params = pgTable('params', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  /** Only public parameters are readable through getParamByKey. */
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Ledger accounts. Customer accounts carry a cached balance and held amount, checked against
 * the postings by the invariant check; system accounts (house, fees, issuers) derive their
 * balance from postings so that no order ever locks one shared row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id),
    kind: text('kind', {
      enum: ['customer', 'house', 'fee', 'demo_issuer', 'settlement', 'margin', 'option_stakes'],
    }).notNull(),
    mode: modeColumn(),
    currency: text('currency').notNull(),
    balance: amount('balance').notNull().default('0'),
    held: amount('held').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_id_mode_currency').on(t.id, t.mode, t.currency),
    uniqueIndex('ledger_accounts_customer')
      .on(t.userId, t.mode, t.currency)
      .where(sql`${t.kind} = 'customer'`),
    uniqueIndex('ledger_accounts_system')
      .on(t.kind, t.mode, t.currency)
      .where(sql`${t.kind} <> 'customer'`),
    check('ledger_accounts_owner', sql`(${t.kind} = 'customer') = (${t.userId} is not null)`),
    check('ledger_accounts_held_nonnegative', sql`${t.held} >= 0`),
    check('ledger_accounts_customer_covered', sql`${t.kind} <> 'customer' or ${t.balance} >= ${t.held}`),
  ],
);

/** A journal entry: its postings sum to zero (a deferred trigger checks at commit). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    kind: text('kind').notNull(),
    mode: modeColumn(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key'),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_entries_id_mode_currency').on(t.id, t.mode, t.currency),
    uniqueIndex('ledger_entries_idempotency').on(t.idempotencyKey),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    entryId: ref('entry_id').notNull(),
    accountId: ref('account_id').notNull(),
    mode: modeColumn(),
    currency: text('currency').notNull(),
    /** Positive raises the account's balance, negative lowers it. */
    amount: amount('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Composite keys make a posting's mode and currency those of both its entry and its account:
    // the database itself refuses an entry that mixes demo and real money.
    foreignKey({
      columns: [t.entryId, t.mode, t.currency],
      foreignColumns: [ledgerEntries.id, ledgerEntries.mode, ledgerEntries.currency],
    }),
    foreignKey({
      columns: [t.accountId, t.mode, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.mode, ledgerAccounts.currency],
    }),
    index('ledger_postings_account').on(t.accountId, t.id),
    index('ledger_postings_entry').on(t.entryId),
    check('ledger_postings_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Two-phase holds: reserved, then posted or voided exactly once. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: amount('amount').notNull(),
    status: text('status', { enum: ['pending', 'posted', 'voided'] })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key'),
    reference: text('reference'),
    entryId: ref('entry_id').references(() => ledgerEntries.id),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('ledger_holds_idempotency').on(t.idempotencyKey),
    index('ledger_holds_account_pending')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending'`),
    check('ledger_holds_positive', sql`${t.amount} > 0`),
    check('ledger_holds_resolution', sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)`),
  ],
);

/** The tradable instruments: the catalogue is seeded, its terms are data, not code. */
export const instruments = pgTable(
  'instruments',
  {
    id: id(),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    appName: text('app_name').notNull(),
    logo: text('logo').notNull(),
    precision: smallint('precision').notNull(),
    contractSize: numeric('contract_size', { precision: 38, scale: 18 }).notNull(),
    leverages: jsonb('leverages').$type<number[]>().notNull(),
    feeRate: numeric('fee_rate', { precision: 38, scale: 18 }).notNull(),
    minLots: numeric('min_lots', { precision: 38, scale: 18 }).notNull(),
    lotStep: numeric('lot_step', { precision: 38, scale: 18 }).notNull(),
    maxLots: numeric('max_lots', { precision: 38, scale: 18 }).notNull(),
    calendar: text('calendar', { enum: ['always', 'forex', 'us-equity', 'cme-globex'] }).notNull(),
    annualVolatility: numeric('annual_volatility', { precision: 38, scale: 18 }).notNull(),
    referencePrice: numeric('reference_price', { precision: 38, scale: 18 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('instruments_code').on(t.code),
    index('instruments_type').on(t.type, t.sortOrder),
    check('instruments_type_range', sql`${t.type} between 1 and 5`),
    check('instruments_fee_rate', sql`${t.feeRate} >= 0 and ${t.feeRate} < 0.003`),
  ],
);

/**
 * One-minute candles of every instrument, written by the node that runs the price source.
 * Longer periods are rolled up from these when asked. Prices here are display data; what an
 * order fills at is the tick it records.
 */
export const candles = pgTable(
  'candles_1m',
  {
    code: text('code').notNull(),
    timeMs: millis('time_ms').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code, t.timeMs] })],
);

/** Each customer's watched instruments, in the order added; at most WATCHLIST_MAX per customer. */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: ownerId(),
    instrumentId: ref('instrument_id')
      .notNull()
      .references(() => instruments.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instrumentId] })],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const coinColumn = () => text('coin', { enum: ['USDT', 'BTC', 'ETH'] }).notNull();
const networkColumn = () => text('network', { enum: ['TRC20', 'ERC20', 'BTC', 'ETH'] }).notNull();
const walletStatus = () =>
  text('status', { enum: ['submitted', 'awaiting_review', 'approved', 'completed', 'rejected'] }).notNull();

/** Back-office operators: not customers; their own passwords, roles and sessions. */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'reviewer', 'support'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_name_lower').on(sql`lower(${t.name})`)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: id(),
    operatorId: ref('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash').on(t.tokenHash),
    index('operator_sessions_operator').on(t.operatorId),
  ],
);

/** Every operator action: who, what, when, before and after. Append-only (a trigger refuses edits). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null for actions of the system itself, such as the first administrator created at start. */
    operatorId: ref('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_operator').on(t.operatorId, t.id)],
);

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
  (t) => [index('notifications_user').on(t.userId, t.id)],
);

/**
 * Every tick of the shared price source, as the node running it recorded them: what each fill and
 * settlement cites, and what an option settles against after a restart. Kept for a bounded time
 * (`TICK_RETENTION_MS`); orders copy the price and time they used, so pruning loses no citation.
 */
export const ticks = pgTable(
  'ticks',
  {
    code: text('code').notNull(),
    timeMs: millis('time_ms').notNull(),
    price: amount('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.timeMs] })],
);

/** Bumped on every change to a position's stops or status: how price-stream workers learn what changed. */
export const positionChangeSeq = pgSequence('position_change_seq');

/** Buy-long and sell-short positions on margin. */
export const positions = pgTable(
  'positions',
  {
    id: id(),
    userId: ownerId(),
    mode: modeColumn(),
    instrumentId: ref('instrument_id')
      .notNull()
      .references(() => instruments.id),
    code: text('code').notNull(),
    side: text('side', { enum: ['long', 'short'] }).notNull(),
    lots: amount('lots').notNull(),
    leverage: integer('leverage').notNull(),
    contractSize: amount('contract_size').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    openPrice: amount('open_price').notNull(),
    openTickTimeMs: millis('open_tick_time_ms').notNull(),
    /** Quote currency → USDT at opening, and the tick it came from; null when quoted in USD(T). */
    openRate: amount('open_rate'),
    openRateCode: text('open_rate_code'),
    openRateTimeMs: millis('open_rate_time_ms'),
    margin: amount('margin').notNull(),
    fee: amount('fee').notNull(),
    stopLoss: amount('stop_loss'),
    takeProfit: amount('take_profit'),
    closePrice: amount('close_price'),
    closeTickTimeMs: millis('close_tick_time_ms'),
    closeRate: amount('close_rate'),
    closeRateCode: text('close_rate_code'),
    closeRateTimeMs: millis('close_rate_time_ms'),
    closeReason: text('close_reason', { enum: ['customer', 'stop_loss', 'take_profit', 'stop_out'] }),
    /** Realised profit as computed from the prices; what was credited is profit + absorbed_loss. */
    profit: amount('profit'),
    absorbedLoss: amount('absorbed_loss'),
    openEntryId: ref('open_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    closeEntryId: ref('close_entry_id').references(() => ledgerEntries.id),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('position_change_seq')`),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    openedAt: at('opened_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('positions_owner').on(t.userId, t.mode, t.status, t.id),
    index('positions_open')
      .on(t.code)
      .where(sql`${t.status} = 'open'`),
    index('positions_change').on(t.changeSeq),
    uniqueIndex('positions_idempotency').on(t.userId, t.mode, t.idempotencyKey),
    check('positions_amounts', sql`${t.lots} > 0 and ${t.leverage} > 0 and ${t.margin} > 0 and ${t.fee} >= 0`),
    check(
      'positions_closed_complete',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null and ${t.closePrice} is not null and ${t.closeTickTimeMs} is not null and ${t.closeReason} is not null and ${t.profit} is not null and ${t.closeEntryId} is not null)`,
    ),
    check('positions_absorbed', sql`${t.absorbedLoss} is null or ${t.absorbedLoss} >= 0`),
  ],
);

/** The option periods customers can buy: the server's product list. */
export const optionsProducts = pgTable(
  'options_products',
  {
    id: id(),
    periodSeconds: integer('period_seconds').notNull(),
    payoutRate: amount('payout_rate').notNull(),
    minStake: amount('min_stake').notNull(),
    maxStake: amount('max_stake').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('options_products_period').on(t.periodSeconds),
    check(
      'options_products_terms',
      sql`${t.periodSeconds} > 0 and ${t.payoutRate} > 0 and ${t.payoutRate} <= 1 and ${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake}`,
    ),
  ],
);

/** Up/down options: the stake is taken at purchase and settled against the recorded price at expiry. */
export const optionsOrders = pgTable(
  'options_orders',
  {
    id: id(),
    userId: ownerId(),
    mode: modeColumn(),
    instrumentId: ref('instrument_id')
      .notNull()
      .references(() => instruments.id),
    code: text('code').notNull(),
    productId: ref('product_id')
      .notNull()
      .references(() => optionsProducts.id),
    direction: text('direction', { enum: ['up', 'down'] }).notNull(),
    periodSeconds: integer('period_seconds').notNull(),
    payoutRate: amount('payout_rate').notNull(),
    stake: amount('stake').notNull(),
    status: text('status', { enum: ['open', 'won', 'lost', 'tie', 'refunded'] })
      .notNull()
      .default('open'),
    openPrice: amount('open_price').notNull(),
    openTickTimeMs: millis('open_tick_time_ms').notNull(),
    expiresAtMs: millis('expires_at_ms').notNull(),
    settlePrice: amount('settle_price'),
    settleTickTimeMs: millis('settle_tick_time_ms'),
    payout: amount('payout'),
    buyEntryId: ref('buy_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    settleEntryId: ref('settle_entry_id').references(() => ledgerEntries.id),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('options_orders_owner').on(t.userId, t.mode, t.id),
    index('options_orders_due')
      .on(t.expiresAtMs)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('options_orders_idempotency').on(t.userId, t.mode, t.idempotencyKey),
    check('options_orders_stake', sql`${t.stake} > 0`),
    check(
      'options_orders_settled_complete',
      sql`(${t.status} = 'open') = (${t.settledAt} is null and ${t.payout} is null and ${t.settleEntryId} is null)`,
    ),
  ],
);
