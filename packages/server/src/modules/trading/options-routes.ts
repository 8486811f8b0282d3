import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyOptionsBody,
  envelopeOf,
  IDEMPOTENCY_HEADER,
  listOptionsQuery,
  optionsOrder,
  optionsOrderPage,
  optionsProduct,
  orderIdParam,
  SuccessCode,
} from '@tp/contract';
import { ok } from '../../http/envelope.ts';
import { pageRequest } from '../../http/paging.ts';
import { sessionGuard, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import { checkIdempotencyKey } from '../wallet/service.ts';
import type { OptionsService } from './options.ts';

const INDEX = '/swx/customer/index';
const ORDER = '/swx/customer/order';
/** Marks a route as needing a session in the OpenAPI document. */
const secured = { security: [{ session: [] }] };

export const optionsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; options: OptionsService }> = async (
  app,
  { auth, options },
) => {
  const preHandler = sessionGuard(auth);
  const tags = ['order'];

  app.get(
    `${INDEX}/listOptionsProducts`,
    {
      schema: {
        tags: ['index'],
        summary: 'The options periods on offer, with payout rate and stake limits, shortest first',
        response: { 200: envelopeOf(z.array(optionsProduct)) },
      },
    },
    async () => ok(await options.products()),
  );

  app.post(
    `${ORDER}/buyOptions`,
    {
      preHandler,
      schema: {
        ...secured,
        tags,
        summary: 'Buy an up/down option on the account of the virtually header (optional Idempotency-Key)',
        description:
          'The stake leaves the account at once; at expiry the order settles against the last recorded price at or ' +
          'before expiry. Refusals: 10014 instrument or product, 10017 period, 10015 market closed or no live price, ' +
          '10016 stake, 10088 too many open options or a reused Idempotency-Key, 10011 insufficient free margin.',
        body: buyOptionsBody,
        response: { 200: envelopeOf(optionsOrder) },
      },
    },
    async (req) =>
      ok(
        await options.buy(
          sessionOf(req),
          req.accountMode,
          req.body,
          checkIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]),
        ),
        SuccessCode.purchaseSuccessful,
      ),
  );

  app.get(
    `${ORDER}/listOptionsOrder`,
    {
      preHandler,
      schema: {
        ...secured,
        tags,
        summary: "The session's options orders of the account mode, newest first, filtered and paged",
        querystring: listOptionsQuery,
        response: { 200: envelopeOf(optionsOrderPage) },
      },
    },
    async (req) => ok(await options.list(sessionOf(req), req.accountMode, req.query, pageRequest(req.query))),
  );

  app.get(
    `${ORDER}/getOptionsOrderById/:id`,
    {
      preHandler,
      schema: {
        ...secured,
        tags,
        summary: "One of the session's options orders of the account mode (10088 for any other id)",
        params: orderIdParam,
        response: { 200: envelopeOf(optionsOrder) },
      },
    },
    async (req) => ok(await options.get(sessionOf(req), req.accountMode, Number(req.params.id))),
  );
};
