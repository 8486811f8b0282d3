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
