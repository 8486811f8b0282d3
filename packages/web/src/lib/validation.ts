import { CODE_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@tp/contract/constants';

/** Client-side checks with the specification's messages; the server checks again. */
export type ValidationKey =
  | 'enterUsernameOrEmail'
  | 'enterUsername'
  | 'usernameInvalid'
  | 'enterEmail'
  | 'emailInvalid'
  | 'enterCode'
  | 'codeInvalid'
  | 'enterPassword'
  | 'passwordLength'
  | 'repeatPassword'
  | 'passwordsInconsistent'
  | 'enterOldPassword'
  | 'currentPasswordWrong'
  | 'enterNewPassword';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const rules = {
  usernameOrEmail: (v: string): ValidationKey | null => (v.trim() ? null : 'enterUsernameOrEmail'),
  username: (v: string): ValidationKey | null =>
    !v.trim() ? 'enterUsername' : USERNAME_PATTERN.test(v.trim()) ? null : 'usernameInvalid',
  email: (v: string): ValidationKey | null =>
    !v.trim() ? 'enterEmail' : EMAIL_PATTERN.test(v.trim()) ? null : 'emailInvalid',
  code: (v: string): ValidationKey | null =>
    !v.trim() ? 'enterCode' : CODE_PATTERN.test(v.trim()) ? null : 'codeInvalid',
  password: (v: string): ValidationKey | null =>
    !v ? 'enterPassword' : v.length < PASSWORD_MIN_LENGTH || v.length > PASSWORD_MAX_LENGTH ? 'passwordLength' : null,
  newPassword: (v: string): ValidationKey | null =>
    !v
      ? 'enterNewPassword'
      : v.length < PASSWORD_MIN_LENGTH || v.length > PASSWORD_MAX_LENGTH
        ? 'passwordLength'
        : null,
  oldPassword: (v: string): ValidationKey | null => (v ? null : 'enterOldPassword'),
  repeat: (v: string, original: string): ValidationKey | null =>
    !v ? 'repeatPassword' : v === original ? null : 'passwordsInconsistent',
};

/** The messages of a form: field name → message key, only for fields that fail. */
export function validate<K extends PropertyKey>(
  checks: Partial<Record<K, ValidationKey | null>>,
): Partial<Record<K, ValidationKey>> {
  const errors: Partial<Record<K, ValidationKey>> = {};
  for (const [field, key] of Object.entries(checks) as [K, ValidationKey | null][]) if (key) errors[field] = key;
  return errors;
}
