import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Language } from '@tp/contract';
import { emailCodes, handoffTokens, identities, oidcLogins, sessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = 'register' | 'reset';

export async function findUserByNameOrEmail(tx: Db, nameOrEmail: string): Promise<UserRow | undefined> {
  const key = nameOrEmail.toLowerCase();
  const rows = await tx
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  return rows[0];
}

export async function findUserById(tx: Db, userId: number): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, userId));
  return rows[0];
}

export async function usernameTaken(tx: Db, username: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return rows.length > 0;
}

export async function emailTaken(tx: Db, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows.length > 0;
}

export async function findUserIdByInviteCode(tx: Db, inviteCode: string): Promise<number | undefined> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.inviteCode, inviteCode.toUpperCase()));
  return rows[0]?.id;
}

/** The owner of an invite code (codes are stored upper case) and the address they signed up with. */
export async function findInviter(
  tx: Db,
  inviteCode: string,
): Promise<{ id: number; email: string | null } | undefined> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.inviteCode, inviteCode.toUpperCase()));
  return rows[0];
}

export async function insertUser(tx: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}

export async function setPasswordHash(tx: Db, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The interface language the customer signed in with: account e-mails are written in it. */
export async function setLanguage(tx: Db, userId: number, language: Language): Promise<void> {
  await tx.update(users).set({ language }).where(eq(users.id, userId));
}

export async function insertSession(tx: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await tx.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/** The live session of a token hash: neither revoked nor expired at `now`, and its user active. */
export async function findLiveSession(tx: Db, tokenHash: string, now: Date) {
  const rows = await tx
    .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
      ),
    );
  return rows[0];
}

export async function revokeSession(tx: Db, userId: number, sessionId: number, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user but the one kept (after a password change). */
export async function revokeOtherSessions(
  tx: Db,
  userId: number,
  keepSessionId: number | null,
  now: Date,
): Promise<void> {
  const keep = keepSessionId === null ? sql`true` : ne(sessions.id, keepSessionId);
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

export async function insertEmailCode(
  tx: Db,
  values: { email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailCodes).values(values);
}

/** The newest code for an address and purpose; older ones are superseded by it. */
export async function latestEmailCode(tx: Db, email: string, purpose: CodePurpose) {
  const rows = await tx
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  return rows[0];
}

/**
 * Takes one of a code's guesses, atomically: false once `maxAttempts` are used up, so that
 * guesses sent in parallel cannot check more than `maxAttempts` values between them.
 */
export async function claimCodeAttempt(tx: Db, codeId: number, maxAttempts: number): Promise<boolean> {
  const rows = await tx
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, codeId), lt(emailCodes.attempts, maxAttempts)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

/** Consumes a code once: a second caller gets false. */
export async function consumeEmailCode(tx: Db, codeId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

export async function insertHandoff(tx: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await tx.insert(handoffTokens).values({ userId, tokenHash, expiresAt });
}

/** Voids a user's unused hand-off tokens (after a password change), so none can open a session later. */
export async function voidHandoffs(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(handoffTokens)
    .set({ usedAt: now })
    .where(and(eq(handoffTokens.userId, userId), isNull(handoffTokens.usedAt)));
}

/** Uses a hand-off token once, if it has not expired; returns its user. */
export async function useHandoff(tx: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const rows = await tx
    .update(handoffTokens)
    .set({ usedAt: now })
    .where(and(eq(handoffTokens.tokenHash, tokenHash), isNull(handoffTokens.usedAt), gt(handoffTokens.expiresAt, now)))
    .returning({ userId: handoffTokens.userId });
  return rows[0]?.userId;
}

export async function insertOidcLogin(tx: Db, values: typeof oidcLogins.$inferInsert): Promise<void> {
  await tx.insert(oidcLogins).values(values);
}

/** Uses a pending OIDC sign-in once, if unexpired and for the same provider. */
export async function useOidcLogin(tx: Db, stateHash: string, provider: string, now: Date) {
  const rows = await tx
    .update(oidcLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(oidcLogins.stateHash, stateHash),
        eq(oidcLogins.provider, provider),
        isNull(oidcLogins.usedAt),
        gt(oidcLogins.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

export async function findIdentityUser(tx: Db, provider: string, subject: string): Promise<number | undefined> {
  const rows = await tx
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  return rows[0]?.userId;
}

export async function insertIdentity(tx: Db, values: typeof identities.$inferInsert): Promise<void> {
  await tx.insert(identities).values(values);
}
