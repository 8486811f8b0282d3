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
import { ok } from '../../core/envelope.ts';
import { sessionOf } from '../../core/request.ts';
import type { OidcService } from './oidc.ts';
import type { AuthService } from './service.ts';

const LOGIN = '/swx/customer/login';
const nothing = envelopeOf(z.null());
const providerParam = z.strictObject({ provider: z.string().regex(/^[a-z0-9]{1,32}$/) });

/** Sign-in, registration and provider sign-in: open to visitors. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; oidc: OidcService; providers: string[] }> = async (
  app,
  { auth, oidc, providers },
) => {
  const tags = ['login'];

  app.get(
    `${LOGIN}/checkUserNameOrPhone`,
    { schema: { tags, querystring: checkUserNameQuery, response: { 200: envelopeOf(checkUserNameResult) } } },
    async (req) => ok({ exists: await auth.usernameOrEmailExists(req.query.username, req.ip) }),
  );

  app.post(`${LOGIN}/sendCode`, { schema: { tags, body: sendCodeBody, response: { 200: nothing } } }, async (req) => {
    await auth.sendCode(req.body.email, req.body.purpose, req.ip);
    return ok(null);
  });

  app.post(
    `${LOGIN}/register`,
    { schema: { tags, body: registerBody, response: { 200: envelopeOf(session) } } },
    async (req) => ok(await auth.register(req.body, req.ip)),
  );

  app.post(
    `${LOGIN}/login`,
    { schema: { tags, body: loginBody, response: { 200: envelopeOf(session) } } },
    async (req) => ok(await auth.login(req.body.username, req.body.password, req.ip)),
  );

  app.post(
    `${LOGIN}/resetPassword`,
    { schema: { tags, body: resetPasswordBody, response: { 200: nothing } } },
    async (req) => {
      await auth.resetPassword(req.body.email, req.body.code, req.body.password, req.ip);
      return ok(null, SuccessCode.modifiedSuccessfully);
    },
  );


  app.post(
    `${LOGIN}/autoLogin`,
    { schema: { tags, body: autoLoginBody, response: { 200: envelopeOf(session) } } },
    async (req) => ok(await auth.exchangeHandoff(req.body.token)),
  );

  app.get(`${LOGIN}/providers`, { schema: { tags, response: { 200: envelopeOf(z.array(z.string())) } } }, () =>
    ok(providers),
  );

  app.post(
    `${LOGIN}/loginByGoogle`,
    { schema: { tags, body: loginByProviderBody, response: { 200: envelopeOf(session) } } },
    async (req) => ok(await oidc.finish('google', req.body)),
  );

  app.post(
    `${LOGIN}/loginByProvider/:provider`,
    { schema: { tags, params: providerParam, body: loginByProviderBody, response: { 200: envelopeOf(session) } } },
    async (req) => ok(await oidc.finish(req.params.provider, req.body)),
  );

  /** The browser is sent here to begin a provider sign-in; it comes back to /api/loginCallback/<provider>. */
  app.get('/api/auth/:provider/start', { schema: { tags, params: providerParam } }, async (req, reply) =>
    reply.redirect((await oidc.start(req.params.provider)).toString()),
  );
};

/** The signed-in customer's own session and profile: registered in the customer scope. */
export const sessionRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['login'];

  app.post(
    `${LOGIN}/logout`,
    { schema: { tags, response: { 200: nothing } } },
    async (req) => {
      await auth.logout(sessionOf(req));
      return ok(null);
    },
  );

  app.post(
    `${LOGIN}/createHandoff`,
    { schema: { tags, response: { 200: envelopeOf(handoffResult) } } },
    async (req) => ok(await auth.createHandoff(sessionOf(req))),
  );

  app.post(
    '/swx/customer/user/getUserInfo',
    { schema: { tags: ['user'], response: { 200: envelopeOf(user) } } },
    async (req) => ok(await auth.userInfo(sessionOf(req))),
  );

  app.post(
    '/swx/customer/user/repassword',
    { schema: { tags: ['user'], body: repasswordBody, response: { 200: nothing } } },
    async (req) => {
      await auth.changePassword(sessionOf(req), req.body.oldPassword, req.body.newPassword);
      return ok(null, SuccessCode.modifiedSuccessfully);
    },
  );
};
