import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buySmartBody,
  envelopeOf,
  exitSmartBody,
  listSmartQuery,
  smartPlan,
  smartPlanPage,
  smartProduct,
  smartProductsQuery,
  SuccessCode,
} from '@tp/contract';
import { planEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import { pageRequest } from '../../core/paging.ts';
import { sessionOf } from '../../core/request.ts';
import { idempotencyKeyOf } from '../../core/idempotency.ts';
import type { PlanService } from './service.ts';

/** The products on offer: open to visitors. */
export const smartProductRoutes: FastifyPluginAsyncZod<{ plans: PlanService }> = async (app, { plans }) => {
  app.route({
    ...routeOf(planEndpoints.listSmartProducts, {
      tags: ['index'],
      summary: 'Smart trading products: terms with their daily rates, limits, early-exit terms, quota and disclosure',
      description: 'Open products first. Names and disclosure in `lang`, English where none is written.',
      querystring: smartProductsQuery,
      response: { 200: envelopeOf(z.array(smartProduct)) },
    }),
    handler: async (req) => ok(await plans.products(req.query.lang ?? 'en')),
  });
};

/** Subscribing, exiting and reading the customer's own plans: registered in the customer scope. */
export const smartPlanRoutes: FastifyPluginAsyncZod<{ plans: PlanService }> = async (app, { plans }) => {
  const tags = ['order'];

  app.route({
    ...routeOf(planEndpoints.buySmart, {
      tags,
      summary: 'Subscribe to a smart plan on the real account (optional Idempotency-Key)',
      description:
        'The principal leaves available cash for the plans account at once. Refusals: 10010 unknown or closed ' +
        'product, 10012 days not offered, 10013 amount outside the limits or beyond the quota, 10024 an earning plan ' +
        'of the product already, 10011 not enough available cash, 10088 the demo account or a reused key.',
      body: buySmartBody,
      response: { 200: envelopeOf(smartPlan) },
    }),
    handler: async (req) =>
      ok(
        await plans.buy(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.purchaseSuccessful,
      ),
  });

  app.route({
    ...routeOf(planEndpoints.listSmartOrder, {
      tags,
      summary: "The session's smart plans, newest first, paged (none on the demo account)",
      querystring: listSmartQuery,
      response: { 200: envelopeOf(smartPlanPage) },
    }),
    handler: async (req) => ok(await plans.list(sessionOf(req), req.accountMode, req.query, pageRequest(req.query))),
  });

  app.route({
    ...routeOf(planEndpoints.exitSmart, {
      tags,
      summary: 'Leave an earning plan early (optional Idempotency-Key)',
      description:
        'Days already due are paid first; then the principal returns less the penalty (earlyExitRate × amount, ' +
        'rounded down) and, where the product says so, less the earnings paid. Refusals: 10088 no such plan of ' +
        'the session, a plan that has ended, the demo account.',
      body: exitSmartBody,
      response: { 200: envelopeOf(smartPlan) },
    }),
    handler: async (req) => ok(await plans.exit(sessionOf(req), req.accountMode, req.body.id, idempotencyKeyOf(req))),
  });
};
