import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  loan,
  loanBody,
  loanIdParams,
  loanPage,
  loanPageQuery,
  loanProduct,
  repayLoanBody,
  SuccessCode,
} from '@tp/contract';
import { loanEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { idempotencyKeyOf } from '../../core/idempotency.ts';
import { pageRequest } from '../../core/paging.ts';
import { sessionOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { LoanService } from './service.ts';

/** The loan products: open to visitors. */
export const loanProductRoutes: FastifyPluginAsyncZod<{ loans: LoanService }> = async (app, { loans }) => {
  app.route({
    ...routeOf(loanEndpoints.listLoanProducts, {
      tags: ['index'],
      summary: 'Loan products: term, daily rate, interest-free days, limits (higher once KYC-verified)',
      response: { 200: envelopeOf(z.array(loanProduct)) },
    }),
    handler: async () => ok(await loans.products()),
  });
};

/** Borrowing, repaying and the customer's own loans and agreements: registered in the customer scope. */
export const loanRoutes: FastifyPluginAsyncZod<{ loans: LoanService }> = async (app, { loans }) => {
  const tags = ['user'];

  app.route({
    ...routeOf(loanEndpoints.loan, {
      tags,
      summary: 'Borrow on the real account with a signed agreement (optional Idempotency-Key)',
      description:
        'The signature is a PNG drawn by the customer and uploaded first (`upload`). The loan waits for an ' +
        'operator, who disburses it. Refusals: 10022 not KYC-verified, 10023 unknown or closed product, 10016 ' +
        'amount outside the limits, 10088 the demo account, a missing or empty signature, or a loan already ' +
        'pending or being repaid.',
      body: loanBody,
      response: { 200: envelopeOf(loan) },
    }),
    handler: async (req) =>
      ok(
        await loans.borrow(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.submittedForReview,
      ),
  });

  app.route({
    ...routeOf(loanEndpoints.listLoanRecord, {
      tags,
      summary: "The session's loans, newest first, paged (none on the demo account)",
      querystring: loanPageQuery,
      response: { 200: envelopeOf(loanPage) },
    }),
    handler: async (req) => ok(await loans.list(sessionOf(req), req.accountMode, pageRequest(req.query))),
  });

  app.route({
    ...routeOf(loanEndpoints.repayLoan, {
      tags,
      summary: 'Repay a loan now: principal and interest accrued to today (optional Idempotency-Key)',
      description:
        "From the real account's available cash. Refusals: 10011 it does not cover the amount, 10088 no such " +
        'loan of the session, a loan not being repaid, the demo account.',
      body: repayLoanBody,
      response: { 200: envelopeOf(loan) },
    }),
    handler: async (req) => ok(await loans.repay(sessionOf(req), req.accountMode, req.body.id, idempotencyKeyOf(req))),
  });

  app.route({
    ...routeOf(loanEndpoints.loanAgreement, {
      tags,
      summary: 'The signed agreement as a PDF, the same bytes every time; the owner only',
      params: loanIdParams,
    }),
    handler: async (req, reply) => {
      const pdf = await loans.agreement(sessionOf(req), Number(req.params.id));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="loan-agreement-${req.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  });
};
