import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface OidcProviderConfig {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  port: number;
  host: string;
  /** Where the server is reached from outside: OIDC redirects and the allowed socket origins. */
  publicUrl: string;
  allowedOrigins: string[];
  trustProxy: boolean;
  dataDir: string;
  databaseUrl: string | null;
  databasePoolSize: number;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  sessionTtlMs: number;
  oidcProviders: OidcProviderConfig[];
  webDistDir: string;
  logLevel: string;
  /** The simulated price source's seed: the same seed gives the same prices. */
  priceSeed: number;
  tickIntervalMs: number;
  broadcastIntervalMs: number;
  /** Scaled out: how often a follower tries to take the lead of the price source, and the leader checks it still has it. */
  leaderRetryMs: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
  return Number(raw);
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const extraOrigins = (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    allowedOrigins: [new URL(publicUrl).origin, ...extraOrigins],
    trustProxy: env.TRUST_PROXY === '1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 20),
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Trade Platform <no-reply@localhost>',
    sessionTtlMs: int(env, 'SESSION_TTL_MS', 30 * 24 * 3600 * 1000),
    oidcProviders: oidcProviders(env),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    priceSeed: int(env, 'PRICE_SEED', 20_261_121),
    tickIntervalMs: int(env, 'TICK_INTERVAL_MS', 1000),
    broadcastIntervalMs: int(env, 'BROADCAST_INTERVAL_MS', 1000),
    leaderRetryMs: int(env, 'LEADER_RETRY_MS', 2000),
  };
}
