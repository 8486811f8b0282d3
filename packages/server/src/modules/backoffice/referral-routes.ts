import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerReferrals, envelopeOf, recordIdParams, referralProgramme, referralShareBody } from '@tp/contract';
import { referralBackofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { ReferralAdmin } from './referrals.ts';

/** The invite programme: every role that reads customers sees it; administrators change the share. */
export const referralRoutes: FastifyPluginAsyncZod<{ referrals: ReferralAdmin }> = async (app, { referrals }) => {
  app.route({
    ...routeOf(referralBackofficeEndpoints.programme, {
      summary: "The programme's share in force, referrers, invitees, commissions paid and the fees they come from",
      response: { 200: envelopeOf(referralProgramme) },
    }),
    config: { permission: 'customers.read' },
    handler: async (req) => ok(await referrals.programme(operatorOf(req))),
  });

  app.route({
    ...routeOf(referralBackofficeEndpoints.setShare, {
      summary: 'Change the share of fees paid to referrers: fees charged from now on only; audit-logged',
      description: 'Refusals (10088): a share that is not a fraction from 0 to 0.9 with at most 4 decimals.',
      body: referralShareBody,
      response: { 200: envelopeOf(referralProgramme) },
    }),
    config: { permission: 'params' },
    handler: async (req) => ok(await referrals.setShare(operatorOf(req), req.body.share)),
  });

  app.route({
    ...routeOf(referralBackofficeEndpoints.customer, {
      summary: "A customer's invite code, referrer, invitees (the newest 200) and commissions earned",
      params: recordIdParams,
      response: { 200: envelopeOf(customerReferrals) },
    }),
    config: { permission: 'customers.read' },
    handler: async (req) => ok(await referrals.customer(operatorOf(req), Number(req.params.id))),
  });
};
