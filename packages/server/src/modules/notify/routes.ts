import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteNotificationsBody,
  envelopeOf,
  notificationPage,
  notificationsQuery,
  readAllNotificationsBody,
  readNotificationsBody,
  unreadNotifications,
} from '@tp/contract';
import { notifyEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import { sessionOf } from '../../core/request.ts';
import { pageRequest } from '../../core/paging.ts';
import type { NotifyService } from './service.ts';

const done = { 200: envelopeOf(z.null()) };

export const notifyRoutes: FastifyPluginAsyncZod<{ notifications: NotifyService }> = async (app, { notifications }) => {
  app.route({
    ...routeOf(notifyEndpoints.listNotifications, {
      tags: ['user'],
      querystring: notificationsQuery,
      response: { 200: envelopeOf(notificationPage) },
    }),
    handler: async (req) =>
      ok(
        await notifications.list(sessionOf(req), {
          ...pageRequest(req.query),
          category: req.query.category,
          language: req.query.lang,
        }),
      ),
  });

  app.route({
    ...routeOf(notifyEndpoints.countUnreadNotifications, {
      tags: ['user'],
      response: { 200: envelopeOf(unreadNotifications) },
    }),
    handler: async (req) => ok(await notifications.unread(sessionOf(req))),
  });

  app.route({
    ...routeOf(notifyEndpoints.readNotifications, { tags: ['user'], body: readNotificationsBody, response: done }),
    handler: async (req) => {
      await notifications.read(sessionOf(req), req.body.ids);
      return ok(null);
    },
  });

  app.route({
    ...routeOf(notifyEndpoints.readAllNotifications, {
      tags: ['user'],
      body: readAllNotificationsBody,
      response: done,
    }),
    handler: async (req) => {
      await notifications.readAll(sessionOf(req), req.body.category);
      return ok(null);
    },
  });

  app.route({
    ...routeOf(notifyEndpoints.deleteNotifications, { tags: ['user'], body: deleteNotificationsBody, response: done }),
    handler: async (req) => {
      await notifications.delete(sessionOf(req), req.body.ids);
      return ok(null);
    },
  });
};
