import { Redis } from 'ioredis';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { EmbeddedMaintenance } from './db/embedded-maintenance.ts';
import { buildApp } from './http/app.ts';
import { createLimiters } from './core/rate-limits.ts';
import { createMailer } from './modules/auth/mailer.ts';
import { seedContentAndParams } from './modules/content/service.ts';
import { runBroadcast, runPriceFeed } from './feed/runner.ts';
import { openPriceBus, runScaledOutFeed } from './feed/scale-out.ts';
import { holidayCoverageWarning } from './modules/market/hours.ts';
import { seedInstruments } from './modules/market/seed.ts';
import { feedInstruments } from './modules/market/service.ts';
import { seedOptionsProducts } from './modules/trading/options-seed.ts';
import { seedSmartProducts } from './modules/plans/seed.ts';
import { seedLoanProducts } from './modules/loans/seed.ts';
import { seedPresale } from './modules/presale/seed.ts';
import { seedNfts } from './modules/nfts/seed.ts';
import { ensureFirstOperator } from './modules/backoffice/operators.ts';
import { documentKeyFile } from './modules/kyc/key-file.ts';
import { Passwords } from './core/passwords.ts';

const startedAt = performance.now();
const config = loadConfig();
const log = pino({ level: config.logLevel });

async function openDatabase(): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  return openPglite(config.dataDir);
}

let database: Database;
try {
  database = await openDatabase();
} catch (err) {
  if (err instanceof DataDirLockedError) {
    log.fatal(err.message);
    process.exit(75);
  }
  throw err;
}
const seeded = await seedContentAndParams(database.db);
await seedInstruments(database.db);
await seedOptionsProducts(database.db);
await seedSmartProducts(database.db);
await seedLoanProducts(database.db);
await seedPresale(database.db);
await seedNfts(database.db);
// The one line an operator must read on a first start: plain text on standard error, not a log record.
const passwords = new Passwords();
await ensureFirstOperator(database.db, { warn: (line) => process.stderr.write(`${line}\n`) }, passwords);
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
// The embedded database keeps its document key beside itself (README, "Identity documents").
if (!config.kycKey && !config.databaseUrl) config.kycKey = documentKeyFile(config.dataDir);
const { app, feed, instruments, sockets } = await buildApp({
  config,
  db: database.db,
  mailer: createMailer(config.smtpUrl, config.mailFrom, log),
  limiters: createLimiters(redis),
  passwords,
});

const { priceSource } = config;
app.log.info(
  priceSource.kind === 'simulated' ? { ...priceSource, seed: config.priceSeed } : priceSource,
  `price source: ${priceSource.kind}`,
);
const holidayWarning = holidayCoverageWarning(new Date());
if (holidayWarning) app.log.warn(holidayWarning);
if (!config.kycKey) app.log.warn('KYC_KEY is not set: identity verification refuses every submission (fail closed)');
const feedOptions = {
  db: database.db,
  instruments: feedInstruments(instruments),
  feed,
  source: priceSource,
  seed: config.priceSeed,
  tickIntervalMs: config.tickIntervalMs,
  tickRetentionMs: config.tickRetentionMs,
  log: app.log,
};
// Scaled out, one elected node runs the price source for all; electing needs the one shared database.
if (config.redisUrl && !config.databaseUrl) app.log.warn('REDIS_URL without DATABASE_URL: prices stay in this process');
const stopFeed =
  config.redisUrl && config.databaseUrl
    ? await runScaledOutFeed({
        ...feedOptions,
        bus: await openPriceBus(config.redisUrl, database.db, app.log),
        databaseUrl: config.databaseUrl,
        leaderRetryMs: config.leaderRetryMs,
      })
    : await runPriceFeed(feedOptions);
const stopBroadcast = runBroadcast(feed, sockets, config.broadcastIntervalMs);
// PostgreSQL's autovacuum looks after its tables; the embedded database has none and is looked after here.
const maintenance = database.kind === 'pglite' ? new EmbeddedMaintenance({ db: database.db, log: app.log }) : null;
maintenance?.start();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  stopBroadcast();
  await stopFeed();
  await app.close();
  await maintenance?.stop();
  redis?.disconnect();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)',
    seededContents: seeded.contents,
    startMs: Math.round(performance.now() - startedAt),
  },
  `ready on ${config.publicUrl}`,
);
