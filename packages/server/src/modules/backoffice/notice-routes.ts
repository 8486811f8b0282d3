import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, noticePage, pageQuery, sendNoticeBody, sentNotice } from '@tp/contract';
import { noticeBackofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { NoticeAdmin } from './notices.ts';

/** Notices to customers: administrators send them and read the ones sent. */
export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeAdmin }> = async (app, { notices }) => {
  const config = { permission: 'notices' } as const;

  app.route({
    ...routeOf(noticeBackofficeEndpoints.notices, {
      summary: 'The notices sent, newest first',
      querystring: z.strictObject(pageQuery),
      response: { 200: envelopeOf(noticePage) },
    }),
    config,
    handler: async (req) => ok(await notices.list(operatorOf(req), pageRequest(req.query))),
  });

  app.route({
    ...routeOf(noticeBackofficeEndpoints.sendNotice, {
      summary: 'Send a notice to every active customer or to one, pushed to their open pages',
      description:
        'Refusals (10088, with the reason): no English title and text, a customer named for everyone or none for ' +
        'one, a customer who does not exist or is disabled. Nothing is sent.',
      body: sendNoticeBody,
      response: { 200: envelopeOf(sentNotice) },
    }),
    config,
    handler: async (req) => ok(await notices.send(operatorOf(req), req.body)),
  });
};
