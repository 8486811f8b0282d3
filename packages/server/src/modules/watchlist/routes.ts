import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, watchlistCodeBody, watchlistResult } from '@tp/contract';
import { ok } from '../../http/envelope.ts';
import { sessionGuard, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import type { WatchlistService } from './service.ts';

const USER = '/swx/customer/user';
/** Marks a route as needing a session in the OpenAPI document. */
const secured = { security: [{ session: [] }] };

export const watchlistRoutes: FastifyPluginAsyncZod<{ auth: AuthService; watchlist: WatchlistService }> = async (
  app,
  { auth, watchlist },
) => {
  const preHandler = sessionGuard(auth);
  const tags = ['user'];
  const response = { 200: envelopeOf(watchlistResult) };

  app.get(`${USER}/listWatchlist`, { preHandler, schema: { ...secured, tags, response } }, async (req) =>
    ok(await watchlist.list(sessionOf(req))),
  );

  app.post(
    `${USER}/addWatchlist`,
    { preHandler, schema: { ...secured, tags, body: watchlistCodeBody, response } },
    async (req) => ok(await watchlist.add(sessionOf(req), req.body.code)),
  );

  app.post(
    `${USER}/removeWatchlist`,
    { preHandler, schema: { ...secured, tags, body: watchlistCodeBody, response } },
    async (req) => ok(await watchlist.remove(sessionOf(req), req.body.code)),
  );
};
