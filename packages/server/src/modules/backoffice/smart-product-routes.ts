import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  recordIdParams,
  smartPlanRecordPage,
  smartPlansQuery,
  smartProductBody,
  smartProductRecord,
  smartProductsOverview,
} from '@tp/contract';
import { backofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { SmartProductAdmin } from './smart-products.ts';

const CHANGE_REFUSALS =
  'Refusals (10088, with the reason): no English name or disclosure, no term or more than 12, days outside ' +
  '1..3650 or twice, a daily rate not above 0 and below 0.01 (a cap so that a typo cannot promise 100 % a day), ' +
  'min above max, an early-exit rate not from 0 below 0.5, a quota not positive. Nothing changes.';

/** Smart products and plans: everyone reads, administrators change products. */
export const smartProductRoutes: FastifyPluginAsyncZod<{ products: SmartProductAdmin }> = async (app, { products }) => {
  const read = { permission: 'products.read' } as const;
  const edit = { permission: 'products' } as const;

  app.route({
    ...routeOf(backofficeEndpoints.smartProducts, {
      summary: 'Every smart product, open and closed, with its earning plans, principal and daily obligation',
      response: { 200: envelopeOf(smartProductsOverview) },
    }),
    config: read,
    handler: async (req) => ok(await products.overview(operatorOf(req))),
  });

  app.route({
    ...routeOf(backofficeEndpoints.createSmartProduct, {
      summary: 'Add a smart product',
      description: CHANGE_REFUSALS,
      body: smartProductBody,
      response: { 200: envelopeOf(smartProductRecord) },
    }),
    config: edit,
    handler: async (req) => ok(await products.create(operatorOf(req), req.body)),
  });

  app.route({
    ...routeOf(backofficeEndpoints.updateSmartProduct, {
      summary: 'Change a smart product: new subscriptions only, plans keep their terms',
      description: CHANGE_REFUSALS,
      params: recordIdParams,
      body: smartProductBody,
      response: { 200: envelopeOf(smartProductRecord) },
    }),
    config: edit,
    handler: async (req) => ok(await products.update(operatorOf(req), Number(req.params.id), req.body)),
  });

  app.route({
    ...routeOf(backofficeEndpoints.smartPlans, {
      summary: "Customers' smart plans by product and status, newest first, paged",
      querystring: smartPlansQuery,
      response: { 200: envelopeOf(smartPlanRecordPage) },
    }),
    config: read,
    handler: async (req) => {
      const { productId, status } = req.query;
      const filter = { productId: productId === undefined ? undefined : Number(productId), status };
      return ok(await products.plans(operatorOf(req), filter, pageRequest(req.query)));
    },
  });
};
