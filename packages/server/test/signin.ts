import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Session, User } from '@tp/contract';
import { queryRows, type Db } from '../src/db/client.ts';
import { emailCodes, handoffTokens, sessions, users } from '../src/db/schema.ts';
import { call, type Answer, type TestApp } from './app.ts';

/**
 * Helpers for the sign-in suites: the login calls over HTTP, and what they leave in the database.
 * The sign-up (`signUp`) is also the end-to-end suite's: it needs only a server and its inbox.
 */

/** Where a customer signs up: a running server, and the inbox its mail goes to. */
export type SignUpTarget = Pick<TestApp, 'url' | 'inbox'>;

export const LOGIN = '/swx/customer/login';
export const USER = '/swx/customer/user';
export const PASSWORD = 'a long passphrase';

/**
 * A fresh valid username. All have the same length, so no address built from one is a substring
 * of another (the test inbox finds mail by substring).
 */
export function newName(prefix = 'u'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`.slice(0, 11);
}

export const emailOf = (name: string): string => `${name}@example.test`;

/** Asks for a code and reads it from the mail; fails the test if the server refuses. */
export async function mailedCode(app: SignUpTarget, email: string, purpose: 'register' | 'reset'): Promise<string> {
  const sent = await sendCode(app, email, purpose);
  if (sent.code !== 200) throw new Error(`sendCode ${email}: ${sent.code} ${sent.msg}`);
  return app.inbox.latestCode(email);
}

export function sendCode(app: SignUpTarget, email: string, purpose: string): Promise<Answer<null>> {
  return call<null>(app.url, 'POST', `${LOGIN}/sendCode`, { body: { email, purpose } });
}

export interface RegisterInput {
  username: string;
  email: string;
  password?: string;
  code: string;
  inviteCode?: string;
}

export function register(app: SignUpTarget, input: RegisterInput): Promise<Answer<Session | null>> {
  return call<Session | null>(app.url, 'POST', `${LOGIN}/register`, { body: { password: PASSWORD, ...input } });
}

/** A customer made through the code flow always has an e-mail. */
export interface SignedUp {
  token: string;
  user: User & { email: string };
}

/** A new customer through the real flow: code by mail, then register. */
export async function signUp(app: SignUpTarget, name = newName(), inviteCode?: string): Promise<SignedUp> {
  const email = emailOf(name);
  const code = await mailedCode(app, email, 'register');
  const answer = await register(app, { username: name, email, code, ...(inviteCode ? { inviteCode } : {}) });
  const session = answer.result;
  if (answer.code !== 200 || !session) throw new Error(`register ${name}: ${answer.code} ${answer.msg}`);
  const registered = session.user.email;
  if (registered === null) throw new Error(`register ${name}: no e-mail on the user`);
  return { token: session.token, user: { ...session.user, email: registered } };
}

export function login(app: TestApp, username: string, password = PASSWORD): Promise<Answer<Session | null>> {
  return call<Session | null>(app.url, 'POST', `${LOGIN}/login`, { body: { username, password } });
}

/** getUserInfo with the token sent as `Bearer <token>`, or bare when asked. */
export function userInfo(app: TestApp, token: string, bare = false): Promise<Answer<Session['user'] | null>> {
  return bare
    ? call(app.url, 'POST', `${USER}/getUserInfo`, { headers: { authorization: token } })
    : call(app.url, 'POST', `${USER}/getUserInfo`, { token });
}

export function resetPassword(app: TestApp, email: string, code: string, password: string): Promise<Answer<null>> {
  return call<null>(app.url, 'POST', `${LOGIN}/resetPassword`, { body: { email, code, password } });
}

export function repassword(
  app: TestApp,
  token: string,
  oldPassword: string,
  newPassword: string,
): Promise<Answer<null>> {
  return call<null>(app.url, 'POST', `${USER}/repassword`, { token, body: { oldPassword, newPassword } });
}

export async function userRow(db: Db, username: string) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return rows[0];
}

export async function codeRows(db: Db, email: string) {
  return db.select().from(emailCodes).where(eq(emailCodes.email, email)).orderBy(asc(emailCodes.id));
}

/**
 * Everything a sign-in call can change, for "nothing changed" checks: users, sessions, hand-off
 * tokens, e-mail codes (their wrong-guess counter aside, which a refused guess is meant to raise)
 * and the number of ledger entries.
 */
export async function authState(db: Db) {
  const [userRows, sessionRows, handoffRows, codes, entries] = await Promise.all([
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(sessions).orderBy(asc(sessions.id)),
    db.select().from(handoffTokens).orderBy(asc(handoffTokens.tokenHash)),
    db
      .select({
        id: emailCodes.id,
        email: emailCodes.email,
        purpose: emailCodes.purpose,
        consumedAt: emailCodes.consumedAt,
      })
      .from(emailCodes)
      .orderBy(asc(emailCodes.id)),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ledger_entries`),
  ]);
  return { userRows, sessionRows, handoffRows, codes, entries };
}
