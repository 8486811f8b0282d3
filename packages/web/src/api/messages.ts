import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { refusalReasons, type RefusalReason } from '@tp/contract/codes';
import type messages from '../i18n/locales/en/messages.json';
import { ApiError } from './client.ts';

type ErrorKey = keyof (typeof messages)['errors'];

function isErrorKey(t: TFunction<'messages'>, code: string): code is ErrorKey {
  return t(`errors.${code as ErrorKey}`, { defaultValue: '' }) !== '';
}

/** The reason a refusal gave in its message, when it is one the catalogue words (contract's `refusalReasons`). */
function refusalReasonOf(error: unknown): RefusalReason | null {
  if (!(error instanceof ApiError) || typeof error.code !== 'number') return null;
  const found = Object.entries(refusalReasons).find(([, text]) => text === error.message);
  return found ? (found[0] as RefusalReason) : null;
}

/**
 * The localized sentence for a failure: the reason the server gave, when the catalogue words it,
 * else the code's sentence; anything not in the catalogue is an 'unknown error'.
 */
export function errorMessage(t: TFunction<'messages'>, error: unknown): string {
  const reason = refusalReasonOf(error);
  if (reason) return t(`reasons.${reason}`);
  if (error instanceof ApiError) {
    const code = String(error.code);
    if (isErrorKey(t, code)) return t(`errors.${code}`);
  }
  return t('errors.unknown');
}

/**
 * `errorMessage` in the current language. The `messages` namespace loads with the pages that send
 * requests; a component that uses this before it is there suspends rather than show a key.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('messages');
  return useCallback((error: unknown) => errorMessage(t, error), [t]);
}
