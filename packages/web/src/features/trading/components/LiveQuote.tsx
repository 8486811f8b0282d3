import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { useErrorMessage } from '../../../api/messages.ts';
import { usePositionQuote, type QuoteInput } from '../api/quote-position.ts';
import { formatAmount, signOf } from '../decimal.ts';
import { formatPriceText } from '../format.ts';
import { QuoteFigures } from './QuoteFigures.tsx';

/**
 * The live estimate of the order: quoted by the server once the lots have settled for a moment,
 * and again every few seconds as the price moves. Screen readers hear the figures when the order
 * changes (side, lots, leverage), not on every price tick.
 */
export function LiveQuote({
  input,
  precision,
  onPrice,
}: {
  input: QuoteInput | null;
  precision: number;
  onPrice: (price: string | null) => void;
}) {
  const { t } = useTranslation('trading');
  const describe = useErrorMessage();
  const quote = usePositionQuote(input);
  const inputKey = input ? `${input.side}|${input.lots}|${input.leverage}` : '';
  const announced = useRef('');
  const [announcement, setAnnouncement] = useState('');
  const fresh = quote.data && !quote.isPlaceholderData ? quote.data : null;
  const price = quote.data?.price.price ?? null;
  useEffect(() => {
    onPrice(price);
  }, [price, onPrice]);
  useEffect(() => {
    if (!fresh || announced.current === inputKey) return;
    announced.current = inputKey;
    setAnnouncement(
      t('figures.announce', {
        price: formatPriceText(fresh.price.price, precision),
        margin: formatAmount(fresh.margin),
        fee: formatAmount(fresh.fee),
        currency: ACCOUNT_CURRENCY,
      }),
    );
  }, [fresh, inputKey, precision, t]);

  let body;
  if (!input) body = <p className="muted">{t('figures.hint')}</p>;
  else if (quote.isError && !quote.data) {
    body = (
      <p className="field__error" role="alert">
        {t('figures.failed', { reason: describe(quote.error) })}
      </p>
    );
  } else if (!quote.data) body = <p className="muted">{t('figures.quoting')}</p>;
  else {
    body = (
      <>
        <QuoteFigures quote={quote.data} precision={precision} stale={quote.isPlaceholderData} />
        {signOf(quote.data.freeMarginAfter) < 0 && !quote.isPlaceholderData && (
          <p className="form-warning">{t('validation.insufficient')}</p>
        )}
      </>
    );
  }
  return (
    <section className="order-form__quote" aria-label={t('figures.title')}>
      {body}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
