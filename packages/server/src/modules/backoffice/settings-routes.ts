import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentBody,
  contentLanguageParams,
  contentQuery,
  contentRecord,
  envelopeOf,
  paramBody,
  paramKeyParams,
  paramRecord,
  recordIdParams,
} from '@tp/contract';
import { backofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { SettingsService } from './settings.ts';

interface SettingsRouteOptions {
  settings: SettingsService;
}

/** The parameters (fees, minimums, receiving addresses): administrators only. */
export const paramRoutes: FastifyPluginAsyncZod<SettingsRouteOptions> = async (app, { settings }) => {
  const config = { permission: 'params' } as const;

  app.route({
    ...routeOf(backofficeEndpoints.params, { response: { 200: envelopeOf(z.array(paramRecord)) } }),
    config,
    handler: async (req) => ok(await settings.params(operatorOf(req))),
  });

  app.route({
    ...routeOf(backofficeEndpoints.setParam, {
      params: paramKeyParams,
      body: paramBody,
      response: { 200: envelopeOf(paramRecord) },
    }),
    config,
    handler: async (req) => ok(await settings.setParam(operatorOf(req), req.params.key, req.body.value)),
  });
};

/** The content customers read (pages, notices), in each language: administrators only. */
export const contentRoutes: FastifyPluginAsyncZod<SettingsRouteOptions> = async (app, { settings }) => {
  const config = { permission: 'contents' } as const;

  app.route({
    ...routeOf(backofficeEndpoints.contents, {
      querystring: contentQuery,
      response: { 200: envelopeOf(z.array(contentRecord)) },
    }),
    config,
    handler: async (req) =>
      ok(
        await settings.contents(operatorOf(req), {
          language: req.query.language,
          type: req.query.type === undefined ? undefined : Number(req.query.type),
        }),
      ),
  });

  app.route({
    ...routeOf(backofficeEndpoints.setContent, {
      params: recordIdParams,
      body: contentBody,
      response: { 200: envelopeOf(contentRecord) },
    }),
    config,
    handler: async (req) => ok(await settings.setContent(operatorOf(req), Number(req.params.id), req.body)),
  });

  app.route({
    ...routeOf(backofficeEndpoints.writeContent, {
      params: contentLanguageParams,
      body: contentBody,
      response: { 200: envelopeOf(contentRecord) },
    }),
    config,
    handler: async (req) =>
      ok(await settings.writeContent(operatorOf(req), Number(req.params.id), req.params.language, req.body)),
  });
};
