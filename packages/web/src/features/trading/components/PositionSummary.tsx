import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionRecord } from '@tp/contract';
import { formatPriceText } from '../format.ts';

/**
 * The head of a dialog about one position: its side, instrument and size, then its open price and
 * the live one; `children` are further figures of the same list.
 */
export function PositionSummary({
  position,
  currentPrice,
  precision,
  currentTestId,
  children,
}: {
  position: PositionRecord;
  currentPrice: string | null;
  precision: number | null;
  currentTestId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('trading');
  const price = (text: string | null) => (text === null ? '—' : formatPriceText(text, precision));
  return (
    <>
      <p className="confirm__side">
        <span className={`side-tag side-tag--${position.side}`}>{t(`side.${position.side}`)}</span>{' '}
        <strong>{position.code}</strong>{' '}
        <span className="muted position__size">
          {t('position.size', { lots: position.lots, leverage: position.leverage })}
        </span>
      </p>
      <dl className="figures">
        <div>
          <dt>{t('position.openPrice')}</dt>
          <dd>
            <span className="num">{price(position.openPrice)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('position.currentPrice')}</dt>
          <dd data-testid={currentTestId}>
            <span className="num">{price(currentPrice)}</span>
          </dd>
        </div>
        {children}
      </dl>
    </>
  );
}
