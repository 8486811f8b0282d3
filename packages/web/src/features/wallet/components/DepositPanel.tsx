import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@tp/contract';
import { useErrorMessage } from '../../../api/messages.ts';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { useDepositInfo } from '../api/deposit-info.ts';
import { DepositForm } from './DepositForm.tsx';
import { useDepositForm } from './useDepositForm.ts';

const NO_METHODS: readonly DepositMethod[] = [];

/**
 * The deposit form: the method's receiving address (text, QR, copy), then what the customer
 * sent: amount (at least the minimum), transaction hash, the paying address's last 6 characters,
 * and a screenshot as proof. It sends on submit: the deposit waits for an operator's review, who
 * checks it against the proof. Lazy: the QR library loads with it and nowhere else.
 */
export default function DepositPanel({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('wallet');
  const describe = useErrorMessage();
  const info = useDepositInfo();
  const methods = info.data?.methods ?? NO_METHODS;
  const form = useDepositForm(methods, onSubmitted);

  if (info.isPending) return <PageLoading />;
  if (info.isError) {
    return (
      <PageError
        message={describe(info.error)}
        onRetry={() => {
          void info.refetch();
        }}
      />
    );
  }
  const { method } = form;
  if (!method) return <PageError message={t('common.nothingFound')} />;
  return <DepositForm form={form} methods={methods} method={method} />;
}
