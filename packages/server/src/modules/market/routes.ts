import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  candle,
  candleQuery,
  envelopeOf,
  listMarketQuery,
  marketIdParam,
  marketInfo,
  marketItem,
  type MarketType,
} from '@tp/contract';
import { ok } from '../../core/envelope.ts';
import type { MarketService } from './service.ts';

const INDEX = '/swx/customer/index';

export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  const tags = ['index'];

  app.get(
    `${INDEX}/listMarketByType`,
    { schema: { tags, querystring: listMarketQuery, response: { 200: envelopeOf(z.array(marketItem)) } } },
    (req) => ok(market.list(Number(req.query.type) as MarketType)),
  );

  app.get(
    `${INDEX}/getMarketInfo/:id`,
    { schema: { tags, params: marketIdParam, response: { 200: envelopeOf(marketInfo) } } },
    (req) => ok(market.info(Number(req.params.id))),
  );

  app.get(
    `${INDEX}/getKValueByCodeAndDate`,
    { schema: { tags, querystring: candleQuery, response: { 200: envelopeOf(z.array(candle)) } } },
    async (req) => {
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
  );
};
