import {
  CODE_PATTERN,
  ErrorCode,
  USERNAME_PATTERN,
  refusalReasons,
  type CodePurpose,
  type Language,
  type Session,
  type User,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionContext } from '../../core/request.ts';
import type { Limiters } from '../../core/rate-limits.ts';
import { SignInGuard, signInLimits, type SignInClient } from '../../core/sign-in-guard.ts';
import { grantDemoFunds } from '../../ledger/index.ts';
import { codeMail } from './code-mail.ts';
import type { Mailer } from './mailer.ts';

export type { Mail, Mailer } from './mailer.ts';
import * as repo from './repo.ts';
import type { SessionCache } from './session-cache.ts';
import { hashSecret, newToken } from '../../core/secrets.ts';
import { newEmailCode, newInviteCode } from './tokens.ts';
import { checkPasswordRules, normaliseEmail, uniqueViolationAsAppError } from './rules.ts';
import { notify } from '../notify/service.ts';
import { inviterOf } from './inviter.ts';
import type { Passwords } from '../../core/passwords.ts';

/**
 * E-mail codes live ten minutes. Each address may guess a code five times (codeGuessesPerAddress),
 * so guesses from elsewhere do not spoil the owner's; all addresses together ten times, after which
 * a new code may be asked for at once.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 10;
/** A hand-off token is exchanged at once or never. */
export const HANDOFF_TTL_MS = 60 * 1000;
const INVITE_CODE_RETRIES = 5;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  limiters: Limiters;
  sessionTtlMs: number;
  /** Live sessions held in memory; whoever ends sessions on this node drops them from it after commit. */
  sessionCache: SessionCache;
  passwords: Passwords;
  now: () => Date;
}

export function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    inviteCode: row.inviteCode,
    kycStatus: row.kycStatus,
    createdAt: row.createdAt.getTime(),
  };
}

export class AuthService {
  private readonly guard: SignInGuard;

  constructor(private readonly deps: AuthDeps) {
    this.guard = new SignInGuard(signInLimits(deps.limiters, 'customer'));
  }

  async usernameOrEmailExists(nameOrEmail: string, address: string): Promise<boolean> {
    await this.deps.limiters.lookupPerAddress.consume(address);
    return (await repo.findUserByNameOrEmail(this.deps.db, nameOrEmail.trim())) !== undefined;
  }

  /** Mails a code for `purpose`, written in the customer's interface `language`. */
  async sendCode(rawEmail: string, purpose: CodePurpose, address: string, language: Language = 'en'): Promise<void> {
    const email = normaliseEmail(rawEmail);
    const { limiters } = this.deps;
    // Counted before the answer, which tells whether the address is registered.
    await limiters.sendCodePerAddress.consume(address);
    const registered = await repo.emailTaken(this.deps.db, email);
    if (purpose === 'register' && registered) throw new AppError(ErrorCode.emailAlreadyRegistered);
    if (purpose === 'reset' && !registered) throw new AppError(ErrorCode.noMatchingUser);
    // A code that guesses used up does not hold its owner back for the rest of the minute.
    if (await this.latestCodeUsedUp(email, purpose)) await limiters.sendCodePerEmailMinute.reset(`${purpose}:${email}`);
    await limiters.sendCodePerEmailMinute.consume(`${purpose}:${email}`);
    await limiters.sendCodePerEmailHour.consume(`${purpose}:${email}`);
    const code = newEmailCode();
    const expiresAt = new Date(this.deps.now().getTime() + CODE_TTL_MS);
    await repo.insertEmailCode(this.deps.db, {
      email,
      purpose,
      codeHash: hashSecret(`${purpose}:${email}:${code}`),
      expiresAt,
    });
    await this.deps.mailer.send(codeMail(email, code, purpose, language));
  }

  private async latestCodeUsedUp(email: string, purpose: CodePurpose): Promise<boolean> {
    const latest = await repo.latestEmailCode(this.deps.db, email, purpose);
    return latest !== undefined && latest.consumedAt === null && latest.attempts >= CODE_MAX_ATTEMPTS;
  }

  /**
   * Checks the newest code for the address and purpose. Every guess takes one of the caller's
   * address's guesses and one of the code's attempts before it is compared (and keeps them even if
   * the caller's work then fails), so that parallel guesses cannot check more values than that; the
   * code is consumed by `consumeCode` inside the caller's transaction, so a failed registration
   * does not burn it.
   */
  private async checkCode(email: string, purpose: CodePurpose, code: string, address: string): Promise<number> {
    const { db, limiters } = this.deps;
    await limiters.codeChecksPerAddress.consume(address);
    const latest = await repo.latestEmailCode(db, email, purpose);
    const usable = latest && latest.consumedAt === null && latest.expiresAt > this.deps.now();
    if (
      !usable ||
      !(await limiters.codeGuessesPerAddress.take(`${latest.id}@${address}`)) ||
      !(await repo.claimCodeAttempt(db, latest.id, CODE_MAX_ATTEMPTS))
    ) {
      throw new AppError(ErrorCode.verificationCodeIncorrect);
    }
    if (!CODE_PATTERN.test(code) || hashSecret(`${purpose}:${email}:${code}`) !== latest.codeHash) {
      throw new AppError(ErrorCode.verificationCodeIncorrect);
    }
    return latest.id;
  }

  private async consumeCode(tx: Db, codeId: number): Promise<void> {
    if (!(await repo.consumeEmailCode(tx, codeId, this.deps.now()))) {
      throw new AppError(ErrorCode.verificationCodeIncorrect);
    }
  }

  async register(
    input: { username: string; email: string; password: string; code: string; inviteCode?: string | undefined },
    address: string,
  ): Promise<Session> {
    const username = input.username.trim();
    if (!USERNAME_PATTERN.test(username)) throw new AppError(ErrorCode.usernameInputError);
    const email = normaliseEmail(input.email);
    checkPasswordRules(input.password);
    const { db } = this.deps;
    if (await repo.usernameTaken(db, username)) throw new AppError(ErrorCode.usernameExists);
    if (await repo.emailTaken(db, email)) throw new AppError(ErrorCode.emailExists);
    const invitedBy = input.inviteCode ? await inviterOf(db, input.inviteCode, email) : undefined;
    const codeId = await this.checkCode(email, 'register', input.code, address);
    const passwordHash = await this.deps.passwords.hash(input.password);
    try {
      return await db.transaction(async (tx) => {
        await this.consumeCode(tx, codeId);
        const user = await this.createUser(tx, { username, email, passwordHash, invitedBy: invitedBy ?? null });
        return { token: await this.openSession(tx, user.id), user: toUser(user) };
      });
    } catch (err) {
      throw uniqueViolationAsAppError(err);
    }
  }

  /** Creates a user with a fresh invite code and the demo account's starting funds, in the caller's transaction. */
  async createUser(tx: Db, values: Omit<typeof import('../../db/schema.ts').users.$inferInsert, 'inviteCode'>) {
    for (let attempt = 1; ; attempt++) {
      const inviteCode = newInviteCode();
      if (attempt < INVITE_CODE_RETRIES && (await repo.findUserIdByInviteCode(tx, inviteCode)) !== undefined) continue;
      const user = await repo.insertUser(tx, { ...values, inviteCode });
      await grantDemoFunds(tx, user.id);
      return user;
    }
  }

  /**
   * Signs in with a password, throttled by the guard; `device` is the id the browser keeps
   * (core/device-cookie.ts). A device this account never signed in from is told by e-mail, and
   * the interface language signed in with becomes the one its e-mails are written in.
   */
  async login(
    nameOrEmail: string,
    password: string,
    client: SignInClient,
    language?: Language,
  ): Promise<{ session: Session; device: string }> {
    const { db } = this.deps;
    const nameKey = nameOrEmail.trim().toLowerCase();
    if (!nameKey) throw new AppError(ErrorCode.enterUsernameOrEmail);
    const user = await repo.findUserByNameOrEmail(db, nameKey);
    // One count per account, whether it is named by username or by e-mail.
    const attempt = await this.guard.attempt(user ? `user:${user.id}` : `name:${nameKey}`, client);
    const matches = await this.deps.passwords.verify(user?.passwordHash, password);
    if (!user || !matches) throw new AppError(ErrorCode.passwordWrong);
    if (user.status !== 'active') throw new AppError(ErrorCode.abnormalUserStatus);
    const device = await attempt.succeeded();
    const token = await db.transaction(async (tx) => {
      if (language) await repo.setLanguage(tx, user.id, language);
      if (attempt.newDevice) await notify(tx, user.id, 'new_sign_in', {}, this.deps.now());
      return this.openSession(tx, user.id);
    });
    return { session: { token, user: toUser(user) }, device };
  }

  async resetPassword(rawEmail: string, code: string, password: string, address: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    checkPasswordRules(password);
    const user = await repo.findUserByNameOrEmail(this.deps.db, email);
    if (!user || user.email?.toLowerCase() !== email) throw new AppError(ErrorCode.noMatchingUser);
    const codeId = await this.checkCode(email, 'reset', code, address);
    const passwordHash = await this.deps.passwords.hash(password);
    await this.deps.db.transaction(async (tx) => {
      await this.consumeCode(tx, codeId);
      await repo.setPasswordHash(tx, user.id, passwordHash);
      await notify(tx, user.id, 'password_changed', {}, this.deps.now());
      await repo.revokeOtherSessions(tx, user.id, null, this.deps.now());
      await repo.voidHandoffs(tx, user.id, this.deps.now());
    });
    this.deps.sessionCache.forgetUser(user.id);
    // Whoever proved the mailbox is the owner: unknown devices are no longer held back by earlier guesses.
    await this.deps.limiters.loginFailuresPerAccount.reset(`user:${user.id}`);
  }

  async changePassword(session: SessionContext, oldPassword: string, newPassword: string): Promise<void> {
    const { db } = this.deps;
    const user = await repo.findUserById(db, session.userId);
    if (!user) throw new AppError(ErrorCode.noMatchingUser);
    if (!(await this.deps.passwords.verify(user.passwordHash, oldPassword))) {
      throw new AppError(ErrorCode.passwordWrong, refusalReasons.currentPasswordWrong);
    }
    checkPasswordRules(newPassword);
    const passwordHash = await this.deps.passwords.hash(newPassword);
    await db.transaction(async (tx) => {
      await repo.setPasswordHash(tx, user.id, passwordHash);
      await notify(tx, user.id, 'password_changed', {}, this.deps.now());
      await repo.revokeOtherSessions(tx, user.id, session.sessionId, this.deps.now());
      await repo.voidHandoffs(tx, user.id, this.deps.now());
    });
    this.deps.sessionCache.forgetUser(user.id);
  }

  async userInfo(session: SessionContext): Promise<User> {
    const user = await repo.findUserById(this.deps.db, session.userId);
    if (!user) throw new AppError(ErrorCode.noMatchingUser);
    return toUser(user);
  }

  async logout(session: SessionContext): Promise<void> {
    await repo.revokeSession(this.deps.db, session.userId, session.sessionId, this.deps.now());
    this.deps.sessionCache.forgetUser(session.userId);
  }

  /** The session behind a token, or null when it is unknown, expired, revoked or its user disabled; cached a few seconds. */
  async authenticate(token: string): Promise<SessionContext | null> {
    const found = await this.deps.sessionCache.readThrough(hashSecret(token), (tokenHash) =>
      repo.findLiveSession(this.deps.db, tokenHash, this.deps.now()),
    );
    return found ? { userId: found.userId, sessionId: found.sessionId } : null;
  }

  async openSession(tx: Db, userId: number): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(this.deps.now().getTime() + this.deps.sessionTtlMs);
    await repo.insertSession(tx, userId, hashSecret(token), expiresAt);
    return token;
  }

  async createHandoff(session: SessionContext): Promise<{ token: string; expiresAt: number }> {
    const token = newToken();
    const expiresAt = new Date(this.deps.now().getTime() + HANDOFF_TTL_MS);
    await repo.insertHandoff(this.deps.db, session.userId, hashSecret(token), expiresAt);
    return { token, expiresAt: expiresAt.getTime() };
  }

  async exchangeHandoff(token: string): Promise<Session> {
    return this.deps.db.transaction(async (tx) => {
      const userId = await repo.useHandoff(tx, hashSecret(token), this.deps.now());
      if (userId === undefined) throw new AppError(ErrorCode.badParameters, refusalReasons.signInLinkUsed);
      const user = await repo.findUserById(tx, userId);
      if (!user || user.status !== 'active') throw new AppError(ErrorCode.abnormalUserStatus);
      return { token: await this.openSession(tx, user.id), user: toUser(user) };
    });
  }
}
