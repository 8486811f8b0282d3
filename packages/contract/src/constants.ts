/**
 * Plain constants shared by the server and the web app. This module imports nothing, so the web
 * app can use it without downloading the schema library.
 */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const CODE_PATTERN = /^\d{6}$/;

export const LANGUAGES = ['en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The specification's market types: 1 forex, 2 crypto, 3 stocks, 4 futures, 5 ETF. */
export const MarketType = { forex: 1, crypto: 2, stocks: 3, futures: 4, etf: 5 } as const;
export type MarketType = (typeof MarketType)[keyof typeof MarketType];

export const CANDLE_PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d'] as const;
export type CandlePeriod = (typeof CANDLE_PERIODS)[number];
export const PERIOD_MS: Record<CandlePeriod, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
};
/** Most candles one request returns, and the points a live series keeps. */
export const CANDLE_LIMIT_MAX = 1000;
export const SERIES_POINTS = 100;

/** Coins customers deposit and withdraw, and the networks each travels on. */
export const COIN_NETWORKS = { USDT: ['TRC20', 'ERC20'], BTC: ['BTC'], ETH: ['ETH'] } as const;
export type Coin = keyof typeof COIN_NETWORKS;
export const COINS = Object.keys(COIN_NETWORKS) as Coin[];
export type WalletNetwork = (typeof COIN_NETWORKS)[Coin][number];
export const WALLET_NETWORKS: readonly WalletNetwork[] = ['TRC20', 'ERC20', 'BTC', 'ETH'];
/** The currency of the trading accounts: every balance, margin and fee is in it. */
export const ACCOUNT_CURRENCY = 'USDT';
/** Decimal places of USDT amounts in the accounts, and of coin amounts on each coin's network. */
export const ACCOUNT_SCALE = 6;
export const COIN_SCALE: Record<Coin, number> = { USDT: 6, BTC: 8, ETH: 8 };
/**
 * The most one call takes, as decimal text: per coin for deposits (in the coin), in USDT for the
 * account's calls, in lots for positions, in the quote currency for stop prices. Each is far below
 * what a money column holds (numeric(38, 18): under 10^20), so that no conversion, product or sum
 * of them overflows. The call refuses more with its amount code (see AMOUNT_RULES).
 */
export const DEPOSIT_MAX: Record<Coin, string> = { USDT: '10000000', BTC: '1000', ETH: '10000' };
export const WITHDRAWAL_MAX = '10000000';
export const STAKE_MAX = '1000000';
export const LOTS_MAX = '10000000';
export const STOP_PRICE_MAX = '1000000000';
/** Ready for the calls pinned before they are built: an NFT bid, a loan, a smart trading plan (USDT). */
export const BID_MAX = '10000000';
export const LOAN_MAX = '10000000';
export const PLAN_MAX = '10000000';
/** Most one presale commitment may be (USDT), whatever a round's cap; and most tokens a round may offer. */
export const PRESALE_COMMIT_MAX = '10000000';
export const PRESALE_TOKENS_MAX = '1000000000000';
/** Most an operator may set as an NFT's starting or buy-now price (USDT). */
export const NFT_PRICE_MAX = '1000000';
/** An NFT as everyone sees it: before its auction, during it, after it (unsold or awaiting settlement), sold. */
export const NFT_STATUSES = ['upcoming', 'live', 'ended', 'sold'] as const;
export type NftStatus = (typeof NFT_STATUSES)[number];
/** How an NFT is the customer's: owned (bought or won), bidding (an open bid) or lost. */
export const NFT_RELATIONS = ['owned', 'bidding', 'lost'] as const;
export type NftRelation = (typeof NFT_RELATIONS)[number];
/** A presale round as customers see it: before, during and after its window; settled or cancelled for good. */
export const PRESALE_STATUSES = ['upcoming', 'live', 'ended', 'settled', 'cancelled'] as const;
export type PresaleStatus = (typeof PRESALE_STATUSES)[number];
/** A commitment: open (held), withdrawn by the customer, allocated at settlement, refunded by a cancellation. */
export const PRESALE_COMMITMENT_STATUSES = ['open', 'withdrawn', 'allocated', 'refunded'] as const;
export type PresaleCommitmentStatus = (typeof PRESALE_COMMITMENT_STATUSES)[number];
/** Largest proof image a customer may upload, in bytes. */
export const PROOF_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Largest picture a proof image may declare, in pixels a side and in all: a few hundred KB of
 * compressed data can declare a picture that takes gigabytes to decode (an image bomb).
 */
export const PROOF_MAX_SIDE_PX = 8000;
export const PROOF_MAX_PIXELS = 40_000_000;
/** Statuses of deposits and withdrawals, in the order they move. */
export const WALLET_STATUSES = ['submitted', 'awaiting_review', 'approved', 'completed', 'rejected'] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];
/** Kinds of ledger movement the transaction records can be filtered by. */
export const MOVEMENT_KINDS = [
  'deposit',
  'withdrawal',
  'demo_grant',
  'position_open',
  'position_close',
  'option_buy',
  'option_settle',
  'plan_subscribe',
  'plan_earning',
  'plan_mature',
  'plan_exit',
  'presale_settle',
  'referral_commission',
  'loan_disburse',
  'loan_repay',
  'loan_collect',
  'nft_purchase',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** Most rows one CSV export of transaction records carries. */
export const EXPORT_ROWS_MAX = 50_000;
export const OPERATOR_ROLES = ['admin', 'reviewer', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Trading: a position's side, why it closed; an option's direction and how it ended. */
export const POSITION_SIDES = ['long', 'short'] as const;
export type PositionSide = (typeof POSITION_SIDES)[number];
export const CLOSE_REASONS = ['customer', 'stop_loss', 'take_profit', 'stop_out'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const OPTION_DIRECTIONS = ['up', 'down'] as const;
export type OptionDirection = (typeof OPTION_DIRECTIONS)[number];
/** won and lost by the price at expiry; tie refunds the stake; refunded when no price was recorded at expiry. */
export const OPTION_STATUSES = ['open', 'won', 'lost', 'tie', 'refunded'] as const;
export type OptionStatus = (typeof OPTION_STATUSES)[number];
/** A smart plan earns daily until its term ends (completed) or the customer leaves early (exited). */
export const PLAN_STATUSES = ['earning', 'completed', 'exited'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
/** The length of a plan's day: earnings are paid every 24 hours from the subscription, not at midnight. */
export const PLAN_DAY_MS = 86_400_000;
/** Most terms one smart product offers, and most plans one customer may hold earning at once. */
export const SMART_TERMS_MAX = 12;
export const EARNING_PLANS_MAX = 50;

/** Most positions one account may hold open at once: every bound is explicit. */
export const OPEN_POSITIONS_MAX = 200;
/** Most options one account may hold open at once. */
export const OPEN_OPTIONS_MAX = 100;

/**
 * What an in-app notification reports: every kind the server writes, each worded by the app in
 * the reader's language (its catalogues have a sentence for each; a test walks this list).
 */
export const NOTIFICATION_KINDS = [
  'deposit_submitted',
  'deposit_completed',
  'deposit_rejected',
  'withdrawal_submitted',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_completed',
  'position_closed',
  'option_settled',
  'plan_earning',
  'plan_completed',
  'plan_exited',
  'presale_settled',
  'presale_cancelled',
  'operator_notice',
  'new_sign_in',
  'password_changed',
  'referral_commission',
  'kyc_approved',
  'kyc_rejected',
  'kyc_resubmit',
  'loan_approved',
  'loan_rejected',
  'loan_repaid',
  'loan_expired',
  'nft_outbid',
  'nft_won',
  'nft_bought',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** Most notifications one call marks read: a page's worth. */
export const NOTIFICATIONS_READ_MAX = 100;

/** The specification's rule, for the web app's frame and the server's page: anything not Android, iPhone, iPad or iPod is a desktop. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod/i.test(userAgent);
}
