import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPage,
  auditQuery,
  BACKOFFICE_API,
  completeWithdrawalBody,
  contentBody,
  contentQuery,
  contentRecord,
  createdOperator,
  createOperatorBody,
  customerDetail,
  customerJournalPage,
  customerJournalQuery,
  customerPage,
  customerSearchQuery,
  envelopeOf,
  ErrorCode,
  operator,
  operatorListItem,
  operatorLoginBody,
  operatorPasswordBody,
  operatorSession,
  paramBody,
  paramKeyParams,
  paramRecord,
  recordIdParams,
  rejectBody,
  reviewDeposit,
  reviewDepositPage,
  reviewQueueQuery,
  reviewWithdrawal,
  reviewWithdrawalPage,
  SuccessCode,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError, ForbiddenError, SessionRequiredError } from '../../core/errors.ts';
import { ok } from '../../core/envelope.ts';
import type { Limiters } from '../../core/rate-limits.ts';
import { bearerToken } from '../../core/request.ts';
import { AuditService } from '../audit/service.ts';
import { OperatorService, ROLE_PERMISSIONS, type OperatorContext, type Permission } from './operators.ts';
import { pageRequest } from '../../core/paging.ts';
import { BackofficeService, type WalletReviewPort } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard on back-office routes; never a customer. */
    operator: OperatorContext | null;
  }
}

export interface BackofficeRouteOptions {
  db: Db;
  limiters: Limiters;
  /** The wallet module's review of deposits and withdrawals (one WalletReview per app). */
  review: WalletReviewPort;
  now: () => Date;
}

const API = BACKOFFICE_API;
const nothing = envelopeOf(z.null());
const fileIdParams = z.strictObject({ id: z.uuid() });
const tags = ['backoffice'];
const secured = { tags, security: [{ session: [] }] };

/** The operator of a guarded route. */
function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new SessionRequiredError();
  return request.operator;
}

/** Services are built here from the app's parts, so that buildApp registers the back office in one line. */
export const backofficeRoutes: FastifyPluginAsyncZod<BackofficeRouteOptions> = async (app, options) => {
  const { db, limiters, review, now } = options;
  const audit = new AuditService(db);
  const operators = new OperatorService({ db, audit, now, limiters });
  const backoffice = new BackofficeService({ db, review, audit, now });

  app.decorateRequest('operator', null);

  /**
   * Runs before the body is read: no live operator session is body code 401, a role without the
   * permission body code 403. `null` asks for a session only (the operator's own account).
   */
  const guard = (permission: Permission | null) => ({
    onRequest: async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const found = token ? await operators.authenticate(token) : null;
      if (!found) throw new SessionRequiredError();
      if (permission !== null && !ROLE_PERMISSIONS[found.role].has(permission)) throw new ForbiddenError();
      request.operator = found;
    },
  });
  const id = (params: { id: string }) => Number(params.id);

  // ── the operator's own account ──────────────────────────────────────────────

  app.post(
    `${API}/login`,
    { schema: { tags, body: operatorLoginBody, response: { 200: envelopeOf(operatorSession) } } },
    async (req) => ok(await operators.login(req.body.name, req.body.password, req.ip)),
  );

  app.post(`${API}/logout`, { ...guard(null), schema: { ...secured, response: { 200: nothing } } }, async (req) => {
    await operators.logout(operatorOf(req));
    return ok(null);
  });

  app.get(
    `${API}/me`,
    { ...guard(null), schema: { ...secured, response: { 200: envelopeOf(operator) } } },
    async (req) => ok(await operators.me(operatorOf(req))),
  );

  app.post(
    `${API}/changePassword`,
    { ...guard(null), schema: { ...secured, body: operatorPasswordBody, response: { 200: nothing } } },
    async (req) => {
      await operators.changePassword(operatorOf(req), req.body.oldPassword, req.body.newPassword);
      return ok(null, SuccessCode.modifiedSuccessfully);
    },
  );

  // ── review queues and decisions ─────────────────────────────────────────────

  app.get(
    `${API}/deposits`,
    {
      ...guard('queue.read'),
      schema: { ...secured, querystring: reviewQueueQuery, response: { 200: envelopeOf(reviewDepositPage) } },
    },
    async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      return ok(await backoffice.listDeposits(req.query.status, page, pageSize));
    },
  );

  app.get(
    `${API}/withdrawals`,
    {
      ...guard('queue.read'),
      schema: { ...secured, querystring: reviewQueueQuery, response: { 200: envelopeOf(reviewWithdrawalPage) } },
    },
    async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      return ok(await backoffice.listWithdrawals(req.query.status, page, pageSize));
    },
  );

  app.post(
    `${API}/deposits/:id/approve`,
    {
      ...guard('queue.decide'),
      schema: { ...secured, params: recordIdParams, response: { 200: envelopeOf(reviewDeposit) } },
    },
    async (req) => ok(await backoffice.approveDeposit(operatorOf(req), id(req.params))),
  );

  app.post(
    `${API}/deposits/:id/reject`,
    {
      ...guard('queue.decide'),
      schema: { ...secured, params: recordIdParams, body: rejectBody, response: { 200: envelopeOf(reviewDeposit) } },
    },
    async (req) => ok(await backoffice.rejectDeposit(operatorOf(req), id(req.params), req.body.reason)),
  );

  app.post(
    `${API}/withdrawals/:id/approve`,
    {
      ...guard('queue.decide'),
      schema: { ...secured, params: recordIdParams, response: { 200: envelopeOf(reviewWithdrawal) } },
    },
    async (req) => ok(await backoffice.approveWithdrawal(operatorOf(req), id(req.params))),
  );

  app.post(
    `${API}/withdrawals/:id/reject`,
    {
      ...guard('queue.decide'),
      schema: { ...secured, params: recordIdParams, body: rejectBody, response: { 200: envelopeOf(reviewWithdrawal) } },
    },
    async (req) => ok(await backoffice.rejectWithdrawal(operatorOf(req), id(req.params), req.body.reason)),
  );

  app.post(
    `${API}/withdrawals/:id/complete`,
    {
      ...guard('queue.decide'),
      schema: {
        ...secured,
        params: recordIdParams,
        body: completeWithdrawalBody,
        response: { 200: envelopeOf(reviewWithdrawal) },
      },
    },
    async (req) => ok(await backoffice.completeWithdrawal(operatorOf(req), id(req.params), req.body.payoutTxHash)),
  );

  /** A proof image, for operators' eyes only: never cached, never sniffed, never able to run anything. */
  app.get(
    `${API}/files/:id`,
    { ...guard('files.read'), schema: { ...secured, params: fileIdParams } },
    async (req, reply) => {
      const image = await backoffice.proofImage(req.params.id);
      if (!image) throw new AppError(ErrorCode.badParameters, 'No such file.');
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .type(image.mediaType)
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );

  // ── customers ───────────────────────────────────────────────────────────────

  app.get(
    `${API}/customers`,
    {
      ...guard('customers.read'),
      schema: { ...secured, querystring: customerSearchQuery, response: { 200: envelopeOf(customerPage) } },
    },
    async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      return ok(await backoffice.searchCustomers(req.query.query ?? '', page, pageSize));
    },
  );

  app.get(
    `${API}/customers/:id`,
    {
      ...guard('customers.read'),
      schema: { ...secured, params: recordIdParams, response: { 200: envelopeOf(customerDetail) } },
    },
    async (req) => ok(await backoffice.customer(id(req.params))),
  );

  app.get(
    `${API}/customers/:id/journal`,
    {
      ...guard('customers.read'),
      schema: {
        ...secured,
        params: recordIdParams,
        querystring: customerJournalQuery,
        response: { 200: envelopeOf(customerJournalPage) },
      },
    },
    async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      return ok(await backoffice.journal(id(req.params), req.query.mode, page, pageSize));
    },
  );

  // ── parameters and content ──────────────────────────────────────────────────

  app.get(
    `${API}/params`,
    { ...guard('params'), schema: { ...secured, response: { 200: envelopeOf(z.array(paramRecord)) } } },
    async () => ok(await backoffice.params()),
  );

  app.post(
    `${API}/params/:key`,
    {
      ...guard('params'),
      schema: { ...secured, params: paramKeyParams, body: paramBody, response: { 200: envelopeOf(paramRecord) } },
    },
    async (req) => ok(await backoffice.setParam(operatorOf(req), req.params.key, req.body.value)),
  );

  app.get(
    `${API}/contents`,
    {
      ...guard('contents'),
      schema: { ...secured, querystring: contentQuery, response: { 200: envelopeOf(z.array(contentRecord)) } },
    },
    async (req) =>
      ok(
        await backoffice.contents({
          langGroup: req.query.langGroup === undefined ? undefined : Number(req.query.langGroup),
          type: req.query.type === undefined ? undefined : Number(req.query.type),
        }),
      ),
  );

  app.post(
    `${API}/contents/:id`,
    {
      ...guard('contents'),
      schema: { ...secured, params: recordIdParams, body: contentBody, response: { 200: envelopeOf(contentRecord) } },
    },
    async (req) => ok(await backoffice.setContent(operatorOf(req), id(req.params), req.body)),
  );

  // ── audit log and operators (administrators) ────────────────────────────────

  app.get(
    `${API}/audit`,
    {
      ...guard('audit.read'),
      schema: { ...secured, querystring: auditQuery, response: { 200: envelopeOf(auditPage) } },
    },
    async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      const operatorId = req.query.operatorId === undefined ? undefined : Number(req.query.operatorId);
      return ok(await audit.list(page, operatorId, pageSize));
    },
  );

  app.get(
    `${API}/operators`,
    { ...guard('operators'), schema: { ...secured, response: { 200: envelopeOf(z.array(operatorListItem)) } } },
    async () => ok(await operators.list()),
  );

  app.post(
    `${API}/operators`,
    {
      ...guard('operators'),
      schema: { ...secured, body: createOperatorBody, response: { 200: envelopeOf(createdOperator) } },
    },
    async (req) =>
      ok(
        await operators.create(
          { operatorId: operatorOf(req).operatorId, via: 'backoffice' },
          req.body.name,
          req.body.role,
        ),
      ),
  );

  app.post(
    `${API}/operators/:id/disable`,
    { ...guard('operators'), schema: { ...secured, params: recordIdParams, response: { 200: envelopeOf(operator) } } },
    async (req) =>
      ok(
        await operators.disable({ operatorId: operatorOf(req).operatorId, via: 'backoffice' }, { id: id(req.params) }),
      ),
  );
};
