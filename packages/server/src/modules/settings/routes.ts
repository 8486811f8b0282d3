import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSettings,
  envelopeOf,
  setAntiPhishingCodeBody,
  setEmailPreferencesBody,
  SuccessCode,
} from '@tp/contract';
import { settingsEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import { sessionOf } from '../../core/request.ts';
import type { AccountSettingsService } from './service.ts';

const answer = { 200: envelopeOf(accountSettings) };

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: AccountSettingsService }> = async (
  app,
  { settings },
) => {
  app.route({
    ...routeOf(settingsEndpoints.getAccountSettings, { tags: ['user'], response: answer }),
    handler: async (req) => ok(await settings.read(sessionOf(req))),
  });

  app.route({
    ...routeOf(settingsEndpoints.setAntiPhishingCode, {
      tags: ['user'],
      body: setAntiPhishingCodeBody,
      response: answer,
    }),
    handler: async (req) =>
      ok(await settings.setAntiPhishingCode(sessionOf(req), req.body.code), SuccessCode.modifiedSuccessfully),
  });

  app.route({
    ...routeOf(settingsEndpoints.setEmailPreferences, {
      tags: ['user'],
      body: setEmailPreferencesBody,
      response: answer,
    }),
    handler: async (req) =>
      ok(
        await settings.setEmailPreferences(sessionOf(req), req.body.categories, req.body.language),
        SuccessCode.modifiedSuccessfully,
      ),
  });
};
