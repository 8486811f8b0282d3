import type { AccountMode } from '@tp/contract';

/**
 * One customer's account of a book (user, mode) as a map key: the key lockCustomerAccounts gives
 * the rows it locks, the group commit's batches their requests and the margin book its accounts.
 */
export const accountKey = (userId: number, mode: AccountMode): string => `${userId}:${mode}`;
