import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyNftBody,
  envelopeOf,
  listMyNftQuery,
  listNftQuery,
  myNftPage,
  nft,
  nftDetail,
  nftIdParam,
  nftPage,
  placeBidBody,
  SuccessCode,
} from '@tp/contract';
import { nftEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { idempotencyKeyOf } from '../../core/idempotency.ts';
import { pageRequest } from '../../core/paging.ts';
import { sessionOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { NftService } from './service.ts';

const imageParam = z.strictObject({ id: z.uuid() });

/** The market, each NFT and its picture: open to visitors. */
export const nftPublicRoutes: FastifyPluginAsyncZod<{ nfts: NftService }> = async (app, { nfts }) => {
  app.route({
    ...routeOf(nftEndpoints.listNft, {
      tags: ['index'],
      summary: "Charity NFTs (filter by status, sort by ending soon or price) with the platform's cumulative donation",
      querystring: listNftQuery,
      response: { 200: envelopeOf(nftPage) },
    }),
    handler: async (req) => ok(await nfts.list(pageRequest(req.query), req.query)),
  });

  app.route({
    ...routeOf(nftEndpoints.getNft, {
      tags: ['index'],
      summary: 'One NFT with its auction terms and bid history (bidders masked); 10088 for an unknown id',
      params: nftIdParam,
      response: { 200: envelopeOf(nftDetail) },
    }),
    handler: async (req) => ok(await nfts.get(Number(req.params.id))),
  });

  app.route({
    ...routeOf(nftEndpoints.nftImage, { tags: ['index'], summary: "An NFT's picture", params: imageParam }),
    handler: async (req, reply) => {
      const image = await nfts.image(req.params.id);
      return reply
        .header('content-type', image.mediaType)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  });
};

/** Bidding, buying now and one's own NFTs: registered in the customer scope. */
export const nftRoutes: FastifyPluginAsyncZod<{ nfts: NftService }> = async (app, { nfts }) => {
  const refusals =
    'Refusals: 10088 demo account, unknown NFT, own lot, reused Idempotency-Key; 10020 not live (upcoming, ended, sold) ' +
    'or no buy-now price; 10011 not enough available balance.';
  app.route({
    ...routeOf(nftEndpoints.placeBid, {
      tags: ['user'],
      summary: 'Bid on a live NFT; the amount is held on the real account (a raise replaces one’s own hold)',
      description: `At least \`minNextBid\` (10016 otherwise). ${refusals}`,
      body: placeBidBody,
      response: { 200: envelopeOf(nft) },
    }),
    handler: async (req) =>
      ok(
        await nfts.bid(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.purchaseSuccessful,
      ),
  });

  app.route({
    ...routeOf(nftEndpoints.buyNft, {
      tags: ['user'],
      summary: 'Buy a live NFT at its buy-now price: the sale ends at once and every other bid is released',
      description: refusals,
      body: buyNftBody,
      response: { 200: envelopeOf(nft) },
    }),
    handler: async (req) =>
      ok(
        await nfts.buy(sessionOf(req), req.accountMode, req.body, idempotencyKeyOf(req)),
        SuccessCode.purchaseSuccessful,
      ),
  });

  app.route({
    ...routeOf(nftEndpoints.listMyNft, {
      tags: ['user'],
      summary: "The session's NFTs: owned (with donation receipts), active bids (with held amounts) and lost auctions",
      querystring: listMyNftQuery,
      response: { 200: envelopeOf(myNftPage) },
    }),
    handler: async (req) => ok(await nfts.mine(sessionOf(req), pageRequest(req.query), req.query)),
  });
};
