import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelPresaleBody,
  createPresaleBody,
  envelopeOf,
  presaleAdminPage,
  presaleAdminQuery,
  presaleAdminRound,
  recordIdParams,
} from '@tp/contract';
import { presaleBackofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { PresaleAdminService } from './presale.ts';

/** Presale rounds: administrators only. */
export const presaleAdminRoutes: FastifyPluginAsyncZod<{ presale: PresaleAdminService }> = async (app, { presale }) => {
  const config = { permission: 'presale' } as const;

  app.route({
    ...routeOf(presaleBackofficeEndpoints.rounds, {
      querystring: presaleAdminQuery,
      response: { 200: envelopeOf(presaleAdminPage) },
    }),
    config,
    handler: async (req) => ok(await presale.rounds(operatorOf(req), pageRequest(req.query))),
  });

  app.route({
    ...routeOf(presaleBackofficeEndpoints.createRound, {
      body: createPresaleBody,
      response: { 200: envelopeOf(presaleAdminRound) },
    }),
    config,
    handler: async (req) => ok(await presale.create(operatorOf(req), req.body)),
  });

  app.route({
    ...routeOf(presaleBackofficeEndpoints.cancelRound, {
      params: recordIdParams,
      body: cancelPresaleBody,
      response: { 200: envelopeOf(presaleAdminRound) },
    }),
    config,
    handler: async (req) => ok(await presale.cancel(operatorOf(req), Number(req.params.id), req.body.reason)),
  });

  app.route({
    ...routeOf(presaleBackofficeEndpoints.settleRound, {
      params: recordIdParams,
      response: { 200: envelopeOf(presaleAdminRound) },
    }),
    config,
    handler: async (req) => ok(await presale.settle(operatorOf(req), Number(req.params.id))),
  });
};
