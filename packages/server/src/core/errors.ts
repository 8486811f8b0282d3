import { errorMessages, ROLE_FORBIDDEN_MESSAGE, type ErrorCode } from '@tp/contract';

/** A business refusal: answered as `{ code, msg, result: null }` with HTTP 200; nothing changed. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** No session, or an expired or revoked one: body code 401. */
export class SessionRequiredError extends Error {
  constructor() {
    super('Sign in to continue.');
    this.name = 'SessionRequiredError';
  }
}

/** A back-office call the operator's role does not allow: body code 403; nothing changed. */
export class ForbiddenError extends Error {
  constructor() {
    super(ROLE_FORBIDDEN_MESSAGE);
    this.name = 'ForbiddenError';
  }
}

/** Too many attempts: HTTP 429 with Retry-After. */
export class TooManyRequestsError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('Too many attempts; try again later.');
    this.name = 'TooManyRequestsError';
  }
}
