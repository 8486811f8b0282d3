import type { TFunction } from 'i18next';
import type { Catalogue } from '../i18n/index.ts';
import { ApiError } from './client.ts';

type ErrorKey = keyof Catalogue['errors'];

function isErrorKey(t: TFunction, code: string): code is ErrorKey {
  return t(`errors.${code as ErrorKey}`, { defaultValue: '' }) !== '';
}

/** The localized sentence for a failure; anything not in the catalogue is an 'unknown error'. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const code = String(error.code);
    if (isErrorKey(t, code)) return t(`errors.${code}`);
  }
  return t('errors.unknown');
}
