import type { NotificationKind } from '../constants.ts';
import type { NotificationCategory } from '../notifications.ts';

export { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../notifications.ts';

/**
 * The anti-phishing code: a phrase the customer chooses, shown at the top of every genuine e-mail
 * so that a forged one, which cannot know it, stands out. Letters of any script, digits, spaces,
 * hyphens and underscores; never markup, so that it is the same text in every mail client.
 */
export const ANTI_PHISHING_CODE_MIN = 4;
export const ANTI_PHISHING_CODE_MAX = 20;
export const ANTI_PHISHING_CODE_PATTERN = /^[\p{L}\p{M}\p{N} _-]{4,20}$/u;

/** The categories mailed to a customer who never chose: security and money moved. */
export const DEFAULT_EMAIL_CATEGORIES: readonly NotificationCategory[] = ['account', 'wallet'];

/** Security mails every customer receives whatever they chose: a sign-in from a new device, a password change. */
export const ALWAYS_MAILED_KINDS: readonly NotificationKind[] = ['new_sign_in', 'password_changed'];
