import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentByIdQuery,
  contentDetail,
  contentIdParam,
  contentItem,
  contentLangParam,
  contentListQuery,
  contentSlugParams,
  envelopeOf,
  param,
  paramKeyParam,
  type ContentType,
} from '@tp/contract';
import { contentEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import type { ContentService } from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  const tags = ['index'];

  app.route({
    ...routeOf(contentEndpoints.listContents, {
      tags,
      params: contentLangParam,
      querystring: contentListQuery,
      response: { 200: envelopeOf(z.array(contentItem)) },
    }),
    handler: async (req) =>
      ok(await content.list(req.params.lang, req.query.type ? (Number(req.query.type) as ContentType) : undefined)),
  });

  app.route({
    ...routeOf(contentEndpoints.getContentsById, {
      tags,
      params: contentIdParam,
      querystring: contentByIdQuery,
      response: { 200: envelopeOf(contentDetail) },
    }),
    handler: async (req) => ok(await content.byId(Number(req.params.id), req.query.lang)),
  });

  app.route({
    ...routeOf(contentEndpoints.getContentsBySlug, {
      tags,
      params: contentSlugParams,
      response: { 200: envelopeOf(contentDetail) },
    }),
    handler: async (req) => ok(await content.bySlug(req.params.lang, req.params.slug)),
  });

  app.route({
    ...routeOf(contentEndpoints.getParamByKey, { tags, params: paramKeyParam, response: { 200: envelopeOf(param) } }),
    handler: async (req) => ok(await content.param(req.params.key)),
  });
};
