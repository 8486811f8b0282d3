import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyOptionsBody,
  envelopeOf,
  listOptionsQuery,
  optionsOrder,
  optionsOrderPage,
  optionsProduct,
  orderIdParam,
  SuccessCode,
} from '@tp/contract';
import { optionsEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import { pageRequest } from '../../core/paging.ts';
import { sessionOf } from '../../core/request.ts';
import { idempotencyKeyOf } from '../../core/idempotency.ts';
import type { OptionsService } from './options.ts';

/** The products on offer: open to visitors. */
export const optionsProductRoutes: FastifyPluginAsyncZod<{ options: OptionsService }> = async (app, { options }) => {
  app.route({
    ...routeOf(optionsEndpoints.listOptionsProducts, {
      tags: ['index'],
      summary: 'The options periods on offer, with payout rate and stake limits, shortest first',
      response: { 200: envelopeOf(z.array(optionsProduct)) },
    }),
    handler: async () => ok(await options.products()),
  });
};

/** Buying and reading the customer's own options: registered in the customer scope. */
export const optionsRoutes: FastifyPluginAsyncZod<{ options: OptionsService }> = async (app, { options }) => {
  const tags = ['order'];

  app.route({
    ...routeOf(optionsEndpoints.buyOptions, {
      tags,
      summary: 'Buy an up/down option on the account of the virtually header (optional Idempotency-Key)',
      description:
        'The stake leaves the account at once; at expiry the order settles against the last recorded price at or ' +
        'before expiry. Refusals: 10014 instrument or product, 10017 period, 10015 market closed or no live price, ' +
        '10016 stake, 10088 too many open options or a reused Idempotency-Key, 10011 insufficient free margin.',
      body: buyOptionsBody,
      response: { 200: envelopeOf(optionsOrder) },
    }),
    handler: async (req) =>
      ok(
        await options.buy(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.purchaseSuccessful,
      ),
  });

  app.route({
    ...routeOf(optionsEndpoints.listOptionsOrder, {
      tags,
      summary: "The session's options orders of the account mode, newest first, filtered and paged",
      querystring: listOptionsQuery,
      response: { 200: envelopeOf(optionsOrderPage) },
    }),
    handler: async (req) => ok(await options.list(sessionOf(req), req.accountMode, req.query, pageRequest(req.query))),
  });

  app.route({
    ...routeOf(optionsEndpoints.getOptionsOrderById, {
      tags,
      summary: "One of the session's options orders of the account mode (10088 for any other id)",
      params: orderIdParam,
      response: { 200: envelopeOf(optionsOrder) },
    }),
    handler: async (req) => ok(await options.get(sessionOf(req), req.accountMode, Number(req.params.id))),
  });
};
