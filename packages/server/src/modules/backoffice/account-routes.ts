import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  operator,
  operatorLoginBody,
  operatorPasswordBody,
  operatorSession,
  SuccessCode,
} from '@tp/contract';
import { backofficeEndpoints } from '@tp/contract/endpoints';
import { keepDevice, signInClient, type DeviceCookie } from '../../core/device-cookie.ts';
import { ok } from '../../core/envelope.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { OperatorSessionService } from './operator-sessions.ts';

/** The cookie that makes a browser a known device of the operators who signed in on it. */
const DEVICE_COOKIE: DeviceCookie = { name: 'tp_operator_device', path: backofficeEndpoints.login.path };

interface AccountRouteOptions {
  sessions: OperatorSessionService;
}

/** Signing in: the one back-office route outside the signed-in scope. */
export const operatorSignInRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { sessions }) => {
  app.route({
    ...routeOf(backofficeEndpoints.login, {
      body: operatorLoginBody,
      response: { 200: envelopeOf(operatorSession) },
    }),
    handler: async (req, reply) => {
      const signedIn = await sessions.login(req.body.name, req.body.password, signInClient(req, DEVICE_COOKIE));
      keepDevice(req, reply, DEVICE_COOKIE, signedIn.device);
      return ok(signedIn.session);
    },
  });
};

/** The operator's own account: any signed-in operator, whatever the role. */
export const operatorAccountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { sessions }) => {
  const config = { permission: null };

  app.route({
    ...routeOf(backofficeEndpoints.logout, { response: { 200: envelopeOf(z.null()) } }),
    config,
    handler: async (req) => {
      await sessions.logout(operatorOf(req));
      return ok(null);
    },
  });

  app.route({
    ...routeOf(backofficeEndpoints.me, { response: { 200: envelopeOf(operator) } }),
    config,
    handler: async (req) => ok(await sessions.me(operatorOf(req))),
  });

  app.route({
    ...routeOf(backofficeEndpoints.changePassword, {
      body: operatorPasswordBody,
      response: { 200: envelopeOf(z.null()) },
    }),
    config,
    handler: async (req) => {
      await sessions.changePassword(operatorOf(req), req.body.oldPassword, req.body.newPassword);
      return ok(null, SuccessCode.modifiedSuccessfully);
    },
  });
};
