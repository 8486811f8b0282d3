import type { FastifyRequest } from 'fastify';
import { VIRTUALLY_HEADER, type AccountMode } from '@tp/contract';
import { AppError, SessionRequiredError } from './envelope.ts';
import { ErrorCode } from '@tp/contract';
import type { AuthService, SessionContext } from '../modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard on routes that need a signed-in customer. */
    session: SessionContext | null;
    /** The book this request works on, from the `virtually` header: NO (or none) demo, YES real. */
    accountMode: AccountMode;
  }
}

const TOKEN_PATTERN = /^(?:Bearer\s+)?([A-Za-z0-9_-]{20,128})$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return TOKEN_PATTERN.exec(header.trim())?.[1] ?? null;
}

export function readAccountMode(request: FastifyRequest): AccountMode {
  const value = request.headers[VIRTUALLY_HEADER];
  if (value === undefined || value === 'NO') return 'demo';
  if (value === 'YES') return 'real';
  throw new AppError(ErrorCode.badParameters, 'The virtually header must be YES or NO.');
}

/** A preHandler for routes that need a session: body code 401 when there is none that is live. */
export function sessionGuard(auth: AuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const session = token ? await auth.authenticate(token) : null;
    if (!session) throw new SessionRequiredError();
    request.session = session;
  };
}

/** The session of a guarded route. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new SessionRequiredError();
  return request.session;
}
