/**
 * The wallet's decimal-string helpers live in src/lib/decimal.ts, shared with the other features;
 * money is never a JavaScript number.
 */
export * from '../../lib/decimal.ts';
