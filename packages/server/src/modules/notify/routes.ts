import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, notificationPage, readNotificationsBody, walletPageQuery } from '@tp/contract';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import { sessionOf } from '../../core/request.ts';
import { pageRequest } from '../../core/paging.ts';
import type { NotifyService } from './service.ts';

export const notifyRoutes: FastifyPluginAsyncZod<{ notifications: NotifyService }> = async (app, { notifications }) => {
  app.route({
    ...routeOf(notifyEndpoints.listNotifications, {
      tags: ['user'],
      querystring: walletPageQuery,
      response: { 200: envelopeOf(notificationPage) },
    }),
    handler: async (req) => ok(await notifications.list(sessionOf(req), pageRequest(req.query))),
  });

  app.route({
    ...routeOf(notifyEndpoints.readNotifications, {
      tags: ['user'],
      body: readNotificationsBody,
      response: { 200: envelopeOf(z.null()) },
    }),
    handler: async (req) => {
      await notifications.read(sessionOf(req), req.body.ids);
      return ok(null);
    },
  });
};
