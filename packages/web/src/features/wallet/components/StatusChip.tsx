import { useTranslation } from 'react-i18next';
import type { WalletStatus } from '@tp/contract';

/** A deposit's or withdrawal's status: submitted, awaiting review, approved, completed, rejected. */
export function StatusChip({ status }: { status: WalletStatus }) {
  const { t } = useTranslation('wallet');
  return <span className={`status-chip status-chip--${status}`}>{t(`status.${status}`)}</span>;
}
