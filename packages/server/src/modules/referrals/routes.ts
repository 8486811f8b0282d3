import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commissionPage, envelopeOf, inviteInfo, inviteInfoQuery, inviteePage, invitePageQuery } from '@tp/contract';
import { inviteEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { sessionOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { InviteService } from './service.ts';

/** The customer's invite programme: registered in the customer scope; every call reads the session's own. */
export const inviteRoutes: FastifyPluginAsyncZod<{ invite: InviteService }> = async (app, { invite }) => {
  const tags = ['user'];

  app.route({
    ...routeOf(inviteEndpoints.getInviteInfo, {
      tags,
      summary: "The session's invite code and link, the share in force, totals and the programme's rules",
      description: 'Rules in `lang`, English when none is asked for; commissions are on the real account.',
      querystring: inviteInfoQuery,
      response: { 200: envelopeOf(inviteInfo) },
    }),
    handler: async (req) => ok(await invite.info(sessionOf(req), req.query.lang ?? 'en')),
  });

  app.route({
    ...routeOf(inviteEndpoints.listInvitees, {
      tags,
      summary: 'Friends who signed up with the code, newest first, paged: masked usernames, date joined, traded',
      querystring: invitePageQuery,
      response: { 200: envelopeOf(inviteePage) },
    }),
    handler: async (req) => ok(await invite.invitees(sessionOf(req), pageRequest(req.query))),
  });

  app.route({
    ...routeOf(inviteEndpoints.listCommissions, {
      tags,
      summary: 'Commissions paid to the real account, newest fee first, paged: the fee, the share then, the amount',
      querystring: invitePageQuery,
      response: { 200: envelopeOf(commissionPage) },
    }),
    handler: async (req) => ok(await invite.commissions(sessionOf(req), pageRequest(req.query))),
  });

  app.route({
    ...routeOf(inviteEndpoints.exportCommissions, {
      tags,
      summary: 'Every commission as CSV: time (ISO), friend (masked), fee, share, amount as exact decimals',
    }),
    handler: async (req, reply) => {
      const { fileName, csv } = await invite.exportCommissions(sessionOf(req));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
};
