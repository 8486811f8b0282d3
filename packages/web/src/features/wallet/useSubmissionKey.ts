import { useRef } from 'react';
import { newIdempotencyKey } from '../../lib/format.ts';

/**
 * The Idempotency-Key of a form's submissions: a retry of the same body (after a lost answer)
 * reuses the last key, so it is done once; another body gets a new key.
 */
export function useSubmissionKey() {
  /** The last submission's body and key. */
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor: (body: object): string => {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    /** The submission went through: the next one, whatever its body, is a new request. */
    forget: () => {
      last.current = null;
    },
  };
}
