/**
 * The database schema, one file per area under schema/; this file is what drizzle-kit and the
 * code import. Only ledger/ uses the ledger's tables (lint enforces it).
 */
export * from './schema/customers.ts';
export * from './schema/content.ts';
export * from './schema/ledger.ts';
export * from './schema/market.ts';
export * from './schema/backoffice.ts';
export * from './schema/wallet.ts';
export * from './schema/trading.ts';
export * from './schema/plans.ts';
export * from './schema/idempotency.ts';
export * from './schema/presale.ts';
export * from './schema/notices.ts';
export * from './schema/mail.ts';
export * from './schema/referrals.ts';
export * from './schema/kyc.ts';
export * from './schema/loans.ts';
export * from './schema/chat.ts';
export * from './schema/nfts.ts';
