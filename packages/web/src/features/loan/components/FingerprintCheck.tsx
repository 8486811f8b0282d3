import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ZEROS = '0'.repeat(64);

/**
 * Whether a PDF is the signed agreement: its bytes, with the printed fingerprint written back as
 * 64 zeros (as it was when it was hashed, see the server's agreement.ts), hash to the fingerprint.
 */
async function fingerprintMatches(file: File, sha256: string): Promise<boolean> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const marker = new TextEncoder().encode(`(${sha256})`);
  const at = indexOf(bytes, marker);
  if (at < 0) return false;
  bytes.set(new TextEncoder().encode(ZEROS), at + 1);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('') === sha256;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Checks a downloaded agreement against the fingerprint the loan shows, in the browser. */
export function FingerprintCheck({ sha256 }: { sha256: string }) {
  const { t } = useTranslation('loan');
  const id = useId();
  const [verdict, setVerdict] = useState<'match' | 'mismatch' | null>(null);
  return (
    <div className="loan-check">
      <label htmlFor={id}>{t('check.label')}</label>
      <input
        id={id}
        type="file"
        accept="application/pdf"
        onChange={(event) => {
          const file = event.target.files?.[0];
          setVerdict(null);
          if (file) void fingerprintMatches(file, sha256).then((ok) => setVerdict(ok ? 'match' : 'mismatch'));
        }}
      />
      {verdict && (
        <p role="status" className={`loan-check__verdict is-${verdict}`}>
          {t(`check.${verdict}`)}
        </p>
      )}
    </div>
  );
}
