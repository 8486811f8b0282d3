import type { FastifyRequest } from 'fastify';
import { ErrorCode, VIRTUALLY_HEADER, type AccountMode } from '@tp/contract';
import { AppError, SessionRequiredError } from '../core/errors.ts';
import { bearerToken } from '../core/request.ts';
import type { AuthService } from '../modules/auth/service.ts';

export function readAccountMode(request: FastifyRequest): AccountMode {
  const value = request.headers[VIRTUALLY_HEADER];
  if (value === undefined || value === 'NO') return 'demo';
  if (value === 'YES') return 'real';
  throw new AppError(ErrorCode.badParameters, 'The virtually header must be YES or NO.');
}

/** The customer scope's hook: body code 401 when the request carries no live session. */
export function sessionGuard(auth: AuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const session = token ? await auth.authenticate(token) : null;
    if (!session) throw new SessionRequiredError();
    request.session = session;
  };
}
