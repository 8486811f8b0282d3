import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Limiters } from '../core/rate-limits.ts';
import type { Mailer } from '../modules/auth/mailer.ts';
import { loadInstruments } from '../modules/market/service.ts';
import { sessionRevocationChannel } from '../modules/auth/session-revocations.ts';
import { NotificationHub } from '../modules/notify/live.ts';
import { ChatHub } from '../modules/chat/service.ts';
import { NftLiveHub } from '../modules/nfts/service.ts';
import { listenToDatabase } from '../db/listen.ts';
import { CHAT_SOCKET_PATH, NFT_SOCKET_PATH, NOTIFY_SOCKET_PATH, STREAM_PATH } from '@tp/contract';
import { registerBackofficeApi } from './backoffice.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './errors.ts';
import { loggerOptions } from './logging.ts';
import { registerApiDocs, registerCompression, registerSecurityHeaders } from './plugins.ts';
import { registerCustomerApi } from './routes.ts';
import { buildServices, type Services } from './services.ts';
import { readAccountMode } from './session.ts';
import { attachSockets, MARKET_SOCKET_PATH, SocketHub } from './socket.ts';
import { StreamHub } from './stream.ts';
import { inlineScriptHashes } from './page-html.ts';
import { registerWebApp } from './static.ts';
import { Passwords } from '../core/passwords.ts';

/** Requests larger than this are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Slow clients cannot hold a connection open forever. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A count of hops trusts the connection's peer and the
 * entries X-Forwarded-For got from the next `hops - 1` proxies, so the request's address is the one
 * the outermost configured proxy saw; what the client wrote further left is never read. (Fastify
 * itself takes a bare number as "trust nothing", so the count is given as a function.)
 */
function trustedHops(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

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
  /** Whether this node pays smart plans' earnings on its own (default true); tests may pay by hand instead. */
  runPlanAccrual?: boolean;
  /** Whether this node collects loans at maturity on its own (default true); tests may collect by hand instead. */
  runLoanMaturity?: boolean;
  /** Whether this node pays referral commissions on its own (default true); tests may pay by hand instead. */
  runReferralCommissions?: boolean;
  /** Whether this node runs the presale settlement loop (default true); tests may settle by hand instead. */
  runPresaleSettler?: boolean;
  /** Whether this node runs the NFT auction settlement loop (default true); tests may settle by hand instead. */
  runNftSettler?: boolean;
  /** Whether this node sends the e-mail outbox (default true); tests may send by hand instead. */
  runMailOutbox?: boolean;
  /** How long a live session is answered from memory (default SESSION_CACHE_TTL_MS). */
  sessionCacheTtlMs?: number;
  /** How passwords are hashed (default: argon2's standard cost); the test suites pass a cheaper one. */
  passwords?: Passwords;
}

export type App = Pick<
  Services,
  | 'auth'
  | 'feed'
  | 'instruments'
  | 'positions'
  | 'wallet'
  | 'options'
  | 'engine'
  | 'presale'
  | 'nfts'
  | 'plans'
  | 'loanMaturity'
  | 'mailOutbox'
  | 'referralCommissions'
  | 'chatExpiry'
  | 'kycPhotoCleanup'
> & {
  app: FastifyInstance;
  sockets: SocketHub;
  notifications: NotificationHub;
  chat: ChatHub;
  nftLive: NftLiveHub;
};

/** The server with its limits, logger, zod schemas and the one error handler. */
function createFastify({ config, logger }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: trustedHops(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  return app;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const app = createFastify(deps);

  app.decorateRequest('session', null);
  app.decorateRequest('accountMode', 'demo');
  app.addHook('onRequest', async (request) => {
    request.accountMode = readAccountMode(request);
  });

  registerSecurityHeaders(app, config.publicUrl, inlineScriptHashes(config.webDistDir));
  await registerCompression(app);
  await registerApiDocs(app);

  const services = buildServices({
    config,
    db,
    mailer: deps.mailer,
    limiters: deps.limiters,
    instruments: await loadInstruments(db),
    log: app.log,
    now,
    sessionCacheTtlMs: deps.sessionCacheTtlMs,
    passwords: deps.passwords ?? new Passwords(),
  });
  const { notifications, chat, nftLive } = await followDatabase(app, db, services);
  await registerCustomerApi(app, services, config);
  await registerBackofficeApi(app, services);
  app.get('/healthz', { schema: { hide: true } }, () => ({ ok: true }));
  await startJobs(app, services, deps);

  await registerWebApp(app, config.webDistDir);
  const { auth, feed, instruments, positions, options, engine, presale } = services;
  const sockets = new SocketHub();
  const stream = new StreamHub(feed, new Set(instruments.map((instrument) => instrument.code)));
  attachSockets(app, config.allowedOrigins, {
    [MARKET_SOCKET_PATH]: sockets,
    [STREAM_PATH]: stream,
    [NOTIFY_SOCKET_PATH]: notifications,
    [CHAT_SOCKET_PATH]: chat,
    [NFT_SOCKET_PATH]: nftLive,
  });
  return {
    app,
    auth,
    sockets,
    notifications,
    chat,
    nftLive,
    nfts: services.nfts,
    feed,
    instruments,
    options,
    positions,
    wallet: services.wallet,
    engine,
    presale,
    plans: services.plans,
    loanMaturity: services.loanMaturity,
    mailOutbox: services.mailOutbox,
    referralCommissions: services.referralCommissions,
    chatExpiry: services.chatExpiry,
    kycPhotoCleanup: services.kycPhotoCleanup,
  };
}

/**
 * What the database says at commit, heard before the first request: ended sessions (until they
 * reach this node its session cache stays off, and the customer's live channels are checked
 * again), new notifications (pushed to the customer's live channels) and lots the NFT market's
 * bids moved (pushed to every market socket).
 */
async function followDatabase(
  app: FastifyInstance,
  db: Db,
  services: Services,
): Promise<{ notifications: NotificationHub; chat: ChatHub; nftLive: NftLiveHub }> {
  const notifications = new NotificationHub((token) => services.auth.authenticate(token));
  const chat = chatHub(services);
  const nftLive = new NftLiveHub();
  const ended = (userId: number | null) => {
    void notifications.sessionsEnded(userId);
    void chat.sessionsEnded(userId);
  };
  const listener = await listenToDatabase(
    db,
    [
      sessionRevocationChannel(services.sessionCache, ended),
      notifications.channel(),
      ...chat.channels(),
      nftLive.channel(),
    ],
    app.log,
  );
  app.addHook('onClose', async () => {
    chat.close();
    await listener.close();
  });
  return { notifications, chat, nftLive };
}

/** The chat's live channel, asking the chat service and the operators' sessions what it needs to know. */
function chatHub({ chat, backoffice }: Services): ChatHub {
  return new ChatHub({
    party: (token, visitorToken) => chat.party(token, visitorToken),
    owns: (party, conversationId) => chat.owns(party, conversationId),
    operator: (token) => backoffice.sessions.authenticate(token),
    missed: (conversationId, since) => chat.missed(conversationId, since),
    typing: (conversationId, by) => chat.typing(conversationId, by),
    presence: (operatorIds) => chat.presence(operatorIds),
  });
}

/**
 * The stop engine, the options and presale settlers, the plans' accrual and the e-mail outbox run
 * on every node: their claims are SKIP LOCKED.
 */
async function startJobs(
  app: FastifyInstance,
  {
    engine,
    settler,
    presaleSettler,
    nftSettler,
    plans,
    loanMaturity,
    mailOutbox,
    referralCommissions,
    chatExpiry,
    kycPhotoCleanup,
  }: Services,
  deps: AppDeps,
): Promise<void> {
  app.addHook('onReady', async () => chatExpiry.start());
  app.addHook('onClose', async () => chatExpiry.stop());
  app.addHook('onReady', async () => kycPhotoCleanup.start());
  app.addHook('onClose', async () => kycPhotoCleanup.stop());
  if (deps.runMailOutbox ?? true) {
    app.addHook('onReady', async () => mailOutbox.start());
    app.addHook('onClose', async () => mailOutbox.stop());
  }
  if (deps.runPresaleSettler ?? true) {
    app.addHook('onReady', async () => presaleSettler.start());
    app.addHook('onClose', async () => presaleSettler.stop());
  }
  if (deps.runNftSettler ?? true) {
    app.addHook('onReady', async () => nftSettler.start());
    app.addHook('onClose', async () => nftSettler.stop());
  }
  if (deps.runTradingEngine ?? true) await engine.start();
  app.addHook('onClose', async () => engine.stop());
  if (deps.runOptionsSettler ?? true) {
    app.addHook('onReady', async () => settler.start());
    app.addHook('onClose', async () => settler.stop());
  }
  if (deps.runPlanAccrual ?? true) {
    app.addHook('onReady', async () => plans.accrual.start());
    app.addHook('onClose', async () => plans.accrual.stop());
  }
  if (deps.runLoanMaturity ?? true) {
    app.addHook('onReady', async () => loanMaturity.start());
    app.addHook('onClose', async () => loanMaturity.stop());
  }
  if (deps.runReferralCommissions ?? true) {
    app.addHook('onReady', async () => referralCommissions.start());
    app.addHook('onClose', async () => referralCommissions.stop());
  }
}
