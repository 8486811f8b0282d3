import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, SessionRequiredError } from '../core/errors.ts';
import { bearerToken } from '../core/request.ts';
import { requirePermission } from '../modules/backoffice/access.ts';
import { operatorAccountRoutes, operatorSignInRoutes } from '../modules/backoffice/account-routes.ts';
import { customerRoutes } from '../modules/backoffice/customer-routes.ts';
import type { OperatorSessionService } from '../modules/backoffice/operator-sessions.ts';
import { auditRoutes, operatorRoutes } from '../modules/backoffice/operator-routes.ts';
import { depositRoutes, proofFileRoutes, withdrawalRoutes } from '../modules/backoffice/review-routes.ts';
import { contentRoutes, paramRoutes } from '../modules/backoffice/settings-routes.ts';
import { noticeRoutes } from '../modules/backoffice/notice-routes.ts';
import { presaleAdminRoutes } from '../modules/backoffice/presale-routes.ts';
import { nftAdminRoutes } from '../modules/backoffice/nft-routes.ts';
import { smartProductRoutes } from '../modules/backoffice/smart-product-routes.ts';
import { referralRoutes } from '../modules/backoffice/referral-routes.ts';
import { kycDecisionRoutes, kycRoutes } from '../modules/backoffice/kyc-routes.ts';
import { loanAdminRoutes } from '../modules/backoffice/loan-routes.ts';
import { chatInboxRoutes } from '../modules/backoffice/chat-routes.ts';
import { noStore } from './plugins.ts';
import type { Services } from './services.ts';

/** The OpenAPI tag of every back-office route, and the marker of those that need a session. */
const TAGS = ['backoffice'];
const SECURED = [{ session: [] }];

/**
 * The signed-in scope's hook: no live operator session is body code 401, a role without the
 * route's permission body code 403. It runs on request, before the body is read, so that neither
 * a stranger nor a role without the permission learns anything from validation.
 */
function operatorGuard(sessions: OperatorSessionService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const found = token ? await sessions.authenticate(token) : null;
    if (!found) throw new SessionRequiredError();
    const { permission } = request.routeOptions.config;
    // Unreachable while onRoute refuses routes that state none; refused rather than let through.
    if (permission === undefined) throw new ForbiddenError();
    requirePermission(found, permission);
    request.operator = found;
  };
}

/**
 * The back office (at BACKOFFICE_API, as the contract's descriptors say), one plugin a resource:
 * signing in outside, everything else in a scope whose one hook authenticates the operator and
 * checks the permission each route states (as fastify/demo's autohooks do). The services check
 * the permission again, so that no other caller can skip it. No answer is cached (no-store).
 */
export async function registerBackofficeApi(app: FastifyInstance, { backoffice }: Services): Promise<void> {
  const { sessions } = backoffice;
  app.decorateRequest('operator', null);
  await app.register(async (visitor) => {
    visitor.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: TAGS };
    });
    visitor.addHook('onSend', noStore);
    await visitor.register(operatorSignInRoutes, { sessions });
    await visitor.register(async (signedIn) => {
      signedIn.addHook('onRoute', (route) => {
        if (route.config?.permission === undefined) throw new Error(`${route.url} states no permission`);
        route.schema = { ...route.schema, security: SECURED };
      });
      signedIn.addHook('onRequest', operatorGuard(sessions));
      await signedIn.register(operatorAccountRoutes, { sessions });
      await signedIn.register(depositRoutes, { queue: backoffice.queue });
      await signedIn.register(withdrawalRoutes, { queue: backoffice.queue });
      await signedIn.register(proofFileRoutes, { queue: backoffice.queue });
      await signedIn.register(customerRoutes, { customers: backoffice.customers });
      await signedIn.register(paramRoutes, { settings: backoffice.settings });
      await signedIn.register(contentRoutes, { settings: backoffice.settings });
      await signedIn.register(smartProductRoutes, { products: backoffice.smartProducts });
      await signedIn.register(auditRoutes, { auditLog: backoffice.auditLog });
      await signedIn.register(operatorRoutes, { operators: backoffice.operators });
      await signedIn.register(presaleAdminRoutes, { presale: backoffice.presale });
      await signedIn.register(noticeRoutes, { notices: backoffice.notices });
      await signedIn.register(referralRoutes, { referrals: backoffice.referrals });
      await signedIn.register(kycRoutes, { kyc: backoffice.kyc });
      await signedIn.register(kycDecisionRoutes, { kyc: backoffice.kyc });
      await signedIn.register(loanAdminRoutes, { loans: backoffice.loans });
      await signedIn.register(chatInboxRoutes, { inbox: backoffice.chatInbox });
      await signedIn.register(nftAdminRoutes, { nfts: backoffice.nfts });
    });
  });
}
