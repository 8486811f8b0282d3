import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, watchlistCodeBody, watchlistResult } from '@tp/contract';
import { watchlistEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import { sessionOf } from '../../core/request.ts';
import type { WatchlistService } from './service.ts';

export const watchlistRoutes: FastifyPluginAsyncZod<{ watchlist: WatchlistService }> = async (app, { watchlist }) => {
  const tags = ['user'];
  const response = { 200: envelopeOf(watchlistResult) };

  app.route({
    ...routeOf(watchlistEndpoints.listWatchlist, { tags, response }),
    handler: async (req) => ok(await watchlist.list(sessionOf(req))),
  });

  app.route({
    ...routeOf(watchlistEndpoints.addWatchlist, { tags, body: watchlistCodeBody, response }),
    handler: async (req) => ok(await watchlist.add(sessionOf(req), req.body.code)),
  });

  app.route({
    ...routeOf(watchlistEndpoints.removeWatchlist, { tags, body: watchlistCodeBody, response }),
    handler: async (req) => ok(await watchlist.remove(sessionOf(req), req.body.code)),
  });
};
