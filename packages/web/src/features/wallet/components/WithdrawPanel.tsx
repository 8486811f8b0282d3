import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalQuote } from '@tp/contract';
import { validateAddress, type AddressProblem } from '@tp/contract/address';
import { ACCOUNT_CURRENCY, ACCOUNT_SCALE } from '@tp/contract/constants';
import { ErrorCode } from '@tp/contract/codes';
import { ApiError } from '../../../api/client.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { isMobileDevice } from '../../../lib/device.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useDepositInfo } from '../api/deposit-info.ts';
import { useWithdraw, type WithdrawalInput } from '../api/withdrawal.ts';
import { useWithdrawalQuote, withdrawalQuoteQuery, type QuoteInput } from '../api/withdrawal-quote.ts';
import { formatTime, newIdempotencyKey, successText } from '../../../lib/format.ts';
import { methodLabel } from '../format.ts';
import { canonical, formatMoney, isPositive, shiftDecimal } from '../money.ts';
import { checkAmount, checkWithdrawalAmount, type Problem } from '../rules.ts';
import { MethodPicker, sameMethod, type Method } from './MethodPicker.tsx';

/** How long the amount must stay unchanged before it is quoted. */
const QUOTE_DELAY_MS = 400;

/** The figures of a quote: what leaves the balance, the fee, and what arrives in USDT and in the coin. */
function QuoteFigures({ quote, stale = false }: { quote: WithdrawalQuote; stale?: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <dl className={`quote${stale ? ' is-stale' : ''}`} data-testid="withdraw-quote">
      <div>
        <dt>{t('withdraw.debited')}</dt>
        <dd className="num">
          {formatMoney(quote.amount, 2)} {ACCOUNT_CURRENCY}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.fee', { rate: shiftDecimal(quote.feeRate, 2) })}</dt>
        <dd className="num">
          {formatMoney(quote.fee, 2)} {ACCOUNT_CURRENCY}
        </dd>
      </div>
      <div className="quote__total">
        <dt>{t('withdraw.receive')}</dt>
        <dd className="num">
          {formatMoney(quote.receive, 2)} {ACCOUNT_CURRENCY}
        </dd>
      </div>
      {quote.coin !== ACCOUNT_CURRENCY && (
        <div className="quote__total">
          <dt>{t('withdraw.receiveCoin', { coin: quote.coin })}</dt>
          <dd className="num">
            {formatMoney(quote.receiveCoin)} {quote.coin}
          </dd>
        </div>
      )}
      {quote.rateCode && quote.rate && quote.rateTime !== null && (
        <p className="quote__rate muted">
          {t('withdraw.rate', {
            coin: quote.coin,
            rate: formatMoney(quote.rate),
            time: formatTime(quote.rateTime, i18n.language),
          })}
        </p>
      )}
    </dl>
  );
}

/** The live estimate beside the form: debounced, refreshed while shown. */
function LiveQuote({ input }: { input: QuoteInput | null }) {
  const { t } = useTranslation('wallet');
  const describe = useErrorMessage();
  const quote = useWithdrawalQuote(input);
  let body: React.ReactNode;
  if (!input) body = <p className="muted">{t('withdraw.quoteHint')}</p>;
  else if (quote.isError)
    body = <p className="field__error">{t('withdraw.quoteFailed', { reason: describe(quote.error) })}</p>;
  else if (!quote.data) body = <p className="muted">{t('withdraw.quoting')}</p>;
  else body = <QuoteFigures quote={quote.data} stale={quote.isPlaceholderData} />;
  return (
    <section className="wallet-quote" aria-live="polite" aria-label={t('withdraw.quoteTitle')}>
      <h3>{t('withdraw.quoteTitle')}</h3>
      {body}
    </section>
  );
}

const addressMessageKey = {
  empty: 'validation.address.empty',
  format: 'validation.address.format',
  checksum: 'validation.address.checksum',
  network: 'validation.address.network',
} as const satisfies Record<AddressProblem, string>;

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
  const { t } = useTranslation('wallet');
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const info = useDepositInfo();
  const withdraw = useWithdraw();
  const [picked, setPicked] = useState<Method | null>(null);
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [addressProblem, setAddressProblem] = useState<AddressProblem | null>(null);
  const [amountProblem, setAmountProblem] = useState<Problem | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirm, setConfirm] = useState<{ body: WithdrawalInput; quote: WithdrawalQuote } | null>(null);
  /** The last submission's body and key: a retry of the same body reuses the key. */
  const submission = useRef<{ body: string; key: string } | null>(null);
  const settledAmount = useDebounced(amount.trim(), QUOTE_DELAY_MS);

  const methods = info.data?.methods ?? [];
  const method = methods.find((m) => sameMethod(picked, m)) ?? methods[0];
  const quoteInput: QuoteInput | null =
    method && checkAmount(settledAmount, ACCOUNT_SCALE) === null
      ? { coin: method.coin, network: method.network, amount: canonical(settledAmount) }
      : null;

  if (info.isPending) return <PageLoading />;
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

  const addressError = addressProblem
    ? t(addressMessageKey[addressProblem], { network: methodLabel(method.coin, method.network) })
    : null;
  const amountError =
    amountProblem?.key === 'exceedsAvailable'
      ? t('validation.exceedsAvailable', { amount: formatMoney(amountProblem.values.amount, 2) })
      : amountProblem
        ? t(`validation.${amountProblem.key}`, 'values' in amountProblem ? amountProblem.values : {})
        : null;
  const checkAddress = () => {
    const checked = validateAddress(method.network, address);
    setAddressProblem(checked.ok ? null : checked.reason);
    return checked;
  };

  const submit = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    const checked = checkAddress();
    const problem = checkWithdrawalAmount(amount, ACCOUNT_SCALE, available, info.data.minWithdrawal);
    setAmountProblem(problem);
    if (!checked.ok || problem) return;
    const body: WithdrawalInput = {
      coin: method.coin,
      network: method.network,
      address: checked.address,
      amount: canonical(amount),
    };
    setChecking(true);
    try {
      const quote = await queryClient.query(withdrawalQuoteQuery({ ...body }));
      setConfirm({ body, quote });
    } catch (error) {
      showToast(describe(error), 'error');
    } finally {
      setChecking(false);
    }
  };

  const send = () => {
    if (!confirm) return;
    const text = JSON.stringify(confirm.body);
    if (submission.current?.body !== text) submission.current = { body: text, key: newIdempotencyKey() };
    withdraw.mutate(
      { body: confirm.body, idempotencyKey: submission.current.key },
      {
        onSuccess: ({ msg }) => {
          showToast(successText(tm, msg, tm('success.20003')), 'success');
          submission.current = null;
          setConfirm(null);
          setAddress('');
          setAmount('');
          onSubmitted();
        },
        onError: (error) => {
          const insufficient = error instanceof ApiError && error.code === ErrorCode.insufficientBalance;
          showToast(insufficient ? t('withdraw.insufficient') : describe(error), 'error');
          // A refusal changed nothing: back to the form. A timeout may have gone through: the
          // dialog stays, and confirming again repeats the same request under the same key.
          if (error instanceof ApiError && typeof error.code === 'number') setConfirm(null);
        },
      },
    );
  };

  const feePercent = info.data.withdrawFeeRate;
  return (
    <div className="wallet-withdraw">
      <form
        className="form-card wallet-withdraw__form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('withdraw.title')}
      >
        <h2>{t('withdraw.title')}</h2>
        <MethodPicker
          methods={methods}
          value={method}
          onChange={(next) => {
            setPicked(next);
            setAddressProblem(null);
          }}
        />
        <Field
          label={t('withdraw.address')}
          name="address"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('withdraw.addressPlaceholder', { network: methodLabel(method.coin, method.network) })}
          value={address}
          error={addressError}
          onChange={(event) => {
            setAddress(event.target.value);
            setAddressProblem(null);
          }}
          onBlur={() => {
            if (address.trim()) checkAddress();
          }}
        />
        <Field
          label={t('withdraw.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={amountError}
          hint={available === null ? undefined : t('withdraw.available', { amount: formatMoney(available, 2) })}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountProblem(null);
          }}
          trailing={
            <button
              type="button"
              className="field__action"
              disabled={available === null || !isPositive(available)}
              onClick={() => {
                if (available !== null) setAmount(available);
                setAmountProblem(null);
              }}
            >
              {t('withdraw.max')}
            </button>
          }
        />
        <p className="muted wallet-note">{t('withdraw.feeNote', { rate: feePercent })}</p>
        {/* On a phone the estimate comes before the button, where the thumb is; on a desktop beside the form. */}
        {isMobileDevice && <LiveQuote input={quoteInput} />}
        <Button type="submit" block busy={checking}>
          {t('withdraw.submit')}
        </Button>
      </form>
      {!isMobileDevice && <LiveQuote input={quoteInput} />}
      <Modal
        open={confirm !== null}
        title={t('withdraw.confirmTitle')}
        onClose={() => {
          if (!withdraw.isPending) setConfirm(null);
        }}
      >
        {confirm && (
          <div className="wallet-confirm">
            <p className="muted">{t('withdraw.confirmText')}</p>
            <dl className="quote">
              <div>
                <dt>{t('withdraw.network')}</dt>
                <dd>{methodLabel(confirm.body.coin, confirm.body.network)}</dd>
              </div>
              <div className="quote__address">
                <dt>{t('withdraw.address')}</dt>
                <dd>
                  <code data-testid="confirm-address">{confirm.body.address}</code>
                </dd>
              </div>
            </dl>
            <QuoteFigures quote={confirm.quote} />
            <div className="wallet-confirm__actions">
              <Button
                variant="secondary"
                disabled={withdraw.isPending}
                onClick={() => {
                  setConfirm(null);
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button busy={withdraw.isPending} onClick={send}>
                {t('common.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
