import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerDetail,
  customerJournalPage,
  customerJournalQuery,
  customerPage,
  customerSearchQuery,
  envelopeOf,
  recordIdParams,
} from '@tp/contract';
import { backofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { CustomerLookupService } from './customers.ts';

/** Looking customers up: who they are, their accounts and journal; every role, read-only. */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerLookupService }> = async (
  app,
  { customers },
) => {
  const config = { permission: 'customers.read' } as const;

  app.route({
    ...routeOf(backofficeEndpoints.customers, {
      querystring: customerSearchQuery,
      response: { 200: envelopeOf(customerPage) },
    }),
    config,
    handler: async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      return ok(await customers.search(operatorOf(req), req.query.query ?? '', page, pageSize));
    },
  });

  app.route({
    ...routeOf(backofficeEndpoints.customer, { params: recordIdParams, response: { 200: envelopeOf(customerDetail) } }),
    config,
    handler: async (req) => ok(await customers.customer(operatorOf(req), Number(req.params.id))),
  });

  app.route({
    ...routeOf(backofficeEndpoints.customerJournal, {
      params: recordIdParams,
      querystring: customerJournalQuery,
      response: { 200: envelopeOf(customerJournalPage) },
    }),
    config,
    handler: async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      return ok(await customers.journal(operatorOf(req), Number(req.params.id), req.query.mode, page, pageSize));
    },
  });
};
