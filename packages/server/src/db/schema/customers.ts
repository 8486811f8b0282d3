import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language, NotificationCategory } from '@tp/contract';
import { at, createdAt, id, ref } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: ref('invited_by'),
    kycStatus: text('kyc_status', { enum: ['none', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('none'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    /** The language account e-mails are written in: the one last signed in with or chosen in the settings. */
    language: text('language').$type<Language>(),
    /** Shown at the top of every e-mail sent to the customer (contract settings.ts). */
    antiPhishingCode: text('anti_phishing_code'),
    antiPhishingCodeSetAt: at('anti_phishing_code_set_at'),
    /** The notification categories also sent by e-mail. */
    emailCategories: text('email_categories')
      .array()
      .$type<NotificationCategory[]>()
      .notNull()
      .default(sql`'{account,wallet}'::text[]`),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_invite_code').on(t.inviteCode),
    // A referrer's invitees, for the invite page and the commission job.
    index('users_invited_by')
      .on(t.invitedBy, t.id)
      .where(sql`${t.invitedBy} is not null`),
  ],
);

/** The customer a row belongs to. */
export const ownerId = () =>
  ref('user_id')
    .notNull()
    .references(() => users.id);

/** Sign-in identities at outside providers, linked by the provider's subject id only. */
export const identities = pgTable(
  'identities',
  {
    id: id(),
    userId: ownerId(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [unique('identities_provider_subject').on(t.provider, t.subject), index('identities_user').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

/** E-mail verification codes, stored hashed; bound to one address and one purpose. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('email_codes_lookup').on(t.email, t.purpose, t.createdAt)],
);

/** One-time tokens that hand a session to another window (`/autoLogin#token=`). */
export const handoffTokens = pgTable('handoff_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: ownerId(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** An OpenID Connect sign-in in flight: state, nonce and PKCE verifier, used once. */
export const oidcLogins = pgTable('oidc_logins', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
