import { useTranslation } from 'react-i18next';
import type { WithdrawalQuote } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { useErrorMessage } from '../../../api/messages.ts';
import { formatTime } from '../../../lib/format.ts';
import { useWithdrawalQuote, type QuoteInput } from '../api/withdrawal-quote.ts';
import { formatMoney, shiftDecimal } from '../money.ts';
import { Num } from '../../../ui/Num.tsx';

/** One figure of a quote: its label, and the amount with its unit as one left-to-right run. */
function Figure({
  label,
  amount,
  unit,
  total = false,
}: {
  label: string;
  amount: string;
  unit: string;
  total?: boolean;
}) {
  return (
    <div className={total ? 'quote__total' : undefined}>
      <dt>{label}</dt>
      <dd className="num">
        <Num>
          {amount} {unit}
        </Num>
      </dd>
    </div>
  );
}

/** The figures of a quote: what leaves the balance, the fee, and what arrives in USDT and in the coin. */
export function WithdrawalFigures({ quote, stale = false }: { quote: WithdrawalQuote; stale?: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <dl className={`quote${stale ? ' is-stale' : ''}`} data-testid="withdraw-quote">
      <Figure label={t('withdraw.debited')} amount={formatMoney(quote.amount, 2)} unit={ACCOUNT_CURRENCY} />
      <Figure
        label={t('withdraw.fee', { rate: shiftDecimal(quote.feeRate, 2) })}
        amount={formatMoney(quote.fee, 2)}
        unit={ACCOUNT_CURRENCY}
      />
      <Figure label={t('withdraw.receive')} amount={formatMoney(quote.receive, 2)} unit={ACCOUNT_CURRENCY} total />
      {quote.coin !== ACCOUNT_CURRENCY && (
        <Figure
          label={t('withdraw.receiveCoin', { coin: quote.coin })}
          amount={formatMoney(quote.receiveCoin)}
          unit={quote.coin}
          total
        />
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

/**
 * The live estimate beside the form: debounced, refreshed while shown; for an amount that cannot
 * be sent, why (`problem`) and no figures.
 */
export function LiveWithdrawalQuote({ input, problem }: { input: QuoteInput | null; problem: string | null }) {
  const { t } = useTranslation('wallet');
  const describe = useErrorMessage();
  const quote = useWithdrawalQuote(input);
  let body: React.ReactNode;
  if (problem) body = <p className="field__error">{problem}</p>;
  else if (!input) body = <p className="muted">{t('withdraw.quoteHint')}</p>;
  else if (quote.isError)
    body = <p className="field__error">{t('withdraw.quoteFailed', { reason: describe(quote.error) })}</p>;
  else if (!quote.data) body = <p className="muted">{t('withdraw.quoting')}</p>;
  else body = <WithdrawalFigures quote={quote.data} stale={quote.isPlaceholderData} />;
  return (
    <section className="wallet-quote" aria-live="polite" aria-label={t('withdraw.quoteTitle')}>
      <h3>{t('withdraw.quoteTitle')}</h3>
      {body}
    </section>
  );
}
