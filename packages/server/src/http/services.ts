import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Limiters } from '../core/rate-limits.ts';
import type { Passwords } from '../core/passwords.ts';
import { Feed } from '../feed/feed.ts';
import { AuthService } from '../modules/auth/service.ts';
import { OidcService } from '../modules/auth/oidc.ts';
import { SESSION_CACHE_MAX_ENTRIES, SESSION_CACHE_TTL_MS, SessionCache } from '../modules/auth/session-cache.ts';
import type { Mailer } from '../modules/auth/mailer.ts';
import { ContentService } from '../modules/content/service.ts';
import { MarketService, type InstrumentRow } from '../modules/market/service.ts';
import { WatchlistService } from '../modules/watchlist/service.ts';
import { NotifyService } from '../modules/notify/service.ts';
import { MailOutbox } from '../modules/mail/service.ts';
import { AccountSettingsService } from '../modules/settings/service.ts';
import { WalletService, type WalletDeps } from '../modules/wallet/service.ts';
import { WalletReview } from '../modules/wallet/review.ts';
import { accountExposure, accountsExposure } from '../modules/trading/exposure.ts';
import { PositionService } from '../modules/trading/position-service.ts';
import { TradingEngine } from '../modules/trading/engine.ts';
import { OptionsService } from '../modules/trading/options.ts';
import { OptionsSettler } from '../modules/trading/options-settler.ts';
import { PlanAccrual } from '../modules/plans/accrual.ts';
import { ReferralCommissions } from '../modules/referrals/commissions.ts';
import { InviteService } from '../modules/referrals/service.ts';
import { ReferralAdmin } from '../modules/backoffice/referrals.ts';
import { PlanService } from '../modules/plans/service.ts';
import { LoanService } from '../modules/loans/service.ts';
import { LoanMaturity } from '../modules/loans/maturity.ts';
import { LoanAdmin } from '../modules/backoffice/loans.ts';
import { AuditService } from '../modules/audit/service.ts';
import { AuditLogService } from '../modules/backoffice/audit-log.ts';
import { CustomerLookupService } from '../modules/backoffice/customers.ts';
import { OperatorSessionService } from '../modules/backoffice/operator-sessions.ts';
import { OperatorService } from '../modules/backoffice/operators.ts';
import { ReviewQueueService } from '../modules/backoffice/review-queue.ts';
import { SettingsService } from '../modules/backoffice/settings.ts';
import { PresaleAdminService } from '../modules/backoffice/presale.ts';
import { NftAdminService } from '../modules/backoffice/nfts.ts';
import { NoticeAdmin } from '../modules/backoffice/notices.ts';
import { PresaleService, PresaleSettler } from '../modules/presale/service.ts';
import { NftService, NftSettler } from '../modules/nfts/service.ts';
import { SmartProductAdmin } from '../modules/backoffice/smart-products.ts';
import { KycAdmin } from '../modules/backoffice/kyc.ts';
import { DocumentSealer, KycPhotoCleanup, KycReview, KycService } from '../modules/kyc/service.ts';
import { ChatInbox } from '../modules/backoffice/chat-inbox.ts';
import { CannedReplies, ChatExpiry, ChatOperatorSide, ChatService } from '../modules/chat/service.ts';

export interface ServiceDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  limiters: Limiters;
  instruments: InstrumentRow[];
  log: FastifyBaseLogger;
  now: () => Date;
  /** How long a live session is answered from memory (default SESSION_CACHE_TTL_MS). */
  sessionCacheTtlMs?: number | undefined;
  passwords: Passwords;
}

/** The one place that builds the services, each with what it needs and nothing more. */
export function buildServices(deps: ServiceDeps) {
  const { config, db, mailer, limiters, instruments, log, now, sessionCacheTtlMs, passwords } = deps;
  const feed = new Feed(instruments.map((instrument) => instrument.code));
  const ttlMs = sessionCacheTtlMs ?? SESSION_CACHE_TTL_MS;
  const sessionCache = new SessionCache({ ttlMs, maxEntries: SESSION_CACHE_MAX_ENTRIES, now });
  const { sessionTtlMs } = config;
  const auth = new AuthService({ db, mailer, limiters, sessionTtlMs, sessionCache, passwords, now });
  const settler = new OptionsSettler({ db, settleDelayMs: config.optionSettleDelayMs, now, log });
  const review = new WalletReview(db, feed, now);
  // Identity documents: sealed with the configured key; without one every KYC call fails closed.
  const sealer = new DocumentSealer(config.kycKey);
  return {
    feed,
    instruments,
    auth,
    sessionCache,
    oidc: new OidcService({ db, auth, providers: config.oidcProviders, publicUrl: config.publicUrl, now }),
    content: new ContentService(db),
    market: new MarketService(db, instruments, feed, now),
    watchlist: new WatchlistService(db, instruments),
    notifications: new NotifyService(db, now),
    accountSettings: new AccountSettingsService({ db, now }),
    mailOutbox: new MailOutbox({ db, mailer, now, log }),
    wallet: new WalletService({
      db,
      feed,
      uploads: limiters.uploadsPerUser,
      ...walletExposure(feed, instruments),
      now,
      ...batching(config, log),
    }),
    backoffice: buildBackofficeServices({
      db,
      limiters,
      review,
      kyc: new KycReview({ db, sealer, now }),
      passwords,
      now,
      publicUrl: config.publicUrl,
    }),
    kyc: new KycService({ db, sealer, uploads: limiters.uploadsPerUser, now }),
    kycPhotoCleanup: new KycPhotoCleanup({
      db,
      now,
      onError: (err) => log.error({ err }, 'the cleanup of unsubmitted identity photos failed; retried next round'),
    }),
    ...buildChatServices({ db, now, auth, limiters, log }),
    positions: new PositionService({ db, feed, instruments, now, ...batching(config, log) }),
    // Stop-loss, take-profit and stop-out from the price stream; on every node (claims are SKIP LOCKED).
    engine: new TradingEngine({ db, feed, instruments, stopOutLevelPercent: config.stopOutLevelPercent, log, now }),
    settler,
    options: new OptionsService({ db, feed, instruments, now, settler, ...batching(config, log) }),
    plans: new PlanService({ db, now, accrual: new PlanAccrual({ db, now, log }), ...batching(config, log) }),
    loans: new LoanService({ db, now }),
    loanMaturity: new LoanMaturity({ db, now, log }),
    presale: new PresaleService({ db, now, ...batching(config, log) }),
    presaleSettler: new PresaleSettler({ db, now, log }),
    nfts: new NftService({ db, now, ...batching(config, log) }),
    nftSettler: new NftSettler({ db, now, log }),
    invite: new InviteService({ db, now }),
    referralCommissions: new ReferralCommissions({ db, now, log }),
  };
}

/**
 * How customers' money calls are group-committed: how many batches are written at once (one on
 * the embedded database, which runs one transaction at a time), and what a batch that failed as a
 * whole logs before its requests are served one by one.
 */
function batching(config: Config, log: FastifyBaseLogger) {
  return {
    batches: config.databaseUrl ? config.orderBatches : 1,
    onBatchFailure: (err: unknown, size: number) =>
      log.warn({ err, size }, 'a batch of money calls failed as a whole; its requests are served one by one'),
  };
}

/** What the wallet reads of the open positions: trading's, injected so that the wallet does not reach into trading. */
function walletExposure(feed: Feed, instruments: readonly InstrumentRow[]): Pick<WalletDeps, 'exposure' | 'exposures'> {
  const types = new Map(instruments.map((instrument) => [instrument.id, instrument.type]));
  return {
    exposure: (tx, userId, mode) => accountExposure(tx, feed, userId, mode),
    exposures: (tx, owners) => accountsExposure(tx, feed, owners, (id) => types.get(id) ?? 0),
  };
}

/** The support chat's services: conversations for customers and visitors, and the expiry of visitors' ones. */
function buildChatServices({
  db,
  now,
  auth,
  limiters,
  log,
}: {
  db: Db;
  now: () => Date;
  auth: AuthService;
  limiters: Limiters;
  log: FastifyBaseLogger;
}) {
  return {
    chat: new ChatService({
      db,
      now,
      authenticate: (token) => auth.authenticate(token),
      limits: {
        messagesPerConversation: limiters.chatMessagesPerConversation,
        messagesPerAddress: limiters.chatMessagesPerAddress,
        startsPerAddress: limiters.chatStartsPerAddress,
      },
    }),
    chatExpiry: new ChatExpiry({
      db,
      now,
      onError: (err) => log.error({ err }, 'chat expiry failed; retried next round'),
    }),
  };
}

/** The back office's services: an operator's own account, and what each role may do (each checks the role first). */
function buildBackofficeServices(deps: {
  db: Db;
  limiters: Limiters;
  review: WalletReview;
  kyc: KycReview;
  passwords: Passwords;
  now: () => Date;
  publicUrl: string;
}) {
  const { db, limiters, review, passwords, now } = deps;
  const audit = new AuditService(db);
  const customers = new CustomerLookupService({ db, review });
  const chat = new ChatOperatorSide({ db, now, audit, publicUrl: deps.publicUrl });
  return {
    sessions: new OperatorSessionService({ db, audit, limiters, passwords, now }),
    operators: new OperatorService({ db, audit, passwords, now }),
    queue: new ReviewQueueService({ db, review, audit }),
    customers,
    chatInbox: new ChatInbox({ db, chat, canned: new CannedReplies({ db, audit, now }), customers, audit }),
    settings: new SettingsService({ db, audit, now }),
    smartProducts: new SmartProductAdmin({ db, audit }),
    auditLog: new AuditLogService(audit),
    presale: new PresaleAdminService({ db, audit, now }),
    notices: new NoticeAdmin({ db, audit, now }),
    referrals: new ReferralAdmin({ db, audit, now }),
    kyc: new KycAdmin({ db, audit, review: deps.kyc }),
    loans: new LoanAdmin({ db, audit, now }),
    nfts: new NftAdminService({ db, audit, now }),
  };
}

export type Services = ReturnType<typeof buildServices>;
