import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, notificationPage, walletPageQuery } from '@tp/contract';
import { ok } from '../../http/envelope.ts';
import { sessionGuard, sessionOf } from '../../http/session.ts';
import type { AuthService } from '../auth/service.ts';
import { pageRequest } from '../../http/paging.ts';
import type { NotifyService } from './service.ts';

const USER = '/swx/customer/user';
/** Marks a route as needing a session in the OpenAPI document. */
const secured = { security: [{ session: [] }] };

export const notifyRoutes: FastifyPluginAsyncZod<{ auth: AuthService; notifications: NotifyService }> = async (
  app,
  { auth, notifications },
) => {
  const preHandler = sessionGuard(auth);
  app.get(
    `${USER}/listNotifications`,
    {
      preHandler,
      schema: {
        ...secured,
        tags: ['user'],
        querystring: walletPageQuery,
        response: { 200: envelopeOf(notificationPage) },
      },
    },
    async (req) => ok(await notifications.list(sessionOf(req), pageRequest(req.query))),
  );
};
