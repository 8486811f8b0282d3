import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closePositionBody,
  envelopeOf,
  IDEMPOTENCY_HEADER,
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
import { ok } from '../../http/envelope.ts';
import { pageRequest } from '../../http/paging.ts';
import { sessionGuard, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import { checkIdempotencyKey } from '../wallet/service.ts';
import type { PositionService } from './positions.ts';

const ORDER = '/swx/customer/order';
/** Marks a route as needing a session in the OpenAPI document. */
const secured = { security: [{ session: [] }] };

/** Buy long / sell short: thin routes over PositionService; the book is the `virtually` header's. */
export const positionRoutes: FastifyPluginAsyncZod<{ auth: AuthService; positions: PositionService }> = async (
  app,
  { auth, positions },
) => {
  const preHandler = sessionGuard(auth);
  const tags = ['order'];
  const idempotencyKey = (req: FastifyRequest) => checkIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]);

  app.get(
    `${ORDER}/quotePosition`,
    {
      preHandler,
      schema: {
        ...secured,
        tags,
        summary: 'What opening a position would cost now (margin, fee, free margin), without opening it',
        querystring: quotePositionQuery,
        response: { 200: envelopeOf(positionQuote) },
      },
    },
    async (req) => ok(await positions.quote(sessionOf(req), req.accountMode, req.query)),
  );

  app.post(
    `${ORDER}/openPosition`,
    {
      preHandler,
      schema: {
        ...secured,
        tags,
        summary: 'Buy long or sell short on margin at the live price; optional Idempotency-Key',
        body: openPositionBody,
        response: { 200: envelopeOf(positionRecord) },
      },
    },
    async (req) =>
      ok(
        await positions.open(sessionOf(req), req.accountMode, req.body, idempotencyKey(req)),
        SuccessCode.purchaseSuccessful,
      ),
  );

  app.post(
    `${ORDER}/closePosition`,
    {
      preHandler,
      schema: {
        ...secured,
        tags,
        summary: 'Close an open position at the live price',
        body: closePositionBody,
        response: { 200: envelopeOf(positionRecord) },
      },
    },
    async (req) => ok(await positions.close(sessionOf(req), req.accountMode, req.body.id)),
  );

  app.post(
    `${ORDER}/updatePositionStops`,
    {
      preHandler,
      schema: {
        ...secured,
        tags,
        summary: "Set or remove (null) an open position's stop-loss and take-profit",
        body: updateStopsBody,
        response: { 200: envelopeOf(positionRecord) },
      },
    },
    async (req) =>
      ok(await positions.updateStops(sessionOf(req), req.accountMode, req.body), SuccessCode.modifiedSuccessfully),
  );

  app.get(
    `${ORDER}/listPositions`,
    {
      preHandler,
      schema: {
        ...secured,
        tags,
        summary: 'The positions of the account, newest first; open ones with the live price and floating profit',
        querystring: listPositionsQuery,
        response: { 200: envelopeOf(positionPage) },
      },
    },
    async (req) => ok(await positions.list(sessionOf(req), req.accountMode, pageRequest(req.query), req.query)),
  );

  app.get(
    `${ORDER}/getPositionById/:id`,
    {
      preHandler,
      schema: {
        ...secured,
        tags,
        summary: 'One position of the account',
        params: orderIdParam,
        response: { 200: envelopeOf(positionRecord) },
      },
    },
    async (req) => ok(await positions.get(sessionOf(req), req.accountMode, Number(req.params.id))),
  );
};
