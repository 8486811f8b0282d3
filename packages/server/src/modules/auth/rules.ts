import { EMAIL_MAX_LENGTH, ErrorCode, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tp/contract';
import { AppError } from '../../core/errors.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) throw new AppError(ErrorCode.emailWrong);
  return trimmed;
}

export function checkPasswordRules(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError(
      ErrorCode.badParameters,
      `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
    );
  }
}

/** Two registrations racing for one name or address: the loser gets the coded answer. */
export function uniqueViolationAsAppError(err: unknown): unknown {
  const cause =
    (err as { cause?: { code?: string; constraint?: string } }).cause ??
    (err as { code?: string; constraint?: string });
  if (cause.code !== '23505') return err;
  if (cause.constraint === 'users_username_lower') return new AppError(ErrorCode.usernameExists);
  if (cause.constraint === 'users_email_lower') return new AppError(ErrorCode.emailExists);
  return err;
}
