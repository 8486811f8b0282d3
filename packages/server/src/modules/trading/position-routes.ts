import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closePositionBody,
  envelopeOf,
  listPositionsQuery,
  openPositionBody,
  orderIdParam,
  positionPage,
  positionQuote,
  positionRecord,
  quotePositionQuery,
  SuccessCode,
  updateStopsBody,
} from '@tp/contract';
import { positionEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import { pageRequest } from '../../core/paging.ts';
import { sessionOf } from '../../core/request.ts';
import { idempotencyKeyOf } from '../../core/idempotency.ts';
import type { PositionService } from './position-service.ts';

/** Buy long / sell short: thin routes over PositionService; the book is the `virtually` header's. */
export const positionRoutes: FastifyPluginAsyncZod<{ positions: PositionService }> = async (app, { positions }) => {
  const tags = ['order'];

  app.route({
    ...routeOf(positionEndpoints.quotePosition, {
      tags,
      summary: 'What opening a position would cost now (margin, fee, free margin), without opening it',
      querystring: quotePositionQuery,
      response: { 200: envelopeOf(positionQuote) },
    }),
    handler: async (req) => ok(await positions.quote(sessionOf(req), req.accountMode, req.query)),
  });

  app.route({
    ...routeOf(positionEndpoints.openPosition, {
      tags,
      summary: 'Buy long or sell short on margin at the live price; optional Idempotency-Key',
      body: openPositionBody,
      response: { 200: envelopeOf(positionRecord) },
    }),
    handler: async (req) =>
      ok(
        await positions.open(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.purchaseSuccessful,
      ),
  });

  app.route({
    ...routeOf(positionEndpoints.closePosition, {
      tags,
      summary: 'Close an open position at the live price; optional Idempotency-Key',
      body: closePositionBody,
      response: { 200: envelopeOf(positionRecord) },
    }),
    handler: async (req) =>
      ok(await positions.close(sessionOf(req), req.accountMode, req.body.id, idempotencyKeyOf(req))),
  });

  app.route({
    ...routeOf(positionEndpoints.updatePositionStops, {
      tags,
      summary: "Set or remove (null) an open position's stop-loss and take-profit",
      body: updateStopsBody,
      response: { 200: envelopeOf(positionRecord) },
    }),
    handler: async (req) =>
      ok(await positions.updateStops(sessionOf(req), req.accountMode, req.body), SuccessCode.modifiedSuccessfully),
  });

  app.route({
    ...routeOf(positionEndpoints.listPositions, {
      tags,
      summary: 'The positions of the account, newest first; open ones with the live price and floating profit',
      querystring: listPositionsQuery,
      response: { 200: envelopeOf(positionPage) },
    }),
    handler: async (req) =>
      ok(await positions.list(sessionOf(req), req.accountMode, pageRequest(req.query), req.query)),
  });

  app.route({
    ...routeOf(positionEndpoints.getPositionById, {
      tags,
      summary: 'One position of the account',
      params: orderIdParam,
      response: { 200: envelopeOf(positionRecord) },
    }),
    handler: async (req) => ok(await positions.get(sessionOf(req), req.accountMode, Number(req.params.id))),
  });
};
