import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeWithdrawalBody,
  envelopeOf,
  ErrorCode,
  recordIdParams,
  rejectBody,
  reviewDeposit,
  reviewDepositPage,
  reviewQueueQuery,
  reviewWithdrawal,
  reviewWithdrawalPage,
} from '@tp/contract';
import { backofficeEndpoints } from '@tp/contract/endpoints';
import { AppError } from '../../core/errors.ts';
import { ok } from '../../core/envelope.ts';
import { sendPrivateImage } from '../../core/image-upload.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { ReviewQueueService } from './review-queue.ts';

interface ReviewRouteOptions {
  queue: ReviewQueueService;
}

const fileIdParams = z.strictObject({ id: z.uuid() });
const read = { permission: 'queue.read' } as const;
const decide = { permission: 'queue.decide' } as const;

/** The deposits queue: support and reviewers read it, reviewers decide. */
export const depositRoutes: FastifyPluginAsyncZod<ReviewRouteOptions> = async (app, { queue }) => {
  const response = { 200: envelopeOf(reviewDeposit) };

  app.route({
    ...routeOf(backofficeEndpoints.deposits, {
      querystring: reviewQueueQuery,
      response: { 200: envelopeOf(reviewDepositPage) },
    }),
    config: read,
    handler: async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      return ok(await queue.listDeposits(operatorOf(req), req.query.status, page, pageSize));
    },
  });

  app.route({
    ...routeOf(backofficeEndpoints.approveDeposit, { params: recordIdParams, response }),
    config: decide,
    handler: async (req) => ok(await queue.approveDeposit(operatorOf(req), Number(req.params.id))),
  });

  app.route({
    ...routeOf(backofficeEndpoints.rejectDeposit, { params: recordIdParams, body: rejectBody, response }),
    config: decide,
    handler: async (req) => ok(await queue.rejectDeposit(operatorOf(req), Number(req.params.id), req.body.reason)),
  });
};

/** The withdrawals queue: support and reviewers read it, reviewers decide and record the payout. */
export const withdrawalRoutes: FastifyPluginAsyncZod<ReviewRouteOptions> = async (app, { queue }) => {
  const response = { 200: envelopeOf(reviewWithdrawal) };

  app.route({
    ...routeOf(backofficeEndpoints.withdrawals, {
      querystring: reviewQueueQuery,
      response: { 200: envelopeOf(reviewWithdrawalPage) },
    }),
    config: read,
    handler: async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      return ok(await queue.listWithdrawals(operatorOf(req), req.query.status, page, pageSize));
    },
  });

  app.route({
    ...routeOf(backofficeEndpoints.approveWithdrawal, { params: recordIdParams, response }),
    config: decide,
    handler: async (req) => ok(await queue.approveWithdrawal(operatorOf(req), Number(req.params.id))),
  });

  app.route({
    ...routeOf(backofficeEndpoints.rejectWithdrawal, { params: recordIdParams, body: rejectBody, response }),
    config: decide,
    handler: async (req) => ok(await queue.rejectWithdrawal(operatorOf(req), Number(req.params.id), req.body.reason)),
  });

  app.route({
    ...routeOf(backofficeEndpoints.completeWithdrawal, {
      params: recordIdParams,
      body: completeWithdrawalBody,
      response,
    }),
    config: decide,
    handler: async (req) =>
      ok(await queue.completeWithdrawal(operatorOf(req), Number(req.params.id), req.body.payoutTxHash)),
  });
};

/** A proof image, for operators' eyes only: never cached, never sniffed, never able to run anything. */
export const proofFileRoutes: FastifyPluginAsyncZod<ReviewRouteOptions> = async (app, { queue }) => {
  app.route({
    ...routeOf(backofficeEndpoints.file, { params: fileIdParams }),
    config: { permission: 'files.read' },
    handler: async (req, reply) => {
      const image = await queue.proofImage(operatorOf(req), req.params.id);
      if (!image) throw new AppError(ErrorCode.badParameters, 'No such file.');
      return sendPrivateImage(reply, image);
    },
  });
};
