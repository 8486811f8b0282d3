import { useErrorMessage } from '../../../api/messages.ts';
import { isMobileDevice } from '../../../lib/device.ts';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { useDepositInfo } from '../api/deposit-info.ts';
import { useWithdrawForm } from './useWithdrawForm.ts';
import { WithdrawConfirm } from './WithdrawConfirm.tsx';
import { WithdrawForm } from './WithdrawForm.tsx';
import { LiveWithdrawalQuote } from './WithdrawQuote.tsx';

/**
 * The withdrawal form: method, address (checked for the network before anything is sent), the
 * amount in USDT with the fee included (at most what is available), a live estimate, and a
 * confirmation that repeats address, amount, fee and what arrives.
 */
export default function WithdrawPanel({
  available,
  onSubmitted,
}: {
  available: string | null;
  onSubmitted: () => void;
}) {
  const describe = useErrorMessage();
  const info = useDepositInfo();
  const form = useWithdrawForm(info.data, available, onSubmitted);

  if (info.isPending) return <PageLoading />;
  const { method } = form;
  if (info.isError || !method) {
    return (
      <PageError
        message={describe(info.error)}
        onRetry={() => {
          void info.refetch();
        }}
      />
    );
  }
  return (
    <div className="wallet-withdraw">
      <WithdrawForm form={form} method={method} available={available} feeRate={info.data.withdrawFeeRate} />
      {!isMobileDevice && <LiveWithdrawalQuote input={form.quoteInput} problem={form.quoteProblem} />}
      <WithdrawConfirm withdrawal={form.withdrawal} />
    </div>
  );
}
