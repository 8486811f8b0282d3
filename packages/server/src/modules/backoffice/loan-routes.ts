import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  loanProduct,
  loanProductBody,
  loanQueueQuery,
  loanRecord,
  loanRecordPage,
  recordIdParams,
  rejectLoanBody,
} from '@tp/contract';
import { loanBackofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { LoanAdmin } from './loans.ts';

/** The loan queue and lists (support and reviewers read, reviewers decide) and the products (administrators change them). */
export const loanAdminRoutes: FastifyPluginAsyncZod<{ loans: LoanAdmin }> = async (app, { loans }) => {
  app.route({
    ...routeOf(loanBackofficeEndpoints.loans, {
      summary: 'Loans by status: pending (the queue, oldest first), repaying (active), expired (overdue)...',
      querystring: loanQueueQuery,
      response: { 200: envelopeOf(loanRecordPage) },
    }),
    config: { permission: 'queue.read' },
    handler: async (req) => ok(await loans.loans(operatorOf(req), req.query.status, pageRequest(req.query))),
  });

  app.route({
    ...routeOf(loanBackofficeEndpoints.approveLoan, {
      summary: "Approve a pending loan: disburses the amount to the customer's real account, once",
      description: 'Refusals: 10088 no such loan, or one already decided (another operator was first).',
      params: recordIdParams,
      response: { 200: envelopeOf(loanRecord) },
    }),
    config: { permission: 'queue.decide' },
    handler: async (req) => ok(await loans.approve(operatorOf(req), Number(req.params.id))),
  });

  app.route({
    ...routeOf(loanBackofficeEndpoints.rejectLoan, {
      summary: 'Reject a pending loan with a reason the customer reads',
      params: recordIdParams,
      body: rejectLoanBody,
      response: { 200: envelopeOf(loanRecord) },
    }),
    config: { permission: 'queue.decide' },
    handler: async (req) => ok(await loans.reject(operatorOf(req), Number(req.params.id), req.body.reason)),
  });

  app.route({
    ...routeOf(loanBackofficeEndpoints.loanProducts, {
      summary: 'Every loan product, open and closed',
      response: { 200: envelopeOf(z.array(loanProduct)) },
    }),
    config: { permission: 'products.read' },
    handler: async (req) => ok(await loans.products(operatorOf(req))),
  });

  app.route({
    ...routeOf(loanBackofficeEndpoints.updateLoanProduct, {
      summary: "Change a loan product's parameters: new loans only",
      description:
        'Refusals (10088 with the reason): minimum above maximum, maximum above the verified maximum, a daily rate ' +
        'not above 0 or above 0.01, interest-free days not below the term. Nothing changes.',
      params: recordIdParams,
      body: loanProductBody,
      response: { 200: envelopeOf(loanProduct) },
    }),
    config: { permission: 'products' },
    handler: async (req) => ok(await loans.updateProduct(operatorOf(req), Number(req.params.id), req.body)),
  });
};
