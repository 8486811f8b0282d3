import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { buildApp, type App } from '../src/http/app.ts';
import { createLimiters, type LimitRule, type limitRules } from '../src/core/rate-limits.ts';
import { createMailer } from '../src/modules/auth/mailer.ts';
import { Passwords } from '../src/core/passwords.ts';
import { seedContentAndParams } from '../src/modules/content/service.ts';
import { seedInstruments } from '../src/modules/market/seed.ts';
import { seedOptionsProducts } from '../src/modules/trading/options-seed.ts';
import { seedSmartProducts } from '../src/modules/plans/seed.ts';
import { seedLoanProducts } from '../src/modules/loans/seed.ts';
import { freshDatabase, type DatabaseKind } from './databases.ts';
import { Inbox } from './mail.ts';

export interface TestAppOptions {
  env?: Record<string, string>;
  limits?: Partial<Record<keyof typeof limitRules, LimitRule>>;
  /** A clock the test can move: expiry checks read it. */
  clock?: { now: Date };
  /**
   * An existing, migrated database to run on instead of a fresh one (a restart: a new server on
   * the same data). The caller owns it: closing the app leaves it open.
   */
  database?: Database;
  /** Whether the options settlement loop runs (default true); suites that settle by hand turn it off. */
  optionsSettler?: boolean;
  /** Whether the stop-loss / take-profit / stop-out engine runs (default true); suites of the customer's own calls turn it off. */
  tradingEngine?: boolean;
  /** Whether smart plans' accrual loop runs (default true); suites that pay by hand turn it off. */
  planAccrual?: boolean;
  /** Whether loans are collected at maturity on their own (default false: suites collect by hand). */
  loanMaturity?: boolean;
  /** Whether the presale settlement loop runs (default false: suites settle by hand). */
  presaleSettler?: boolean;
  /** Whether the NFT auction settlement loop runs (default false: suites settle by hand). */
  nftSettler?: boolean;
  /** Whether the e-mail outbox is sent on its own (default false: suites send it by hand). */
  mailOutbox?: boolean;
  /** Whether the referral commission loop runs (default false: suites pay by hand). */
  referralCommissions?: boolean;
  /** Where the server's log goes (at level info), for tests that read it; none by default. */
  log?: { write(line: string): void };
  /** How long a live session is answered from memory (default SESSION_CACHE_TTL_MS). */
  sessionCacheTtlMs?: number;
}

export interface TestApp extends App {
  url: string;
  passwords: Passwords;
  config: Config;
  database: Database;
  inbox: Inbox;
  close(): Promise<void>;
}

/**
 * Passwords hashed as the server hashes them (argon2id), at the least cost argon2 allows: at the
 * standard cost, the suites' sign-ups and sign-ins took about half of the auth suites' time. A
 * hash keeps its cost inside it, so every check of the code that verifies runs as in production.
 */
export const TEST_PASSWORDS = new Passwords({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

/** Generous limits so that suites are not throttled, unless a test sets its own. */
const relaxed: LimitRule = { points: 10_000, durationSec: 60 };

/** The real server on a fresh database, listening on a loopback port, mailing to a real SMTP inbox. */
export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const inbox = await new Inbox().start();
  const database = options.database ?? (await freshDatabase(kind));
  await seedContentAndParams(database.db);
  await seedInstruments(database.db);
  await seedOptionsProducts(database.db);
  await seedSmartProducts(database.db);
  await seedLoanProducts(database.db);
  const config = loadConfig({ PORT: '0', SMTP_URL: inbox.url, LOG_LEVEL: 'silent', ...options.env });
  const limits = {
    loginFailuresPerAccount: relaxed,
    loginFailuresPerAccountAndAddress: relaxed,
    loginFailuresPerDevice: relaxed,
    loginPerAddress: relaxed,
    sendCodePerEmailMinute: relaxed,
    sendCodePerEmailHour: relaxed,
    sendCodePerAddress: relaxed,
    lookupPerAddress: relaxed,
    codeChecksPerAddress: relaxed,
    operatorLoginFailuresPerName: relaxed,
    operatorLoginFailuresPerNameAndAddress: relaxed,
    operatorLoginFailuresPerDevice: relaxed,
    operatorLoginPerAddress: relaxed,
    uploadsPerUser: relaxed,
    ...options.limits,
  };
  const clock = options.clock;
  const built = await buildApp({
    config,
    db: database.db,
    mailer: createMailer(inbox.url, config.mailFrom, { info() {} } as never),
    limiters: createLimiters(null, limits),
    now: clock ? () => clock.now : undefined,
    logger: options.log ? { level: 'info', stream: options.log } : false,
    runOptionsSettler: options.optionsSettler,
    runTradingEngine: options.tradingEngine,
    runPlanAccrual: options.planAccrual,
    runLoanMaturity: options.loanMaturity ?? false,
    runPresaleSettler: options.presaleSettler ?? false,
    runNftSettler: options.nftSettler ?? false,
    runMailOutbox: options.mailOutbox ?? false,
    runReferralCommissions: options.referralCommissions ?? false,
    sessionCacheTtlMs: options.sessionCacheTtlMs,
    passwords: TEST_PASSWORDS,
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  return {
    ...built,
    url: `http://127.0.0.1:${port}`,
    passwords: TEST_PASSWORDS,
    config,
    database,
    inbox,
    async close() {
      await built.app.close();
      await inbox.stop();
      if (!options.database) await database.close();
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  result: T;
  headers: Headers;
}

/** Calls the API over real HTTP. A body is sent as JSON; `token` goes in Authorization. */
export async function call<T = unknown>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { code: number; msg: string; result: T };
  return { status: response.status, code: json.code, msg: json.msg, result: json.result, headers: response.headers };
}
