import type { NotificationKind } from './constants.ts';

/**
 * The four groups a customer sees notifications in, and chooses e-mail by: what happened to the
 * account (sign-in, security, verification), to a trade, to money in the wallet, or a notice.
 */
export const NOTIFICATION_CATEGORIES = ['account', 'trading', 'wallet', 'system'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Every kind's group: a new kind does not compile until it has one. */
export const NOTIFICATION_CATEGORY: Readonly<Record<NotificationKind, NotificationCategory>> = {
  deposit_submitted: 'wallet',
  deposit_completed: 'wallet',
  deposit_rejected: 'wallet',
  withdrawal_submitted: 'wallet',
  withdrawal_approved: 'wallet',
  withdrawal_rejected: 'wallet',
  withdrawal_completed: 'wallet',
  position_closed: 'trading',
  option_settled: 'trading',
  plan_earning: 'trading',
  plan_completed: 'trading',
  plan_exited: 'trading',
  presale_settled: 'trading',
  presale_cancelled: 'trading',
  referral_commission: 'wallet',
};
