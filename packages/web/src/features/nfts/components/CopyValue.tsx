import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast.tsx';

/** A value shown in full with a button that copies it (a contract address, a token id). */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('nfts');
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => {
        showToast(t('copied'), 'success');
      },
      () => {
        showToast(t('copyFailed'), 'error');
      },
    );
  };
  return (
    <div className="nft-copy">
      <dt>{label}</dt>
      <dd>
        <code className="nft-copy__value">{value}</code>
        <button type="button" className="chip" onClick={copy} aria-label={t('copyLabel', { what: label })}>
          {t('copy')}
        </button>
      </dd>
    </div>
  );
}
