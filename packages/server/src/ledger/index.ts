export { LedgerError, type LedgerFailure } from './errors.ts';
export {
  customerAccount,
  customerAccountId,
  customerCash,
  customerBalances,
  systemAccountId,
  accountBalance,
  type AccountBalance,
  type CustomerAccount,
  type CustomerAccountKey,
  type CustomerCash,
  type LockedCustomerAccount,
} from './accounts.ts';
export { post, MAX_POSTINGS_PER_ENTRY, type EntryInput, type PostingInput, type PostedEntry } from './post.ts';
export { checkPosted, postMany, postManyCtes, type BatchEntry, type PostedCounts } from './post-many.ts';
export { lockCustomerAccounts, CustomerAccountIds } from './lock-many.ts';
export { SystemAccountIds } from './system-account-ids.ts';
export { reserve, postHold, voidHold, type Hold, type HoldInput, type PostHoldInput } from './holds.ts';
export { reserveMany, type BatchHold } from './reserve-many.ts';
export { voidMany } from './void-many.ts';
export { findViolations, type Violation } from './invariants.ts';
export { accountMovements, countAccountMovements, type AccountMovement, type MovementFilter } from './movements.ts';
export { grantDemoFunds, DEMO_GRANT, TRADING_CURRENCY } from './grants.ts';
