import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { authRoutes, sessionRoutes } from '../modules/auth/routes.ts';
import { contentRoutes } from '../modules/content/routes.ts';
import { marketRoutes } from '../modules/market/routes.ts';
import { notifyRoutes } from '../modules/notify/routes.ts';
import { settingsRoutes } from '../modules/settings/routes.ts';
import { optionsProductRoutes, optionsRoutes } from '../modules/trading/options-routes.ts';
import { positionRoutes } from '../modules/trading/position-routes.ts';
import { smartPlanRoutes, smartProductRoutes } from '../modules/plans/routes.ts';
import { kycRoutes } from '../modules/kyc/routes.ts';
import { presalePublicRoutes, presaleRoutes } from '../modules/presale/routes.ts';
import { loanProductRoutes, loanRoutes } from '../modules/loans/routes.ts';
import { nftPublicRoutes, nftRoutes } from '../modules/nfts/routes.ts';
import { inviteRoutes } from '../modules/referrals/routes.ts';
import { walletRoutes } from '../modules/wallet/routes.ts';
import { chatRoutes } from '../modules/chat/routes.ts';
import { watchlistRoutes } from '../modules/watchlist/routes.ts';
import { noStore } from './plugins.ts';
import type { Services } from './services.ts';
import { sessionGuard } from './session.ts';

/** The OpenAPI marker of a route that needs a session. */
const SECURED = [{ session: [] }];

/**
 * The customer API in two scopes: what visitors may call, and what needs a signed-in customer.
 * The second scope's one hook checks the session before any of its routes runs (as fastify/demo's
 * autohooks do), so a route cannot forget it. Its answers, and those of signing in, are never
 * cached (no-store); the visitors' market data and content may be.
 */
export async function registerCustomerApi(app: FastifyInstance, services: Services, config: Config): Promise<void> {
  const { auth, options } = services;
  await app.register(async (visitor) => {
    await visitor.register(async (signIn) => {
      signIn.addHook('onSend', noStore);
      await signIn.register(authRoutes, {
        auth,
        oidc: services.oidc,
        providers: config.oidcProviders.map((p) => p.name),
      });
    });
    await visitor.register(contentRoutes, { content: services.content });
    await visitor.register(marketRoutes, { market: services.market });
    await visitor.register(optionsProductRoutes, { options });
    await visitor.register(smartProductRoutes, { plans: services.plans });
    await visitor.register(presalePublicRoutes, { presale: services.presale });
    await visitor.register(loanProductRoutes, { loans: services.loans });
    // The chat answers visitors and customers alike: each call finds its own caller (session or visitor token).
    await visitor.register(async (chat) => {
      chat.addHook('onSend', noStore);
      await chat.register(chatRoutes, { chat: services.chat });
    });
    await visitor.register(nftPublicRoutes, { nfts: services.nfts });
  });
  await app.register(async (customer) => {
    customer.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: SECURED };
    });
    customer.addHook('preHandler', sessionGuard(auth));
    customer.addHook('onSend', noStore);
    await customer.register(sessionRoutes, { auth });
    await customer.register(watchlistRoutes, { watchlist: services.watchlist });
    await customer.register(notifyRoutes, { notifications: services.notifications });
    await customer.register(settingsRoutes, { settings: services.accountSettings });
    await customer.register(walletRoutes, { wallet: services.wallet });
    await customer.register(positionRoutes, { positions: services.positions });
    await customer.register(optionsRoutes, { options });
    await customer.register(smartPlanRoutes, { plans: services.plans });
    await customer.register(presaleRoutes, { presale: services.presale });
    await customer.register(nftRoutes, { nfts: services.nfts });
    await customer.register(inviteRoutes, { invite: services.invite });
    await customer.register(kycRoutes, { kyc: services.kyc });
    await customer.register(loanRoutes, { loans: services.loans });
  });
}
