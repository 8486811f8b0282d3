import { z } from 'zod';

import { EMAIL_MAX_LENGTH, LANGUAGES, PASSWORD_MAX_LENGTH } from './constants.ts';
import { text } from './text-schema.ts';

export const codePurpose = z.enum(['register', 'reset']);
export type CodePurpose = z.infer<typeof codePurpose>;

export const kycStatus = z.enum(['none', 'pending', 'verified', 'rejected']);

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  inviteCode: z.string(),
  kycStatus,
  createdAt: z.number().int(),
});
export type User = z.infer<typeof user>;

export const session = z.object({ token: z.string(), user });
export type Session = z.infer<typeof session>;

export const checkUserNameQuery = z.strictObject({ username: text(EMAIL_MAX_LENGTH) });
export const checkUserNameResult = z.object({ exists: z.boolean() });
export type CheckUserNameQuery = z.infer<typeof checkUserNameQuery>;
export type CheckUserNameResult = z.infer<typeof checkUserNameResult>;

/** `language`: the interface language the customer reads, which the e-mail is written in (English without it). */
export const sendCodeBody = z.strictObject({
  email: text(EMAIL_MAX_LENGTH),
  purpose: codePurpose,
  language: z.enum(LANGUAGES).optional(),
});
export type SendCodeBody = z.infer<typeof sendCodeBody>;

export const registerBody = z.strictObject({
  username: text(64),
  email: text(EMAIL_MAX_LENGTH),
  password: text(PASSWORD_MAX_LENGTH),
  code: text(16),
  inviteCode: text(32).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** `language`: the interface language the customer signs in with; account e-mails are then written in it. */
export const loginBody = z.strictObject({
  username: text(EMAIL_MAX_LENGTH),
  password: text(PASSWORD_MAX_LENGTH),
  language: z.enum(LANGUAGES).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const resetPasswordBody = z.strictObject({
  email: text(EMAIL_MAX_LENGTH),
  code: text(16),
  password: text(PASSWORD_MAX_LENGTH),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const repasswordBody = z.strictObject({
  oldPassword: text(PASSWORD_MAX_LENGTH),
  newPassword: text(PASSWORD_MAX_LENGTH),
});
export type RepasswordBody = z.infer<typeof repasswordBody>;

/** `state` is added to the specification's `{ code, redirectUri }`: the server checks it. */
export const loginByProviderBody = z.strictObject({
  code: text(2048),
  redirectUri: text(2048),
  state: text(256),
});
export type LoginByProviderBody = z.infer<typeof loginByProviderBody>;

export const handoffResult = z.object({ token: z.string(), expiresAt: z.number().int() });
export type HandoffResult = z.infer<typeof handoffResult>;
export const autoLoginBody = z.strictObject({ token: text(256) });
export type AutoLoginBody = z.infer<typeof autoLoginBody>;
