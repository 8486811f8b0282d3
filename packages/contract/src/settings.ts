import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { NOTIFICATION_CATEGORIES } from './notifications.ts';
import { text } from './text-schema.ts';

export * from './rules/settings.ts';

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
