import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, watchlistCodeBody, watchlistResult } from '@tp/contract';
import { ok } from '../../core/envelope.ts';
import { sessionOf } from '../../core/request.ts';
import type { WatchlistService } from './service.ts';

const USER = '/swx/customer/user';

export const watchlistRoutes: FastifyPluginAsyncZod<{ watchlist: WatchlistService }> = async (
  app,
  { watchlist },
) => {
  const tags = ['user'];
  const response = { 200: envelopeOf(watchlistResult) };

  app.get(`${USER}/listWatchlist`, { schema: { tags, response } }, async (req) =>
    ok(await watchlist.list(sessionOf(req))),
  );

  app.post(
    `${USER}/addWatchlist`,
    { schema: { tags, body: watchlistCodeBody, response } },
    async (req) => ok(await watchlist.add(sessionOf(req), req.body.code)),
  );

  app.post(
    `${USER}/removeWatchlist`,
    { schema: { tags, body: watchlistCodeBody, response } },
    async (req) => ok(await watchlist.remove(sessionOf(req), req.body.code)),
  );
};
