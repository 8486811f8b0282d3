import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountFigures,
  depositInfo,
  envelopeOf,
  exportTransactionsQuery,
  rechargeBody,
  rechargePage,
  rechargeRecord,
  SuccessCode,
  transactionPage,
  transactionsQuery,
  uploadResult,
  walletPageQuery,
  withdrawalBody,
  withdrawalPage,
  withdrawalQuote,
  withdrawalQuoteQuery,
  withdrawalRecord,
} from '@tp/contract';
import { walletEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { sessionOf } from '../../core/request.ts';
import { pageRequest } from '../../core/paging.ts';
import { idempotencyKeyOf } from '../../core/idempotency.ts';
import { routeOf } from '../../core/route.ts';
import {
  receiveImage,
  sendPrivateImage,
  UPLOAD_BODY_LIMIT,
  UPLOAD_LIMITS,
  uploadGate,
} from '../../core/image-upload.ts';
import type { WalletService } from './service.ts';

const fileParams = z.strictObject({ id: z.uuid() });

/** The customer's proof images: the upload and reading one back. */
const proofFileRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const tags = ['user'];

  // The multipart parser lives in its own scope, so that only the upload route accepts a form.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.route({
      ...routeOf(walletEndpoints.upload, {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadResult) },
      }),
      onRequest: uploadGate,
      bodyLimit: UPLOAD_BODY_LIMIT,
      handler: async (req) => ok(await wallet.proofs.upload(sessionOf(req), () => receiveImage(req))),
    });
  });

  app.route({
    ...routeOf(walletEndpoints.file, { tags, params: fileParams }),
    handler: async (req, reply) => sendPrivateImage(reply, await wallet.proofs.file(sessionOf(req), req.params.id)),
  });
};

/** The account's records: deposits, withdrawals and every movement, in pages or as CSV. */
const walletHistoryRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const tags = ['user'];

  app.route({
    ...routeOf(walletEndpoints.listRecharge, {
      tags,
      querystring: walletPageQuery,
      response: { 200: envelopeOf(rechargePage) },
    }),
    handler: async (req) => ok(await wallet.deposits.listRecharge(sessionOf(req), pageRequest(req.query))),
  });

  // The specification's spelling, and the correct one as an alias.
  for (const endpoint of [walletEndpoints.listWithdrwal, walletEndpoints.listWithdrawal]) {
    app.route({
      ...routeOf(endpoint, { tags, querystring: walletPageQuery, response: { 200: envelopeOf(withdrawalPage) } }),
      handler: async (req) => ok(await wallet.withdrawals.listWithdrawals(sessionOf(req), pageRequest(req.query))),
    });
  }

  app.route({
    ...routeOf(walletEndpoints.listTransactions, {
      tags,
      querystring: transactionsQuery,
      response: { 200: envelopeOf(transactionPage) },
    }),
    handler: async (req) =>
      ok(await wallet.statement.transactions(sessionOf(req), req.accountMode, pageRequest(req.query), req.query.kind)),
  });

  app.route({
    ...routeOf(walletEndpoints.exportTransactions, { tags, querystring: exportTransactionsQuery }),
    handler: async (req, reply) => {
      const { fileName, csv } = await wallet.statement.exportTransactions(
        sessionOf(req),
        req.accountMode,
        req.query.kind,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
};

/** Deposits, withdrawals and the account's figures; proof files and records are plugins of their own. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const tags = ['user'];

  await app.register(proofFileRoutes, { wallet });

  app.route({
    ...routeOf(walletEndpoints.getDepositInfo, { tags, response: { 200: envelopeOf(depositInfo) } }),
    handler: async () => ok(await wallet.deposits.depositInfo()),
  });

  app.route({
    ...routeOf(walletEndpoints.recharge, { tags, body: rechargeBody, response: { 200: envelopeOf(rechargeRecord) } }),
    handler: async (req) =>
      ok(
        await wallet.deposits.recharge(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.rechargeSubmitted,
      ),
  });

  app.route({
    ...routeOf(walletEndpoints.withdrawalQuote, {
      tags,
      querystring: withdrawalQuoteQuery,
      response: { 200: envelopeOf(withdrawalQuote) },
    }),
    handler: async (req) => ok(await wallet.withdrawals.quote(req.query)),
  });

  app.route({
    ...routeOf(walletEndpoints.withdrawal, {
      tags,
      body: withdrawalBody,
      response: { 200: envelopeOf(withdrawalRecord) },
    }),
    handler: async (req) =>
      ok(
        await wallet.withdrawals.withdraw(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.withdrawalSubmitted,
      ),
  });

  app.route({
    ...routeOf(walletEndpoints.getAccount, { tags, response: { 200: envelopeOf(accountFigures) } }),
    handler: async (req) => ok(await wallet.statement.account(sessionOf(req), req.accountMode)),
  });

  await app.register(walletHistoryRoutes, { wallet });
};
