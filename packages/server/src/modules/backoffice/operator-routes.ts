import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPage,
  auditQuery,
  createdOperator,
  createOperatorBody,
  envelopeOf,
  operator,
  operatorListItem,
  recordIdParams,
} from '@tp/contract';
import { backofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { AuditLogService } from './audit-log.ts';
import type { OperatorService } from './operators.ts';

/** Managing operators: administrators only. */
export const operatorRoutes: FastifyPluginAsyncZod<{ operators: OperatorService }> = async (app, { operators }) => {
  const config = { permission: 'operators' } as const;

  app.route({
    ...routeOf(backofficeEndpoints.operators, { response: { 200: envelopeOf(z.array(operatorListItem)) } }),
    config,
    handler: async (req) => ok(await operators.list({ via: 'backoffice', operator: operatorOf(req) })),
  });

  app.route({
    ...routeOf(backofficeEndpoints.createOperator, {
      body: createOperatorBody,
      response: { 200: envelopeOf(createdOperator) },
    }),
    config,
    handler: async (req) =>
      ok(await operators.create({ via: 'backoffice', operator: operatorOf(req) }, req.body.name, req.body.role)),
  });

  app.route({
    ...routeOf(backofficeEndpoints.disableOperator, {
      params: recordIdParams,
      response: { 200: envelopeOf(operator) },
    }),
    config,
    handler: async (req) =>
      ok(await operators.disable({ via: 'backoffice', operator: operatorOf(req) }, { id: Number(req.params.id) })),
  });
};

/** The audit log of every operator action: administrators only. */
export const auditRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (app, { auditLog }) => {
  app.route({
    ...routeOf(backofficeEndpoints.audit, { querystring: auditQuery, response: { 200: envelopeOf(auditPage) } }),
    config: { permission: 'audit.read' },
    handler: async (req) => {
      const { page, pageSize } = pageRequest(req.query);
      const operatorId = req.query.operatorId === undefined ? undefined : Number(req.query.operatorId);
      return ok(await auditLog.list(operatorOf(req), page, operatorId, pageSize));
    },
  });
};
