import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNftBody,
  createNftCollectionBody,
  envelopeOf,
  listNftAdminQuery,
  nftAdmin,
  nftAdminPage,
  nftCharityReport,
  nftCollection,
  recordIdParams,
  uploadResult,
} from '@tp/contract';
import { nftBackofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import { receiveImage, UPLOAD_BODY_LIMIT, UPLOAD_LIMITS, uploadGate } from '../../core/image-upload.ts';
import type { NftAdminService } from './nfts.ts';

/** Charity NFTs: every role reads; administrators change. */
export const nftAdminRoutes: FastifyPluginAsyncZod<{ nfts: NftAdminService }> = async (app, { nfts }) => {
  const read = { permission: 'nfts.read' } as const;
  const change = { permission: 'nfts' } as const;

  app.route({
    ...routeOf(nftBackofficeEndpoints.collections, { response: { 200: envelopeOf(z.array(nftCollection)) } }),
    config: read,
    handler: async (req) => ok(await nfts.collections(operatorOf(req))),
  });
  app.route({
    ...routeOf(nftBackofficeEndpoints.createCollection, {
      body: createNftCollectionBody,
      response: { 200: envelopeOf(nftCollection) },
    }),
    config: change,
    handler: async (req) => ok(await nfts.createCollection(operatorOf(req), req.body)),
  });
  // The multipart parser lives in its own scope, so that only the upload route accepts a form.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.route({
      ...routeOf(nftBackofficeEndpoints.uploadImage, {
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadResult) },
      }),
      config: change,
      onRequest: uploadGate,
      bodyLimit: UPLOAD_BODY_LIMIT,
      handler: async (req) => ok(await nfts.uploadImage(operatorOf(req), () => receiveImage(req))),
    });
  });
  app.route({
    ...routeOf(nftBackofficeEndpoints.lots, {
      querystring: listNftAdminQuery,
      response: { 200: envelopeOf(nftAdminPage) },
    }),
    config: read,
    handler: async (req) => ok(await nfts.lots(operatorOf(req), pageRequest(req.query))),
  });
  app.route({
    ...routeOf(nftBackofficeEndpoints.createLot, { body: createNftBody, response: { 200: envelopeOf(nftAdmin) } }),
    config: change,
    handler: async (req) => ok(await nfts.createLot(operatorOf(req), req.body)),
  });
  app.route({
    ...routeOf(nftBackofficeEndpoints.startLot, { params: recordIdParams, response: { 200: envelopeOf(nftAdmin) } }),
    config: change,
    handler: async (req) => ok(await nfts.start(operatorOf(req), Number(req.params.id))),
  });
  app.route({
    ...routeOf(nftBackofficeEndpoints.cancelLot, { params: recordIdParams, response: { 200: envelopeOf(nftAdmin) } }),
    config: change,
    handler: async (req) => ok(await nfts.cancel(operatorOf(req), Number(req.params.id))),
  });
  app.route({
    ...routeOf(nftBackofficeEndpoints.charity, { response: { 200: envelopeOf(nftCharityReport) } }),
    config: read,
    handler: async (req) => ok(await nfts.charity(operatorOf(req))),
  });
};
