import type { FastifyRequest } from 'fastify';
import type { AccountMode, OperatorRole } from '@tp/contract';
import { SessionRequiredError } from './errors.ts';

/** The signed-in customer of a request, as the session hook found it. */
export interface SessionContext {
  userId: number;
  sessionId: number;
}

/** The signed-in back-office operator of a request, as the operator hook found it; never a customer. */
export interface OperatorContext {
  operatorId: number;
  sessionId: number;
  name: string;
  role: OperatorRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook of the customer scope (http/), null on public routes. */
    session: SessionContext | null;
    /** The book this request works on, from the `virtually` header: NO (or none) demo, YES real. */
    accountMode: AccountMode;
    /** Set by the operator hook of the back office's signed-in scope (http/), null everywhere else. */
    operator: OperatorContext | null;
  }
}

const TOKEN_PATTERN = /^(?:Bearer\s+)?([A-Za-z0-9_-]{20,128})$/;

/** The token of the Authorization header, bare or as `Bearer <token>`; null when absent or malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return TOKEN_PATTERN.exec(header.trim())?.[1] ?? null;
}

/** The session of a route in the customer scope: body code 401 if, somehow, there is none. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new SessionRequiredError();
  return request.session;
}

/** The operator of a route in the back office's signed-in scope: body code 401 if, somehow, there is none. */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new SessionRequiredError();
  return request.operator;
}
