import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commitPresaleBody,
  envelopeOf,
  getPresaleQuery,
  listPresaleCommitmentsQuery,
  listPresaleQuery,
  presaleCommitment,
  presaleCommitmentPage,
  presaleIdParam,
  presaleRound,
  presaleRoundPage,
  SuccessCode,
  tokenBalance,
} from '@tp/contract';
import { presaleEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { idempotencyKeyOf } from '../../core/idempotency.ts';
import { pageRequest } from '../../core/paging.ts';
import { sessionOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { PresaleService } from './service.ts';

/** The rounds: open to visitors. */
export const presalePublicRoutes: FastifyPluginAsyncZod<{ presale: PresaleService }> = async (app, { presale }) => {
  app.route({
    ...routeOf(presaleEndpoints.listPresale, {
      tags: ['index'],
      summary:
        'Presale rounds, open ones first (soonest end first), with live totals; descriptions in `lang` (English fallback)',
      querystring: listPresaleQuery,
      response: { 200: envelopeOf(presaleRoundPage) },
    }),
    handler: async (req) => ok(await presale.list(pageRequest(req.query), req.query.lang ?? 'en')),
  });

  app.route({
    ...routeOf(presaleEndpoints.getPresale, {
      tags: ['index'],
      summary: 'One presale round (10088 for an unknown id)',
      params: presaleIdParam,
      querystring: getPresaleQuery,
      response: { 200: envelopeOf(presaleRound) },
    }),
    handler: async (req) => ok(await presale.get(Number(req.params.id), req.query.lang ?? 'en')),
  });
};

/** Committing and reading one's own commitments and tokens: registered in the customer scope. */
export const presaleRoutes: FastifyPluginAsyncZod<{ presale: PresaleService }> = async (app, { presale }) => {
  app.route({
    ...routeOf(presaleEndpoints.commitPresale, {
      tags: ['order'],
      summary: 'Set the commitment to a live round to `amount` USDT ("0" withdraws it); real account only',
      description:
        'The amount is held on the real USDT account, not spent; the old hold is released in the same transaction. ' +
        'Refusals: 10088 demo account, unknown round, round not live, reused Idempotency-Key; 10016 amount outside ' +
        "the round's minimum and cap or with more than 6 decimals; 10011 not enough available balance.",
      body: commitPresaleBody,
      response: { 200: envelopeOf(presaleCommitment) },
    }),
    handler: async (req) =>
      ok(
        await presale.commit(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.purchaseSuccessful,
      ),
  });

  app.route({
    ...routeOf(presaleEndpoints.listPresaleCommitments, {
      tags: ['order'],
      summary: "The session's presale commitments with allocations, costs and refunds, newest first",
      querystring: listPresaleCommitmentsQuery,
      response: { 200: envelopeOf(presaleCommitmentPage) },
    }),
    handler: async (req) => ok(await presale.commitments(sessionOf(req), pageRequest(req.query))),
  });

  app.route({
    ...routeOf(presaleEndpoints.listTokenBalances, {
      tags: ['user'],
      summary: "The presale tokens the session holds on the real account (ledger balances in each token's currency)",
      response: { 200: envelopeOf(z.array(tokenBalance)) },
    }),
    handler: async (req) => ok(await presale.tokenBalances(sessionOf(req))),
  });
};
