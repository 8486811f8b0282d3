import type { NotificationKind } from './constants.ts';
import type { NotificationRecord } from './notification-schemas.ts';

// What notifications are about, and the live channel that pushes them. No zod here: the browser's
// start-up imports this file.

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
  operator_notice: 'system',
  new_sign_in: 'account',
  password_changed: 'account',
  referral_commission: 'wallet',
  kyc_approved: 'account',
  kyc_rejected: 'account',
  kyc_resubmit: 'account',
  loan_approved: 'wallet',
  loan_rejected: 'wallet',
  loan_repaid: 'wallet',
  loan_expired: 'wallet',
  nft_outbid: 'trading',
  nft_won: 'trading',
  nft_bought: 'trading',
};

/** The kinds of one group. */
export function kindsOf(category: NotificationCategory): NotificationKind[] {
  return (Object.keys(NOTIFICATION_CATEGORY) as NotificationKind[]).filter(
    (kind) => NOTIFICATION_CATEGORY[kind] === category,
  );
}

/** The customer's live channel: the browser's first and only message proves whose it is. */
export const NOTIFY_SOCKET_PATH = '/websocket/notify';
/** How long a new socket may take to send its session before it is closed. */
export const NOTIFY_AUTH_TIMEOUT_MS = 10_000;
/** Close codes: no live session (never sent, bad, or ended since), or a message that is not the session. */
export const NOTIFY_CLOSE_SESSION = 4401;
export const NOTIFY_CLOSE_PROTOCOL = 1008;
export interface NotifyAuthMessage {
  op: 'auth';
  token: string;
}
/** A pushed notification: whole, or only its id when it was too large to push (the page reads it). */
export type PushedNotification = Partial<Omit<NotificationRecord, 'id' | 'readAt' | 'notice'>> & { id: number };
export type NotifySocketMessage =
  /** The session is accepted: from now on every new notification is pushed. */
  | { type: 'ready' }
  | { type: 'notification'; item: PushedNotification }
  /** Pushes may have been missed (the node lost the database for a moment): read again. */
  | { type: 'resync' };
