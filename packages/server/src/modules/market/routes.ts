import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  candle,
  candleQuery,
  envelopeOf,
  listMarketQuery,
  marketIdParam,
  marketInfo,
  marketInfoQuery,
  marketItem,
  type MarketType,
} from '@tp/contract';
import { marketEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import type { MarketService } from './service.ts';

export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  const tags = ['index'];

  app.route({
    ...routeOf(marketEndpoints.listMarketByType, {
      tags,
      querystring: listMarketQuery,
      response: { 200: envelopeOf(z.array(marketItem)) },
    }),
    handler: (req) => ok(market.list(Number(req.query.type) as MarketType)),
  });

  app.route({
    ...routeOf(marketEndpoints.getMarketInfo, {
      tags,
      params: marketIdParam,
      querystring: marketInfoQuery,
      response: { 200: envelopeOf(marketInfo) },
    }),
    handler: (req) => ok(market.info(Number(req.params.id), req.query.lang)),
  });

  app.route({
    ...routeOf(marketEndpoints.getKValueByCodeAndDate, {
      tags,
      querystring: candleQuery,
      response: { 200: envelopeOf(z.array(candle)) },
    }),
    handler: async (req) => {
      const { code, period, from, to, limit } = req.query;
      return ok(
        await market.candles({
          code,
          period,
          fromMs: from === undefined ? undefined : Number(from),
          toMs: to === undefined ? undefined : Number(to),
          limit: limit === undefined ? undefined : Number(limit),
        }),
      );
    },
  });
};
