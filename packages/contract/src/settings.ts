import { z } from 'zod';
import { LANGUAGES, type NotificationKind } from './constants.ts';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from './notifications.ts';
import { text } from './text-schema.ts';

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

/** GET getAccountSettings: the customer's own e-mail settings (`language` null until first known). */
export const accountSettings = z.object({
  antiPhishingCode: z.string().nullable(),
  emailCategories: z.array(z.enum(NOTIFICATION_CATEGORIES)),
  language: z.enum(LANGUAGES).nullable(),
});
export type AccountSettings = z.infer<typeof accountSettings>;

/** POST setAntiPhishingCode: checked against the rule above by the server, which words the refusal. */
export const setAntiPhishingCodeBody = z.strictObject({ code: text(100) });
export type SetAntiPhishingCodeBody = z.infer<typeof setAntiPhishingCodeBody>;

/** POST setEmailPreferences: the categories also sent by e-mail, and the language the mails are written in. */
export const setEmailPreferencesBody = z.strictObject({
  categories: z.array(z.enum(NOTIFICATION_CATEGORIES)).max(NOTIFICATION_CATEGORIES.length),
  language: z.enum(LANGUAGES),
});
export type SetEmailPreferencesBody = z.infer<typeof setEmailPreferencesBody>;
