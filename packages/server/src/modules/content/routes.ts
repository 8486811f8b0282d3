import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
import { ok } from '../../core/envelope.ts';
import type { ContentService } from './service.ts';

const INDEX = '/swx/customer/index';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  const tags = ['index'];

  app.get(
    `${INDEX}/listContents/:lang`,
    {
      schema: {
        tags,
        params: contentLangParam,
        querystring: contentListQuery,
        response: { 200: envelopeOf(z.array(contentItem)) },
      },
    },
    async (req) =>
      ok(await content.list(req.params.lang, req.query.type ? (Number(req.query.type) as ContentType) : undefined)),
  );

  app.get(
    `${INDEX}/getContentsById/:id`,
    { schema: { tags, params: contentIdParam, response: { 200: envelopeOf(contentDetail) } } },
    async (req) => ok(await content.byId(Number(req.params.id))),
  );

  app.get(
    `${INDEX}/getContentsBySlug/:lang/:slug`,
    { schema: { tags, params: contentSlugParams, response: { 200: envelopeOf(contentDetail) } } },
    async (req) => ok(await content.bySlug(req.params.lang, req.params.slug)),
  );

  app.get(
    `${INDEX}/getParamByKey/:key`,
    { schema: { tags, params: paramKeyParam, response: { 200: envelopeOf(param) } } },
    async (req) => ok(await content.param(req.params.key)),
  );
};
