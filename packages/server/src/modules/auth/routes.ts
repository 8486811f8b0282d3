import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoLoginBody,
  checkUserNameQuery,
  checkUserNameResult,
  envelopeOf,
  handoffResult,
  loginBody,
  loginByProviderBody,
  registerBody,
  repasswordBody,
  resetPasswordBody,
  sendCodeBody,
  session,
  SuccessCode,
  user,
} from '@tp/contract';
import { authEndpoints, userEndpoints } from '@tp/contract/endpoints';
import { keepDevice, signInClient, type DeviceCookie } from '../../core/device-cookie.ts';
import { ok } from '../../core/envelope.ts';
import { routeOf } from '../../core/route.ts';
import { sessionOf } from '../../core/request.ts';
import type { OidcService } from './oidc.ts';
import type { AuthService } from './service.ts';

const nothing = envelopeOf(z.null());
/** The cookie that makes a browser a known device of the customers who signed in on it. */
const DEVICE_COOKIE: DeviceCookie = { name: 'tp_device', path: authEndpoints.login.path };
const providerParam = z.strictObject({ provider: z.string().regex(/^[a-z0-9]{1,32}$/) });

/** Sign-in through an OpenID Connect provider: open to visitors. */
const providerSignInRoutes: FastifyPluginAsyncZod<{ oidc: OidcService; providers: string[] }> = async (
  app,
  { oidc, providers },
) => {
  const tags = ['login'];

  app.route({
    ...routeOf(authEndpoints.providers, { tags, response: { 200: envelopeOf(z.array(z.string())) } }),
    handler: () => ok(providers),
  });

  app.route({
    ...routeOf(authEndpoints.loginByGoogle, {
      tags,
      body: loginByProviderBody,
      response: { 200: envelopeOf(session) },
    }),
    handler: async (req) => ok(await oidc.finish('google', req.body)),
  });

  app.route({
    ...routeOf(authEndpoints.loginByProvider, {
      tags,
      params: providerParam,
      body: loginByProviderBody,
      response: { 200: envelopeOf(session) },
    }),
    handler: async (req) => ok(await oidc.finish(req.params.provider, req.body)),
  });

  /** The browser is sent here to begin a provider sign-in; it comes back to /api/loginCallback/<provider>. */
  app.route({
    ...routeOf(authEndpoints.providerSignInStart, { tags, params: providerParam }),
    handler: async (req, reply) => reply.redirect((await oidc.start(req.params.provider)).toString()),
  });
};

/** Sign-in and registration, with provider sign-in as a plugin of its own: open to visitors. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; oidc: OidcService; providers: string[] }> = async (
  app,
  { auth, oidc, providers },
) => {
  const tags = ['login'];

  app.route({
    ...routeOf(authEndpoints.checkUserNameOrPhone, {
      tags,
      querystring: checkUserNameQuery,
      response: { 200: envelopeOf(checkUserNameResult) },
    }),
    handler: async (req) => ok({ exists: await auth.usernameOrEmailExists(req.query.username, req.ip) }),
  });

  app.route({
    ...routeOf(authEndpoints.sendCode, { tags, body: sendCodeBody, response: { 200: nothing } }),
    handler: async (req) => {
      await auth.sendCode(req.body.email, req.body.purpose, req.ip, req.body.language);
      return ok(null);
    },
  });

  app.route({
    ...routeOf(authEndpoints.register, { tags, body: registerBody, response: { 200: envelopeOf(session) } }),
    handler: async (req) => ok(await auth.register(req.body, req.ip)),
  });

  app.route({
    ...routeOf(authEndpoints.login, { tags, body: loginBody, response: { 200: envelopeOf(session) } }),
    handler: async (req, reply) => {
      const client = signInClient(req, DEVICE_COOKIE);
      const signedIn = await auth.login(req.body.username, req.body.password, client, req.body.language);
      keepDevice(req, reply, DEVICE_COOKIE, signedIn.device);
      return ok(signedIn.session);
    },
  });

  app.route({
    ...routeOf(authEndpoints.resetPassword, { tags, body: resetPasswordBody, response: { 200: nothing } }),
    handler: async (req) => {
      await auth.resetPassword(req.body.email, req.body.code, req.body.password, req.ip);
      return ok(null, SuccessCode.modifiedSuccessfully);
    },
  });

  app.route({
    ...routeOf(authEndpoints.autoLogin, { tags, body: autoLoginBody, response: { 200: envelopeOf(session) } }),
    handler: async (req) => ok(await auth.exchangeHandoff(req.body.token)),
  });

  await app.register(providerSignInRoutes, { oidc, providers });
};

/** The signed-in customer's own session and profile: registered in the customer scope. */
export const sessionRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['login'];

  app.route({
    ...routeOf(authEndpoints.logout, { tags, response: { 200: nothing } }),
    handler: async (req) => {
      await auth.logout(sessionOf(req));
      return ok(null);
    },
  });

  app.route({
    ...routeOf(authEndpoints.createHandoff, { tags, response: { 200: envelopeOf(handoffResult) } }),
    handler: async (req) => ok(await auth.createHandoff(sessionOf(req))),
  });

  app.route({
    ...routeOf(userEndpoints.getUserInfo, { tags: ['user'], response: { 200: envelopeOf(user) } }),
    handler: async (req) => ok(await auth.userInfo(sessionOf(req))),
  });

  app.route({
    ...routeOf(userEndpoints.repassword, { tags: ['user'], body: repasswordBody, response: { 200: nothing } }),
    handler: async (req) => {
      await auth.changePassword(sessionOf(req), req.body.oldPassword, req.body.newPassword);
      return ok(null, SuccessCode.modifiedSuccessfully);
    },
  });
};
