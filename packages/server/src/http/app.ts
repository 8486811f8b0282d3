import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { AuthService } from '../modules/auth/service.ts';
import { OidcService } from '../modules/auth/oidc.ts';
import type { Mailer } from '../modules/auth/mailer.ts';
import { contentRoutes } from '../modules/content/routes.ts';
import { Feed } from '../feed/feed.ts';
import { listInstruments, type InstrumentRow } from '../modules/market/repo.ts';
import { marketRoutes } from '../modules/market/routes.ts';
import { MarketService } from '../modules/market/service.ts';
import { ContentService } from '../modules/content/service.ts';
import { watchlistRoutes } from '../modules/watchlist/routes.ts';
import { WatchlistService } from '../modules/watchlist/service.ts';
import { notifyRoutes } from '../modules/notify/routes.ts';
import { NotifyService } from '../modules/notify/service.ts';
import { walletRoutes } from '../modules/wallet/routes.ts';
import { WalletService } from '../modules/wallet/service.ts';
import { WalletReview } from '../modules/wallet/review.ts';
import { backofficeRoutes } from '../modules/backoffice/routes.ts';
import { accountExposure } from '../modules/trading/exposure.ts';
import { positionRoutes } from '../modules/trading/position-routes.ts';
import { PositionService } from '../modules/trading/positions.ts';
import { TradingEngine } from '../modules/trading/engine.ts';
import { OptionsService } from '../modules/trading/options.ts';
import { optionsRoutes } from '../modules/trading/options-routes.ts';
import { OptionsSettler } from '../modules/trading/options-settler.ts';
import { registerErrorHandler } from './errors.ts';
import type { Limiters } from './rate-limits.ts';
import { readAccountMode } from './session.ts';
import { attachSockets, MARKET_SOCKET_PATH, SocketHub } from './socket.ts';
import { StreamHub } from './stream.ts';
import { STREAM_PATH } from '@tp/contract';
import { registerWebApp } from './static.ts';

/** Requests larger than this are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Slow clients cannot hold a connection open forever. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  limiters: Limiters;
  now?: () => Date;
  logger?: boolean | object;
  /** Whether this node runs the options settlement loop (default true); tests may settle by hand instead. */
  runOptionsSettler?: boolean;
  /** Whether this node runs the stop-loss / take-profit / stop-out engine (default true). */
  runTradingEngine?: boolean;
}

export interface App {
  app: FastifyInstance;
  auth: AuthService;
  sockets: SocketHub;
  /** The shared live prices; the price source writes them, everybody reads them. */
  feed: Feed;
  instruments: InstrumentRow[];
  /** Buy-long / sell-short positions (the stop engine closes through close.ts). */
  positions: PositionService;
  /** Up/down options; `options.settleDue(nowMs)` settles what is due, as the loop does. */
  options: OptionsService;
  /** The stop-loss / take-profit / stop-out engine, started with the app and stopped when it closes. */
  engine: TradingEngine;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.decorateRequest('session', null);
  app.decorateRequest('accountMode', 'demo');
  app.addHook('onRequest', async (request) => {
    request.accountMode = readAccountMode(request);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trade Platform API',
        version: '1.0.0',
        description: 'The customer API. Every /swx response is an envelope { code, msg, result }.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const auth = new AuthService({
    db,
    mailer: deps.mailer,
    limiters: deps.limiters,
    sessionTtlMs: config.sessionTtlMs,
    now,
  });
  const oidc = new OidcService({ db, auth, providers: config.oidcProviders, publicUrl: config.publicUrl, now });
  const content = new ContentService(db);
  await app.register(authRoutes, { auth, oidc, providers: config.oidcProviders.map((p) => p.name) });
  await app.register(contentRoutes, { content });
  const instruments = await listInstruments(db);
  const feed = new Feed(instruments.map((instrument) => instrument.code));
  await app.register(marketRoutes, { market: new MarketService(db, instruments, feed, now) });
  await app.register(watchlistRoutes, { auth, watchlist: new WatchlistService(db, instruments) });
  await app.register(notifyRoutes, { auth, notifications: new NotifyService(db) });
  const wallet = new WalletService({
    db,
    feed,
    uploads: deps.limiters.uploadsPerUser,
    exposure: (tx, userId, mode) => accountExposure(tx, feed, userId, mode),
    now,
  });
  await app.register(walletRoutes, { auth, wallet });
  const positions = new PositionService({ db, feed, instruments, now });
  await app.register(positionRoutes, { auth, positions });
  // Stop-loss, take-profit and stop-out from the price stream; on every node (claims are SKIP LOCKED).
  const engine = new TradingEngine({
    db,
    feed,
    instruments,
    stopOutLevelPercent: config.stopOutLevelPercent,
    log: app.log,
    now,
  });
  if (deps.runTradingEngine ?? true) await engine.start();
  app.addHook('onClose', async () => engine.stop());
  const settler = new OptionsSettler({
    db,
    settleDelayMs: config.optionSettleDelayMs,
    now,
    log: app.log,
  });
  const options = new OptionsService({ db, feed, instruments, now, settler });
  await app.register(optionsRoutes, { auth, options });
  // Every node settles: claims are SKIP LOCKED, so nodes share the due orders without doubling any.
  if (deps.runOptionsSettler ?? true) {
    app.addHook('onReady', async () => settler.start());
    app.addHook('onClose', async () => settler.stop());
  }
  const review = new WalletReview(db, feed, now);
  await app.register(backofficeRoutes, { db, limiters: deps.limiters, review, now });
  app.get('/healthz', { schema: { hide: true } }, () => ({ ok: true }));

  await registerWebApp(app, config.webDistDir);
  const sockets = new SocketHub();
  const stream = new StreamHub(feed, new Set(instruments.map((instrument) => instrument.code)));
  attachSockets(app, config.allowedOrigins, { [MARKET_SOCKET_PATH]: sockets, [STREAM_PATH]: stream });
  return { app, auth, sockets, feed, instruments, options, positions, engine };
}
