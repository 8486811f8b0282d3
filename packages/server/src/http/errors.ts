import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { amountCodeOf, ErrorCode, errorMessages, ROLE_FORBIDDEN_CODE } from '@tp/contract';
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
    if (hasZodFastifySchemaValidationErrors(error)) return reply.status(200).send(validationRefusal(error.validation));
    if (MALFORMED_REQUEST_CODES.has(error.code)) {
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

/**
 * A request its schemas refused: 10088, unless every problem was with money fields of one call,
 * which answer that call's amount code (10016 for a stake or lots, ...) with the field's sentence.
 */
function validationRefusal(issues: readonly { message?: string; params: Record<string, unknown> }[]) {
  const codes = new Set(issues.map((issue) => amountCodeOf(issue.params.params)));
  const [code] = [...codes];
  const msg = issues[0]?.message;
  if (codes.size === 1 && code !== null && code !== undefined && msg !== undefined) return { code, msg, result: null };
  return { code: ErrorCode.badParameters, msg: errorMessages[ErrorCode.badParameters], result: null };
}

const malformed = () => ({ code: ErrorCode.badParameters, msg: errorMessages[ErrorCode.badParameters], result: null });

/**
 * The headers of an answer made before any hook runs, so without helmet's: the strictest, as it
 * is never a page.
 */
const BARE_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/**
 * What the router refuses before any route or hook runs (Fastify's `frameworkErrors`): a path that
 * is not valid percent-encoding (`/%zz`) or a path parameter over its length limit. Fastify's own
 * answer would echo the path; this is the envelope, 10088, without it.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.headers(BARE_ANSWER_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(200).send(malformed());
    return;
  }
  void reply.status(500).send({ code: 500, msg: 'Internal error.', result: null });
}

const CLIENT_ERRORS: Record<string, { status: number; body: object }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: { code: 408, msg: 'The request took too long.', result: null } },
  HPE_HEADER_OVERFLOW: { status: 431, body: { code: 431, msg: 'The request headers are too large.', result: null } },
};

/**
 * A request the HTTP parser cannot read (bad header bytes, a broken request line, headers too
 * large, too slow): the answer is written to the socket, which then closes, with the envelope and
 * nothing of the input (Fastify's `clientErrorHandler`).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, body: malformed() };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
