import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, errorMessages, ROLE_FORBIDDEN_CODE } from '@tp/contract';
import { AppError, ForbiddenError, SessionRequiredError, TooManyRequestsError } from '../core/errors.ts';

const MALFORMED_REQUEST_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_VALIDATION',
]);

/** The one error handler: every failure leaves as a coded envelope, never with internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: unknown, request, reply) => {
    if (thrown instanceof AppError) {
      return reply.status(200).send({ code: thrown.code, msg: thrown.message, result: null });
    }
    if (thrown instanceof SessionRequiredError) {
      return reply.status(200).send({ code: 401, msg: thrown.message, result: null });
    }
    if (thrown instanceof ForbiddenError) {
      return reply.status(200).send({ code: ROLE_FORBIDDEN_CODE, msg: thrown.message, result: null });
    }
    if (thrown instanceof TooManyRequestsError) {
      return reply
        .status(429)
        .header('retry-after', String(Math.max(1, Math.ceil(thrown.retryAfterMs / 1000))))
        .send({ code: 429, msg: thrown.message, result: null });
    }
    const error = thrown as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error) || MALFORMED_REQUEST_CODES.has(error.code)) {
      return reply
        .status(200)
        .send({ code: ErrorCode.badParameters, msg: errorMessages[ErrorCode.badParameters], result: null });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ code: 413, msg: 'The request is too large.', result: null });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: error.statusCode, msg: 'The request was refused.', result: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 500, msg: 'Internal error.', result: null });
  });
}
