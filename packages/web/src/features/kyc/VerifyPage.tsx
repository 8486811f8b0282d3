import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IdentificationStatus } from '@tp/contract';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { Icon } from '../../ui/Icon.tsx';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { useErrorMessage } from '../../api/messages.ts';
import { useIdentification } from './api/get-identification.ts';
import { VerifyForm } from './components/VerifyForm.tsx';
import { useVerifyForm } from './useVerifyForm.ts';
import './kyc.css';

/** Where the verification stands: not verified, pending (within 48 hours), verified, or not passed and why. */
function StatusCard({ status }: { status: IdentificationStatus }) {
  const { t, i18n } = useTranslation('kyc');
  const { kycStatus } = status;
  return (
    <div className={`kyc-status kyc-status--${kycStatus}`} role="status" data-testid="kyc-status">
      <strong>{t(`status.${kycStatus}`)}</strong>
      {status.reason && (
        <p>{t(status.decision === 'resubmit' ? 'resubmitReason' : 'rejectReason', { reason: status.reason })}</p>
      )}
      {status.submittedAt !== undefined && (
        <p className="muted">
          {t('submittedAt', { date: new Date(status.submittedAt).toLocaleString(i18n.language) })}
        </p>
      )}
      {status.photos && kycStatus === 'pending' && (
        <ul className="kyc-status__photos">
          {(['front', 'back', 'handheld'] as const)
            .filter((photo) => status.photos?.[photo])
            .map((photo) => (
              <li key={photo}>✓ {t('photoReceived', { photo: t(`photo.${photo}`) })}</li>
            ))}
        </ul>
      )}
    </div>
  );
}

function FormSection({ status }: { status: IdentificationStatus }) {
  const { t } = useTranslation('kyc');
  const form = useVerifyForm(status.form);
  return (
    <>
      {status.form && <p className="field__hint">{t('prefilled')}</p>}
      <VerifyForm form={form} />
    </>
  );
}

/** Account verification (KYC): the status, and the form while there is nothing under review or verified. */
export default function VerifyPage() {
  const { t } = useTranslation('kyc');
  const { loggedIn } = useSession();
  const query = useIdentification(loggedIn);
  const describe = useErrorMessage();
  if (!loggedIn) {
    return (
      <section className="page page--narrow kyc kyc--guest">
        <Icon name="shield" size={40} />
        <h1>{t('title')}</h1>
        <p>{t('loginPrompt')}</p>
        <Link className="btn btn--primary" to={paths.login}>
          {t('login')}
        </Link>
      </section>
    );
  }
  return (
    <section className="page page--narrow kyc">
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      {query.data ? (
        <>
          <StatusCard status={query.data} />
          {(query.data.kycStatus === 'none' || query.data.kycStatus === 'rejected') && (
            <FormSection key={query.data.submittedAt ?? 0} status={query.data} />
          )}
        </>
      ) : query.error ? (
        <PageError message={describe(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
