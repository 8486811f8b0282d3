import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, notificationPage, walletPageQuery } from '@tp/contract';
import { ok } from '../../core/envelope.ts';
import { sessionOf } from '../../core/request.ts';
import { pageRequest } from '../../core/paging.ts';
import type { NotifyService } from './service.ts';

const USER = '/swx/customer/user';

export const notifyRoutes: FastifyPluginAsyncZod<{ notifications: NotifyService }> = async (
  app,
  { notifications },
) => {
  app.get(
    `${USER}/listNotifications`,
    {
      schema: {
        tags: ['user'],
        querystring: walletPageQuery,
        response: { 200: envelopeOf(notificationPage) },
      },
    },
    async (req) => ok(await notifications.list(sessionOf(req), pageRequest(req.query))),
  );
};
