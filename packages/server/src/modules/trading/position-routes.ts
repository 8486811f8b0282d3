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
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { sessionOf } from '../../core/request.ts';
import { idempotencyKeyOf } from '../../core/idempotency.ts';
import type { PositionService } from './positions.ts';

const ORDER = '/swx/customer/order';

/** Buy long / sell short: thin routes over PositionService; the book is the `virtually` header's. */
export const positionRoutes: FastifyPluginAsyncZod<{ positions: PositionService }> = async (
  app,
  { positions },
) => {
  const tags = ['order'];

  app.get(
    `${ORDER}/quotePosition`,
    {
      schema: {
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
      schema: {
        tags,
        summary: 'Buy long or sell short on margin at the live price; optional Idempotency-Key',
        body: openPositionBody,
        response: { 200: envelopeOf(positionRecord) },
      },
    },
    async (req) =>
      ok(
        await positions.open(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.purchaseSuccessful,
      ),
  );

  app.post(
    `${ORDER}/closePosition`,
    {
      schema: {
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
      schema: {
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
      schema: {
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
      schema: {
        tags,
        summary: 'One position of the account',
        params: orderIdParam,
        response: { 200: envelopeOf(positionRecord) },
      },
    },
    async (req) => ok(await positions.get(sessionOf(req), req.accountMode, Number(req.params.id))),
  );
};
