import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BINANCE_STREAM_URL } from './feed/exchange.ts';

export interface OidcProviderConfig {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** No proxy, the number of proxies every request passes, or the addresses and ranges of the proxies. */
export type TrustProxy = false | number | string[];

const PRICE_SOURCES = ['simulated', 'replay', 'exchange'] as const;

/** Where the prices come from (PRICE_SOURCE), with that source's own settings. */
export type PriceSourceConfig =
  | { kind: 'simulated' }
  | {
      kind: 'replay';
      /** The recorded candles (REPLAY_FILE), as an absolute path. */
      file: string;
      /**
       * Recorded milliseconds played per wall millisecond (REPLAY_SPEED); without it each tick
       * interval plays the next recorded moment, whatever the gap to it.
       */
      speed: number | undefined;
      /** Starts over after the last record (REPLAY_LOOP), instead of falling silent. */
      loop: boolean;
    }
  | {
      kind: 'exchange';
      /** The Binance-style stream's base URL, without `/stream` (EXCHANGE_URL). */
      url: string;
    };

export interface Config {
  port: number;
  host: string;
  /** Where the server is reached from outside: OIDC redirects and the allowed socket origins. */
  publicUrl: string;
  allowedOrigins: string[];
  /**
   * Which proxies in front of the server are believed about the client's address (TRUST_PROXY):
   * false for none, a number of hops, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * The identity documents' key (KYC_KEY, 32 bytes as base64 or 64 hex digits); null until main.ts
   * reads or makes the data directory's key file (embedded database only). Without one, KYC fails closed.
   */
  kycKey: Buffer | null;
  databasePoolSize: number;
  /** Most order batches written at once on PostgreSQL (group commit); the embedded database writes one at a time. */
  orderBatches: number;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  sessionTtlMs: number;
  oidcProviders: OidcProviderConfig[];
  webDistDir: string;
  logLevel: string;
  /** Where the prices come from (PRICE_SOURCE), with that source's settings; checked at load. */
  priceSource: PriceSourceConfig;
  /** The simulated price source's seed: the same seed gives the same prices. */
  priceSeed: number;
  /** How often the simulated source steps and the replay plays. */
  tickIntervalMs: number;
  broadcastIntervalMs: number;
  /** Scaled out: how often a follower tries to take the lead of the price source, and the leader checks it still has it. */
  leaderRetryMs: number;
  /** How long recorded ticks are kept (orders keep the price and time they used in their own rows). */
  tickRetentionMs: number;
  /** Stop-out: positions are closed, largest loser first, while equity ÷ used margin is at or below this percent. */
  stopOutLevelPercent: number;
  /** Options settle this long after expiry, so that the ticks up to expiry are recorded first. */
  optionSettleDelayMs: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== '1' && raw !== '0') throw new Error(`${name} must be 1 or 0, got ${JSON.stringify(raw)}`);
  return raw === '1';
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) === 0) {
    throw new Error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

/** The names proxy-addr (Fastify's `trustProxy`) gives to the private and loopback ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `0` believes no proxy (the address is the connection's); a whole number is
 * the count of proxies every request passes (the client is the address the outermost of them saw,
 * counted from the right of X-Forwarded-For); otherwise a comma-separated list of the proxies'
 * addresses or CIDR ranges (and `loopback`, `linklocal`, `uniquelocal`), and the client is the
 * rightmost address not in it. Trusting every hop is refused: the leftmost entries of
 * X-Forwarded-For are whatever the client wrote.
 */
function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses and CIDR ranges; ${JSON.stringify(wrong.join(','))} is neither`,
    );
  }
  return entries;
}

/**
 * The price source and the settings of that source only. A relative REPLAY_FILE is taken from the
 * directory the command was typed in: npm runs the server's start script inside packages/server
 * but records where it was invoked in INIT_CWD, and a path written next to `npm start` is meant
 * from there.
 */
function priceSource(env: NodeJS.ProcessEnv): PriceSourceConfig {
  const kind = env.PRICE_SOURCE || 'simulated';
  switch (kind) {
    case 'simulated':
      return { kind: 'simulated' };
    case 'replay': {
      const file = env.REPLAY_FILE;
      if (!file) throw new Error('PRICE_SOURCE=replay needs REPLAY_FILE, the CSV file of candles to play');
      return {
        kind: 'replay',
        file: path.resolve(env.INIT_CWD ?? process.cwd(), file),
        speed: positiveNumber(env, 'REPLAY_SPEED'),
        loop: flag(env, 'REPLAY_LOOP', true),
      };
    }
    case 'exchange': {
      const url = env.EXCHANGE_URL || BINANCE_STREAM_URL;
      if (!/^wss?:\/\/[^/]/.test(url) || !URL.canParse(url)) {
        throw new Error(`EXCHANGE_URL must be a ws:// or wss:// URL, got ${JSON.stringify(url)}`);
      }
      return { kind: 'exchange', url };
    }
    default:
      throw new Error(`PRICE_SOURCE must be one of ${PRICE_SOURCES.join(', ')}, got ${JSON.stringify(kind)}`);
  }
}

/**
 * OIDC providers come from configuration: OIDC_<NAME>_ISSUER, _CLIENT_ID and _CLIENT_SECRET
 * define provider <name> (lower-cased), so a second provider is configuration, not code.
 */
function oidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  for (const [key, issuer] of Object.entries(env)) {
    const upper = /^OIDC_([A-Z0-9]+)_ISSUER$/.exec(key)?.[1];
    if (!upper || !issuer) continue;
    const clientId = env[`OIDC_${upper}_CLIENT_ID`];
    const clientSecret = env[`OIDC_${upper}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) throw new Error(`OIDC provider ${upper} needs a client id and a client secret`);
    providers.push({ name: upper.toLowerCase(), issuer, clientId, clientSecret });
  }
  return providers;
}

/** A 256-bit key written as 64 hex digits or as base64; anything else stops the start. */
export function parseDocumentKey(written: string): Buffer {
  const trimmed = written.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('KYC_KEY must be 32 bytes: 64 hex digits or 44 characters of base64');
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const extraOrigins = (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    allowedOrigins: [new URL(publicUrl).origin, ...extraOrigins],
    trustProxy: trustProxy(env),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    kycKey: env.KYC_KEY ? parseDocumentKey(env.KYC_KEY) : null,
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 20),
    orderBatches: int(env, 'ORDER_BATCHES', 2),
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Trade Platform <no-reply@localhost>',
    sessionTtlMs: int(env, 'SESSION_TTL_MS', 30 * 24 * 3600 * 1000),
    oidcProviders: oidcProviders(env),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    priceSource: priceSource(env),
    priceSeed: int(env, 'PRICE_SEED', 20_261_121),
    tickIntervalMs: int(env, 'TICK_INTERVAL_MS', 1000),
    broadcastIntervalMs: int(env, 'BROADCAST_INTERVAL_MS', 1000),
    leaderRetryMs: int(env, 'LEADER_RETRY_MS', 2000),
    tickRetentionMs: int(env, 'TICK_RETENTION_MS', 3_600_000),
    stopOutLevelPercent: int(env, 'STOP_OUT_LEVEL_PERCENT', 50),
    optionSettleDelayMs: int(env, 'OPTION_SETTLE_DELAY_MS', 2000),
  };
}
